/// Where a GridDragView's cells come from: an array of explicit cell views, a factory view, or both.
///
/// GridDragViewModel takes `cells: [GridCell]?` and `viewFactory: ViewFactoryProtocol?`; this records only what
/// the model checks: how many explicit cells there are (`nil` when no array was given) and whether a factory exists.
/// The scene format extends the original: fewer than `rows × cols` cells plus a factory fill the remaining slots
/// with the factory's view, where the original would stop on the count.
public struct GridCellSource: Sendable, Hashable {
    /// The number of explicit cells, or `nil` when no cell array was given (an empty array is `0`).
    public var cellCount: Int?
    /// Whether a factory view makes the cells the array does not provide.
    public var hasFactory: Bool

    /// A source with `cellCount` explicit cells (`nil` for no array) and, if `hasFactory`, a factory view; it is
    /// checked against the grid's size when a ``GridDragModel`` is created.
    public init(cellCount: Int?, hasFactory: Bool) {
        self.cellCount = cellCount
        self.hasFactory = hasFactory
    }

    /// Explicit cells only.
    public static func cells(_ count: Int) -> GridCellSource { GridCellSource(cellCount: count, hasFactory: false) }

    /// A factory view for every cell.
    public static let factory = GridCellSource(cellCount: nil, hasFactory: true)

    /// Checks the source against a grid of `total` slots, as the original's initialiser does.
    func validate(total: Int) throws(GridDragError) {
        guard let count = cellCount else {
            if !hasFactory { throw .missingCellsAndFactory }
            return
        }
        let fits = hasFactory ? (0...total).contains(count) : count == total
        if !fits { throw .wrongCellCount(expected: total, found: count) }
    }
}

/// What to draw for one cell identity: the explicit cell at an index, or the factory's view for a row and column.
public enum GridCellContent: Sendable, Hashable {
    /// `cells[index]`.
    case cell(Int)
    /// `viewFactory.makeView(row:col:)`, with the cell's home row and column.
    case factory(row: Int, col: Int)
}
