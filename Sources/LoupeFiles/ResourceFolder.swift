#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the package's data files (the fonts, the example scenes): where `scripts/install.sh` put them beside an
/// installed binary, else in the package's own source folders.
///
/// They are not SwiftPM resources on purpose: a target with resources gets a generated `Bundle.module` accessor that
/// imports full Foundation, which on Linux loads ICU into every process that links it, a noticeable part of a short
/// `loupe-render` run such as a `diff` (docs/performance.md). An installed binary reads them from
/// `share/loupe-render/` beside its `bin/`; a binary run from a build folder, or built as a dependency of another
/// package (`.build/checkouts/…`), reads them from the source folder known at build time (`#filePath`).
public enum ResourceFolder {
    /// The folder of an installation that holds the data: `share/loupe-render` beside the running binary's folder.
    public static let installed = URL(fileURLWithPath: RunningExecutable.path).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("share/loupe-render", isDirectory: true)

    /// The folder that holds `relativePath`: `installedName` in `installation` if it is there, else `sourceFolder`
    /// if it is there, else `nil`, which callers turn into an error that names both places.
    /// - Parameters:
    ///   - relativePath: The file or folder looked for (`Inter-Regular.otf`, `Scenes`).
    ///   - installedName: The folder inside the installation's data folder that would hold it (`Fonts`).
    ///   - sourceFolder: The package's source folder that holds it in a checkout.
    ///   - installation: The installation's data folder; ``installed`` but in tests.
    public static func locate(containing relativePath: String, installedName: String, sourceFolder: URL,
                              installation: URL = installed) -> URL? {
        let installedFolder = installation.appendingPathComponent(installedName, isDirectory: true)
        for folder in [installedFolder, sourceFolder]
        where FileManager.default.fileExists(atPath: folder.appendingPathComponent(relativePath).path) {
            return folder
        }
        return nil
    }
}
