import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeText

extension TextMeasurer: TextMeasuring {}

extension TextMeasurer: TextLineLayout {
    /// Sets `string` into lines with the shipped fonts, breaking them exactly as `measure(_:font:width:lineLimit:)`
    /// does for layout.
    ///
    /// - Parameters:
    ///   - string: The text; each newline starts a new paragraph.
    ///   - font: The font, in points.
    ///   - width: The width to wrap to, in points; `nil` breaks only at newlines.
    ///   - lineLimit: The most lines to keep; the last kept line is truncated with "…". `nil` for no limit.
    /// - Returns: The lines with their widths and baselines, and the block's unrounded size.
    public func layOut(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> LaidOutText {
        let laid = layout(string, font: font, width: width, lineLimit: lineLimit)
        return LaidOutText(lines: laid.lines.map { LaidOutText.Line(string: $0.text, width: $0.width, baseline: $0.baseline) },
                           size: laid.size)
    }

    /// Text of several runs set into lines, each line with its segments.
    public func layOut(runs: [(string: String, font: FontSpec)], width: Double?, lineLimit: Int?) -> LaidOutText {
        let laid = layout(runs: runs, width: width, lineLimit: lineLimit)
        return LaidOutText(lines: laid.lines.map { line in
            var laidLine = LaidOutText.Line(string: line.text, width: line.width, baseline: line.baseline)
            laidLine.segments = line.segments.map { ($0.run, $0.text, $0.x) }
            return laidLine
        }, size: laid.size)
    }

    /// The unrounded size of text of several runs.
    public func measure(runs: [(string: String, font: FontSpec)], width: Double?, lineLimit: Int?) -> Size {
        layout(runs: runs, width: width, lineLimit: lineLimit).size
    }
}
