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

/// A file-system error as a short reason (`No such file or directory`), for messages that already name the path.
public enum FileErrorReason {
    /// The short reason for `error`, without the path.
    ///
    /// When the error carries a POSIX error code (directly or as the underlying error of a Foundation error), the
    /// reason is the system's `strerror` text for that code; otherwise it is the error's own description.
    ///
    /// - Parameter error: An error thrown by a file operation.
    /// - Returns: A phrase such as `No such file or directory` or `Permission denied`.
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
