import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `List`, `Form` and `Section` at the metrics of docs/controls.md, on an iPhone 15 (safe area 59…818). The test
/// measurer's lines are 1.3 em: a 17-pt row's text is 22.1 → 22⅓ tall (67 px), a 13-pt header's 16.9 → 17 (51 px).
@Suite struct ListTests {
    func scene(_ body: String, scheme: String = "light") -> String {
        #"{"device": "iPhone 15", "colorScheme": "\#(scheme)", "body": \#(body)}"#
    }

    static let form = """
        {"Form": [
          {"Section": {"header": "Account", "content": [{"Text": "A", "id": "a"}, {"Text": "B", "id": "b"}]}, "id": "s"}
        ], "id": "f"}
        """

    @Test func anInsetGroupedSectionIsAHeaderAndACardOf44PointRows() throws {
        let (layout, _) = try painted(scene(Self.form))
        // The form takes the safe area; the header's text starts 16 below its top, 16 + 20 from the edge.
        #expect(try #require(layout.node(id: "f")).frame == Rect(x: 0, y: 59, width: 393, height: 759))
        let header = try #require(layout.node(path: "body.content[0].header")).frame
        #expect(abs(header.minX - 36) < 1e-9 && abs(header.minY - 75) < 1e-9 && abs(header.height - 17) < 1e-9)
        // The card starts 6 below the header: 59 + 16 + 17 + 6 = 98. A row is 6.5 + 22⅓ + 6.5 = 35⅓, under the 44
        // minimum, so 44; its text sits 20 in from the card, which is 16 in from the screen, and is centred:
        // 98 + (44 − 22⅓) / 2 = 108 5⁄6.
        let cards = try #require(layout.node(id: "s")).listCards
        #expect(cards.count == 1 && cards[0].rows.count == 2)
        let rows = cards[0].rows.map(\.frame)
        #expect(abs(rows[0].minY - 98) < 1e-9 && rows[0].minX == 16 && rows[0].width == 361)
        #expect(rows[0].height == 44 && abs(rows[1].minY - rows[0].maxY) < 1e-9)
        let a = try #require(layout.node(id: "a")).frame
        #expect(abs(a.minX - 36) < 1e-9 && abs(a.minY - (98 + (44 - 67.0 / 3) / 2)) < 1e-9)
    }

