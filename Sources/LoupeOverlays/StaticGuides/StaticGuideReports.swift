import LoupeCore
import LoupeLayout
import LoupeScene

/// What a VisualGridGuide shows, for the `layout` report.
public struct GridGuideReport: Sendable, Hashable {
    /// `nil` when the view has no grid (an empty size, or more squares than allowed).
    public var metrics: GridMetrics?
    /// The badge as drawn: the label, then `square: …`, `grid: C × R` and, in preferred fit, the remainder line.
    public var badgeLines: [String]
    /// The grid's content rectangle in global points.
    public var contentRect: Rect?
    /// The guide's accessibility value, e.g. `131 columns, 284 rows, square size 3.00 points`, or `Awaiting layout`
    /// when there is no grid.
    public var accessibilityValue: String

    /// The report for a laid-out VisualGridGuide, or `nil` for another view.
    public init?(node: LayoutNode, scale: Double) {
        guard case .visualGridGuide(let spec) = node.view.kind else { return nil }
        let overlay = GridGuideOverlay(frame: node.frame, spec: spec, scale: scale)
        metrics = overlay.metrics
        badgeLines = overlay.badgeLines
        contentRect = metrics.map { $0.contentRect.offsetBy(dx: node.frame.minX, dy: node.frame.minY) }
        accessibilityValue = GridMetrics.accessibilityValue(for: metrics)
    }
}

/// What a VisualCornerInsetGuide shows, for the `layout` report.
public struct CornerInsetGuideReport: Sendable, Hashable {
    /// The guide's label, if it has one.
    public var label: String?
    /// `"%.0f × %.0f"` of the view's size.
    public var sizeLine: String
    /// The concentric shape's radii.
    public var cornerRadii: CornerRadii

    /// The report for a laid-out VisualCornerInsetGuide, or `nil` for another view.
    public init?(node: LayoutNode, layout: LayoutResult) {
        guard case .visualCornerInsetGuide(let spec) = node.view.kind else { return nil }
        cornerRadii = layout.concentricCornerRadii(of: node)
        let overlay = CornerInsetGuideOverlay(frame: node.frame, radii: cornerRadii, label: spec.label,
                                              scale: layout.device.scale)
        label = spec.label
        sizeLine = overlay.sizeLine
    }
}
