import LoupeCore

/// Why grid metrics could not be computed where Loupe's `calculateGridMetrics` would trap on an integer conversion.
public enum GridMetricsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An infinite view size.
    case infiniteSize(Size)
    /// A grid of more than ``GridMetrics/maximumCount`` columns or rows: a view that is huge, or whose size has no
    /// common divisor coarser than 0.001 pt over a long side, or a tiny requested square.
    case tooManySquares(columns: Double, rows: Double, limit: Int)

    /// A sentence naming VisualGridGuide and the problem: the infinite size, or the column and row counts and the
    /// limit.
    public var description: String {
        switch self {
        case .infiniteSize(let size):
            "VisualGridGuide cannot measure an infinite view (\(size))"
        case .tooManySquares(let columns, let rows, let limit):
            "VisualGridGuide would draw \(FixedPointFormat.string(columns, fractionDigits: 0)) × "
                + "\(FixedPointFormat.string(rows, fractionDigits: 0)) squares; at most \(limit) per side are drawn"
        }
    }
}
