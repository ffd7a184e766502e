import LoupeCore
import LoupeDisplayList
import LoupeScene

/// What `redacted(reason: .placeholder)` draws in place of content (`docs/controls.md#redaction`): a rounded bar over
/// each line of a text, as wide as the line and 0.6 of its height, centred in it; an image's frame filled. Both in
/// the view's foreground style at ``opacity`` of its alpha, so secondary text gives a lighter bar.
struct Redaction {
    let scheme: ColorScheme

    /// The fraction of the foreground's alpha the placeholders are drawn at.
    static let opacity = 0.2
    /// The fraction of a line's height a bar covers, and its corner radius over its height.
    static let barHeight = 0.6, cornerFraction = 0.25

    func bars(for laid: LaidOutText, in frame: Rect, style: ResolvedPaint, alignment: TextAlignment) -> [DisplayCommand] {
        guard !laid.lines.isEmpty else { return [] }
        let lineHeight = laid.size.height / Double(laid.lines.count)
        let paint = style.mapColors { $0.opacity(Self.opacity) }
        return laid.lines.enumerated().compactMap { index, line in
            guard line.width > 0 else { return nil }
            let height = lineHeight * Self.barHeight
            let x = frame.minX + max(frame.width - line.width, 0) * alignment.fraction
            let bar = Rect(x: x, y: frame.minY + Double(index) * lineHeight + (lineHeight - height) / 2,
                           width: min(line.width, frame.width), height: height)
            return .fill(.roundedRect(bar, CornerRadii(all: height * Self.cornerFraction)), paint.paint(in: bar))
        }
    }

    func block(_ frame: Rect, style: ResolvedPaint) -> [DisplayCommand] {
        let paint = style.mapColors { $0.opacity(Self.opacity) }
        let radius = min(frame.width, frame.height) * 0.1
        return [.fill(.roundedRect(frame, CornerRadii(all: radius)), paint.paint(in: frame))]
    }
}
