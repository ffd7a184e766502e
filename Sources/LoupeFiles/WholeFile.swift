#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing whole files by path, with errors that name the path.
public enum WholeFile {
    /// Reads the whole file at `path`.
    /// - Throws: ``FileError`` `.system` naming the path when it is missing, a folder or unreadable; `.tooLarge`
    ///   when it holds more than `maxByteCount` bytes (checked before reading, and again as it is read, since a
    ///   file can grow meanwhile).
    public static func read(atPath path: String, maxByteCount: Int) throws(FileError) -> [UInt8] {
        let descriptor = try POSIXFile.openFile(path, flags: O_RDONLY, action: "read")
        defer { close(descriptor) }
        return try POSIXFile.readAll(from: descriptor, path: path, maxByteCount: maxByteCount)
    }

    /// Writes `bytes` to `path` atomically (``StagedFile``): on failure `path` is untouched.
    public static func writeAtomically(_ bytes: [UInt8], toPath path: String) throws(FileError) {
        try StagedFile.stage(bytes, toPath: path).commit()
    }

    /// Writes `bytes` into the existing file at `path` in place: for special files (`/dev/stdout`, a FIFO), which
    /// must not be replaced by a rename. Errors name `reportedPath` (the path the user gave, when `path` is a
    /// link's target).
    public static func writeThrough(_ bytes: [UInt8], toPath path: String,
                                    reportedAs reportedPath: String? = nil) throws(FileError) {
        let descriptor = try POSIXFile.openFile(path, flags: O_WRONLY, action: "write", reportedPath: reportedPath)
        defer { close(descriptor) }
        try POSIXFile.writeAll(bytes, to: descriptor, path: reportedPath ?? path)
    }
}
