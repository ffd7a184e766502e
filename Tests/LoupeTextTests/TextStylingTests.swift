import LoupeCore
import Testing
@testable import LoupeText

/// Tracking, line spacing, truncation modes and the synthetic italic, with JetBrains Mono 10 pt: every advance 6 pt,
/// every line 13.2 pt.
@Suite struct TextStylingTests {
    private func mono(_ change: (inout FontSpec) -> Void) -> FontSpec {
        var font = mono10
        change(&font)
        return font
    }

    @Test func trackingFollowsEveryCharacterAndCountsWhereLinesWrap() {
        let tracked = mono { $0.tracking = 2 }
        #expect(measurer.width(of: "abcd", font: tracked) == 4 * 8)
        // 8 pt a character: "ab cd" wraps at 30 pt after "ab" (3 × 8 = 24 with its space), as 8-pt characters would.
        let laid = measurer.layout("ab cd", font: tracked, width: 30, lineLimit: nil)
        #expect(laid.lines.map(\.text) == ["ab", "cd"])
        // Drawn: each pen 8 pt (at scale 1, 8 px = 512/64) after the previous one.
        let glyphs = try? rasterizer.shape("abcd", spec: tracked, scale: 1)
        #expect(glyphs?.glyphs.map(\.pen26Dot6) == [0, 512, 1024, 1536])
    }

    @Test func lineSpacingIsAddedBetweenLinesOnly() {
        let spaced = mono { $0.lineSpacing = 5 }
        let laid = measurer.layout("a\nb\nc", font: spaced, width: nil, lineLimit: nil)
        #expect(abs(laid.size.height - (3 * 13.2 + 2 * 5)) < 1e-9)
        #expect(abs(laid.lines[2].baseline - laid.lines[0].baseline - 2 * (13.2 + 5)) < 1e-9)
        #expect(measurer.measure("a", font: spaced, width: nil, lineLimit: nil).height == 13.2)
    }

    /// "abcdefghij" (60 pt) in 33 pt on one line: the ellipsis is one 6-pt character, so 27 pt of text remain.
    @Test func truncationModesPutTheEllipsisAtTheEndTheStartOrTheMiddle() {
        func line(_ mode: TruncationMode) -> String {
            measurer.layout("abcdefghij", font: mono { $0.truncationMode = mode }, width: 33, lineLimit: 1).lines[0].text
        }
        #expect(line(.tail) == "abcd…")
        #expect(line(.head) == "…ghij")
        // The middle: a start of at most (33 − 6) / 2 = 13.5 pt (2 characters), then the end in what is left.
        #expect(line(.middle) == "ab…ij")
    }

    @Test func italicSlantsTheGlyphsAndKeepsTheAdvances() throws {
        let upright = try rasterizer.shape("l", spec: inter17, scale: 3)
        var slanted = inter17
        slanted.italic = true
        let italic = try rasterizer.shape("l", spec: slanted, scale: 3)
        #expect(italic.isOblique && !upright.isOblique)
        #expect(italic.glyphs.map(\.pen26Dot6) == upright.glyphs.map(\.pen26Dot6))
        #expect(measurer.width(of: "l", font: slanted) == measurer.width(of: "l", font: inter17))
        // An upright stem slanted by FreeType's 12° oblique: the mask grows wider by about tan 12° × its height.
        let uprightMask = try rasterizer.mask(for: "l", spec: inter17, scale: 3)
        let italicMask = try rasterizer.mask(for: "l", spec: slanted, scale: 3)
        let widening = Double(italicMask.width - uprightMask.width)
        #expect(abs(widening - 0.2126 * Double(uprightMask.height)) <= 2)
    }

    /// A condensed width is 0.75 of the standard one: JetBrains Mono's 6-pt advances become 4.5 pt (measured and drawn),
    /// tracking is added after the scaling, and lines wrap by the narrower advances.
    @Test func aWidthScalesTheAdvancesAndTheGlyphs() throws {
        let condensed = mono { $0.width = .condensed }
        #expect(measurer.width(of: "abcd", font: condensed) == 4 * 4.5)
        #expect(measurer.width(of: "abcd", font: mono { $0.width = .condensed; $0.tracking = 1 }) == 4 * 5.5)
        // "ab cd" is 30 pt standard, 22.5 condensed: in 24 pt only the condensed one stays on one line.
        #expect(measurer.layout("ab cd", font: condensed, width: 24, lineLimit: nil).lines.map(\.text) == ["ab cd"])
        #expect(measurer.layout("ab cd", font: mono10, width: 24, lineLimit: nil).lines.map(\.text) == ["ab", "cd"])
        // Drawn at scale 1: pens 4.5 px (288/64) apart.
        #expect(try rasterizer.shape("abcd", spec: condensed, scale: 1).glyphs.map(\.pen26Dot6) == [0, 288, 576, 864])
        // The glyph itself is narrower: "m" at 3× in Inter, three quarters as wide give or take a pixel of edge.
        var narrow = inter17
        narrow.width = .condensed
        let standard = try rasterizer.mask(for: "m", spec: inter17, scale: 3)
        let condensedMask = try rasterizer.mask(for: "m", spec: narrow, scale: 3)
        #expect(abs(Double(condensedMask.width) - 0.75 * Double(standard.width)) <= 2)
        #expect(condensedMask.height == standard.height)
    }
}

/// Text of several runs, wrapped together: JetBrains Mono 10 pt is 6 points a character in every weight.
@Suite struct TextRunLayoutTests {
    @Test func runsWrapTogetherAndKeepTheirSegments() {
        var bold = mono10
        bold.weight = .bold
        let laid = measurer.layout(runs: [("one ", mono10), ("two three", bold)], width: 48, lineLimit: nil)
        #expect(laid.lines.map(\.text) == ["one two", "three"])
        #expect(laid.lines[0].segments.map(\.run) == [0, 1])
        #expect(laid.lines[0].segments.map(\.text) == ["one ", "two"])
        #expect(laid.lines[0].segments.map(\.x) == [0, 24])
        #expect(laid.lines[1].segments.map(\.run) == [1])
        #expect(laid.size == Size(width: 42, height: 2 * 13.2))
    }

    /// A run of a larger font makes every line as tall as its lines.
    @Test func theTallestRunSetsTheLineHeight() {
        let laid = measurer.layout(runs: [("a", mono10), ("b", FontSpec(size: 20, design: .monospaced))], width: nil, lineLimit: nil)
        #expect(abs(laid.size.height - 26.4) < 1e-9)
        #expect(abs(laid.size.width - 18) < 1e-9)
    }
}
