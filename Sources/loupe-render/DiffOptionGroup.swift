import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// The comparison options `diff` and `check` share; unset ones keep the command's defaults.
struct DiffOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("Per-pixel colour tolerance, 0 to 1 (YIQ distance up to 35215·T²). Default: 0.1 for diff, 0 for check.", valueName: "t"))
    var threshold: Double?

    @Flag(name: .customLong("include-aa"), help: "Count pixels that look like anti-aliasing too (by default they are not counted).")
    var includeAA = false

    @Option(help: ArgumentHelp("How strongly the expected image shows through the diff image, 0 to 1 (default 0.1).", valueName: "a"))
    var alpha: Double?

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels in the diff image (default 255,255,0).", valueName: "r,g,b"), transform: ColorArgument.parse)
    var aaColor: DiffColor?

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels (default 255,0,0).", valueName: "r,g,b"), transform: ColorArgument.parse)
    var diffColor: DiffColor?

    @Option(name: .customLong("diff-color-alt"), help: ArgumentHelp("Colour of differing pixels that got darker (default: the diff colour).", valueName: "r,g,b"), transform: ColorArgument.parse)
    var diffColorAlt: DiffColor?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differing pixels, on a transparent background.")
    var diffMask = false

    @Flag(name: .customLong("no-checkerboard"), help: "Blend translucent pixels over white instead of pixelmatch's checkerboard before comparing.")
    var noCheckerboard = false

    @Option(name: .customLong("ignore"), help: ArgumentHelp("A rectangle of pixels never counted, as x,y,width,height (repeatable; write --ignore=-5,0,10,10 when x is negative).", valueName: "x,y,w,h"), transform: RegionArgument.parse)
    var ignore: [PixelRegion] = []

    @Option(name: .customLong("max-diff-pixels"), help: ArgumentHelp("Pass when at most N pixels differ (default 0; with --max-diff-ratio the stricter wins).", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: ArgumentHelp("Pass when at most this fraction of the pixels differ, 0 to 1.", valueName: "r"))
    var maxDiffRatio: Double?

    /// The options in force over `defaults`.
    func options(over defaults: DiffOptions) throws -> DiffOptions {
        var options = defaults
        if let threshold { options.threshold = threshold }
        if includeAA { options.includeAA = true }
        if let alpha { options.alpha = alpha }
        if let aaColor { options.aaColor = aaColor }
        if let diffColor { options.diffColor = diffColor }
        if let diffColorAlt { options.diffColorAlt = diffColorAlt }
        if diffMask { options.diffMask = true }
        if noCheckerboard { options.checkerboard = false }
        options.ignoredRegions += ignore
        if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
        if let maxDiffRatio { options.maxDiffRatio = maxDiffRatio }
        if let problem = options.problem {
            throw ValidationError(problem.replacing("maxDiffPixels", with: "--max-diff-pixels")
                .replacing("maxDiffRatio", with: "--max-diff-ratio")
                .replacing("threshold", with: "--threshold").replacing("alpha:", with: "--alpha:"))
        }
        return options
    }
}

/// A comma-separated list of `count` values, each converted by `convert` or refused by name.
enum CommaList {
    static func parse<Value>(_ argument: String, count: Int, shape: String, unit: String,
                             _ convert: (String) -> Value?) throws -> [Value] {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { part in String(part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
        guard parts.count == count else { throw ValidationError("'\(argument)': expected \(shape)") }
        return try parts.map { part in
            guard let value = convert(part) else { throw ValidationError("'\(argument)': \(part) is not \(unit)") }
            return value
        }
    }
}

/// `r,g,b` with each channel 0…255.
enum ColorArgument {
    static func parse(_ argument: String) throws -> DiffColor {
        let channels = try CommaList.parse(argument, count: 3, shape: "three channels, r,g,b",
                                           unit: "a channel from 0 to 255") { UInt8($0) }
        return DiffColor(channels[0], channels[1], channels[2])
    }
}

/// `x,y,width,height` in pixels, with a positive width and height.
enum RegionArgument {
    static func parse(_ argument: String) throws -> PixelRegion {
        let numbers = try CommaList.parse(argument, count: 4, shape: "four whole numbers, x,y,width,height",
                                          unit: "a whole number") { Int($0) }
        guard numbers[2] > 0, numbers[3] > 0 else {
            throw ValidationError("'\(argument)': the width and height must be at least 1 pixel")
        }
        return PixelRegion(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
