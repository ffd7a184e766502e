import Foundation

/// Where the repository's folders are, found from this file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldens = root.appendingPathComponent("Goldens")
    static let examples = root.appendingPathComponent("Examples/Scenes")
}