    @Test func rowsOutsideSectionsStart35BelowTheTopAndShortTextKeepsTheMinimumHeight() throws {
        let (layout, _) = try painted(scene(#"{"List": [{"Text": {"string": "Hi", "font": "caption"}}], "id": "l"}"#))
        let cards = try #require(layout.node(id: "l")).listCards
        // Caption text is 15.6 → 15⅔ tall; 6.5 + 15⅔ + 6.5 is under 44, so the row is 44.
        #expect(cards.first?.rows.first?.frame == Rect(x: 16, y: 59 + 35, width: 361, height: 44))
    }

    @Test func theCardSeparatorsAndBackgroundsAreDrawnInTheGroupedColours() throws {
        let (layout, painter) = try painted(scene(Self.form))
        let fills = painter.displayList().commands.compactMap { command -> (DisplayShape, DisplayPaint)? in
            if case .fill(let shape, let paint) = command { (shape, paint) } else { nil }
        }
        // systemGroupedBackground over the list and its safe area: the whole screen.
        #expect(fills.first?.0 == .rect(Rect(x: 0, y: 0, width: 393, height: 852)))
        #expect(fills.first?.1 == .solid(RGBAColor(rgb8: 242, 242, 247)))
        // The card: both rows, radius 10, secondarySystemGroupedBackground (white).
        let card = snappedToPixels(try #require(layout.node(id: "s")).listCards[0].frame, scale: 3)
        #expect(fills.contains { $0.0 == .roundedRect(card, CornerRadii(all: 10)) && $0.1 == .solid(.white) })
        // One separator, under the first row only: a pixel high, from the text's leading edge to the card's edge.
        let separators = fills.filter { $0.1 == .solid(RGBAColor(rgb8: 60, 60, 67, alpha: 0x49 / 255.0)) }
        let first = try #require(layout.node(id: "s")).listCards[0].rows[0].frame
        #expect(separators.count == 1)
        #expect(separators.first?.0 == .rect(snappedToPixels(Rect(x: 36, y: first.maxY - 1.0 / 3, width: 341, height: 1.0 / 3), scale: 3)))
    }

    @Test func plainListsRunEdgeToEdgeAndRowModifiersChangeTheirRow() throws {
        let json = scene("""
            {"List": [
              {"Text": "A", "modifiers": [{"listRowInsets": {"top": 0, "leading": 8, "bottom": 0, "trailing": 8}},
                                          {"listRowSeparator": "hidden"}], "id": "a"},
              {"Text": "B", "modifiers": [{"listRowBackground": "yellow"}]}
            ], "id": "l", "modifiers": [{"listStyle": "plain"}]}
            """)
        let (layout, painter) = try painted(json)
        let rows = try #require(layout.node(id: "l")).listCards[0].rows
        #expect(rows[0].frame.minX == 0 && rows[0].frame.width == 393 && rows[0].hidesSeparator)
        #expect(abs(try #require(layout.node(id: "a")).frame.minX - 8) < 1e-9)
        let commands = painter.displayList().commands
        // No separator (the first row hides it, the last never has one); the yellow row background.
        #expect(!commands.contains { if case .fill(_, .solid(let c)) = $0 { c.alpha < 0.3 && c.red < 0.3 } else { false } })
        #expect(commands.contains { if case .fill(_, .solid(let c)) = $0 { c == RGBAColor(rgb8: 255, 204, 0) } else { false } })
    }

    @Test func aNavigationLinkRowIsUntintedWithAChevronAndRoomForIt() throws {
        let (layout, painter) = try painted(scene(#"{"List": [{"NavigationLink": "Profile", "id": "n"}], "id": "l"}"#))
        let row = try #require(layout.node(id: "l")).listCards[0].rows[0]
        #expect(row.showsDisclosure)
        let runs = painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        // The label in the primary colour, and the chevron in tertiaryLabel: a 20-pt symbol square ending 13 in
        // from the row's trailing edge (its glyph 20 in).
        #expect(runs.filter { $0.font.family == .text }.map(\.paint) == [.solid(.black)])
        let chevron = try #require(runs.first { $0.font.family == .symbols })
        #expect(chevron.paint == .solid(RGBAColor(rgb8: 60, 60, 67, alpha: 0x4C / 255.0)))
        #expect(abs(chevron.origin.x - (row.frame.maxX - 13 - 20)) < 0.34)
        _ = try #require(layout.node(id: "n"))
    }

    /// `headerProminence(.increased)`: the header in title 3 (20 pt, 1.3 em = 26 tall with the test measurer), bold,
    /// in the label colour and as written; the card moves down by the difference: 59 + 16 + 26 + 6 = 107.
    @Test func aProminentHeaderIsTitleThreeInTheLabelColour() throws {
        let json = scene(#"{"Form": [{"Section": {"header": "Account", "content": [{"Text": "A"}]}, "id": "s", "modifiers": [{"headerProminence": "increased"}]}]}"#)
        let (layout, painter) = try painted(json)
        let header = try #require(layout.node(path: "body.content[0].header")).frame
        #expect(abs(header.minY - 75) < 1e-9 && abs(header.height - 26) < 1e-9)
        #expect(try #require(layout.node(id: "s")).listCards[0].rows[0].frame.minY == 107)
        let runs = painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        let drawn = try #require(runs.first { $0.string == "Account" })
        #expect(drawn.font.size == 20 && drawn.font.weight == .bold)
        #expect(drawn.paint == .solid(.black))   // the light label colour
    }

    /// An inline picker alone in its section: the label is the section's header, and each option is a 44-point row of
    /// its own (the test measurer's 22⅓ + 13 is under 44) in one row of the card, 3 × 44 = 132 tall from y 98.
    @Test func anInlinePickerIsARowPerOptionUnderItsLabel() throws {
        let json = scene(#"{"Form": [{"Section": {"content": [{"Picker": {"label": "Flavor", "options": ["A", "B", "C"], "selection": 1}, "modifiers": [{"pickerStyle": "inline"}]}]}, "id": "s"}]}"#)
        let (layout, painter) = try painted(json)
        let row = try #require(layout.node(id: "s")).listCards[0].rows[0].frame
        #expect(row.minY == 98 && row.height == 132)
        let runs = painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        #expect(runs.contains { $0.string == "FLAVOR" })
        for option in ["A", "B", "C"] {
            // Each title starts at the content's leading edge, 16 + 20.
            #expect(abs(try #require(runs.first { $0.string == option }).origin.x - 36) < 1e-9)
        }
        // Two separators between the three options, besides none after the card's only row.
        let separator = SystemColor.separator.rgba(in: .light)
        let lines = painter.displayList().commands.filter {
            if case .fill(.rect(let rect), .solid(let colour)) = $0 { return colour == separator && rect.height < 1 && rect.minY > row.minY && rect.maxY < row.maxY }
            return false
        }
        #expect(lines.count == 2)
    }

    @Test func aSectionOutsideAListIsAStackOfItsParts() throws {
        let (layout, _) = try painted(scene(#"{"Section": {"header": "H", "content": [{"Text": "row"}]}, "id": "s"}"#))
        let section = try #require(layout.node(id: "s"))
        #expect(section.listCards.isEmpty && section.children.count == 2)
    }
}
