import LoupeCore

/// What GridDragViewModel would have stopped on with `fatalError` or a runtime trap, reported instead.
public enum GridDragError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither explicit cells nor a factory view were given ("One of viewFactory or cells MUST be non-nil!!").
    case missingCellsAndFactory
    /// The explicit cells do not fill the grid and no factory makes the rest
    /// ("Number of cells MUST equal rows x cols!!"), or there are more cells than slots.
    case wrongCellCount(expected: Int, found: Int)
    /// `rows` or `cols` is below 1.
    case invalidDimensions(rows: Int, cols: Int)
    /// `rows × cols` exceeds ``GridDragModel/maximumCellCount``.
    case tooManyCells(rows: Int, cols: Int, limit: Int)
    /// A cell size that is negative, not finite, or makes the grid's extent overflow.
    case invalidCellSize(Double)
    /// A drag on a grid whose cell size is still 0: the original divides 0 by 0 and traps.
    case zeroCellSize
    /// A drag translation that is not finite, or that would move a cell to a non-finite offset.
    case invalidTranslation(Size)
    /// An arrangement (slot → identity) that does not list each of the grid's `cellCount` identities once.
    case invalidArrangement(cellCount: Int)

    /// A sentence naming GridDragView and what was wrong, with the numbers involved.
    public var description: String {
        switch self {
        case .missingCellsAndFactory:
            "GridDragView needs explicit cells or a factory view; neither was given"
        case .wrongCellCount(let expected, let found):
            "GridDragView needs \(expected) cells (rows × cols) or fewer plus a factory view; found \(found)"
        case .invalidDimensions(let rows, let cols):
            "GridDragView needs at least 1 row and 1 column; found \(rows) × \(cols)"
        case .tooManyCells(let rows, let cols, let limit):
            "GridDragView of \(rows) × \(cols) cells exceeds the limit of \(limit) cells"
        case .invalidCellSize(let size):
            "GridDragView cell size must be a finite length of at least 0; found \(size)"
        case .zeroCellSize:
            "GridDragView cannot drag while its cell size is 0; resize the cells first"
        case .invalidTranslation(let translation):
            "GridDragView drag translation \(translation) is not finite or moves a cell to a non-finite offset"
        case .invalidArrangement(let cellCount):
            "a GridDragView arrangement must list each cell identity 0..<\(cellCount) exactly once"
        }
    }
}
