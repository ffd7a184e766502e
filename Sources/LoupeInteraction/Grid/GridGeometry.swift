import LoupeCore

/// The arithmetic GridDragView's cells share: a grid of `rows × cols` cells of side `cellSize`, stacked at the
/// centre of a ZStack and moved by offsets, so offsets are relative to the grid's centre.
enum GridGeometry {
    /// The offset of the top-leading cell: `(−cs·(cols−1)/2, −cs·(rows−1)/2)`.
    static func origin(rows: Int, cols: Int, cellSize: Double) -> Point {
        Point(x: -(cellSize * Double(cols - 1) / 2), y: -(cellSize * Double(rows - 1) / 2))
    }

    /// The offset of the cell standing at `slot`.
    static func offset(of slot: GridSlot, origin: Point, cellSize: Double) -> Point {
        Point(x: origin.x + Double(slot.col) * cellSize, y: origin.y + Double(slot.row) * cellSize)
    }

    /// GridDragViewModel's `currentCellCol`/`currentCellRow`: `Int(((value − start)/cellSize).rounded())`, rounding
    /// half away from zero. Callers guarantee `cellSize > 0`; a quotient beyond `Int`'s range saturates instead of
    /// trapping as `Int(_:)` would (such a cell is far outside the grid either way).
    static func index(of value: Double, start: Double, cellSize: Double) -> Int {
        let rounded = ((value - start) / cellSize).rounded()
        if rounded.isNaN { return 0 }
        if rounded >= 0x1p62 { return Int.max }
        if rounded <= -0x1p62 { return Int.min }
        return Int(rounded)
    }

    /// The topmost cell whose `cellSize × cellSize` square, centred on its offset, contains `point`.
    ///
    /// Squares are half-open (left and top edges inside, right and bottom outside) so a point on a shared edge
    /// belongs to one cell. Cells are drawn in identity order, so where squares overlap the highest identity is on
    /// top and receives the touch, as SwiftUI's hit testing picks the frontmost view.
    static func hitTest(_ point: Point, offsets: [Point], cellSize: Double) -> Int? {
        guard cellSize > 0 else { return nil }
        let half = cellSize / 2
        for identity in offsets.indices.reversed() {
            let centre = offsets[identity]
            if point.x >= centre.x - half, point.x < centre.x + half,
               point.y >= centre.y - half, point.y < centre.y + half {
                return identity
            }
        }
        return nil
    }

    /// Whether `rows × cols` is a usable grid: both at least 1 and the product at most `limit`.
    static func cellCount(rows: Int, cols: Int, limit: Int) -> Int? {
        guard rows >= 1, cols >= 1 else { return nil }
        let (product, overflow) = rows.multipliedReportingOverflow(by: cols)
        guard !overflow, product <= limit else { return nil }
        return product
    }

    /// Whether `cellSize` keeps every offset finite: finite, not negative, and the grid's extent finite too.
    static func isUsable(cellSize: Double, rows: Int, cols: Int) -> Bool {
        cellSize.isFinite && cellSize >= 0 && (cellSize * Double(max(rows, cols))).isFinite
    }
}
