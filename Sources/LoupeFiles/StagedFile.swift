#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written in full beside its destination and not yet renamed over it: several outputs of one run can be
/// staged first and committed together, so a failure in any leaves none of them behind.
///
/// The rename is atomic: readers see the old file or the complete new one, never a partial file. The data is not
/// fsync'ed, so this protects against failures of the process, not of the machine. On Linux the file's blocks are
/// reserved before it is written, which spares the rename ext4's flush of the new data (docs/performance.md);
/// after a power cut the new file may therefore read as zeros until its data reached
/// the disk, as any unsynced write may.
public final class StagedFile: @unchecked Sendable {
    /// Where the file goes on ``commit()``.
    public let path: String
    private let temporaryPath: String
    private var pending = true

    private init(path: String, temporaryPath: String) {
        self.path = path
        self.temporaryPath = temporaryPath
    }

    /// Writes `bytes` into a new temporary file beside `path`; ``commit()`` renames it into place and ``discard()``
    /// (or dropping the value) removes it.
    /// - Throws: ``FileError`` naming `path` and the reason.
    public static func stage(_ bytes: [UInt8], toPath path: String) throws(FileError) -> StagedFile {
        guard !path.isEmpty, path.last != "/" else {
            throw FileError(.notAFilePath, "'\(path)' is not a file path")
        }
        let temporaryPath = temporarySibling(of: path)
        // O_EXCL: never write into a file someone else created meanwhile.
        let descriptor = try POSIXFile.openFile(
            temporaryPath, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o666,
            action: "create a temporary file for", reportedPath: path)
        do {
            POSIXFile.reserve(bytes.count, for: descriptor)
            try POSIXFile.writeAll(bytes, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        // close reports delayed write errors on some file systems.
        guard close(descriptor) == 0 else {
            let failure = POSIXFile.failure("write", path)
            unlink(temporaryPath)
            throw failure
        }
        return StagedFile(path: path, temporaryPath: temporaryPath)
    }

    /// Renames the staged file over ``path``.
    public func commit() throws(FileError) {
        guard pending else { return }
        pending = false
        guard rename(temporaryPath, path) == 0 else {
            let failure = POSIXFile.failure("replace", path)
            unlink(temporaryPath)
            throw failure
        }
    }

    /// Removes the staged file, leaving ``path`` as it was.
    public func discard() {
        guard pending else { return }
        pending = false
        unlink(temporaryPath)
    }

    deinit { discard() }

    /// `dir/.name.<pid>.<random>.tmp`: hidden, unique, in the target's directory so the final rename stays on one
    /// file system.
    static func temporarySibling(of path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        // Shortened so the temporary name stays within NAME_MAX.
        let name = String((slash.map { String(path[path.index(after: $0)...]) } ?? path).prefix(100))
        let unique = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return "\(directory).\(name).\(getpid()).\(unique).tmp"
    }
}
