// loupe-render-swift: the SwiftUI front end of loupe-render, in a binary of its own so that only those who render
// Swift files compile swift-syntax. `loupe-render` runs it for `.swift` scenes; it can be run directly too.
//
//   loupe-render-swift previews FILE.swift [--module DIR]
//   loupe-render-swift translate FILE.swift [--preview NAME|N] [--interactions FILE.json] [--all | --entry]
//                                 [--module DIR] [--placeholders]
//
// Exit codes as loupe-render's: 0 success, 64 usage error, 65 bad input (file:line:column: message), 74 I/O failure.
import LoupeSwiftSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: loupe-render-swift previews FILE.swift [--module DIR]
           loupe-render-swift translate FILE.swift [--preview NAME|N] [--interactions FILE.json] [--all | --entry]
                                        [--module DIR] [--placeholders]

    previews   list the file's previews: number, name, line, what each shows
    translate  print a preview as a JSON scene (docs/scene-format.md); --all prints every preview as
               [{"name", "title", "previews", "scene"}] and --entry the chosen one so; skipped
               modifiers are listed on standard error as warnings
    --module   the folder of the file's module (default: its SwiftPM target or app folder)
    --placeholders  draw what cannot be evaluated as labelled placeholders, with warnings
    """

func fail(_ message: String, status: Int32) -> Never {
    SwiftFrontEndCommand.writeError("loupe-render-swift: \(message)\n")
    exit(status)
}

do {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
        print(usage); exit(arguments.isEmpty ? 64 : 0)
    }
    let command = try SwiftFrontEndCommand.parse(&arguments)
    print(try command.run())
} catch let error as SwiftFrontEndCommand.UsageError {
    fail("\(error.message)\n\(usage)", status: 64)
} catch let error as SwiftSourceError {
    // A located error starts with its place, as the compiler's do: the user ran loupe-render, not this binary.
    SwiftFrontEndCommand.writeError("\(error.description)\n")
    exit(error.exitCode)
}
