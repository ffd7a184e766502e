import LoupeCore
import LoupeLayout
import LoupeOverlays

/// Stand-in text for layout and overlay tests: every character has the same advance and every line the same height,
/// so expected sizes can be worked out by hand. Text wraps greedily at spaces (a word longer than the width stays
/// whole on its line), each `\n` starts a paragraph, and `lineLimit` drops the lines past it.
///
/// Metrics are given at `referenceSize` points and scale with the font's size.
public struct MonospacedText: TextMeasuring, TextLineLayout {
    /// The font size the metrics below are given at.
    public var referenceSize: Double
    /// A character's advance at `referenceSize`.
    public var advance: Double
    /// A line's height at `referenceSize`.
    public var lineHeight: Double
    /// The first baseline below the line's top at `referenceSize`.
    public var baseline: Double

    public init(referenceSize: Double, advance: Double, lineHeight: Double, baseline: Double) {
        self.referenceSize = referenceSize
        self.advance = advance
        self.lineHeight = lineHeight
        self.baseline = baseline
    }

    /// 7.3 pt a character and 20.287 pt a line at 17 pt: roughly SF Pro's body text, for the layout tests.
    public static let body = MonospacedText(referenceSize: 17, advance: 7.3, lineHeight: 20.287, baseline: 17)
    /// 0.6 em a character, 1.3 em lines, the baseline at 1 em: for the overlay tests.
    public static let em = MonospacedText(referenceSize: 1, advance: 0.6, lineHeight: 1.3, baseline: 1)

    public func ascent(of font: FontSpec) -> Double { baseline * font.size / referenceSize }

    /// Runs are measured as their joined text in the first run's font.
    public func measure(runs: [(string: String, font: FontSpec)], width: Double?, lineLimit: Int?) -> Size {
        measure(runs.map(\.string).joined(), font: runs.first?.font ?? .body, width: width, lineLimit: lineLimit)
    }

    public func layOut(runs: [(string: String, font: FontSpec)], width: Double?, lineLimit: Int?) -> LaidOutText {
        var laid = layOut(runs.map(\.string).joined(), font: runs.first?.font ?? .body, width: width, lineLimit: lineLimit)
        for index in laid.lines.indices { laid.lines[index].segments = [(0, laid.lines[index].string, 0)] }
        return laid
    }

    public func measure(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> Size {
        layOut(string, font: font, width: width, lineLimit: lineLimit).size
    }

    public func layOut(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> LaidOutText {
        let scale = font.size / referenceSize
        let characterWidth = advance * scale, height = lineHeight * scale
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(paragraph.split(separator: " ").map(String.init), width: width.map { $0 / characterWidth })
        }
        if let lineLimit { lines = Array(lines.prefix(max(lineLimit, 1))) }
        let laid = lines.enumerated().map { index, line in
            LaidOutText.Line(string: line, width: Double(line.count) * advance * scale,
                             baseline: Double(index) * height + baseline * scale)
        }
        return LaidOutText(lines: laid, size: Size(width: laid.map(\.width).max() ?? 0,
                                                   height: Double(laid.count) * lineHeight * scale))
    }

    /// Greedy wrapping of `words` into lines of at most `limit` characters (a word alone may be longer).
    private func wrap(_ words: [String], width limit: Double?) -> [String] {
        guard let limit else { return [words.joined(separator: " ")] }
        var lines: [String] = []
        var current: String?
        for word in words {
            if let line = current, Double(line.count + 1 + word.count) <= limit + 1e-9 {
                current = line + " " + word
            } else {
                if let line = current { lines.append(line) }
                current = word
            }
        }
        lines.append(current ?? "")
        return lines
    }
}
