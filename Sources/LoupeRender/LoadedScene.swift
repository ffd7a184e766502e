#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeScene

/// A decoded scene with what is needed to render it: where relative paths resolve and a name for outputs.
public struct LoadedScene: Sendable {
    /// The decoded scene, with any overrides and stored defaults already applied.
    public var document: SceneDocument
    /// The folder relative paths in the scene (a background image) resolve against.
    public var baseDirectory: URL
    /// The scene file's name without its extension, e.g. `basic-usage`.
    public var name: String
    /// The stored-offset file laid over the scene's `defaults` (``withDefaults(_:from:)``) and the keys it gave, so
    /// an error in a stored value can name that file.
    public var defaultsFile: (path: String, keys: Set<String>)?

    /// A scene from a decoded document; relative paths in it resolve against `baseDirectory`, and `name` (no extension)
    /// names its outputs. No defaults file is recorded.
    public init(document: SceneDocument, baseDirectory: URL, name: String) {
        self.document = document; self.baseDirectory = baseDirectory; self.name = name
    }

    /// The same scene under another name (a Swift file's preview is named `<file>-<preview>`).
    public func named(_ name: String) -> LoadedScene {
        var copy = self
        copy.name = name
        return copy
    }

    /// `path` as the scene writes it, resolved: absolute paths as they are, others inside ``baseDirectory`` (taken as
    /// a folder whether or not its URL ends in `/`).
    public func resolvedPath(_ path: String) -> String {
        path.hasPrefix("/") ? path : baseDirectory.appendingPathComponent(path).standardizedFileURL.path
    }

    /// Where an error in the stored value under `key` is: `defaults["key"]`, in the defaults file when it gave it.
    func placeOfStoredValue(_ key: String) -> (prefix: String, suffix: String) {
        guard let defaultsFile, defaultsFile.keys.contains(key) else { return ("", "") }
        return ("\(defaultsFile.path): ", " (the defaults file is left as it is)")
    }
}
