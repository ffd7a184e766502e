#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files under a folder, at any depth, found with POSIX calls.
///
/// FoundationEssentials has no `FileManager.enumerator`, and full Foundation loads ICU into every process
/// (docs/performance.md); this walk needs neither.
public enum DirectoryTree {
    /// The paths, relative to `root` and sorted, of the regular files under it whose names end in `suffix`. A symbolic
    /// link to a file is listed, one to a folder is not followed (a link to a parent would never end); with
    /// `skippingHidden`, names that start with `.` (`.build`, `.git`) are left out with everything under them. A
    /// folder that cannot be opened contributes nothing (one whose reading fails part-way, what was read), nor does a
    /// name that is not UTF-8; a `root` that is not a folder gives no files.
    public static func files(under root: String, endingWith suffix: String, skippingHidden: Bool) -> [String] {
        var found: [String] = []
        var folders: [String] = [""]
        while let relative = folders.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            guard let stream = opendir(path) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." || (skippingHidden && name.hasPrefix(".")) { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                let childPath = root + "/" + child
                guard lstat(childPath, &status) == 0 else { continue }
                let kind = status.st_mode & S_IFMT
                if kind == S_IFDIR {
                    folders.append(child)
                } else if name.hasSuffix(suffix),
                          kind == S_IFREG || (kind == S_IFLNK && FileKind(atPath: childPath) == .regularFile) {
                    found.append(child)   // a link is followed only to see whether it names a file
                }
            }
        }
        return found.sorted()
    }
}
