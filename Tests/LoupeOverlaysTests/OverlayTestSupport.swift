import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene

/// Monospaced stand-in text: 0.6 em per character, 1.3 em lines, baseline at 1 em, wrapping at spaces.
struct FakeText: TextLineLayout, TextMeasuring {
    func layOut(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> LaidOutText {
        let advance = font.size * 0.6, lineHeight = font.size * 1.3
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if let width, !current.isEmpty, Double(candidate.count) * advance > width {
                lines.append(current); current = word
            } else {
                current = candidate
            }
        }
        lines.append(current)
        let laid = lines.enumerated().map {
            LaidOutText.Line(string: $1, width: Double($1.count) * advance, baseline: Double($0) * lineHeight + font.size)
        }
        return LaidOutText(lines: laid, size: Size(width: laid.map(\.width).max() ?? 0,
                                                   height: lineHeight * Double(laid.count)))
    }

    func measure(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> Size {
        layOut(string, font: font, width: width, lineLimit: lineLimit).size
    }
}

/// Lays out and paints a scene given as JSON.
func painted(_ json: String) throws -> (LayoutResult, ScenePainter) {
    let document = try SceneDecoding.decode(json)
    let layout = LayoutEngine(device: document.device, colorScheme: document.colorScheme, measurer: FakeText())
        .layout(document.body)
    return (layout, ScenePainter(layout: layout, colorScheme: document.colorScheme, text: FakeText()))
}
