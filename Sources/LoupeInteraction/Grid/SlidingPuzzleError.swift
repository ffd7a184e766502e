/// Why a sliding puzzle cannot be set up.
public enum SlidingPuzzleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `rows` or `cols` below 1, or a grid of fewer than 2 slots (a puzzle needs one tile and one gap).
    case invalidDimensions(rows: Int, cols: Int)
    /// `rows × cols` exceeds ``SlidingPuzzleModel/maximumCellCount``.
    case tooManyCells(rows: Int, cols: Int, limit: Int)
    /// A cell size that is not a finite length above 0 (moves need half a cell of drag).
    case invalidCellSize(Double)
    /// The empty cell's identity names no slot of the grid.
    case emptySlotOutOfRange(identity: Int, cellCount: Int)
    /// A starting arrangement with the wrong number of entries.
    case wrongArrangementCount(expected: Int, found: Int)
    /// A starting arrangement that is not a permutation of `0..<rows·cols`: this identity is out of range or repeated.
    case notAPermutation(identity: Int)

    /// A sentence naming the sliding puzzle and what was wrong, with the numbers involved.
    public var description: String {
        switch self {
        case .invalidDimensions(let rows, let cols):
            "a sliding puzzle needs at least 1 row, 1 column and 2 slots; found \(rows) × \(cols)"
        case .tooManyCells(let rows, let cols, let limit):
            "a sliding puzzle of \(rows) × \(cols) cells exceeds the limit of \(limit) cells"
        case .invalidCellSize(let size):
            "a sliding puzzle's cell size must be a finite length above 0; found \(size)"
        case .emptySlotOutOfRange(let identity, let cellCount):
            "the empty slot \(identity) is outside the puzzle's slots 0..<\(cellCount)"
        case .wrongArrangementCount(let expected, let found):
            "a sliding puzzle arrangement needs \(expected) entries (rows × cols); found \(found)"
        case .notAPermutation(let identity):
            "a sliding puzzle arrangement must hold each identity once; \(identity) is out of range or repeated"
        }
    }
}
