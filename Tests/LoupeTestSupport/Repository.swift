import Foundation

/// Where the repository's folders are, found from this file's path.
public enum Repository {
    /// The checkout's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `Goldens/`: the examples' golden pictures and layout reports.
    public static let goldens = root.appendingPathComponent("Goldens")
    /// `Examples/Scenes/`: the example scenes.
    public static let examples = root.appendingPathComponent("Examples/Scenes")
}
