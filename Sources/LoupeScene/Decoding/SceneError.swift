/// A scene that cannot be used: where (`path`) and why (`message`).
///
/// `path` names the place in the scene, such as `body.content[2].modifiers[0].frame.width`, `interactions[0]`, or
/// `scene` for the top-level object itself. For JSON syntax errors it is `file:line:column`, and for an input that is
/// too large it is the file name. The description joins the two: `"<path>: <message>"`.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path; self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
