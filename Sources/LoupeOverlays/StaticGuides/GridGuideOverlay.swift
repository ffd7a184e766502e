import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// VisualGridGuide (`docs/overlays.md#grid-lines`, `docs/overlays.md#metrics-badge`): grid lines one device pixel wide
/// (by default) in the foreground style, and the metrics badge at the top-leading corner on a material. Edge lines are
/// centred on the grid's edges and not clipped, so their outer half lies outside the view (a 1-px line at a half-pixel
/// edge shows whole).
struct GridGuideOverlay: LoupeOverlay {
    /// Lines closer than this many device pixels would cover the view solidly: the view is filled instead, which
    /// looks the same and keeps the line count bounded.
    static let minimumLineSpacingInPixels = 1.0

    static let labelFont = FontSpec(size: 11, weight: .semibold, design: .monospaced)
    static let metricFont = FontSpec(size: 10, weight: .regular, design: .monospaced)

    var frame: Rect
    var spec: VisualGridGuideSpec
    /// Right to left, Loupe's grid (a path, mirrored from iOS 17) and its top-leading badge trade sides.
    var isRightToLeft = false

    /// The metrics for the view's size, or `nil` when it has none (an empty view, or more squares than allowed).
    var metrics: GridMetrics? {
        let fit: GridMetrics.Fit = spec.fit == .preferred ? .preferred : .exact
        return try? GridMetrics.calculate(viewSize: frame.size, squareSize: spec.squareSize, fit: fit)
    }

    /// The badge's lines: the label (if any), then the metric lines.
    var badgeLines: [String] { (spec.label.map { [$0] } ?? []) + (metrics?.badgeLines ?? []) }

    func report(in context: OverlayContext) -> GridGuideReport {
        let metrics = self.metrics
        return GridGuideReport(
            metrics: metrics, badgeLines: badgeLines,
            contentRect: metrics.map { contentRect(of: $0) },
            accessibilityValue: GridMetrics.accessibilityValue(for: metrics))
    }

    func commands(in context: OverlayContext) -> [DisplayCommand] {
        guard let metrics else { return [] }
        let commands = lines(metrics, in: context) + badge(metrics, in: context)
        return isRightToLeft ? HorizontalMirror(across: frame, text: context.text)(commands) : commands
    }

    /// The squares' rect in global points, as drawn.
    private func contentRect(of metrics: GridMetrics) -> Rect {
        let content = metrics.contentRect.offsetBy(dx: frame.minX, dy: frame.minY)
        return isRightToLeft ? HorizontalMirror.mirrored(content, across: frame) : content
    }

    private func lines(_ metrics: GridMetrics, in context: OverlayContext) -> [DisplayCommand] {
        let width = spec.lineWidth / context.scale
        let paint = context.tint.paint(in: frame)
        let content = metrics.contentRect.offsetBy(dx: frame.minX, dy: frame.minY)
        if metrics.squareSize * context.scale < Self.minimumLineSpacingInPixels {
            return [.fill(.rect(content.insetBy(dx: -width / 2, dy: -width / 2)), paint)]
        }
        var out: [DisplayCommand] = []
        for x in metrics.verticalLinePositions {
            out.append(.fill(.rect(Rect(x: frame.minX + x - width / 2, y: content.minY, width: width, height: content.height)), paint))
        }
        for y in metrics.horizontalLinePositions {
            out.append(.fill(.rect(Rect(x: content.minX, y: frame.minY + y - width / 2, width: content.width, height: width)), paint))
        }
        return out
    }

    /// VStack(alignment: .leading, spacing: 4) of the label (11 pt semibold, tinted) and the metric lines (10 pt,
    /// `Color.secondary`, not tinted), padded 8 × 6 on a material with 8-pt corners, 8 pt from the top-leading corner.
    private func badge(_ metrics: GridMetrics, in context: OverlayContext) -> [DisplayCommand] {
        var rows: [(LaidOutText, FontSpec, ResolvedPaint)] = []
        if let label = spec.label { rows.append((context.line(label, font: Self.labelFont), Self.labelFont, context.tint)) }
        for line in metrics.badgeLines {
            rows.append((context.line(line, font: Self.metricFont), Self.metricFont, context.secondary))
        }
        let sizes = rows.map { context.ceiled($0.0.size) }
        let spacing = 4.0
        let stack = Size(width: sizes.map(\.width).max() ?? 0,
                         height: sizes.map(\.height).reduce(0, +) + spacing * Double(max(rows.count - 1, 0)))
        let box = Rect(x: frame.minX + 8, y: frame.minY + 8, width: stack.width + 16, height: stack.height + 12)
        var out: [DisplayCommand] = [.material(.roundedRect(context.snap(box), CornerRadii(all: 8)), context.material)]
        var y = box.minY + 6
        for (row, size) in zip(rows, sizes) {
            let place = context.snap(Rect(x: box.minX + 8, y: y, width: size.width, height: size.height))
            out += PlacedText(frame: place, text: row.0).runs(font: row.1, paint: { row.2.paint(in: $0) })
            y += size.height + spacing
        }
        return out
    }
}
