import Foundation
import LoupeScene

/// A decoded scene with what is needed to render it: where relative paths resolve and a name for outputs.
public struct LoadedScene: Sendable {
    public var document: SceneDocument
    /// The folder relative paths in the scene (a background image) resolve against.
    public var baseDirectory: URL
    /// The scene file's name without its extension, e.g. `basic-usage`.
    public var name: String

    public init(document: SceneDocument, baseDirectory: URL, name: String) {
        self.document = document; self.baseDirectory = baseDirectory; self.name = name
    }
}
