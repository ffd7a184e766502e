#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles

/// The example scenes in `Examples/Scenes` (installed in `share/loupe-render/Examples/Scenes`), found by
/// ``ResourceFolder`` so that `loupe-render render` works with no arguments on a fresh clone and once installed.
public enum BundledExamples {
    /// The scene `loupe-render render` draws when no scene file is given.
    public static let defaultName = "basic-usage"

    /// The folder holding the example scenes (and the files they refer to).
    public static var directory: URL? {
        ResourceFolder.locate(containing: "Scenes", installedName: "Examples", sourceFolder: sourceFolder)?
            .appendingPathComponent("Scenes", isDirectory: true)
    }

    /// This folder of the package's sources, which holds `Scenes`.
    private static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The URL of the example scene `name` (without `.json`), or `nil` if there is none.
    public static func url(named name: String) -> URL? {
        guard let directory else { return nil }
        let url = directory.appendingPathComponent("\(name).json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The names of every bundled example, sorted.
    public static var names: [String] {
        guard let directory,
              let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}
