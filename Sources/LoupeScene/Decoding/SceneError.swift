/// A scene that cannot be used: where (`path`) and why (`message`).
///
/// `path` names the place in the scene, such as `body.content[2].modifiers[0].frame.width`, `interactions[0]`, or
/// `scene` for the top-level object itself. For JSON syntax errors it is `file:line:column`, and for an input that is
/// too large it is the file name. The description joins the two: `"<path>: <message>"`.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the scene the problem is (`body.content[2].modifiers[0].frame.width`, `interactions[0]`, `scene`), or
    /// `file:line:column` for a JSON syntax error.
    public var path: String
    /// What is wrong, in words, without the path.
    public var message: String

    /// An error at `path` saying `message`.
    public init(path: String, message: String) {
        self.path = path; self.message = message
    }

    /// `"<path>: <message>"`.
    public var description: String { "\(path): \(message)" }
}
