import LoupeJSON
import LoupeRender
import LoupeSwiftSource
import Testing

/// Shapes trimmed and stroked with caps and joins, `LabeledContent`, `ScrollViewReader` and the compositing
/// modifiers, as the front end writes them. Frames on an iPhone 16 (393 × 852 points, safe area y 59…818).
// sdk-usage: .trim, StrokeStyle, StrokeStyle(lineWidth:lineCap:), StrokeStyle(lineWidth:lineCap:lineJoin:), .round
// sdk-usage: LabeledContent, LabeledContent(_:value:), LabeledContent(_:), ScrollViewReader, ScrollViewReader()
// sdk-usage: .scrollTo, .drawingGroup, .compositingGroup
@Suite struct ShapeTrimsAndCompositionsTests {
    func scene(_ source: String) throws -> SwiftScene {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        return try file.scene(for: file.preview(matching: nil))
    }

    func body(_ source: String) throws -> String {
        (try scene(source).json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
    }

    func error(_ source: String) -> String? {
        do { _ = try scene(source); return nil } catch { return "\(error)" }
    }

    /// A progress ring: the trim before the stroke, its round cap and join in the stroke.
    @Test func aTrimmedRingKeepsItsCaps() throws {
        #expect(try body("""
            #Preview { Circle().trim(from: 0, to: 0.7).stroke(.blue, style: StrokeStyle(lineWidth: 20, lineCap: .round, lineJoin: .round)) }
            """) == #"{"Circle":{"trim":{"from":0,"to":0.7},"stroke":{"style":"blue","lineWidth":20,"lineCap":"round","lineJoin":"round"}}}"#)
    }

    /// After `stroke`, a trim would cut the stroke's own outline (iOS 17's `stroke` returns a shape): refused, located.
    @Test func aTrimAfterTheStrokeIsRefused() throws {
        #expect(error("#Preview { Circle().stroke(.red).trim(from: 0, to: 0.5) }")?
                    .hasPrefix("S.swift:1:34: '.trim(from:to:)' after a stroke is not supported") == true)
        // Where a rounded rectangle's outline starts is not known: the scene refuses it, at the trim.
        let renderer = try LoupeRenderer(threads: 1)
        #expect(throws: (any Error).self) {
            _ = try renderer.loadSwiftPreview(source: "#Preview { RoundedRectangle(cornerRadius: 8).trim(from: 0, to: 0.5) }")
        }
    }

    /// The label at the leading edge, the value at the trailing edge in the secondary style.
    @Test func labeledContentSpreadsAcrossTheWidth() throws {
        let views = try GeometryReaderLayoutTests().frames("""
            #Preview { VStack { LabeledContent("Name", value: "Ann"); LabeledContent("Total", value: 12.5, format: .number) } }
            """)
        let texts = views.filter { $0.kind == "Text" }.map(\.frame)
        #expect(texts.count == 4)
        #expect(texts[0][0] == 0 && texts[2][0] == 0)
        #expect(texts[1][0] + texts[1][2] == 393 && texts[3][0] + texts[3][2] == 393)
        let json = try body(#"#Preview { LabeledContent("Total", value: 12.5, format: .number) }"#)
        #expect(json.contains(#"{"Text":{"string":"12.5"},"modifiers":[{"foregroundStyle":"secondary"}"#))
        #expect(error(#"#Preview { LabeledContent("Total", value: 12.5) }"#)?.contains("expected a string") == true)
    }

    /// The reader's content is drawn at rest; its proxy only scrolls in an action.
    @Test func aScrollViewReaderDrawsItsContent() throws {
        let scene = try scene("""
            #Preview {
                ScrollViewReader { proxy in
                    ScrollView { Text("Row").id(1) }
                        .onAppear { proxy.scrollTo(1, anchor: .bottom) }
                }
            }
            """)
        #expect(scene.json.member("body")?.serialized().contains("ScrollView") == true)
    }

    /// The renderer composites each effect as a group already: no warning, except for arguments it does not draw.
    @Test func compositingModifiersDrawAsTheyAsk() throws {
        #expect(try scene("#Preview { Text(\"a\").compositingGroup().opacity(0.5).drawingGroup() }").warnings.isEmpty)
        let warnings = try scene("#Preview { Text(\"a\").drawingGroup(opaque: true) }").warnings.map(\.description)
        #expect(warnings.count == 1 && warnings[0].contains("'opaque' of '.drawingGroup' is not drawn"))
    }
}
