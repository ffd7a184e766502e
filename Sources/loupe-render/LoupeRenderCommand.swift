import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import LoupeWorkers
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct LoupeRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loupe-render",
        abstract: "Render Loupe's layout-debugging overlays from a JSON scene or SwiftUI source, headless and deterministic.",
        discussion: """
            Exit codes: 0 success, 64 usage error, 65 bad input (the message names the place), 74 I/O failure.
            Scene format: docs/scene-format.md. SwiftUI source: docs/swift-source.md. Command reference: docs/cli.md.
            """,
        subcommands: [Render.self, Layout.self, Diff.self, Check.self, Review.self, Approve.self, MergeReports.self, Previews.self,
                      Translate.self, Devices.self],
        defaultSubcommand: Render.self)

    /// Starts a worker thread, then parses the arguments and runs the command. On a busy or virtual machine a new
    /// thread can wait milliseconds for a processor, about as long as parsing takes, so the commands that split their
    /// work (`diff`'s two decodes and its bands, a picture's bands) find it running instead of waiting for it.
    static func main() {
        if ProcessInfo.processInfo.activeProcessorCount > 1 { WorkerThreads.prepare(threads: 2) }
        main(nil)
    }
}

/// How `.swift` scenes are read: their module, and placeholders for what cannot be evaluated.
struct SwiftOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The folder of the Swift file's module, whose other files declare what its previews use (default: the SwiftPM target or app folder that holds it; docs/swift-source.md#modules).", valueName: "dir"))
    var module: String?

    @Flag(help: "Draw a view the SwiftUI front end cannot evaluate as a labelled placeholder, and a value as its source text, each with a warning, instead of failing.")
    var placeholders = false

    @Option(name: .customLong("ios-version"), help: ArgumentHelp("The iOS version a Swift preview runs on, which #available checks (default: the newest release the renderer knows, 26.0).", valueName: "version"))
    var iOSVersion: String?

    var isSet: Bool { module != nil || placeholders || iOSVersion != nil }

    /// The arguments `loupe-render-swift` takes for these options.
    var frontEndArguments: [String] { frontEndArguments(colorScheme: nil) }

    /// The same, with the colour scheme the picture is drawn in: what `@Environment(\.colorScheme)` reads.
    func frontEndArguments(colorScheme: ColorScheme?) -> [String] {
        (module.map { ["--module", $0] } ?? []) + (placeholders ? ["--placeholders"] : [])
            + (iOSVersion.map { ["--ios-version", $0] } ?? []) + (colorScheme.map { ["--color-scheme", $0.rawValue] } ?? [])
    }
}

/// Options shared by the commands that read a scene.
struct SceneOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The scene: a JSON file, or a Swift file whose preview is rendered (docs/swift-source.md). Omit it to use the bundled example (\(BundledExamples.defaultName)).", valueName: "scene"))
    var scene: String?

    @Option(help: ArgumentHelp("For a Swift file: the preview to use, by name or number from 1 (default: the first).", valueName: "name"))
    var preview: String?

    @Option(help: ArgumentHelp("For a Swift file: the interactions to replay, a JSON file holding the scene format's interactions array.", valueName: "file"))
    var interactions: String?

    @OptionGroup(title: "SwiftUI source") var swiftOptions: SwiftOptions

    @OptionGroup var overrideOptions: OverrideOptions

    @Option(help: ArgumentHelp("A persisted-offset store to read before the interactions and write back after them (created if missing).", valueName: "file"))
    var defaults: String?

    var overrides: RenderOverrides { overrideOptions.overrides }

    func load(with renderer: LoupeRenderer) throws -> LoadedScene {
        if !SwiftFrontEnd.isSwiftFile(scene), preview != nil || interactions != nil || swiftOptions.isSet {
            throw LoupeRenderError.usage("--preview, --interactions, --module and --placeholders are for Swift files; a JSON scene holds its own interactions")
        }
        let loaded = if let scene, SwiftFrontEnd.isSwiftFile(scene) {
            try SwiftFrontEnd.load(scene, preview: preview, interactions: interactions, options: swiftOptions,
                                   overrides: overrides, with: renderer)
        } else if let scene {
            try renderer.loadScene(at: URL(fileURLWithPath: scene), overrides: overrides)
        } else {
            try renderer.loadBundledExample(named: BundledExamples.defaultName, overrides: overrides)
        }
        guard let defaults, let stored = try DefaultsFile.read(URL(fileURLWithPath: defaults)) else { return loaded }
        return loaded.withDefaults(stored, from: defaults)
    }

    /// Stages the store the interactions left, when `--defaults` names a file; the caller commits it with the
    /// run's other outputs.
    func stageDefaults(of laidOut: LaidOutScene, with renderer: LoupeRenderer) throws -> StagedOutput? {
        guard let defaults else { return nil }
        return try DefaultsFile.stage(laidOut.store, to: URL(fileURLWithPath: defaults), with: renderer)
    }
}

/// What `render`, `layout` and `check` lay over a scene's own device and colour scheme.
struct OverrideOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Override the scene's device with a preset (see `loupe-render devices`).", valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("Override the device scale: 1, 2, 3 or 4.", valueName: "n"))
    var scale: Double?

    @Option(name: .customLong("color-scheme"), help: ArgumentHelp("Override the colour scheme: light or dark.", valueName: "scheme"))
    var colorScheme: ColorScheme?

    @Option(name: .customLong("dynamic-type-size"),
            help: ArgumentHelp("Override the Dynamic Type size text styles are set at: xSmall … xxxLarge, "
                               + "accessibility1 … accessibility5 (default large).", valueName: "size"))
    var dynamicTypeSize: DynamicTypeSize?

    @Option(name: .customLong("layout-direction"),
            help: ArgumentHelp("Override the layout direction: leftToRight or rightToLeft.", valueName: "direction"))
    var layoutDirection: LayoutDirection?

    var overrides: RenderOverrides {
        RenderOverrides(device: device, scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                        layoutDirection: layoutDirection)
    }
}

extension ColorScheme: ExpressibleByArgument {}
extension DynamicTypeSize: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}

/// Runs `body`, turning the renderer's errors into a message on standard error and the documented exit code.
func runReportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as LoupeRenderError {
        StandardStream.error.write("loupe-render: \(error.description)\n")
        exitWithStatus(error.exitCode)
    } catch let error as FileError {
        StandardStream.error.write("loupe-render: \(error.description)\n")
        exitWithStatus(LoupeRenderError(error).exitCode)
    }
}

/// Ends the process with `status` once everything printed is out. Thrown as `ExitCode`, the status would first make
/// swift-argument-parser build the command's usage text, which it then drops: a noticeable part of a `diff` whose
/// images differ (docs/performance.md).
func exitWithStatus(_ status: Int32) -> Never {
    fflush(nil)
    exit(status)
}
