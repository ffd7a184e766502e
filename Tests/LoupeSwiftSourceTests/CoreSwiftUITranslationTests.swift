import LoupeJSON
import LoupeSwiftSource
import Testing

/// The SwiftUI real code uses most (`docs/sdk-usage.tsv`'s first ranks), translated into the scene format: each value
/// worked out by hand from the source and the scene format's spelling of it (`docs/scene-format.md`) —
/// `foregroundColor` and a shape's `fill` are its foreground style, a shape's `stroke` a parameter of the shape.
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
}
