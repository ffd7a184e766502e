/// Why rendering failed, with the exit code the CLI reports.
public enum LoupeRenderError: Error, CustomStringConvertible, Sendable {
    /// The command line was wrong (exit 64).
    case usage(String)
    /// The scene or a file it names is malformed; the message names the place (exit 65).
    case badInput(String)
    /// A file could not be read or written (exit 74).
    case io(String)

    /// The sysexits-style exit code: 64 usage, 65 bad input, 74 I/O failure.
    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .badInput: return 65
        case .io: return 74
        }
    }

    /// The message alone, without the kind or the exit code.
    public var description: String {
        switch self {
        case .usage(let m), .badInput(let m), .io(let m): return m
        }
    }
}
