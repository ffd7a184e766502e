/// A place in a grid of cells: a row and a column, both counted from 0 at the top-leading corner.
public struct GridSlot: Sendable, Hashable, CustomStringConvertible {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the leading edge.
    public var col: Int

    /// The slot at `row`, `col`; not checked against any grid's size.
    public init(row: Int, col: Int) { self.row = row; self.col = col }

    /// The slot as `(row, col)`.
    public var description: String { "(\(row), \(col))" }
}

/// The axis a grid drag moves cells along.
public enum GridAxis: String, Sendable, Hashable, CaseIterable {
    /// `horizontal` moves a row's cells along x, `vertical` a column's cells along y.
    case horizontal, vertical
}
