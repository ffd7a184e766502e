import ArgumentParser
import LoupeGolden
import LoupeRender

struct Previews: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "List a Swift file's previews, or a package's: number, name, line, what each shows (docs/swift-source.md).")

    @Argument(help: ArgumentHelp("The Swift file, or a package folder (or its Sources) for every preview of every target.",
                                 valueName: "file.swift"))
    var file: String

    @Option(help: ArgumentHelp("The folder of the file's module (default: its SwiftPM target or app folder).", valueName: "dir"))
    var module: String?

    func validate() throws {
        if PackagePreviews.sourcesFolder(of: file) == nil { try requireSwiftFile(file, for: "previews") }
    }

    func run() throws {
        try runReportingErrors {
            guard let sources = PackagePreviews.sourcesFolder(of: file) else {
                StandardStream.output.write(try SwiftFrontEnd.passThrough(["previews", file] + (module.map { ["--module", $0] } ?? [])))
                return
            }
            // A package: each file's previews under its path and the goldens `check` names them by.
            for (target, path) in try PackagePreviews.files(in: sources) {
                guard let list = try SwiftFrontEnd.passThroughOrNil(["previews", path]) else { continue }
                let golden = PackagePreviews.goldenName(target: target, file: path, preview: "<preview>")
                StandardStream.output.write("\(path)  (goldens \(golden))\n" + list)
            }
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
