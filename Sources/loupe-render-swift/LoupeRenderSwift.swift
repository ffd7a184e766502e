// loupe-render-swift: the SwiftUI front end of loupe-render, in a binary of its own so that only those who render
// Swift files compile swift-syntax. `loupe-render` runs it for `.swift` scenes; it can be run directly too.
// Exit codes as loupe-render's: 0 success, 64 usage error, 65 bad input (file:line:column: message), 74 I/O failure.
import ArgumentParser
import LoupeSwiftFrontEnd

@main
struct LoupeRenderSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loupe-render-swift",
        abstract: "The SwiftUI front end of loupe-render: a Swift file's previews, listed or as JSON scenes.",
        subcommands: [Previews.self, Translate.self])
}

/// The option both commands take.
struct ModuleOption: ParsableArguments {
    @Option(name: .customLong("module"), help: ArgumentHelp(
        "The folder of the files' module (default: the SwiftPM target or app folder that holds each).", valueName: "DIR"))
    var directory: String?
}

struct Previews: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a file's previews: number, name, line, traits, what each shows.")

    @Argument(help: ArgumentHelp("The Swift file.", valueName: "FILE.swift"))
    var file: String

    @OptionGroup var module: ModuleOption

    func run() throws {
        try runReportingErrors(SwiftFrontEndCommand(action: .previews, paths: [file], module: module.directory))
    }
}

struct Translate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a preview as a JSON scene (docs/scene-format.md); skipped modifiers are warnings on standard error.")

    @Argument(help: ArgumentHelp("The Swift file; with --all, any number of them.", valueName: "FILE.swift"))
    var files: [String] = []

    @Option(help: ArgumentHelp("The preview, by name or number from 1 (default the first).", valueName: "NAME|N"))
    var preview: String?

    @Option(help: ArgumentHelp("The interactions to replay: the scene format's interactions array.", valueName: "FILE.json"))
    var interactions: String?

    @Flag(help: """
        Every preview of each file, as [[{"name", "title", "previews", "scene"}, …], …], one array per file \
        ("error" in place of "scene" for a preview that fails).
        """)
    var all = false

    @Flag(help: #"The chosen preview as {"name", "title", "previews", "scene"} (what loupe-render reads)."#)
    var entry = false

    @OptionGroup var module: ModuleOption

    @Flag(help: "Draw what cannot be evaluated as labelled placeholders, with warnings.")
    var placeholders = false

    @Option(name: .customLong("color-scheme"),
            help: ArgumentHelp("The colour scheme the picture is drawn in: what @Environment(\\.colorScheme) reads.", valueName: "light|dark"))
    var colorScheme: String?

    @Option(name: .customLong("ios-version"),
            help: ArgumentHelp("The iOS version the preview runs on, which #available checks (default: \(OSVersion.newest)).", valueName: "version"))
    var iOSVersion: String?

    @Option(name: .customLong("geometry-frames"),
            help: ArgumentHelp("GeometryReader frames a layout gave, and the screen's under \"screen\": {\"<reader key>\": [x, y, width, height], …}.", valueName: "json"))
    var geometryFrames: String?

    @Flag(name: .customLong("probe-geometry"),
          help: "Where a GeometryReader's content needs its frame (or the preview reads UIScreen.main.bounds), print a probe scene to lay out (its keys under \"geometryPending\" with --entry).")
    var probeGeometry = false

    func validate() throws {
        if let iOSVersion, OSVersion(iOSVersion) == nil {
            throw ValidationError("--ios-version takes a version such as 17 or 17.4, not \(iOSVersion)")
        }
        if let colorScheme, colorScheme != "light", colorScheme != "dark" {
            throw ValidationError("--color-scheme takes light or dark, not \(colorScheme)")
        }
        guard !files.isEmpty else { throw ValidationError("name a Swift file") }
        if files.count > 1, !all { throw ValidationError("several files need --all") }
        if all, preview != nil { throw ValidationError("--all and --preview cannot be used together") }
        if all, entry { throw ValidationError("--all and --entry cannot be used together") }
    }

    func run() throws {
        try runReportingErrors { () throws(SwiftSourceError) -> SwiftFrontEndCommand in
            var command = SwiftFrontEndCommand(
                action: .translate, paths: files, preview: preview, interactions: interactions, all: all, entry: entry,
                module: module.directory, placeholders: placeholders, colorScheme: colorScheme,
                iOSVersion: iOSVersion.flatMap(OSVersion.init) ?? .newest)
            command.geometryFrames = try geometryFrames.map { (text) throws(SwiftSourceError) in try SwiftFrontEndCommand.geometryFrames(json: text) } ?? [:]
            command.probesGeometry = probeGeometry
            return command
        }
    }
}

/// Prints what the command prints; a located error is printed as the compiler prints one (the user ran
/// loupe-render, not this binary) and ends the process with its exit code.
private func runReportingErrors(_ command: SwiftFrontEndCommand) throws {
    try runReportingErrors { () throws(SwiftSourceError) in command }
}

private func runReportingErrors(_ make: () throws(SwiftSourceError) -> SwiftFrontEndCommand) throws {
    do {
        let command = try make()
        print(try command.run())
    } catch {
        SwiftFrontEndCommand.writeError("\(error.description)\n")
        throw ExitCode(error.exitCode)
    }
}
