import Foundation
import LoupeGolden

/// Which files a review's scenes are made from, and which of them changed since the last look: polled, so it works
/// the same on every file system and platform.
///
/// A JSON scene is its file. A Swift scene is every `.swift` file of the package or project that holds it (the
/// nearest folder up with a `Package.swift` or an `.xcodeproj`, else its own folder), so that a change in any file of
/// its module checks it again: more than its module, never less. A folder scene is the `.json` and `.swift` files
/// directly inside it, looked for again at every poll, so that a new scene shows up.
public struct SourceWatcher: Sendable {
    /// The most files watched; past it, the rest are not (`docs/testing.md`).
    public static let maximumFiles = 20_000

    /// A file's identity for change: modification time and size.
    struct Stamp: Equatable, Sendable {
        var modified: Double
        var size: Int
    }

    /// The scene arguments, as given.
    public let scenes: [String]
    private var stamps: [String: Stamp] = [:]

    /// A watcher of `scenes` (files or folders), stamped as they are now.
    public init(scenes: [String]) {
        self.scenes = scenes
        stamps = Self.stamps(of: Self.files(for: scenes))
    }

    /// What changed since the last call (or since `init`): the scene files themselves, and whether anything else
    /// (a module file, a file added or removed) changed.
    public mutating func changes() -> (scenes: [String], other: Bool) {
        let now = Self.stamps(of: Self.files(for: scenes))
        defer { stamps = now }
        guard now != stamps else { return ([], false) }
        let sceneFiles = Set(Self.sceneFiles(for: scenes))
        var changedScenes: [String] = []
        var other = Set(now.keys) != Set(stamps.keys)
        for (path, stamp) in now where stamps[path] != stamp {
            if sceneFiles.contains(path) && stamps[path] != nil { changedScenes.append(path) } else { other = true }
        }
        return (changedScenes.sorted(), other)
    }

    /// The scene files: files as given, and the `.json` and `.swift` files directly inside each folder.
    static func sceneFiles(for scenes: [String]) -> [String] {
        var result: [String] = []
        for scene in scenes {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: scene)) ?? []
                for name in names.sorted() where !name.hasPrefix(".") && (name.hasSuffix(".json") || name.hasSuffix(".swift")) {
                    result.append(URL(fileURLWithPath: scene).appendingPathComponent(name).relativePath)
                }
            } else {
                result.append(scene)
            }
        }
        return result
    }

    /// Every file watched: the scene files and, for Swift ones, the `.swift` files of their package or project.
    static func files(for scenes: [String]) -> [String] {
        var files = sceneFiles(for: scenes)
        // A scene file is watched by the path it was given as, not a second time by its full path.
        let given = Set(files.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        var roots = Set<String>()
        for file in files where file.hasSuffix(".swift") { roots.insert(sourceRoot(of: file)) }
        for root in roots.sorted() {
            files += PackagePreviews.swiftFiles(under: URL(fileURLWithPath: root, isDirectory: true))
                .prefix(max(0, maximumFiles - files.count)).map(\.standardizedFileURL.path).filter { !given.contains($0) }
            if files.count >= maximumFiles { break }
        }
        return Array(Set(files)).sorted()
    }

    /// The nearest folder up from `file` with a `Package.swift` or an `.xcodeproj`; else the file's folder.
    static func sourceRoot(of file: String) -> String {
        let start = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var folder = start
        while folder.path != "/" {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains("Package.swift") || names.contains(where: { $0.hasSuffix(".xcodeproj") }) { return folder.path }
            folder.deleteLastPathComponent()
        }
        return start.path
    }

    static func stamps(of files: [String]) -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        for file in files {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else { continue }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[file] = Stamp(modified: modified, size: (attributes[.size] as? Int) ?? 0)
        }
        return result
    }
}
