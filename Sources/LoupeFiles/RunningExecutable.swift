#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The binary this process runs: where an installed `loupe-render` finds its data and its companion binaries.
public enum RunningExecutable {
    /// Its absolute path, links resolved; `CommandLine.arguments[0]` if the system does not say.
    public static let path: String = {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #elseif canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        if _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        #endif
        return CommandLine.arguments[0]
    }()
}
