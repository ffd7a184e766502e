import Foundation
import PackagePlugin

/// `swift package loupe <command> …`: runs `loupe-render` on the package it is invoked in.
///
/// `check`, `review` and `previews` with no scene arguments take the whole package (every preview of every target);
/// `check`, `review` and `approve` without `--goldens` use the package's `Goldens` folder. Everything else is passed
/// to `loupe-render` as written. Writing goldens needs `--allow-writing-to-package-directory`, as SwiftPM asks of
/// every plugin that writes into a package.
@main
struct LoupePlugin: CommandPlugin {
    /// The commands whose goldens folder defaults to `<package>/Goldens`.
    static let usesGoldens: Set<String> = ["check", "review", "approve"]
    /// The commands whose scenes default to the whole package.
    static let takesScenes: Set<String> = ["check", "review", "previews"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "loupe-render")
        let package = context.package.directoryURL
        let command = Self.arguments(arguments, package: package.path)
        let process = Process()
        process.executableURL = tool.url
        process.arguments = command
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LoupePluginError(message: "loupe-render \(command.first ?? "") exited with \(process.terminationStatus)")
        }
    }

    /// The arguments for `loupe-render`: the package as the scenes and its `Goldens` folder, where not given.
    static func arguments(_ given: [String], package: String) -> [String] {
        guard let command = given.first else { return ["--help"] }
        var result = given
        let rest = given.dropFirst()
        if usesGoldens.contains(command), !rest.contains(where: { $0 == "--goldens" || $0.hasPrefix("--goldens=") }) {
            result += ["--goldens", package + "/Goldens"]
        }
        // A scene argument is anything not an option nor an option's value: with none, the package.
        if takesScenes.contains(command), !hasPositional(Array(rest)) {
            result.insert(package, at: 1)
        }
        return result
    }

    /// Whether `arguments` hold a positional one. Options that take a value are `--name value` or `--name=value`;
    /// the flags are `check`'s and `review`'s.
    static func hasPositional(_ arguments: [String]) -> Bool {
        let flags: Set<String> = ["--include-aa", "--diff-mask", "--no-checkerboard", "--placeholders", "--prune",
                                  "--help", "-h"]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.count }
            if argument.hasPrefix("-") {
                index += argument.contains("=") || flags.contains(argument) ? 1 : 2
            } else {
                return true
            }
        }
        return false
    }
}

struct LoupePluginError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
