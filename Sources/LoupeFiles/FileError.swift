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
    /// The system's reason alone (`No such file or directory`), for messages that name the file their own way;
    /// `nil` when the system did not refuse.
    public let reason: String?

    /// An error of `kind` whose message is `message`, used as it is (it should already name the path), with the
    /// system's `reason` when there is one.
    public init(_ kind: Kind, _ message: String, reason: String? = nil) {
        self.kind = kind
        self.message = message
        self.reason = reason
    }

    /// The message, unchanged.
    public var description: String { message }
}
