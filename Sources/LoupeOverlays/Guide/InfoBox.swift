import LoupeCore
import LoupeDisplayList
import LoupeLayout

/// The 130×130 info box of a VisualLayoutGuide (`docs/overlays.md#info-box`): a material square with the safe-area
/// inset bars and their `to/le/bo/tr` labels behind, the `y###` and `x###` readouts with their 2-pt bars, and the
/// underlined label.
struct InfoBox {
    /// The box's frame in global points, all offsets applied.
    var frame: Rect
    /// The guide's size, shown truncated toward zero.
    var guideSize: Size
    /// The guide's safe-area insets.
    var insets: EdgeInsets
    var label: String?

    /// The height readout, e.g. `y759`: `Int()` truncates toward zero, as Loupe does.
    var heightReadout: String { "y\(Self.truncated(guideSize.height))" }
    /// The width readout, e.g. `x393`.
    var widthReadout: String { "x\(Self.truncated(guideSize.width))" }
    /// The four inset labels in Loupe's order: top, leading, bottom, trailing.
    var insetLabels: [String] {
        ["to\(Self.truncated(insets.top))", "le\(Self.truncated(insets.leading))",
         "bo\(Self.truncated(insets.bottom))", "tr\(Self.truncated(insets.trailing))"]
    }

    /// The padded region the readouts and the label sit in.
    var contentRegion: Rect {
        let s = GuideMetrics.insetScale, pad = GuideMetrics.contentPadding
        let region = frame.inset(by: EdgeInsets(
            top: insets.top / s + pad, leading: insets.leading / s + pad,
            bottom: insets.bottom / s + pad, trailing: insets.trailing / s + pad))
        return Rect(x: region.minX, y: region.minY, width: max(region.width, 0), height: max(region.height, 0))
    }

    /// `Int(CGFloat)`: truncation toward zero, no rounding.
    static func truncated(_ value: Double) -> Int {
        guard value.isFinite, abs(value) < 1e15 else { return 0 }
        return Int(value)
    }

    /// The box's draw commands, back to front.
    func commands(in context: OverlayContext) -> [DisplayCommand] {
        [.material(.rect(context.snap(frame)), context.material)] + insetIndicators(in: context) + readouts(in: context)
    }

    // MARK: - Inset indicators

    private enum Stacking { case horizontal, vertical }

    private func insetIndicators(in context: OverlayContext) -> [DisplayCommand] {
        let side = GuideMetrics.boxSide, s = GuideMetrics.insetScale
        let t = insets.top / s, l = insets.leading / s, b = insets.bottom / s, r = insets.trailing / s
        let bars: [(Rect, String, String, Stacking)] = [
            (Rect(x: frame.minX, y: frame.minY, width: side, height: t), insetLabels[0], "↓", .horizontal),
            (Rect(x: frame.minX, y: frame.minY, width: l, height: side), insetLabels[1], "→", .vertical),
            (Rect(x: frame.minX, y: frame.maxY - b, width: side, height: b), insetLabels[2], "↑", .horizontal),
            (Rect(x: frame.maxX - r, y: frame.minY, width: r, height: side), insetLabels[3], "←", .vertical),
        ]
        var out: [DisplayCommand] = []
        for (bar, label, arrow, stacking) in bars {
            // A zero inset gives a bar of no thickness; its label is still drawn, centred on the box edge.
            if !bar.isEmpty {
                out.append(.fill(.rect(context.snap(bar)), context.tint.paint(in: bar).opacity(GuideMetrics.barOpacity)))
            }
            out += insetLabel(label, arrow: arrow, stacking: stacking, centredOn: bar.center, in: context)
        }
        return out
    }

