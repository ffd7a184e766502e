import Foundation

/// Finds a target's resources without SwiftPM's generated `Bundle.module`, which stops the process with a fatal error
/// when its folder is missing (a binary copied without the `*.resources` folders beside it). Here a missing folder
/// is `nil`, which callers turn into an error that says so.
public enum ResourceFolder {
    /// The folder holding `relativePath`: first in a `<package>_<target>.resources` folder beside the executable,
    /// as SwiftPM installs it (the package's part of the name depends on how it was fetched, so any is accepted),
    /// then in `sourceFolder`, the target's own folder in the package's sources.
    public static func locate(target: String, containing relativePath: String, sourceFolder: URL) -> URL? {
        let fileManager = FileManager.default
        let besideExecutable = Bundle.main.bundleURL
        let suffix = "_\(target).resources"
        let bundles = ((try? fileManager.contentsOfDirectory(atPath: besideExecutable.path)) ?? [])
            .filter { $0.hasSuffix(suffix) }.sorted()
            .map { besideExecutable.appendingPathComponent($0, isDirectory: true) }
        for folder in bundles + [sourceFolder] where fileManager.fileExists(atPath: folder.appendingPathComponent(relativePath).path) {
            return folder
        }
        return nil
    }
}
