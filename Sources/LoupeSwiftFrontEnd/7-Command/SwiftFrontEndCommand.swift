import LoupeFiles
import LoupeJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `loupe-render-swift` does, kept in the library so that its executable only reads the command line (and tests
/// can run it).
public struct SwiftFrontEndCommand {
    /// What the command does.
    public enum Action {
        /// List the file's previews.
        case previews
        /// Print a preview (or every one) as a JSON scene.
        case translate
    }
    /// What the command does.
    public var action: Action
    /// The Swift files: one, or with ``all`` any number, read in one process (a module they share is read once).
    public var paths: [String]
    /// `--preview`: a name or a 1-based number.
    public var preview: String?
    /// `--interactions`: a JSON file of the scene format's interactions array.
    public var interactions: String?
    /// `--all`: every preview of each file, as `[[{"name", "title", "previews", "scene"}, …], …]`: one array per file.
    public var all = false
    /// `--entry`: print the chosen preview as `{"name", "title", "previews", "scene"}` (what loupe-render reads).
    public var entry = false
    /// `--module DIR`: the files' module; by default the SwiftPM target or app folder that holds each.
    public var module: String?
    /// `--placeholders`: draw what cannot be evaluated as placeholders, with warnings.
    public var placeholders = false
    /// `--color-scheme`: the scheme the picture is drawn in, what `@Environment(\.colorScheme)` reads.
    public var colorScheme: String?
    /// `--ios-version`: the iOS version the preview runs on, which `#available` checks.
    public var iOSVersion: OSVersion
    /// `--geometry-frames`: the GeometryReader frames a layout gave, by reader key.
    public var geometryFrames: [String: GeometryFrame] = [:]
    /// `--probe-geometry`: a reader that needs its frame makes the scene a probe (`SwiftSourceFile.probesGeometry`).
    public var probesGeometry = false

    /// A command; its arguments are checked by the caller (`loupe-render-swift`'s command line).
    public init(action: Action, paths: [String], preview: String? = nil, interactions: String? = nil, all: Bool = false,
                entry: Bool = false, module: String? = nil, placeholders: Bool = false, colorScheme: String? = nil,
                iOSVersion: OSVersion = .newest) {
        self.colorScheme = colorScheme
        self.iOSVersion = iOSVersion
        self.action = action
        self.paths = paths
        self.preview = preview
        self.interactions = interactions
        self.all = all
        self.entry = entry
        self.module = module
        self.placeholders = placeholders
    }

    /// Runs the command: the text to print. Warnings go to standard error as they are found.
    public func run() throws(SwiftSourceError) -> String {
        let named = try module.map { folder throws(SwiftSourceError) in
            guard FileKind(atPath: folder) == .directory else {
                throw SwiftSourceError(.unreadable, "--module: \(folder) is not a folder", at: .start(of: folder))
            }
            return SwiftModule(directory: folder, origin: "--module")
        }
        let extra = try interactions.map { path throws(SwiftSourceError) in try Self.readInteractions(path) }
        if action == .translate && all {
            var modules = ModuleCache()
            var files: [JSONValue] = []
            for path in paths {
                do throws(SwiftSourceError) {
                    let file = try SwiftSourceFile(contentsOf: path)
                    file.module = named ?? modules.module(containing: path)
                    file.placeholders = placeholders
                    file.colorScheme = colorScheme
                    file.iOSVersion = iOSVersion
                    file.geometryFrames = geometryFrames
                    file.probesGeometry = probesGeometry
                    files.append(Self.everyPreview(of: file, interactions: extra.map { ($0, interactions ?? "") }))
                } catch {
                    files.append(.array([Self.failedFile(error)]))
                }
            }
            return JSONValue.array(files).serializedExactly()
        }
        let path = paths.first ?? ""
        let file = try SwiftSourceFile(contentsOf: path)
        file.module = named ?? SwiftModule.containing(path)
        file.placeholders = placeholders
        file.colorScheme = colorScheme
        file.iOSVersion = iOSVersion
        file.geometryFrames = geometryFrames
        file.probesGeometry = probesGeometry
        switch action {
        case .previews:
            guard !file.previews.isEmpty else { _ = try file.preview(matching: nil); return "" }
            return file.previews.map { preview in
                let traits = preview.traits.description.isEmpty ? "" : "  [\(preview.traits)]"
                return "\(preview.number)  \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)")  line \(preview.place.line)\(traits)  \(preview.summary)"
            }.joined(separator: "\n")
        case .translate:
            let chosen = try file.preview(matching: preview)
            var scene = try file.scene(for: chosen)
            if let extra, let interactions { scene = scene.adding(interactions: extra, from: interactions) }
            for warning in scene.warnings { Self.writeError("\(warning)\n") }
            _ = try scene.document()   // errors located in the Swift source, before anyone reads the JSON
            return entry ? Self.entry(chosen, of: file, scene: .success(scene.json), pendingGeometry: scene.pendingGeometry).serializedExactly()
                         : scene.json.serializedExactly()
        }
    }

    /// The modules of a suite's files, each read once: files of one SwiftPM target or app folder share it.
    private struct ModuleCache {
        private var byDirectory: [String: SwiftModule] = [:]

        mutating func module(containing path: String) -> SwiftModule? {
            guard let found = SwiftModule.containing(path) else { return nil }
            if let known = byDirectory[found.directory] { return known }
            byDirectory[found.directory] = found
            return found
        }
    }

    /// `--all`, for one file: every preview as `[{"name", "title", "previews", "scene"}]`, or with `"error"` in place
    /// of `"scene"` for one that cannot be translated, so that a suite checks the others (`check` reads this); a file
    /// with no preview gives one entry with `"error"` and `"noPreviews": true`.
    static func everyPreview(of file: SwiftSourceFile, interactions: (JSONValue, String)?) -> JSONValue {
        let previews = file.previews
        guard !previews.isEmpty else {
            let error = SwiftSourceError(.noPreview, "no previews: the file has no #Preview, no PreviewProvider, no top-level view expression and no single View struct that needs no arguments", at: .start(of: file.fileName))
            // Marked, so that a package's files without previews are passed over rather than failed.
            guard case .object(var object) = failedFile(error) else { return .array([]) }
            object.members.append(.init(key: "noPreviews", value: .bool(true)))
            return .array([.object(object)])
        }
        var entries: [JSONValue] = []
        for preview in previews {
            do throws(SwiftSourceError) {
                var scene = try file.scene(for: preview)
                if let (extra, path) = interactions { scene = scene.adding(interactions: extra, from: path) }
                for warning in scene.warnings { writeError("\(warning)\n") }
                _ = try scene.document()
                entries.append(entry(preview, of: file, scene: .success(scene.json)))
            } catch {
                entries.append(entry(preview, of: file, scene: .failure(error)))
            }
        }
        return .array(entries)
    }

    /// `--all` for a file that cannot be read or parsed: one failed entry named after the file.
    static func failedFile(_ error: SwiftSourceError) -> JSONValue {
        .object(JSONObject([
            .init(key: "name", value: .string("1")), .init(key: "title", value: .string(error.place.fileName)),
            .init(key: "previews", value: .number(1)), .init(key: "error", value: .string(error.description)),
        ]))
    }

    private static func entry(_ preview: SwiftPreview, of file: SwiftSourceFile,
                              scene: Result<JSONValue, SwiftSourceError>, pendingGeometry: [String] = []) -> JSONValue {
        var members: [JSONObject.Member] = [
            .init(key: "name", value: .string(preview.fileSafeName)),
            .init(key: "title", value: .string(preview.title)),
            .init(key: "previews", value: .number(Double(file.previews.count))),
        ]
        switch scene {
        case .success(let json): members.append(.init(key: "scene", value: json))
        case .failure(let error): members.append(.init(key: "error", value: .string(error.description)))
        }
        if !pendingGeometry.isEmpty {
            members.append(.init(key: "geometryPending", value: .array(pendingGeometry.map(JSONValue.string))))
        }
        return .object(JSONObject(members))
    }

    /// `--geometry-frames`' JSON: `{"<reader key>": [x, y, width, height], …}`.
    public static func geometryFrames(json text: String) throws(SwiftSourceError) -> [String: GeometryFrame] {
        let invalid = SwiftSourceError(.invalidValue, "--geometry-frames: expected {\"<reader key>\": [x, y, width, height], …}", at: .start(of: "--geometry-frames"))
        guard case .object(let object)? = try? JSONReader.parse(text) else { throw invalid }
        var frames: [String: GeometryFrame] = [:]
        for member in object.members {
            guard case .array(let numbers) = member.value, numbers.count == 4 else { throw invalid }
            let values = numbers.compactMap(\.doubleValue)
            guard values.count == 4 else { throw invalid }
            frames[member.key] = GeometryFrame(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        return frames
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

