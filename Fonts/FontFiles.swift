import Foundation

/// The font files shipped in `Fonts/`. Text is never drawn from fonts installed on the machine.
public enum FontFiles {
    /// The URL of a bundled font file such as `JetBrainsMono-Regular.ttf`, or `nil` if it is not bundled.
    public static func url(named fileName: String) -> URL? {
        let dot = fileName.lastIndex(of: ".") ?? fileName.endIndex
        let base = String(fileName[..<dot])
        let ext = dot < fileName.endIndex ? String(fileName[fileName.index(after: dot)...]) : nil
        return Bundle.module.url(forResource: base, withExtension: ext)
    }

    /// Every bundled font file name.
    public static let all = [
        "JetBrainsMono-Regular.ttf", "JetBrainsMono-SemiBold.ttf", "JetBrainsMono-Bold.ttf",
        "JetBrainsMono-ExtraBold.ttf", "Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
    ]
}
