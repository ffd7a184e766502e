import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeText

extension TextMeasurer: TextMeasuring {}

extension TextMeasurer: TextLineLayout {
    public func layOut(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> LaidOutText {
        let laid = layout(string, font: font, width: width, lineLimit: lineLimit)
        return LaidOutText(lines: laid.lines.map { LaidOutText.Line(string: $0.text, width: $0.width, baseline: $0.baseline) },
                           size: laid.size)
    }
}
