/// A place in a grid of cells: a row and a column, both counted from 0 at the top-leading corner.
public struct GridSlot: Sendable, Hashable, CustomStringConvertible {
    public var row: Int
    public var col: Int

    public init(row: Int, col: Int) { self.row = row; self.col = col }

    public var description: String { "(\(row), \(col))" }
}

/// The axis a grid drag moves cells along.
public enum GridAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}
