import LoupeSwiftSource
import Testing

/// An argument that changes the picture in a way the renderer does not draw is a warning naming it, at its place,
/// never dropped in silence.
// sdk-usage: .underline, .listRowSeparator
@Suite struct UndrawnArgumentTests {
    func warnings(_ source: String) throws -> [String] {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        return try file.scene(for: file.preview(matching: nil)).warnings.map(\.description)
    }

    @Test func underlinePatternAndColor() throws {
        #expect(try warnings("""
            #Preview { Text("a").underline(true, pattern: .dot, color: .red) }
            """) == [
                "S.swift:1:38: warning: 'pattern:' of '.underline' is not drawn: it changes the picture in a way the renderer does not draw yet",
                "S.swift:1:53: warning: 'color:' of '.underline' is not drawn: it changes the picture in a way the renderer does not draw yet",
            ])
    }

    @Test func separatorEdgesAndPrompts() throws {
        let found = try warnings("""
            #Preview {
                List { Text("a").listRowSeparator(.hidden, edges: .top) }
            }
            """)
        #expect(found == ["S.swift:2:48: warning: 'edges:' of '.listRowSeparator' is not drawn: it changes the picture in a way the renderer does not draw yet"])
    }

    /// An argument with no visible effect in a still picture stays silent.
    @Test func noVisibleEffectStaysSilent() throws {
        #expect(try warnings("""
            #Preview { ScrollView(showsIndicators: false) { Text("a") } }
            """) == [])
    }
}
