import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

@Suite struct TextMeasurementTests {
    @Test func sizesAreCeiledToThePixelGridAt3x() {
        let node = layout(text("R", id: "t"))["t"]
        // 7.3 × 20.287 → 22 px / 3 × 61 px / 3.
        #expect(abs(node.frame.width - 22.0 / 3) < 1e-12)
        #expect(abs(node.frame.height - 61.0 / 3) < 1e-12)
        #expect(abs(node.frame.height - 20.333) < 0.001)
    }

    @Test func sizesAreCeiledToThePixelGridAt2x() {
        let node = layout(text("R", id: "t"), device: iPhoneSE)["t"]
        #expect(node.frame.size == Size(width: 7.5, height: 20.5))
        // Centred in the SE's safe area (375 × 647 below a 20-pt status bar).
        #expect(node.frame.origin == Point(x: 183.75, y: 20 + (647 - 20.5) / 2))
    }

    @Test func valuesOnTheGridStayPut() {
        // "RRRR" is 29.2 pt: 58.4 px at @2x rounds up to 59 px. 14.5 and 36.5 (7.3 × 5, with float noise) are
        // already on the @2x grid and stay.
        let two = layout(text("RRRR", id: "t"), device: iPhoneSE)["t"]
        #expect(two.frame.width == 29.5)
        #expect(ceiledToPixels(14.5, scale: 2) == 14.5)
        #expect(ceiledToPixels(7.3 * 5, scale: 2) == 36.5)
    }

    @Test func aFiniteHeightShowsTheLinesThatFitAndAtLeastOne() {
        let result = layout(vStack([
            text("one two three", id: "wrapped", .frame(width: 40)),
            text("one two three", id: "cut", .frame(width: 40, height: 45)),
            text("one two three", id: "tiny", .frame(width: 40, height: 5)),
        ]))
        let line = 61.0 / 3
        #expect(abs(result["wrapped"].frame.height - 183.0 / 3) < 1e-9)  // 3 × 20.287 = 60.861 → 61
        #expect(abs(result["cut"].frame.height - 122.0 / 3) < 1e-9)      // 2 lines fit in 45
        #expect(abs(result["tiny"].frame.height - line) < 1e-9)          // never fewer than one
    }

    @Test func lineLimitIsPassedToTheMeasurer() {
        let view = ViewNode(.text(TextContent("one two three", lineLimit: 1)), id: "t",
                            modifiers: [.frame(width: 40)], path: "t")
        #expect(abs(layout(view)["t"].frame.height - 61.0 / 3) < 1e-9)
    }

    @Test func theEnvironmentFontSizesTheTextAndTheTextsOwnFontWins() {
        let result = layout(vStack([
            text("R", id: "inherited"),
            text("R", id: "own", font: .textStyle(.body, weight: nil, design: nil)),
            text("R", id: "inner", .font(.textStyle(.title, weight: nil, design: nil))),
        ], .font(.textStyle(.caption2, weight: nil, design: nil))))
        // The fake measurer scales with the point size: caption2 is 11 pt, title 28 pt.
        #expect(abs(result["inherited"].frame.width - ceiledToPixels(7.3 * 11 / 17, scale: 3)) < 1e-12)
        #expect(abs(result["own"].frame.width - 22.0 / 3) < 1e-12)
        #expect(abs(result["inner"].frame.width - ceiledToPixels(7.3 * 28 / 17, scale: 3)) < 1e-12)
        #expect(result["inherited"].environment.font == FontSpec(size: 11))
        #expect(result["inner"].environment.font == FontSpec(size: 28))
    }
}

/// `minimumScaleFactor`: the fake measurer sets 7.3 points a character at 17 points, in proportion to the size.
@Suite struct MinimumScaleFactorTests {
    /// "ABCDEFGHIJ" is 73 points on one line; in 50 it fits at 50 / 73 of its size, above the factor 0.5.
    @Test func aTextThatWouldBeCutShrinksUntilItFits() {
        let result = layout(text("ABCDEFGHIJ", id: "t", .text(.minimumScaleFactor(0.5)), .frame(width: 50)).withLineLimit(1))
        let font = result["t"].textFont
        #expect(font.map { abs($0.size - 17 * 50 / 73) < 17 * 0.0005 && $0.size <= 17 * 50 / 73 } == true)
        #expect(result["t"].frame.width <= 50)
    }

