import LoupeJSON
import LoupeSwiftSource
import Testing

/// The SwiftUI real code uses most (`docs/sdk-usage.tsv`'s first ranks), translated into the scene format: each value
/// worked out by hand from the source and the scene format's spelling of it (`docs/scene-format.md`) —
/// `foregroundColor` and a shape's `fill` are its foreground style, a shape's `stroke` a parameter of the shape.
// sdk-usage: VStack(spacing:), ScrollView, ScrollView(_:), HStack(), ForEach, ForEach(_:), Rectangle(), .black, .cornerRadius, .overlay, .bottom, Color(_:), Button(action:), print(_:), .horizontal, NavigationStack, NavigationStack(), List, List(), Section, Section(_:), Section(), .fontWeight, .bold, .count, .map, .joined, .caption, .gray, .navigationTitle, @Binding, Identifiable, Codable, UUID, UUID(), .systemGray5
// sdk-usage: View, Text, String, Text(_:), Color, .padding, .frame, VStack, @State, .font, Bool, Button, Image, .foregroundColor, HStack, Spacer, Spacer(), .leading, .background, HStack(spacing:), Image(systemName:), .infinity, .foregroundStyle, .white, ZStack, ZStack(), .opacity, .resizable, Button(_:), Circle, Circle(), RoundedRectangle, RoundedRectangle(cornerRadius:), .fill, .stroke, .headline, .red, .blue, .secondary, VStack(alignment:), #Preview, Color.white
@Suite struct CoreSwiftUITranslationTests {
    @Test func theMostUsedViewsAndModifiers() throws {
        let body = try SwiftSubsetAdditionsTests().body("""
            struct Row: View {
                @State var on: Bool = true
                let title: String
                var body: some View {
                    HStack(spacing: 8) {
                        Image(systemName: "star.fill").foregroundColor(.yellow)
                        Text(title).font(.headline)
                        Spacer()
                        Button("Go") { }
                    }
                    .padding()
                    .background(Color.white)
                }
            }
            #Preview {
                VStack(alignment: .leading) {
                    Row(title: "A")
                    Text("B").frame(maxWidth: .infinity).foregroundStyle(.secondary).opacity(0.5)
                    Image(systemName: "photo").resizable()
                    ZStack { Circle().fill(.blue); RoundedRectangle(cornerRadius: 8).stroke(.red) }.frame(width: 40, height: 40)
                }
            }
            """)
        let row = #"{"HStack":{"spacing":8,"content":[{"Image":{"systemName":"star.fill"},"modifiers":[{"foregroundStyle":"yellow"}]},"#
            + #"{"Text":{"string":"A"},"modifiers":[{"font":"headline"}]},{"Spacer":{}},{"Button":{"title":"Go"}}]},"#
            + #""modifiers":[{"padding":{}},{"background":"white"}]}"#
        let text = #"{"Text":{"string":"B"},"modifiers":[{"frame":{"maxWidth":"infinity"}},{"foregroundStyle":"secondary"},{"opacity":0.5}]}"#
        let image = #"{"Image":{"systemName":"photo","resizable":true}}"#
        let shapes = #"{"ZStack":{"content":[{"Circle":{},"modifiers":[{"foregroundStyle":"blue"}]},"#
            + #"{"RoundedRectangle":{"cornerRadius":8,"stroke":{"style":"red"}}}]},"modifiers":[{"frame":{"width":40,"height":40}}]}"#
        #expect(body == #"{"VStack":{"alignment":"leading","content":["# + [row, text, image, shapes].joined(separator: ",") + "]}}")
    }

    /// Lists, sections, bindings into a `ForEach`, scroll views, overlays and a button's label, each value worked out
    /// by hand: the rows show their items (a done one a checkmark), the count and names are computed, `print` in an
    /// action is never run.
    @Test func listsBindingsScrollViewsAndOverlays() throws {
        let source = """
            struct Item: Identifiable, Codable { let id: UUID; var name: String; var done: Bool }
            struct ItemRow: View {
                @Binding var item: Item
                var body: some View {
                    HStack {
                        Text(item.name).fontWeight(.bold)
                        Spacer()
                        Image(systemName: item.done ? "checkmark" : "circle")
                    }
                }
            }
            struct ItemsList: View {
                @State private var items: [Item] = [
                    Item(id: UUID(), name: "Milk", done: true), Item(id: UUID(), name: "Bread", done: false),
                ]
                var body: some View {
                    NavigationStack {
                        List {
                            Section("Groceries") {
                                ForEach($items) { $item in ItemRow(item: $item) }
                            }
                            Section {
                                Text("\\(items.count) items, \\(items.map(\\.name).joined(separator: ", "))")
                                    .font(.caption)
                                    .foregroundColor(.gray)
                            }
                        }
                        .navigationTitle("Items")
                    }
                }
            }
            #Preview("Views") {
                VStack(spacing: 12) {
                    ScrollView(.horizontal) {
                        HStack { ForEach(0..<3) { i in Rectangle().fill(.black).frame(width: 20, height: 20).cornerRadius(4) } }
                    }
                    Text("Bottom").overlay(alignment: .bottom) { Color(.systemGray5).frame(height: 2) }
                    Button(action: { print("tapped") }) { Text("Tap") }
                }
            }
            #Preview("List") { ItemsList() }

            """
        // The helper drops the spaces of the JSON, the text's own among them ("2 items, Milk, Bread").
        let subsetAdditions = SwiftSubsetAdditionsTests()
        let views = try subsetAdditions.body(source, preview: "Views")
        let list = try subsetAdditions.body(source, preview: "List")
        let rectangle = #"{"Rectangle":{},"modifiers":[{"foregroundStyle":"black"},{"frame":{"width":20,"height":20}},{"cornerRadius":4}]}"#
        #expect(views == #"{"VStack":{"spacing":12,"content":[{"ScrollView":{"axes":"horizontal","content":[{"HStack":{"content":["#
                + [rectangle, rectangle, rectangle].joined(separator: ",") + #"]}}]}},"#
                + #"{"Text":{"string":"Bottom"},"modifiers":[{"overlay":{"alignment":"bottom","content":{"Color":"systemGray5","modifiers":[{"frame":{"height":2}}]}}}]},"#
                + #"{"Button":{"label":{"Text":{"string":"Tap"}}}}]}}"#)
        func row(_ name: String, _ symbol: String) -> String {
            #"{"HStack":{"content":[{"Text":{"string":""# + name + #""},"modifiers":[{"fontWeight":"bold"}]},{"Spacer":{}},{"Image":{"systemName":""# + symbol + #""}}]}}"#
        }
        #expect(list == #"{"NavigationStack":{"content":[{"List":{"content":[{"Section":{"header":"Groceries","content":["#
                + row("Milk", "checkmark") + "," + row("Bread", "circle") + #"]}},"#
                + #"{"Section":{"content":[{"Text":{"string":"2items,Milk,Bread"},"modifiers":[{"font":"caption"},{"foregroundStyle":"gray"}]}]}}]},"#
                + #""modifiers":[{"navigationTitle":"Items"}]}]}}"#)
    }
}
