import LoupeFiles
import LoupeJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `loupe-render-swift` does, kept in the library so that its executable only wires it (and tests can run it).
public struct SwiftFrontEndCommand {
    /// A command line that cannot be run (exit 64).
    public struct UsageError: Error {
        /// What is wrong with the arguments.
        public var message: String
    }

    /// What the command does.
    public enum Action {
        /// List the file's previews.
        case previews
        /// Print a preview (or every one) as a JSON scene.
        case translate
    }
    /// What the command does.
    public var action: Action
    /// The Swift file.
    public var path: String
    /// `--preview`: a name or a 1-based number.
    public var preview: String?
    /// `--interactions`: a JSON file of the scene format's interactions array.
    public var interactions: String?
    /// `--all`: every preview, as `[{"name", "title", "previews", "scene"}]`.
    public var all = false
    /// `--entry`: print the chosen preview as `{"name", "title", "previews", "scene"}` (what loupe-render reads).
    public var entry = false

    /// Reads `previews FILE` or `translate FILE [--preview X] [--interactions F] [--all]`.
    public static func parse(_ arguments: inout [String]) throws(UsageError) -> SwiftFrontEndCommand {
        guard let verb = arguments.first else { throw UsageError(message: "no command") }
        arguments.removeFirst()
        let action: Action = switch verb {
        case "previews": .previews
        case "translate": .translate
        default: throw UsageError(message: "unknown command '\(verb)'")
        }
        var path: String?, preview: String?, interactions: String?, all = false, entry = false
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--preview", "--interactions":
                guard action == .translate, let value = arguments.first else { throw UsageError(message: "\(argument) needs a value") }
                arguments.removeFirst()
                if argument == "--preview" { preview = value } else { interactions = value }
            case "--all" where action == .translate:
                all = true
            case "--entry" where action == .translate:
                entry = true
            default:
                guard path == nil, !argument.hasPrefix("--") else { throw UsageError(message: "unexpected argument '\(argument)'") }
                path = argument
            }
        }
        guard let path else { throw UsageError(message: "no Swift file given") }
        if all, preview != nil { throw UsageError(message: "--all and --preview cannot be used together") }
        if all, entry { throw UsageError(message: "--all and --entry cannot be used together") }
        return SwiftFrontEndCommand(action: action, path: path, preview: preview, interactions: interactions, all: all,
                                    entry: entry)
    }

    /// Runs the command: the text to print. Warnings go to standard error as they are found.
    public func run() throws(SwiftSourceError) -> String {
        let file = try SwiftSourceFile(contentsOf: path)
        switch action {
        case .previews:
            guard !file.previews.isEmpty else { _ = try file.preview(matching: nil); return "" }
            return file.previews.map { preview in
                "\(preview.number)  \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)")  line \(preview.place.line)  \(preview.summary)"
            }.joined(separator: "\n")
        case .translate:
            let extra = try interactions.map { path throws(SwiftSourceError) in try Self.readInteractions(path) }
            let chosen = all ? file.previews : [try file.preview(matching: preview)]
            if all, chosen.isEmpty { _ = try file.preview(matching: nil) }
            var entries: [JSONValue] = []
            for preview in chosen {
                var scene = try file.scene(for: preview)
                if let extra, let interactions { scene = scene.adding(interactions: extra, from: interactions) }
                for warning in scene.warnings { Self.writeError("\(warning)\n") }
                _ = try scene.document()   // errors located in the Swift source, before anyone reads the JSON
                let described = JSONValue.object(JSONObject([
                    .init(key: "name", value: .string(preview.fileSafeName)),
                    .init(key: "title", value: .string(preview.title)),
                    .init(key: "previews", value: .number(Double(file.previews.count))),
                    .init(key: "scene", value: scene.json),
                ]))
                if entry { return described.serializedExactly() }
                guard all else { return scene.json.serializedExactly() }
                entries.append(described)
            }
            return JSONValue.array(entries).serializedExactly()
        }
    }

    /// The scene format's `interactions` array, from a file holding the array or a scene-like object with it.
    static func readInteractions(_ path: String) throws(SwiftSourceError) -> JSONValue {
        let start = SourcePlace(fileName: path, line: 1, column: 1)
        let value: JSONValue
        do {
            let bytes = try WholeFile.read(atPath: path, maxByteCount: 8 << 20)
            value = try JSONReader.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw SwiftSourceError(.syntax, "\(error)", at: start)
        } catch {
            throw SwiftSourceError(.unreadable, "cannot read the interactions: \(error)", at: start)
        }
        if case .array = value { return value }
        if case .object(let object) = value, object.keys == ["interactions"], let list = object["interactions"] { return list }
        throw SwiftSourceError(.typeMismatch, "expected the scene format's interactions array, or {\"interactions\": [ … ]}", at: start)
    }

    /// Writes to standard error unbuffered (Swift 6 does not allow the `stderr` global).
    public static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(2, &bytes, bytes.count)
    }
}

