import LoupeCore
import Testing
@testable import LoupeText

/// Line breaking with JetBrains Mono 10 pt, where every character is 6 pt wide and a line is 13.2 pt tall.
@Suite struct LineLayoutTests {
    func lines(_ string: String, width: Double?, lineLimit: Int? = nil) -> [String] {
        measurer.layout(string, font: mono10, width: width, lineLimit: lineLimit).lines.map(\.text)
    }

    @Test func noWidthKeepsOneLinePerNewline() {
        #expect(lines("the quick brown fox", width: nil) == ["the quick brown fox"])
        #expect(lines("a\nbcd\n", width: nil) == ["a", "bcd", ""])
        #expect(measurer.measure("a\nbcd", font: mono10, width: nil, lineLimit: nil) == Size(width: 18, height: 26.4))
        #expect(lines("crlf\r\nend", width: nil) == ["crlf", "end"])
    }

    @Test func infiniteAndNaNWidthsDoNotWrap() {
        #expect(lines("the quick brown fox", width: .infinity) == ["the quick brown fox"])
        #expect(lines("the quick brown fox", width: .nan) == ["the quick brown fox"])
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(measurer.measure("", font: mono10, width: 100, lineLimit: nil) == Size(width: 0, height: 13.2))
        #expect(lines("", width: nil) == [""])
    }

    @Test func sentenceWrapsAtSpaces() {
        // 60 pt holds 10 characters: "the quick" (9) fits, "the quick brown" (15) does not.
        let layout = measurer.layout("the quick brown fox", font: mono10, width: 60, lineLimit: nil)
        #expect(layout.lines.map(\.text) == ["the quick", "brown fox"])
        #expect(layout.lines.map(\.width) == [54, 54])
        #expect(layout.size == Size(width: 54, height: 26.4))
        #expect(!layout.isTruncated)
    }

    @Test func lineThatFitsExactlyDoesNotWrap() {
        #expect(lines("the quick", width: 54) == ["the quick"])
        #expect(lines("the quick", width: 53.99) == ["the", "quick"])
    }

    @Test func spacesAtABreakBelongToNeitherLine() {
        #expect(lines("ab   cd", width: 24) == ["ab", "cd"])
        #expect(measurer.measure("ab   cd", font: mono10, width: 24, lineLimit: nil).width == 12)
    }

    @Test func longWordBreaksBetweenCharacters() {
        #expect(lines("abcdefghij", width: 25) == ["abcd", "efgh", "ij"])
        #expect(lines("ab abcdefghij", width: 25) == ["ab", "abcd", "efgh", "ij"])
        #expect(lines("abc", width: 0) == ["a", "b", "c"])
        #expect(measurer.measure("abcdefghij", font: mono10, width: 25, lineLimit: nil) == Size(width: 24, height: 3 * 13.2))
    }

    @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() {
        let layout = measurer.layout("the quick brown fox", font: mono10, width: 60, lineLimit: 1)
        // "the quick" + "…" is exactly 60 pt wide.
        #expect(layout.lines.map(\.text) == ["the quick…"])
        #expect(layout.size == Size(width: 60, height: 13.2))
        #expect(layout.isTruncated)
        #expect(lines("the quick brown fox jumps", width: 60, lineLimit: 2) == ["the quick", "brown fox…"])
        #expect(lines("abcdefghij", width: 25, lineLimit: 2) == ["abcd", "efg…"])
        #expect(lines("one\ntwo\nthree", width: nil, lineLimit: 2) == ["one", "two…"])
    }

    @Test func lineLimitThatFitsChangesNothing() {
        let layout = measurer.layout("the quick brown fox", font: mono10, width: 60, lineLimit: 2)
        #expect(layout.lines.map(\.text) == ["the quick", "brown fox"])
        #expect(!layout.isTruncated)
        #expect(lines("abc", width: nil, lineLimit: 0) == ["abc"])
    }

    @Test func baselinesStepByTheLineHeight() {
        let layout = measurer.layout("the quick brown fox", font: mono10, width: 30, lineLimit: nil)
        #expect(layout.lines.count == 4)
        for (index, line) in layout.lines.enumerated() { #expect(close(line.baseline, 10.2 + 13.2 * Double(index))) }
    }

    @Test(arguments: [
        ("Safe area guide", 40.0, nil as Int?), ("Safe area guide", 40, 1), ("x196\ny852", nil, nil),
        ("Supercalifragilistic", 33, 3), ("", nil, 1), ("  leading spaces", 30, nil),
    ])
    func measureEqualsLayoutSize(string: String, width: Double?, lineLimit: Int?) {
        for font in [mono10, inter17, FontSpec(size: 8, weight: .black, design: .monospaced)] {
            let layout = measurer.layout(string, font: font, width: width, lineLimit: lineLimit)
            #expect(measurer.measure(string, font: font, width: width, lineLimit: lineLimit) == layout.size)
            #expect(layout.size.height == Double(layout.lines.count) * layout.metrics.lineHeight)
            if let width { #expect(layout.lines.allSatisfy { $0.width <= width || $0.text.count == 1 }) }
        }
    }
}
