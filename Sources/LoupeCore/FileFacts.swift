#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, as `stat` sees it (symbolic links followed).
///
/// Asked through POSIX rather than `FileManager.fileExists(atPath:isDirectory:)`, whose flag is an `ObjCBool` in full
/// Foundation and a `Bool` in FoundationEssentials; the modules use FoundationEssentials where it exists so that a
/// process does not load ICU (see docs/performance.md).
public enum FileKind: Equatable, Sendable {
    case missing
    case directory
    case regularFile
    /// A device, pipe or socket.
    case special

    public init(atPath path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .missing
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regularFile
        default: self = .special
        }
    }
}

/// A file-system error as a short reason (`No such file or directory`), for messages that already name the path.
public enum FileErrorReason {
    public static func text(_ error: Error) -> String {
        #if canImport(FoundationEssentials)
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
        #else
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
        #endif
    }
}

/// Writes to standard output or standard error at once, without buffering, so that lines and progress from several
/// places interleave in the order they happen.
public enum StandardStream {
    case output
    case error

    private var descriptor: Int32 { self == .output ? 1 : 2 }

    /// Whether the stream is a terminal (a person watching), not a file or a pipe.
    public var isTerminal: Bool { isatty(descriptor) != 0 }

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
