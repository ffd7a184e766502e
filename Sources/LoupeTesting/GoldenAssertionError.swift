/// An error of the test itself, not a mismatch: an unreadable scene, a bad option or record mode, a golden that
/// cannot be written, an unnamed golden in a parameterized test. A mismatch is a recorded test failure instead.
public struct GoldenAssertionError: Error, CustomStringConvertible, Sendable {
    /// The message, starting `assertGolden:`, saying what went wrong.
    public let description: String

    /// An error with `description` as its message.
    public init(_ description: String) { self.description = description }
}
