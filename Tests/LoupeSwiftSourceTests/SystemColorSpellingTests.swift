import LoupeJSON
import LoupeSwiftSource
import Testing

/// UIKit's colours as SwiftUI code writes them, each read as the scene's named colour.
@Suite struct SystemColorSpellingTests {
    /// The `Color` of the preview's body, as the scene writes it.
    func color(_ expression: String, files: String = "") throws -> JSONValue? {
        let file = try SwiftSourceFile(text: "\(files)\n#Preview { \(expression) }", fileName: "C.swift")
        return try file.scene(for: file.preview(matching: nil)).json.member("body")?.member("Color")
    }

    @Test func uiKitSpellingsNameTheSystemColour() throws {
        #expect(try color("Color(.systemGroupedBackground)") == .string("systemGroupedBackground"))
        #expect(try color("Color(uiColor: .secondaryLabel)") == .string("secondaryLabel"))
        #expect(try color("Color(UIColor.separator)") == .string("separator"))
        // UIKit spells SwiftUI's tints with "system": the scene names them as SwiftUI does.
        #expect(try color("Color(.systemRed)") == .string("red"))
        #expect(try color("Color(uiColor: UIColor.systemGray5)") == .string("systemGray5"))
    }

    @Test func aNameUIKitDoesNotHaveIsStillAnAssetColourSet() {
        // No module, so no catalog: the message is the asset catalog's, at the argument.
        #expect(throws: (any Error).self) { _ = try color("Color(.brandPrimary)") }
        #expect(throws: (any Error).self) { _ = try color("Color(uiColor: .brandPrimary)") }
    }
}

/// `Color.accentColor`: the module's `AccentColor` set, else iOS's default accent, system blue.
@Suite struct AccentColorTests {
    @Test func withoutACatalogTheAccentIsSystemBlue() throws {
        #expect(try previewBody("Color.accentColor") == #"{"Color":"blue"}"#)
        #expect(try previewBody("Rectangle().foregroundColor(.accentColor)") == #"{"Rectangle":{},"modifiers":[{"foregroundStyle":"blue"}]}"#)
    }
}
