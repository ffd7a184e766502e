import ArgumentParser
import LoupeRender

struct Previews: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "List a Swift file's previews: number, name, line, what each shows (docs/swift-source.md).")

    @Argument(help: ArgumentHelp("The Swift file.", valueName: "file.swift"))
    var file: String

    @Option(help: ArgumentHelp("The folder of the file's module (default: its SwiftPM target or app folder).", valueName: "dir"))
    var module: String?

    func validate() throws { try requireSwiftFile(file, for: "previews") }

    func run() throws {
        try runReportingErrors {
            StandardStream.output.write(try SwiftFrontEnd.passThrough(["previews", file] + (module.map { ["--module", $0] } ?? [])))
        }
    }
}

struct Translate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translate",
        abstract: "Print a Swift file's preview as the equivalent JSON scene (docs/scene-format.md).")

    @Argument(help: ArgumentHelp("The Swift file.", valueName: "file.swift"))
    var file: String

    @Option(help: ArgumentHelp("The preview, by name or number from 1 (default: the first).", valueName: "name"))
    var preview: String?

    @Option(help: ArgumentHelp("A JSON file of the scene format's interactions array, added to the scene.", valueName: "file"))
    var interactions: String?

    @OptionGroup(title: "SwiftUI source") var swiftOptions: SwiftOptions

    func validate() throws { try requireSwiftFile(file, for: "translate") }

    func run() throws {
        try runReportingErrors {
            var arguments = ["translate", file] + swiftOptions.frontEndArguments
            if let preview { arguments += ["--preview", preview] }
            if let interactions { arguments += ["--interactions", interactions] }
            StandardStream.output.write(try SwiftFrontEnd.passThrough(arguments))
        }
    }
}

/// A usage error (exit 64) unless `path` names a Swift file: a JSON scene is already a scene.
private func requireSwiftFile(_ path: String, for command: String) throws {
    guard SwiftFrontEnd.isSwiftFile(path) else {
        throw ValidationError("\(command) reads a .swift file; \(path) is not one (a JSON scene needs no translation)")
    }
}
