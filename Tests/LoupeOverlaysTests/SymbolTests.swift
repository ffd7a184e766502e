import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `Image(systemName:)` for any name: its square sized by the font and the image scale, and the glyph that stands in.
/// The test measurer's lines are 1.3 em, so at 17 pt a medium symbol is 22.1 → 22⅓ pt square (67 px at @3x).
@Suite struct SymbolTests {
    func scene(_ body: String) -> String { #"{"device": "iPhone 15", "body": \#(body)}"# }

    @Test func imageScaleSizesTheSymbolAgainstItsFont() throws {
        let (layout, _) = try painted(scene("""
            {"HStack": [
              {"Image": {"systemName": "person"}, "id": "small", "modifiers": [{"imageScale": "small"}]},
              {"Image": {"systemName": "person"}, "id": "medium"},
              {"Image": {"systemName": "person"}, "id": "large", "modifiers": [{"imageScale": "large"}]}
            ]}
            """))
        // 22.1 × 0.79 = 17.459 → 53 px; 22.1 → 67 px; 22.1 × 1.28 = 28.288 → 85 px.
        #expect(abs(try #require(layout.node(id: "small")).frame.width - 53.0 / 3) < 1e-9)
        #expect(abs(try #require(layout.node(id: "medium")).frame.height - 67.0 / 3) < 1e-9)
        #expect(abs(try #require(layout.node(id: "large")).frame.width - 85.0 / 3) < 1e-9)
    }

    @Test func aSymbolNotDrawnExactlyIsAGlyphOfTheSymbolFontFillingItsSquare() throws {
        func run(_ name: String) throws -> TextRun {
            let (layout, painter) = try painted(scene(#"{"Image": {"systemName": "\#(name)"}, "id": "s"}"#))
            let frame = snappedToPixels(try #require(layout.node(id: "s")).frame, scale: 3)
            let runs = painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
            let run = try #require(runs.first)
            // The em square is the symbol's square: its left end of the baseline is the square's bottom-left.
            #expect(run.font == .symbols(size: frame.width))
            #expect(abs(run.origin.x - frame.minX) < 1e-9 && abs(run.origin.y - frame.maxY) < 1e-9)
            return run
        }
        // Material Icons' code points: favorite U+E87D, heart_broken U+EAC2, check_box_outline_blank U+E835.
        #expect(try run("heart.fill").string == "\u{E87D}")
        #expect(try run("heart.slash.fill").string == "\u{EAC2}")  // no entry: the entry of "heart.slash"
        #expect(try run("no.such.symbol").string == "\u{E835}")    // the neutral glyph
    }

    @Test func theFourExactSymbolsStayVectorShapes() throws {
        let (_, painter) = try painted(scene(#"{"Image": {"systemName": "star.fill"}}"#))
        let commands = painter.displayList().commands
        #expect(!commands.contains { if case .text = $0 { true } else { false } })
        #expect(commands.contains { if case .fill(.polygon, _) = $0 { true } else { false } })
    }

    @Test func aNameNotSpelledAsSymbolsAreIsRefusedWhereItStands() {
        for name in ["", "Heart Fill", "heart_fill", String(repeating: "a", count: 101)] {
            #expect(throws: (any Error).self) {
                _ = try SceneDecoding.decode(scene(#"{"Image": {"systemName": "\#(name)"}}"#))
            }
        }
    }
}

/// `symbolVariant` draws the symbol the variant names: `bell` with `slash.fill` is the glyph of `bell.slash.fill`,
/// which differs from plain `bell`'s.
@Suite struct SymbolVariantDrawingTests {
    func glyph(_ body: String) throws -> String {
        let (_, painter) = try painted(#"{"device": "iPhone 15", "body": \#(body)}"#)
        let runs = painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        return try #require(runs.first).string
    }

    @Test func theVariantPicksTheGlyph() throws {
        let varied = try glyph(#"{"Image": {"systemName": "bell"}, "modifiers": [{"symbolVariant": "slash.fill"}]}"#)
        #expect(varied == (try glyph(#"{"Image": {"systemName": "bell.slash.fill"}}"#)))
        #expect(varied != (try glyph(#"{"Image": {"systemName": "bell"}}"#)))
    }
}
