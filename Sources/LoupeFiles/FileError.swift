/// A file that could not be read or written, with a message that names it.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, for callers that branch on it.
    public enum Kind: Equatable, Sendable {
        /// The system refused: the message carries its reason (`No such file or directory`).
        case system
        /// The file holds more bytes than the reader allows.
        case tooLarge
        /// The path cannot name a file (empty, or ending in `/`).
        case notAFilePath
    }

    /// What went wrong.
    public let kind: Kind
    /// The explanation, naming the path: `cannot read 'a.png': No such file or directory`.
    public let message: String

    /// An error of `kind` whose message is `message`, used as it is (it should already name the path).
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, unchanged.
    public var description: String { message }
}
