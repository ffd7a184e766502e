#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the package's data files (the fonts, the example scenes) in the package's own source folders.
///
/// They are not SwiftPM resources on purpose: a target with resources gets a generated `Bundle.module` accessor that
/// imports full Foundation, which on Linux loads ICU into every process that links it — about 1.8 ms of the start of
/// each `loupe-render` run, a tenth of a whole `diff` (docs/performance.md). The folder is known at build time
/// (`#filePath`), so a binary finds its data as long as the checkout it was built from exists, whether it is run in
/// place, copied elsewhere, or built as a dependency of another package (`.build/checkouts/…`).
public enum ResourceFolder {
    /// `sourceFolder` when it holds `relativePath`, else `nil`, which callers turn into an error that names it.
    public static func locate(containing relativePath: String, sourceFolder: URL) -> URL? {
        let candidate = sourceFolder.appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: candidate.path) ? sourceFolder : nil
    }
}
