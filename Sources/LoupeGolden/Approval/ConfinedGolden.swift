#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension GoldenFiles {
    /// The golden named `name` in `directory`, for a name that came from outside the run — a report folder, a request
    /// to the review server — and so may try to write elsewhere.
    ///
    /// The name is refused when it is empty, absolute, holds a NUL, a backslash, or a component that is empty, `.` or
    /// `..`; and when, with every symbolic link followed, the picture or the layout report it names would be written
    /// outside `directory`.
    /// - Throws: `LoupeRenderError.badInput(_:)` naming the name and why.
    public static func confined(name: String, in directory: URL) throws(LoupeRenderError) -> GoldenFiles {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.contains("\0"), !name.contains("\\"),
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw .badInput("\(quoted(name)) is not a golden's name: a name is relative, with no empty, `.` or `..` part, "
                            + "no backslash and no NUL")
        }
        let golden = GoldenFiles(directory: directory, name: name)
        let folders = components.dropLast().map(String.init)
        for file in [golden.image, golden.layout] {
            if let target = linkOutside(directory, folders + [file.lastPathComponent]) {
                throw .badInput("\(quoted(name)): \(file.relativePath) leads outside the goldens folder (to \(target)) "
                                + "through a symbolic link; nothing was written")
            }
        }
        return golden
    }

    /// Where the first symbolic link on the way from `root` through `components` leads, when that is outside
    /// `root` or nowhere (a dangling link, whose target a write would create); `nil` when every link stays inside.
    private static func linkOutside(_ root: URL, _ components: [String]) -> String? {
        let rootPath = root.standardizedFileURL.path
        let realRoot = realPath(rootPath) ?? rootPath
        var path = rootPath
        for component in components {
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }  // missing: nothing beyond it exists either
            guard status.st_mode & S_IFMT == S_IFLNK else { continue }
            guard let target = realPath(path) else { return "a missing file" }
            if !target.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") { return target }
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The name in quotes, with a NUL and other control characters shown as escapes.
    private static func quoted(_ name: String) -> String {
        "\"" + name.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
            + "\""
    }
}
