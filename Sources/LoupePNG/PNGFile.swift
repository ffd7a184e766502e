#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing PNG files, with errors that name the path.
public enum PNGFile {
    /// Writes `bytes` to `path` atomically: into a new temporary file in the
    /// same directory, then renamed over `path`. Readers see the old file or
    /// the complete new one, never a partial file; on failure the temporary
    /// file is removed and `path` is untouched. The data is not fsync'ed, so
    /// this protects against failures of the process, not of the machine.
    /// - Throws: ``PNGError`` `.fileSystem` naming the path and the reason.
    public static func writeAtomically(_ bytes: [UInt8], toPath path: String) throws(PNGError) {
        try stage(bytes, toPath: path).commit()
    }

    /// A file written in full beside its destination and not yet renamed over it: several outputs of one run can
    /// be staged first and committed together, so a failure in any leaves none of them behind.
    public final class StagedFile: @unchecked Sendable {
        /// Where the file goes on ``commit()``.
        public let path: String
        private let temporaryPath: String
        private var pending = true

        fileprivate init(path: String, temporaryPath: String) {
            self.path = path; self.temporaryPath = temporaryPath
        }

        /// Renames the staged file over ``path``.
        public func commit() throws(PNGError) {
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
    }

    /// Writes `bytes` into a new temporary file beside `path`; ``StagedFile/commit()`` renames it into place and
    /// ``StagedFile/discard()`` (or dropping the value) removes it.
    public static func stage(_ bytes: [UInt8], toPath path: String) throws(PNGError) -> StagedFile {
        guard !path.isEmpty, path.last != "/" else {
            throw PNGError(.invalidArgument, "'\(path)' is not a file path")
        }
        let temporaryPath = temporarySibling(of: path)
        // O_EXCL: never write into a file someone else created meanwhile.
        let descriptor = try POSIXFile.openFile(
            temporaryPath, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o666,
            action: "create a temporary file for", reportedPath: path)
        do {
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

    /// Reads the whole file at `path`.
    /// - Throws: ``PNGError`` `.fileSystem` naming the path when it is missing
    ///   or unreadable, `.tooLarge` when it holds more than `maxByteCount` bytes.
    public static func read(
        atPath path: String, maxByteCount: Int = PNGDecodingLimits.default.maxByteCount
    ) throws(PNGError) -> [UInt8] {
        let descriptor = try POSIXFile.openFile(path, flags: O_RDONLY, action: "read")
        defer { close(descriptor) }
        return try POSIXFile.readAll(from: descriptor, path: path, maxByteCount: maxByteCount)
    }

    /// Writes `bytes` into the existing file at `path` in place: for special files (`/dev/stdout`, a FIFO), which
    /// must not be replaced by a rename.
    /// Errors name `reportedPath` (the path the user gave, when `path` is a link's target).
    public static func writeThrough(_ bytes: [UInt8], toPath path: String, reportedAs reportedPath: String? = nil) throws(PNGError) {
        let descriptor = try POSIXFile.openFile(path, flags: O_WRONLY, action: "write", reportedPath: reportedPath)
        defer { close(descriptor) }
        try POSIXFile.writeAll(bytes, to: descriptor, path: reportedPath ?? path)
    }

    /// Encodes `image` and writes it atomically to `path`.
    public static func write(
        _ image: PNGImage, toPath path: String, options: PNGEncodingOptions = .default
    ) throws(PNGError) {
        try writeAtomically(PNGCodec.encode(image, options: options), toPath: path)
    }

    /// Reads and decodes the PNG at `path`; decoding errors are prefixed with the path.
    public static func readImage(
        atPath path: String, limits: PNGDecodingLimits = .default, onWarning: (String) -> Void = { _ in }
    ) throws(PNGError) -> PNGImage {
        let bytes = try read(atPath: path, maxByteCount: limits.maxByteCount)
        do {
            return try PNGCodec.decode(bytes, limits: limits, onWarning: onWarning)
        } catch {
            throw PNGError(error.kind, "'\(path)': \(error.message)")
        }
    }

    /// `dir/.name.<pid>.<random>.tmp`: hidden, unique, in the target's
    /// directory so the final rename stays on one file system.
    static func temporarySibling(of path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        // Shortened so the temporary name stays within NAME_MAX.
        let name = String((slash.map { String(path[path.index(after: $0)...]) } ?? path).prefix(100))
        let unique = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return "\(directory).\(name).\(getpid()).\(unique).tmp"
    }
}
