#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeOverlays
import LoupeScene
import LoupeJSON

/// The persisted-offset store kept in a file between runs (`--defaults FILE`): the same shape as a scene's
/// `defaults`, `{"<namespace>.<key>": [width, height]}`.
public enum DefaultsFile {
    /// The store in `url`, or `nil` when there is no such file yet. A malformed file is an error and is left as it is.
    public static func read(_ url: URL) throws(LoupeRenderError) -> [String: [Double]]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: url.path, maxByteCount: JSONReader.maximumInputSize)
        } catch {
            if error.kind == .tooLarge { throw .badInput("\(error.message) (the defaults file is left as it is)") }
            throw .io("cannot read defaults \(url.path): \(error.reason ?? error.message)")
        }
        do {
            return try SceneDecoding.decodeDefaults(bytes, fileName: url.path)
        } catch {
            // Syntax errors already start with `file:line:column`; the others name a place inside the store.
            let located = error.path.hasPrefix(url.path) ? error.description : "\(url.path): \(error.description)"
            throw .badInput(located + " (the defaults file is left as it is)")
        }
    }

    /// The store as JSON text, keys sorted so the file diffs cleanly.
    public static func serialized(_ store: OffsetStore) -> String {
        let members = store.values.keys.sorted().map { key in
            JSONObject.Member(key: key, value: .array((store.values[key] ?? []).map { .number($0) }))
        }
        return JSONValue.object(JSONObject(members)).serialized() + "\n"
    }

    /// Writes the store through a temporary file renamed into place.
    public static func write(_ store: OffsetStore, to url: URL, with renderer: LoupeRenderer) throws(LoupeRenderError) {
        try stage(store, to: url, with: renderer).commitOrFail()
    }

    /// Stages the store for `url` (`StagedOutput`), after checking that ``read(_:)`` would take it back: drags can
    /// push an offset past the limits of a stored value, and a long key past the key limit, and a store the next run
    /// refuses is not written.
    public static func stage(_ store: OffsetStore, to url: URL,
                             with renderer: LoupeRenderer) throws(LoupeRenderError) -> StagedOutput {
        let bytes = Array(serialized(store).utf8)
        do {
            _ = try SceneDecoding.decodeDefaults(bytes, fileName: url.path)
        } catch {
            throw .badInput("\(url.path): the store the interactions left is not written, since it could not be read "
                            + "back: \(error.description)")
        }
        return try renderer.stage(bytes, to: url)
    }
}

extension LoadedScene {
    /// The scene with a stored offset file laid over its own `defaults` (the file's entries win); `path`, when
    /// given, is the file's, named by errors in its values.
    public func withDefaults(_ stored: [String: [Double]], from path: String? = nil) -> LoadedScene {
        var copy = self
        copy.document.defaults.merge(stored) { _, file in file }
        if let path { copy.defaultsFile = (path, Set(stored.keys)) }
        return copy
    }
}
