import LoupeCore
import LoupeJSON

/// What a VisualGridGuide shows, for the `layout` report.
public struct GridGuideReport: LayoutReportEntry, Hashable {
    /// Listed as `visualGridGuide` on the guide's view.
    public static let reportKey = "visualGridGuide"

    /// `nil` when the view has no grid (an empty size, or more squares than allowed).
    public var metrics: GridMetrics?
    /// The badge as drawn: the label, then `square: …`, `grid: C × R` and, in preferred fit, the remainder line.
    public var badgeLines: [String]
    /// The grid's content rectangle in global points.
    public var contentRect: Rect?
    /// The guide's accessibility value, e.g. `131 columns, 284 rows, square size 3.00 points`, or `Awaiting layout`
    /// when there is no grid.
    public var accessibilityValue: String

    /// The grid's size, fit and content rectangle, then the badge's lines and the accessibility value; only the last
    /// two when there is no grid.
    public var json: JSONValue {
        guard let metrics, let contentRect else {
            return .object([("badgeLines", .array(badgeLines.map { .string($0) })),
                            ("accessibilityValue", .string(accessibilityValue))])
        }
        return .object([
            ("squareSize", .number(metrics.squareSize)), ("columns", .number(Double(metrics.columns))),
            ("rows", .number(Double(metrics.rows))), ("fit", .string(metrics.fit.rawValue)),
            ("contentRect", .rect(contentRect)),
            ("remainder", .size(Size(width: metrics.horizontalRemainder, height: metrics.verticalRemainder))),
            ("badgeLines", .array(badgeLines.map { .string($0) })),
            ("accessibilityValue", .string(accessibilityValue)),
        ])
    }
}

/// What a VisualCornerInsetGuide shows, for the `layout` report.
public struct CornerInsetGuideReport: LayoutReportEntry, Hashable {
    /// Listed as `visualCornerInsetGuide` on the guide's view.
    public static let reportKey = "visualCornerInsetGuide"

    /// The guide's label, if it has one.
    public var label: String?
    /// `"%.0f × %.0f"` of the view's size.
    public var sizeLine: String
    /// The concentric shape's radii.
    public var cornerRadii: CornerRadii

    /// The label, the size line and the four radii.
    public var json: JSONValue {
        .object([
            ("label", .string(label)), ("sizeLine", .string(sizeLine)),
            ("cornerRadii", .object([
                ("topLeading", .number(cornerRadii.topLeading)), ("topTrailing", .number(cornerRadii.topTrailing)),
                ("bottomLeading", .number(cornerRadii.bottomLeading)), ("bottomTrailing", .number(cornerRadii.bottomTrailing)),
            ])),
        ])
    }
}
