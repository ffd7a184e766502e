extension GridMetrics {
    /// The badge's threshold: a remainder above it is reported, otherwise a preferred fit reads "preferred fit".
    public static let remainderThreshold = 0.05

    /// The accessibility value before the first layout.
    public static let awaitingLayoutDescription = "Awaiting layout"

    /// `"square: %.2fpt"`, e.g. `square: 3.00pt`.
    public var squareLine: String { "square: \(Self.twoDecimals(squareSize))pt" }

    /// `"grid: C × R"` with U+00D7, e.g. `grid: 131 × 284`.
    public var gridLine: String { "grid: \(columns) \u{00D7} \(rows)" }

    /// Whether either remainder exceeds ``remainderThreshold``.
    public var hasVisibleRemainder: Bool {
        horizontalRemainder > Self.remainderThreshold || verticalRemainder > Self.remainderThreshold
    }

    /// The preferred fit's third line: `"remainder: W %.2f / H %.2f"` when ``hasVisibleRemainder``, else
    /// `"preferred fit"`; `nil` for an exact fit.
    public var fitLine: String? {
        guard fit == .preferred else { return nil }
        guard hasVisibleRemainder else { return "preferred fit" }
        return "remainder: W \(Self.twoDecimals(horizontalRemainder)) / H \(Self.twoDecimals(verticalRemainder))"
    }

    /// The badge's metric lines in order, below the optional label: square, grid, and the fit line when there is one.
    public var badgeLines: [String] { [squareLine, gridLine] + (fitLine.map { [$0] } ?? []) }

    /// The guide's accessibility value: `"<C> columns, <R> rows, square size <%.2f> points"`, followed for a
    /// preferred fit by `" (preferred fit, remainder W: <%.2f>, H: <%.2f>)"` or `" (preferred fit)"`.
    public var accessibilityValue: String {
        let base = "\(columns) columns, \(rows) rows, square size \(Self.twoDecimals(squareSize)) points"
        guard fit == .preferred else { return base }
        guard hasVisibleRemainder else { return base + " (preferred fit)" }
        return base + " (preferred fit, remainder W: \(Self.twoDecimals(horizontalRemainder)), "
            + "H: \(Self.twoDecimals(verticalRemainder)))"
    }

    /// The accessibility value for possibly missing metrics: ``awaitingLayoutDescription`` without them.
    public static func accessibilityValue(for metrics: GridMetrics?) -> String {
        metrics?.accessibilityValue ?? awaitingLayoutDescription
    }

    private static func twoDecimals(_ value: Double) -> String { FixedPointFormat.string(value, fractionDigits: 2) }
}