    /// Down to the factor and no further: at 0.8 it is still 58.4 wide, so it is set at 0.8 and truncated.
    @Test func itShrinksNoFurtherThanTheFactor() {
        let result = layout(text("ABCDEFGHIJ", id: "t", .text(.minimumScaleFactor(0.8)), .frame(width: 50)).withLineLimit(1))
        #expect(result["t"].textFont?.size == 17 * 0.8)
    }

    /// A text that fits keeps its font: nothing is recorded.
    @Test func aTextThatFitsKeepsItsFont() {
        let result = layout(text("ABC", id: "t", .text(.minimumScaleFactor(0.5)), .frame(width: 50)).withLineLimit(1))
        #expect(result["t"].textFont == nil)
    }
}

private extension ViewNode {
    func withLineLimit(_ limit: Int) -> ViewNode {
        var node = self
        if case .text(var content) = node.kind { content.lineLimit = limit; node.kind = .text(content) }
        return node
    }
}

/// `HStack(alignment: .firstTextBaseline / .lastTextBaseline)`: the fake measurer's baseline is the font's size below
/// a line's top (17 at 17 points), and its line height 20.287 at 17 points.
@Suite struct TextBaselineTests {
    @Test func firstBaselinesLineUp() {
        let result = layout(hStack(alignment: .firstTextBaseline, [
            text("Big", id: "big", font: .custom(size: 34, weight: .regular, design: .default)),
            text("small", id: "small"),
            color(id: "box", .frame(width: 10, height: 10)),
        ]))
        // The big text's baseline is 34 below its top, the small one's 17: the small text starts 17 lower.
        #expect(abs(result["small"].frame.minY - result["big"].frame.minY - 17) < 1e-9)
        // A view without text has its baseline at its bottom: the box ends on the baseline.
        #expect(abs(result["box"].frame.maxY - (result["big"].frame.minY + 34)) < 1e-9)
    }

    /// The last baseline of two lines is one line height below the first: a text of two lines beside one line aligns
    /// that one line with its second.
    @Test func lastBaselinesLineUp() {
        let result = layout(hStack(alignment: .lastTextBaseline, [
            text("one\ntwo", id: "two"),
            text("x", id: "one"),
        ]))
        #expect(abs(result["one"].frame.minY - (result["two"].frame.minY + 20.287)) < 1e-6)
    }

    /// A stack's baseline is its first text's: a VStack's first line lines up with a text beside it.
    @Test func aStackTakesTheBaselineOfItsFirstText() {
        let result = layout(hStack(alignment: .firstTextBaseline, [
            vStack(spacing: 0, id: "stack", [color(id: "top", .frame(width: 10, height: 30)), text("a", id: "inner")]),
            text("b", id: "beside"),
        ]))
        #expect(abs(result["beside"].frame.minY - result["inner"].frame.minY) < 1e-9)
    }
}

/// `lineLimit(_:reservesSpace:)` and ranges: a text is at least `reservedLines` line heights tall (20.287 each at 17
/// points with the fake measurer), rounded up to the 3× pixel grid.
@Suite struct ReservedLinesTests {
    func reserving(_ lines: Int, limit: Int? = nil, _ string: String) -> ViewNode {
        var node = text(string, id: "t")
        if case .text(var content) = node.kind {
            content.reservedLines = lines
            content.lineLimit = limit
            node.kind = .text(content)
        }
        return node
    }

    /// 3 × 20.287 = 60.861, which the 3× grid rounds up to 61; the width stays the text's (4 characters × 7.3).
    @Test func aShortTextIsTallForItsReservedLines() {
        let frame = layout(reserving(3, limit: 3, "Hiya"))["t"].frame
        #expect(frame.height == 61)
        #expect(abs(frame.width - 29.3333) < 0.001)   // 29.2 rounded up to the grid
    }

    /// A text of more lines than reserved keeps its own height: three lines from "\n", two reserved.
    @Test func aLongerTextKeepsItsHeight() {
        let frame = layout(reserving(2, limit: 4, "a\nb\nc"))["t"].frame
        #expect(frame.height == 61)
    }

    /// The last baseline is that of the text's own last line, not of an empty reserved one.
    @Test func theLastBaselineIsTheTextsOwn() {
        let result = layout(hStack(alignment: .lastTextBaseline, [reserving(3, limit: 3, "x"), text("y", id: "other")]))
        #expect(result["other"].frame.minY == result["t"].frame.minY)
    }
}
