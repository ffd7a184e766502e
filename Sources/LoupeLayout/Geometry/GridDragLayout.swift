import LoupeCore

/// How a GridDragView lays out its cells, as the seed's demo does inside a `GeometryReader`: the cell size is the
/// largest square that fits `rows × cols` in the view, and every cell is that square, stacked at the view's centre
/// and moved by its offset.
public enum GridDragLayout {
    /// The demo's `calculateCellSize`: `min(width / cols, height / rows)`, or 1 when either side is 0 (the demo
    /// guards a zero-size geometry; a 0 cell size would make the model divide 0 by 0). A size that is not finite
    /// also gives 1, so offsets stay finite.
    public static func cellSize(for size: Size, rows: Int, cols: Int) -> Double {
        guard size.width != 0, size.height != 0, rows > 0, cols > 0 else { return 1 }
        let side = min(size.width / Double(cols), size.height / Double(rows))
        return side.isFinite && side > 0 ? side : 1
    }

    /// Every cell's home offset from the grid's centre, by identity: the top-leading slot is
    /// `(−cs·(cols−1)/2, −cs·(rows−1)/2)` and identity `row·cols + col` is `col` and `row` cells from it.
    public static func homeOffsets(rows: Int, cols: Int, cellSize: Double) -> [Point] {
        let originX = -(cellSize * Double(cols - 1) / 2)
        let originY = -(cellSize * Double(rows - 1) / 2)
        return (0..<max(rows * cols, 0)).map { identity in
            Point(x: originX + Double(identity % cols) * cellSize, y: originY + Double(identity / cols) * cellSize)
        }
    }
}
