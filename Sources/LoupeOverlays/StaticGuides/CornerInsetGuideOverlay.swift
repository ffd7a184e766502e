#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// VisualCornerInsetGuide (`docs/overlays.md#visualcornerinsetguide`): the concentric shape at 50 % of the foreground
/// style, and a centred summary — the label (11 pt semibold) over `"%.0f × %.0f"` of the view's size (10 pt, primary at
/// 90 %) — padded 12 × 10 on `.quinary` at 10 %.
struct CornerInsetGuideOverlay: LoupeOverlay {
    static let labelFont = FontSpec(size: 11, weight: .semibold, design: .monospaced)
    static let sizeFont = FontSpec(size: 10, weight: .regular, design: .monospaced)
    /// `.quinary` is the primary style at about 10 %; Loupe draws it at a further 10 %.
    static let summaryBackgroundOpacity = 0.1 * 0.1

    var frame: Rect
    var radii: CornerRadii
    var label: String?

    /// The size line, rounded like `String(format: "%.0f")`.
    var sizeLine: String {
        "\(FixedPointFormat.string(frame.width, fractionDigits: 0)) \u{00D7} \(FixedPointFormat.string(frame.height, fractionDigits: 0))"
    }

    func report(in context: OverlayContext) -> CornerInsetGuideReport {
        CornerInsetGuideReport(label: label, sizeLine: sizeLine, cornerRadii: radii)
    }

    /// The summary is drawn in `.primary`, which inside the guide is its foreground style, the tint.
    func commands(in context: OverlayContext) -> [DisplayCommand] {
        let tint = context.tint, primary = context.tint
        let snapped = context.snap(frame)
        var out: [DisplayCommand] = [.fill(.roundedRect(snapped, radii), tint.paint(in: snapped).opacity(0.5))]
        var rows: [(LaidOutText, FontSpec, DisplayPaintProvider)] = []
        if let label {
            rows.append((context.line(label, font: Self.labelFont), Self.labelFont, { primary.paint(in: $0) }))
        }
        rows.append((context.line(sizeLine, font: Self.sizeFont), Self.sizeFont,
                     { primary.paint(in: $0).opacity(0.9) }))
        let sizes = rows.map { context.ceiled($0.0.size) }
        let spacing = 6.0
        let stack = Size(width: sizes.map(\.width).max() ?? 0,
                         height: sizes.map(\.height).reduce(0, +) + spacing * Double(rows.count - 1))
        let box = Rect(x: frame.midX - stack.width / 2 - 12, y: frame.midY - stack.height / 2 - 10,
                       width: stack.width + 24, height: stack.height + 20)
        let boxSnapped = context.snap(box)
        out.append(.fill(.rect(boxSnapped), primary.paint(in: boxSnapped).opacity(Self.summaryBackgroundOpacity)))
        var y = box.minY + 10
        for (row, size) in zip(rows, sizes) {
            // VStack's default alignment is centre.
            let place = context.snap(Rect(x: frame.midX - size.width / 2, y: y, width: size.width, height: size.height))
            out += PlacedText(frame: place, text: row.0).runs(font: row.1, paint: row.2)
            y += size.height + spacing
        }
        return out
    }
}
