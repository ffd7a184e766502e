#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output or standard error at once, without buffering, so that lines and progress from several
/// places interleave in the order they happen.
public enum StandardStream {
    /// Standard output, file descriptor 1.
    case output
    /// Standard error, file descriptor 2.
    case error

    private var descriptor: Int32 { self == .output ? 1 : 2 }

    /// Whether the stream is a terminal (a person watching), not a file or a pipe.
    public var isTerminal: Bool { isatty(descriptor) != 0 }

    /// Writes all of `text` as UTF-8 straight to the file descriptor, retrying partial and interrupted writes.
    ///
    /// Any other failure of the system call (a closed pipe, a full disk) is ignored and the rest of the text is
    /// dropped.
    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { writeToDescriptor(descriptor, $0.baseAddress! + written, $0.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                return
            }
            written += result
        }
    }
}

/// POSIX `write`, named apart from ``StandardStream/write(_:)``.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
