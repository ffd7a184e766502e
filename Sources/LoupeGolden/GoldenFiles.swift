#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where one golden lives: `name.png` and the layout report `name.layout.json` beside it.
public struct GoldenFiles: Hashable, Sendable {
    /// The golden picture.
    public let image: URL
    /// The golden layout report.
    public var layout: URL {
        image.deletingPathExtension().appendingPathExtension("layout.json")
    }

    /// The golden picture at `image` (a `.png` path).
    public init(image: URL) { self.image = image }

    /// The golden named `name` in `directory`.
    public init(directory: URL, name: String) {
        self.image = directory.appendingPathComponent(name + ".png")
    }

    /// The path as given, for messages.
    public var displayPath: String { image.relativePath }
}
