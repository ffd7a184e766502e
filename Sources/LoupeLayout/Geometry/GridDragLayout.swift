import LoupeCore

/// How a GridDragView lays out its cells, as GridDragView's demo does inside a `GeometryReader`: the cell size is the
/// largest square that fits `rows × cols` in the view, and every cell is that square, stacked at the view's centre
/// and moved by its offset.
public enum GridDragLayout {
    /// The demo's `calculateCellSize`: `min(width / cols, height / rows)`, or 1 when either side is 0 (the demo
    /// guards a zero-size geometry; a 0 cell size would make the model divide 0 by 0). A size that is not finite
    /// also gives 1, so offsets stay finite.
    ///
    /// The size is rounded to a multiple of ``quantum`` (2⁻²⁰ pt, far below anything visible or reported) so that
    /// slot offsets, `origin + k·cs`, and the edges of neighbouring cells are exact: two cells that share an edge
    /// then snap it to the same device pixel, with no seam between them.
    public static func cellSize(for size: Size, rows: Int, cols: Int) -> Double {
        guard size.width != 0, size.height != 0, rows > 0, cols > 0 else { return 1 }
        let side = quantized(min(size.width / Double(cols), size.height / Double(rows)))
        return side.isFinite && side > 0 ? side : 1
    }

    /// The grid on which cell sizes and cell corners are placed: 2⁻²⁰ pt. Sums of such values up to the drawing
    /// limit (10⁷ pt) are exact in a `Double`.
    public static let quantum = 1.0 / 1_048_576

    /// `value` rounded to the nearest multiple of ``quantum``.
    public static func quantized(_ value: Double) -> Double { (value / quantum).rounded() * quantum }

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
