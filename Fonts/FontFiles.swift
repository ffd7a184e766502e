#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles

/// The font files shipped in `Fonts/` (installed in `share/loupe-render/Fonts`). Text is never drawn from fonts
/// installed on the machine.
public enum FontFiles {
    /// The URL of a bundled font file such as `JetBrainsMono-Regular.ttf`, or `nil` if it is not bundled.
    public static func url(named fileName: String) -> URL? {
        ResourceFolder.locate(containing: fileName, installedName: installedName, sourceFolder: sourceFolder)?
            .appendingPathComponent(fileName)
    }

    /// This folder of the package's sources, where the fonts are kept.
    public static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The folder's name in an installation's ``ResourceFolder/installed``.
    public static let installedName = "Fonts"

    /// Every bundled font file name.
    public static let all = [
        "JetBrainsMono-Regular.ttf", "JetBrainsMono-SemiBold.ttf", "JetBrainsMono-Bold.ttf",
        "JetBrainsMono-ExtraBold.ttf", "Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
        "MaterialIcons-Regular.ttf",
    ]
}
