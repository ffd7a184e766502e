import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeOverlays
import LoupeScene
import LoupeTestSupport
import Testing

/// What a right-to-left view draws besides its mirrored frames, on an iPhone 15 (393 wide, safe area 59…818):
/// controls' parts trade sides, lines of text align to the right, Loupe's info box aligns as an overlay does, and text
/// itself is set as it is.
@Suite struct RightToLeftPaintingTests {
    func scene(_ body: String, direction: String = "rightToLeft") -> String {
        #"{"device": "iPhone 15", "layoutDirection": "\#(direction)", "body": \#(body)}"#
    }

    func fills(_ painter: ScenePainter) -> [(DisplayShape, DisplayPaint)] {
        painter.displayList().commands.compactMap { if case .fill(let s, let p) = $0 { (s, p) } else { nil } }
    }

    func texts(_ painter: ScenePainter) -> [TextRun] {
        painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func aToggleHasItsSwitchOnTheLeftAndTheKnobAtTheLeftEndWhenOn() throws {
        let (layout, painter) = try painted(scene(#"{"VStack": [{"Toggle": {"label": "Wi-Fi", "isOn": true}, "id": "t"}]}"#))
        let toggle = try #require(layout.node(id: "t")).frame
        // Left to right the track is 342…393 and the knob 364…391; mirrored across the 393-wide frame: 0…51, 2…29.
        let drawn = fills(painter)
        #expect(drawn.contains { $0.0 == .roundedRect(Rect(x: 0, y: toggle.minY, width: 51, height: 31), CornerRadii(all: 15.5)) })
        #expect(drawn.contains { $0.0 == .ellipse(Rect(x: 2, y: toggle.minY + 2, width: 27, height: 27)) && $0.1 == .solid(.white) })
        // The label at the leading edge: the right one. "Wi-Fi" is 5 characters of 0.6 × 17 pt: 51 wide.
        let label = try #require(layout.node(path: "body.content[0].label")).frame
        #expect(label.maxX == 393 && abs(label.width - 51) < 1e-9)
        // Its run is set left to right from the label's left edge.
        #expect(texts(painter).contains { $0.string == "Wi-Fi" && abs($0.origin.x - (393 - 51)) < 1e-9 })
    }

    @Test func linesOfLeadingTextAlignRight() throws {
        // "aa bbbb" wrapped in a 50-wide frame, as in TextStylingTests: lines 20.6 and 0.2 short of the 41-wide text
        // at 176. Right to left, leading lines end at the text's right edge, as trailing ones do left to right.
        func origins(_ alignment: String, _ direction: String) throws -> [Double] {
            let (_, painter) = try painted(scene("""
                {"Text": "aa bbbb", "modifiers": [{"multilineTextAlignment": "\(alignment)"}, {"frame": {"width": 50}}]}
                """, direction: direction))
            return texts(painter).map(\.origin.x)
        }
        let leading = try origins("leading", "rightToLeft")
        #expect(leading.count == 2 && abs(leading[0] - (176 + 20.6)) < 1e-9 && abs(leading[1] - (176 + 0.2)) < 1e-9)
        let trailing = try origins("trailing", "rightToLeft")
        #expect(trailing.count == 2 && abs(trailing[0] - 176) < 1e-9 && abs(trailing[1] - 176) < 1e-9)
        #expect(try origins("leading", "leftToRight") == trailing)
    }

    @Test func theInfoBoxAlignsAsAnOverlay() throws {
        // The guide fills the safe area (0…393); a top-leading box of 130 sits at its right: 263.
        let (_, painter) = try painted(scene(#"{"VisualLayoutGuide": {"label": "A", "alignment": "topLeading"}}"#))
        let report = try #require(painter.guideReports().first)
        #expect(report.infoBox == Rect(x: 263, y: 59, width: 130, height: 130))
        // The height readout's 2-pt bar is at the box's leading edge, its right one: inside the 8-pt padding (the
        // guide's leading and trailing insets are 0), 383…385.
        #expect(fills(painter).contains { $0.0.bounds.minX == 383 && $0.0.bounds.width == 2 && $0.0.bounds.height > 90 })
    }

    @Test func aProgressBarFillsFromTheRight() throws {
        let (layout, painter) = try painted(scene(#"{"ProgressView": {"value": 1, "total": 4}, "id": "p", "modifiers": [{"frame": {"width": 200}}]}"#))
        let bar = snappedToPixels(try #require(layout.node(id: "p")).frame, scale: 3)
        // A quarter of 200, at the trailing end left to right (50…100 from the left), so at the right right to left.
        #expect(fills(painter).contains {
            $0.0 == .roundedRect(Rect(x: bar.maxX - 50, y: bar.maxY - 4, width: 50, height: 4), CornerRadii(all: 2))
        })
    }

    @Test func aForwardSymbolPointsLeft() throws {
        let (_, ltr) = try painted(scene(#"{"Image": {"systemName": "chevron.forward"}}"#, direction: "leftToRight"))
        let (_, rtl) = try painted(scene(#"{"Image": {"systemName": "chevron.forward"}}"#))
        // The stand-in font's chevron_right (U+E5CC) and chevron_left (U+E5CB).
        #expect(texts(ltr).map(\.string) == ["\u{E5CC}"])
        #expect(texts(rtl).map(\.string) == ["\u{E5CB}"])
        // A media control keeps its direction: fast_forward, U+E01F, either way.
        let (_, media) = try painted(scene(#"{"Image": {"systemName": "forward.fill"}}"#))
        #expect(texts(media).map(\.string) == ["\u{E01F}"])
    }

    @Test func flippingFollowsTheDirectionTheViewIsLaidOutIn() throws {
        // A left-to-right scene; the HStack right to left; the image sets left to right for itself only inside its
        // flip, so the flip sees the HStack's direction and mirrors the image.
        func flips(_ stackDirection: String) throws -> Bool {
            let (_, painter) = try painted(scene(#"""
                {"HStack": [{"Image": {"systemName": "star.fill"}, "modifiers": [{"layoutDirection": "leftToRight"},
                  {"flipsForRightToLeftLayoutDirection": true}]}], "modifiers": [{"layoutDirection": "\#(stackDirection)"}]}
                """#, direction: "leftToRight"))
            return painter.displayList().commands.contains {
                if case .endLayerTransformed(_, let transform) = $0 { transform.a == -1 } else { false }
            }
        }
        #expect(try flips("rightToLeft"))
        #expect(try !flips("leftToRight"))
    }

    @Test func aCustomPathIsMirroredAcrossItsFrame() throws {
        // A 99-pt square frame centred in the safe area: 147…246 × 389…488. The path starts at its top-right corner
        // (1, 0); right to left that point is the frame's top-left corner.
        func firstPoint(_ direction: String) throws -> Point? {
            let (_, painter) = try painted(scene(#"""
                {"Path": {"elements": [["move", {"width": 1}, 0], ["line", {"width": 1}, {"height": 1}],
                  ["line", 0, {"height": 1}], ["closeSubpath"]]}, "modifiers": [{"frame": {"width": 99, "height": 99}}]}
                """#, direction: direction))
            for case .fill(.path(let outline), _) in painter.displayList().commands { return outline.contours.first?.first }
            return nil
        }
        #expect(try firstPoint("leftToRight") == Point(x: 246, y: 389))
        #expect(try firstPoint("rightToLeft") == Point(x: 147, y: 389))
    }

    @Test func aGridGuidesBadgeSitsTopRight() throws {
        // The guide fills the safe area (0…393 × 59…818); its badge is 8 pt in from the top-leading corner, which
        // right to left is the top-right one: its material ends at 393 − 8 = 385.
        let (_, painter) = try painted(scene(#"{"VisualGridGuide": {"label": "G", "squareSize": 20}}"#))
        let badges = painter.displayList().commands.compactMap { command -> Rect? in
            if case .material(let shape, _) = command { shape.bounds } else { nil }
        }
        #expect(badges.count == 1 && badges[0].maxX == 385 && badges[0].minY == 67)
    }
}
