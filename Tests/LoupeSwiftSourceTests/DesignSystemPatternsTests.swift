import LoupeSwiftSource
import Testing

/// Patterns of design-system code: an extension's statics naming each other bare, and UIKit's dynamic colours.
// sdk-usage: UIColor(dynamicProvider:), .userInterfaceStyle, UITraitCollection
@Suite struct DesignSystemPatternsTests {
    func body(_ source: String) throws -> String {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        return (try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? "")
            .filter { $0 != " " && $0 != "\n" }
    }

    /// In `extension Color`, `static let theme = raw.opacity(0.5)` names Color's `raw` as Swift finds it: the
    /// extended type's static member.
    @Test func anExtensionsStaticsNameEachOtherBare() throws {
        #expect(try body("""
            extension Color {
                static let raw = Color(red: 1, green: 0, blue: 0)
                static let theme = raw.opacity(0.5)
                static func tinted() -> Color { raw }
            }
            #Preview { VStack { Color.theme; Color.tinted() } }
            """) == #"{"VStack":{"content":[{"Color":{"red":1,"green":0,"blue":0,"opacity":0.5}},{"Color":{"red":1,"green":0,"blue":0}}]}}"#)
    }

    /// `UIColor { traits in … }` is asked for each appearance: the light and the dark colour, as a colour set's are.
    @Test func aDynamicUIColorIsAColourPerScheme() throws {
        #expect(try body("""
            extension Color {
                static let raw = Color(red: 1, green: 0, blue: 0)
                static let theme = Color(UIColor { traitCollection in
                    traitCollection.userInterfaceStyle == .dark ? UIColor(raw) : UIColor.white
                })
            }
            #Preview { Color.theme }
            """) == #"{"Color":{"light":"white","dark":{"red":1,"green":0,"blue":0}}}"#)
    }
}
