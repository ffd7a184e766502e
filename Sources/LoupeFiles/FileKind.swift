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
/// process does not load ICU (docs/performance.md).
public enum FileKind: Equatable, Sendable {
    /// Nothing exists at the path (or a component of it is a file, not a directory).
    case missing
    /// The path cannot be looked at: `stat` failed for another reason (no permission to search a directory on the
    /// way, a loop of links, a name too long), given as the system says it.
    case unreachable(reason: String)
    /// A directory.
    case directory
    /// A regular file.
    case regularFile
    /// A device, pipe or socket.
    case special

    /// Asks `stat` what `path` names, following symbolic links; a dangling link is ``missing``.
    public init(atPath path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            self = code == ENOENT || code == ENOTDIR ? .missing : .unreachable(reason: String(cString: strerror(code)))
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regularFile
        default: self = .special
        }
    }
}
