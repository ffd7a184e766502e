import CFileBlocks
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over POSIX file calls that retry on EINTR and report
/// failures as ``FileError`` naming the path and the system's reason.
enum POSIXFile {
    static func failure(_ action: String, _ path: String, code: Int32 = errno) -> FileError {
        let reason = String(cString: strerror(code))
        return FileError(.system, "cannot \(action) '\(path)': \(reason)", reason: reason)
    }

    /// Opens `path`; a failure reads "cannot `action` '`reportedPath`'".
    static func openFile(
        _ path: String, flags: Int32, mode: mode_t = 0, action: String, reportedPath: String? = nil
    ) throws(FileError) -> Int32 {
        while true {
            let descriptor = path.withCString { open($0, flags | O_CLOEXEC, mode) }
            if descriptor >= 0 { return descriptor }
            if errno != EINTR { throw failure(action, reportedPath ?? path) }
        }
    }

    /// Reserves `count` bytes of blocks for the new, empty file `descriptor` (Linux's `fallocate`), so that its data
    /// is written into allocated blocks. ext4 otherwise allocates them only when the data goes to disk, and flushes
    /// a file renamed over an existing one at the rename, which a render that replaces its PNG waits for. Where the
    /// file system cannot reserve, nothing happens and the write goes on as usual.
    static func reserve(_ count: Int, for descriptor: Int32) {
        guard count > 0 else { return }
        _ = loupe_reserve_file_blocks(descriptor, Int64(count))
    }

    /// Writes all of `bytes`, continuing after partial writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw failure("write", path)
            }
            written += result
        }
    }

    /// Reads until end of file, refusing to go past `maxByteCount`.
    static func readAll(from descriptor: Int32, path: String, maxByteCount: Int) throws(FileError) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure("read", path) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw failure("read", path, code: EISDIR) }
        guard Int(status.st_size) <= maxByteCount else {
            throw FileError(.tooLarge, "'\(path)' is \(status.st_size) bytes, over the limit of \(maxByteCount)")
        }
        var bytes: [UInt8] = []
        // Most files are read whole by the first read, straight into the result; the loop is for the rest.
        let expected = Int(status.st_size)
        if expected > 0 {
            var got = 0
            bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
                got = read(descriptor, buffer.baseAddress, expected)
                count = max(got, 0)
            }
            if got < 0 && errno != EINTR { throw failure("read", path) }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let result = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                throw failure("read", path)
            }
            if result == 0 { return bytes }
            // The file may have grown since fstat.
            guard bytes.count + result <= maxByteCount else {
                throw FileError(.tooLarge, "'\(path)' is over the limit of \(maxByteCount) bytes")
            }
            bytes.append(contentsOf: chunk[0..<result])
        }
    }
}
