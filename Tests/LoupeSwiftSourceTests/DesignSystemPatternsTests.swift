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

/// Small spellings real previews use: a function as a stack's content, an array type's `.init(repeating:count:)`,
/// `.weight(.black)`, `Date.FormatStyle()` and `Binding.constant`.
// sdk-usage: Binding.constant, Date.FormatStyle, Array(repeating:count:)
@Suite struct SmallSpellingsTests {
    func body(_ source: String) throws -> String { try DesignSystemPatternsTests().body(source) }

    @Test func spellingsThatMeanWhatTheirLongFormsMean() throws {
        let json = try body("""
            struct UserView: View { var body: some View { Text("Name") } }
            struct G: View {
                var gridLayout: [GridItem] { .init(repeating: GridItem(.flexible(), spacing: 10), count: 2) }
                var body: some View {
                    VStack {
                        VStack(content: UserView.init)
                        LazyVGrid(columns: gridLayout) { Text("a") }
                        Text("x").font(Font.largeTitle.weight(.black))
                        Text(Date.now, format: Date.FormatStyle().day(.defaultDigits).month(.wide))
                        Toggle("t", isOn: Binding.constant(true))
                    }
                }
            }
            #Preview { G() }
            """)
        #expect(json.contains(#"{"VStack":{"content":[{"Text":{"string":"Name"}}]}}"#))
        #expect(json.contains(#""columns":[{"flexible":{},"spacing":10},{"flexible":{},"spacing":10}]"#))
        #expect(json.contains(#""font":{"style":"largeTitle","weight":"black"}"#))
        // The fixed now is 9 June 2025 (docs/swift-source.md#determinism): a wide month and the day, as swiftc writes it.
        #expect(json.contains(#"{"Text":{"string":"June9"}}"#))
        #expect(json.contains(#"{"Toggle":{"label":"t","isOn":true}}"#))
    }
}