    /// An HStack (top, bottom) or VStack (leading, trailing) of the label and its arrow, spacing 5, centred on a point.
    private func insetLabel(_ label: String, arrow: String, stacking: Stacking, centredOn centre: Point,
                            in context: OverlayContext) -> [DisplayCommand] {
        let font = GuideMetrics.insetFont, gap = GuideMetrics.insetLabelSpacing
        let word = context.line(label, font: font), glyph = context.line(arrow, font: font)
        let ws = context.ceiled(word.size), gs = context.ceiled(glyph.size)
        let stack: Size
        let wordOrigin: Point, glyphOrigin: Point
        switch stacking {
        case .horizontal:
            stack = Size(width: ws.width + gap + gs.width, height: max(ws.height, gs.height))
            let x0 = centre.x - stack.width / 2, y0 = centre.y - stack.height / 2
            wordOrigin = Point(x: x0, y: y0 + (stack.height - ws.height) / 2)
            glyphOrigin = Point(x: x0 + ws.width + gap, y: y0 + (stack.height - gs.height) / 2)
        case .vertical:
            stack = Size(width: max(ws.width, gs.width), height: ws.height + gap + gs.height)
            let x0 = centre.x - stack.width / 2, y0 = centre.y - stack.height / 2
            wordOrigin = Point(x: x0 + (stack.width - ws.width) / 2, y: y0)
            glyphOrigin = Point(x: x0 + (stack.width - gs.width) / 2, y: y0 + ws.height + gap)
        }
        let wordFrame = context.snap(Rect(origin: wordOrigin, size: ws))
        let glyphFrame = context.snap(Rect(origin: glyphOrigin, size: gs))
        return PlacedText(frame: wordFrame, text: word).runs(font: font, paint: context.tintPaint)
            + PlacedText(frame: glyphFrame, text: glyph).runs(font: font, paint: context.tintPaint)
    }

    // MARK: - Readouts and label

    private func readouts(in context: OverlayContext) -> [DisplayCommand] {
        let snap = context.snap, tint = context.tintPaint
        let region = contentRegion
        let bar = GuideMetrics.readoutBarThickness, gap = GuideMetrics.readoutSpacing
        var out: [DisplayCommand] = []

        // Height: HStack(spacing 3) { 2-pt bar the region's height; "y###" centred vertically } at the leading edge.
        let heightBar = Rect(x: region.minX, y: region.minY, width: bar, height: region.height)
        out.append(.fill(.rect(snap(heightBar)), tint(heightBar)))
        let heightText = context.line(heightReadout, font: GuideMetrics.readoutFont)
        let hs = context.ceiled(heightText.size)
        let heightFrame = Rect(x: region.minX + bar + gap, y: region.minY + (region.height - hs.height) / 2,
                               width: hs.width, height: hs.height)
        out += PlacedText(frame: snap(heightFrame), text: heightText).runs(font: GuideMetrics.readoutFont, paint: tint)

        // Width: VStack(spacing 3) { "x###" centred horizontally; 2-pt bar the region's width } at the bottom edge.
        let widthBar = Rect(x: region.minX, y: region.maxY - bar, width: region.width, height: bar)
        out.append(.fill(.rect(snap(widthBar)), tint(widthBar)))
        let widthText = context.line(widthReadout, font: GuideMetrics.readoutFont)
        let ws = context.ceiled(widthText.size)
        let widthFrame = Rect(x: region.midX - ws.width / 2, y: region.maxY - bar - gap - ws.height,
                              width: ws.width, height: ws.height)
        out += PlacedText(frame: snap(widthFrame), text: widthText).runs(font: GuideMetrics.readoutFont, paint: tint)

        // The label: underlined, wrapped to the region's width, top-trailing.
        if let label, !label.isEmpty {
            let laid = context.text.layOut(label, font: GuideMetrics.labelFont, width: region.width, lineLimit: nil)
            let ls = context.ceiled(laid.size)
            let labelFrame = Rect(x: region.maxX - ls.width, y: region.minY, width: ls.width, height: ls.height)
            out += PlacedText(frame: snap(labelFrame), text: laid)
                .runs(font: GuideMetrics.labelFont, paint: tint, underline: true)
        }
        return out
    }
}

/// A text size rounded up to the pixel grid, as SwiftUI reports text sizes (`docs/layout.md#text-rounding`).
func ceiled(_ size: Size, scale: Double) -> Size {
    func up(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
    return Size(width: up(size.width), height: up(size.height))
}
