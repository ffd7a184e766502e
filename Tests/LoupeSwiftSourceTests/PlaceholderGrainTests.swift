import LoupeJSON
import LoupeSwiftSource
import Testing

/// With placeholders, what cannot be evaluated is the smallest piece: an argument left out, a property shown as its
/// source text, a `ForEach` drawn once as a template; the container and its other children stay.
// sdk-usage: ForEach(_:id:), @EnvironmentObject, @Published, ObservableObject
@Suite struct PlaceholderGrainTests {
    static let screen = """
        final class Store: ObservableObject { @Published var items: [String] = [] }
        struct Screen: View {
            @EnvironmentObject var store: Store
            let spacing = Theme.spacing
            var body: some View {
                VStack(alignment: .leading, spacing: spacing) {
                    Text("Inbox")
                    ForEach(store.items, id: \\.self) { item in
                        HStack { Image(systemName: "envelope"); Text(item) }
                    }
                    Text("Footer")
                }
            }
        }
        #Preview { Screen() }
        """

    func translated() throws -> SwiftScene {
        let file = try SwiftSourceFile(text: Self.screen, fileName: "P.swift")
        file.placeholders = true
        return try file.scene(for: file.preview(matching: nil))
    }

    /// The stack keeps its alignment and its three children; the unknown spacing is left out (the default is drawn);
    /// the list's row is drawn once with its element shown as source text. No view is hatched.
    @Test func theStackAndItsChildrenStay() throws {
        let scene = try translated()
        let body = try #require(scene.json.member("body")?.member("VStack"))
        #expect(body.member("alignment")?.stringValue == "leading")
        #expect(body.member("spacing") == nil)
        let content = try #require(body.member("content")?.arrayValue)
        #expect(content.count == 3)
        #expect(content.first?.member("Text")?.member("string")?.stringValue == "Inbox")
        #expect(content.last?.member("Text")?.member("string")?.stringValue == "Footer")
        let row = try #require(content[1].member("HStack")?.member("content")?.arrayValue)
        #expect(row.last?.member("Text")?.member("string")?.stringValue == "‹item›")
        #expect(!scene.json.serializedExactly().contains("Placeholder"))
    }

    /// Each piece left out is a warning at its place.
    @Test func eachPieceIsAWarning() throws {
        let messages = try translated().warnings.map(\.message)
        #expect(messages.count == 4)
        #expect(messages.contains { $0.hasPrefix("'store' shown as its source text") })
        #expect(messages.contains { $0.hasPrefix("'spacing' shown as its source text") })
        #expect(messages.contains { $0.hasPrefix("'spacing:' of 'VStack' left out") })
        #expect(messages.contains { $0.hasPrefix("'ForEach' over 'store.items'") })
    }
}
