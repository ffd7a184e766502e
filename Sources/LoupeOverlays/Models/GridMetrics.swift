import LoupeCore

/// VisualGridGuide's grid (`docs/overlays.md#grid-metrics`), computed exactly as Loupe's `calculateGridMetrics`.
///
/// - **Preferred** fit with a requested square size above 0: `cols = max(1, Int((w/req).rounded()))` (half away
///   from zero) and rows likewise, square = `min(w/cols, h/rows)`, the content centred with equal gutters.
/// - **Exact** fit: in thousandths of a point, the greatest common divisor of the width and height is the square,
///   so the grid tiles the view with the origin at (0, 0). A requested size is used instead when `w/req` and
///   `h/req` are both within 0.01 of a whole number; otherwise Loupe looks for the largest exact square not above
///   the request, which is always the plain GCD square (the counts are coprime).
///
/// A preferred fit without a requested size falls back to the exact GCD grid and reports ``Fit/exact``,
/// as Loupe does.
public struct GridMetrics: Sendable, Hashable {
    /// How a requested square size is reconciled with the view (Loupe's `VisualGridGuideFit`).
    public enum Fit: String, Sendable, Hashable, CaseIterable {
        /// Tile the view exactly.
        case exact
        /// Favour the requested size, centring the grid with small gutters.
        case preferred
    }

    /// The most columns or rows computed: every one is a line to draw.
    public static let maximumCount = 10_000_000

    /// The side of a square, in points.
    public let squareSize: Double
    /// The number of columns of squares, at least 1.
    public let columns: Int
    /// The number of rows of squares, at least 1.
    public let rows: Int
    /// The grid's top-left inside the view (the gutters of a preferred fit; (0, 0) for an exact one).
    public let originOffset: Point
    /// The grid's size: `columns × rows` squares.
    public let contentSize: Size
    /// The fit the metrics were computed with (exact when a preferred fit had no requested size).
    public let fit: Fit
    /// The view's size the metrics were computed for.
    public let viewSize: Size

    /// Computes the grid for a view, or `nil` (nothing drawn, no badge) when its width or height is not above 0.
    ///
    /// - Parameters:
    ///   - viewSize: the guide's size.
    ///   - requested: the requested square side; ignored unless above 0 (and finite: Loupe would draw an
    ///     infinite square).
    ///   - fit: ``Fit/exact`` by default, as Loupe's.
    /// - Throws: ``GridMetricsError`` where Loupe would trap: an infinite size, or more than ``maximumCount``
    ///   columns or rows.
    public static func calculate(viewSize: Size, squareSize requested: Double? = nil,
                                 fit: Fit = .exact) throws(GridMetricsError) -> GridMetrics? {
        // `max(NaN, 0)` is NaN in Swift, which fails the test below: Loupe draws nothing for a NaN size.
        let width = max(viewSize.width, 0), height = max(viewSize.height, 0)
        guard width > 0, height > 0 else { return nil }
        guard width.isFinite, height.isFinite else { throw .infiniteSize(viewSize) }
        let request = requested.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }

        if let request, fit == .preferred {
            let (columns, rows) = try counts((width / request).rounded(), (height / request).rounded())
            let square = min(width / Double(columns), height / Double(rows))
            let content = Size(width: square * Double(columns), height: square * Double(rows))
            let origin = Point(x: max(0, (width - content.width) / 2), y: max(0, (height - content.height) / 2))
            return GridMetrics(squareSize: square, columns: columns, rows: rows, originOffset: origin,
                               contentSize: content, fit: .preferred, viewSize: viewSize)
        }

        if let request, fit == .exact {
            let columnsExact = width / request, rowsExact = height / request
            let columnsRounded = columnsExact.rounded(), rowsRounded = rowsExact.rounded()
            let tolerance = 0.01
            if abs(columnsExact - columnsRounded) <= tolerance && abs(rowsExact - rowsRounded) <= tolerance {
                let (columns, rows) = try counts(columnsRounded, rowsRounded)
                return GridMetrics(squareSize: request, columns: columns, rows: rows, originOffset: .zero,
                                   contentSize: Size(width: Double(columns) * request, height: Double(rows) * request),
                                   fit: .exact, viewSize: viewSize)
            }
            // Loupe's fallback searches for the largest exact square not above the request; the width and height
            // counts below are coprime, so only the GCD square itself divides both and the search ends there.
        }

        let scale = 1000.0
        let (widthUnits, heightUnits) = try counts((width * scale).rounded(), (height * scale).rounded(), limit: 1 << 53)
        let unit = greatestCommonDivisor(widthUnits, heightUnits)
        let base = Double(unit) / scale
        let (columns, rows) = try counts(Double(widthUnits / unit), Double(heightUnits / unit))
        return GridMetrics(squareSize: base, columns: columns, rows: rows, originOffset: .zero,
                           contentSize: Size(width: Double(columns) * base, height: Double(rows) * base),
                           fit: .exact, viewSize: viewSize)
    }

    /// The view's width the grid leaves uncovered: `max(0, view width − content width)`.
    public var horizontalRemainder: Double { max(0, viewSize.width - contentSize.width) }
    /// The view's height the grid leaves uncovered: `max(0, view height − content height)`.
    public var verticalRemainder: Double { max(0, viewSize.height - contentSize.height) }

    /// The grid's rectangle inside the view: the lines' extent.
    public var contentRect: Rect { Rect(origin: originOffset, size: contentSize) }

    /// The x of every vertical line, `min(endX, originX + c·square)` for c = 0…columns; each spans the content's
    /// height. Lines are centred on these positions, so the edge lines fall half outside the grid.
    public var verticalLinePositions: [Double] {
        let start = originOffset.x, end = start + contentSize.width
        return (0...columns).map { min(end, start + Double($0) * squareSize) }
    }

    /// The y of every horizontal line, `min(endY, originY + r·square)` for r = 0…rows; each spans the content's width.
    public var horizontalLinePositions: [Double] {
        let start = originOffset.y, end = start + contentSize.height
        return (0...rows).map { min(end, start + Double($0) * squareSize) }
    }

    private init(squareSize: Double, columns: Int, rows: Int, originOffset: Point, contentSize: Size, fit: Fit,
                 viewSize: Size) {
        self.squareSize = squareSize; self.columns = columns; self.rows = rows
        self.originOffset = originOffset; self.contentSize = contentSize; self.fit = fit; self.viewSize = viewSize
    }

    /// Whole-number counts as `Int`, at least 1 (Loupe's `max(1, Int(…))`), refused beyond `limit`.
    private static func counts(_ columns: Double, _ rows: Double,
                               limit: Int = maximumCount) throws(GridMetricsError) -> (Int, Int) {
        guard columns <= Double(limit), rows <= Double(limit) else {
            throw .tooManySquares(columns: columns, rows: rows, limit: limit)
        }
        return (max(1, Int(columns)), max(1, Int(rows)))
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
