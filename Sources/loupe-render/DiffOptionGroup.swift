import ArgumentParser
import Foundation
import LoupeRender

/// The comparison options `diff` and `check` share; unset ones keep the command's defaults.
struct DiffOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("Per-pixel colour tolerance, 0 to 1 (YIQ distance up to 35215·T²). Default: 0.1 for diff, 0 for check.", valueName: "t"))
    var threshold: Double?

    @Flag(name: .customLong("include-aa"), help: "Count pixels that look like anti-aliasing too (by default they are not counted).")
    var includeAA = false

    @Option(help: ArgumentHelp("How strongly the expected image shows through the diff image, 0 to 1 (default 0.1).", valueName: "a"))
    var alpha: Double?

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels in the diff image (default 255,255,0).", valueName: "r,g,b"))
    var aaColor: ColorArgument?

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels (default 255,0,0).", valueName: "r,g,b"))
    var diffColor: ColorArgument?

    @Option(name: .customLong("diff-color-alt"), help: ArgumentHelp("Colour of differing pixels that got darker (default: the diff colour).", valueName: "r,g,b"))
    var diffColorAlt: ColorArgument?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differing pixels, on a transparent background.")
    var diffMask = false

    @Flag(name: .customLong("no-checkerboard"), help: "Blend translucent pixels over white instead of pixelmatch's checkerboard before comparing.")
    var noCheckerboard = false

    @Option(name: .customLong("ignore"), help: ArgumentHelp("A rectangle of pixels never counted, as x,y,width,height (repeatable).", valueName: "x,y,w,h"))
    var ignore: [RegionArgument] = []

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
        if let aaColor { options.aaColor = aaColor.color }
        if let diffColor { options.diffColor = diffColor.color }
        if let diffColorAlt { options.diffColorAlt = diffColorAlt.color }
        if diffMask { options.diffMask = true }
        if noCheckerboard { options.checkerboard = false }
        options.ignoredRegions += ignore.map(\.region)
        if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
        if let maxDiffRatio { options.maxDiffRatio = maxDiffRatio }
        if let problem = options.problem {
            throw ValidationError(problem.replacingOccurrences(of: "maxDiffPixels", with: "--max-diff-pixels")
                .replacingOccurrences(of: "maxDiffRatio", with: "--max-diff-ratio")
                .replacingOccurrences(of: "threshold", with: "--threshold").replacingOccurrences(of: "alpha:", with: "--alpha:"))
        }
        return options
    }
}

/// `r,g,b` with each channel 0…255.
struct ColorArgument: ExpressibleByArgument {
    let color: DiffColor

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
        color = DiffColor(r, g, b)
    }
}

/// `x,y,width,height` in pixels, with a positive width and height.
struct RegionArgument: ExpressibleByArgument {
    let region: PixelRegion

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w > 0, h > 0 else {
            return nil
        }
        region = PixelRegion(x: x, y: y, width: w, height: h)
    }
}
