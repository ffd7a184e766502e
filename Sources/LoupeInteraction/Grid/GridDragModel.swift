import LoupeCore

/// GridDragView's view model (DavidSReich/GridDragView, `docs/interactions.md#griddragview`) as a value type: rows and
/// columns of cells that drag with wrap-around, snap back onto the grid, and keep their permutation across resizes.
///
/// Every cell has a fixed **identity** `row·cols + col` (its home slot); only its offset changes. Offsets are relative
/// to the centre of the ZStack in which all cells are stacked, so the top-leading slot is ``origin``
/// `(−cs·(cols−1)/2, −cs·(rows−1)/2)`; a 5-row × 4-column grid at cell size 50 has its origin at
/// (−75, −100).
///
/// The original's `fatalError`s and its division of 0 by 0 become ``GridDragError``s; an out-of-range cell index
/// stays a no-op, as in the original.
public struct GridDragModel: Sendable, Hashable {
    /// The largest grid accepted, in cells: offsets are stored per cell.
    public static let maximumCellCount = 1_000_000

    /// The number of rows of slots, at least 1.
    public let rows: Int
    /// The number of columns of slots, at least 1.
    public let cols: Int
    /// Where the cells' views come from (checked at creation, as the original does).
    public let cellSource: GridCellSource
    /// The side of every cell, in points; 0 until the first ``resizeCells(newCellSize:)`` when created with 0.
    public internal(set) var cellSize: Double
    /// The offset of the top-leading slot.
    public internal(set) var origin: Point
    /// Every cell's current offset from the grid's centre, indexed by identity.
    public internal(set) var cellOffsets: [Point]

    /// Whether a gesture is under way. The view sets it after each change event and clears it on release, so the
    /// first ``moveViews(index:translation:)`` of a gesture decides its axis and cells.
    public var dragging = false
    /// The axis of the last gesture: true when its first event moved more horizontally than vertically.
    public internal(set) var isHorizontal = false
    /// The identities of the cells the last gesture moves: the touched cell's row or column at the gesture's start.
    public internal(set) var draggingCellIndexes: [Int] = []
    /// The translation of the previous event in the current gesture; each event moves cells by the difference.
    public internal(set) var lastDragTranslation = Size.zero

    /// Creates a grid in its home arrangement (every cell at its own slot).
    ///
    /// - Throws: ``GridDragError/invalidDimensions(rows:cols:)``, ``GridDragError/tooManyCells(rows:cols:limit:)``,
    ///   ``GridDragError/invalidCellSize(_:)``, ``GridDragError/missingCellsAndFactory`` or
    ///   ``GridDragError/wrongCellCount(expected:found:)``.
    public init(rows: Int, cols: Int, cellSize: Double, cellSource: GridCellSource) throws(GridDragError) {
        guard rows >= 1, cols >= 1 else { throw .invalidDimensions(rows: rows, cols: cols) }
        guard let total = GridGeometry.cellCount(rows: rows, cols: cols, limit: Self.maximumCellCount) else {
            throw .tooManyCells(rows: rows, cols: cols, limit: Self.maximumCellCount)
        }
        guard GridGeometry.isUsable(cellSize: cellSize, rows: rows, cols: cols) else {
            throw .invalidCellSize(cellSize)
        }
        try cellSource.validate(total: total)
        self.rows = rows
        self.cols = cols
        self.cellSource = cellSource
        self.cellSize = cellSize
        self.origin = GridGeometry.origin(rows: rows, cols: cols, cellSize: cellSize)
        self.cellOffsets = []
        resetCellOffsets()
    }

    /// The number of cells, `rows × cols`.
    public var cellCount: Int { rows * cols }

    /// The identity of the cell whose home is `row`, `col`: `row·cols + col`.
    public func identity(row: Int, col: Int) -> Int { row * cols + col }

    /// The home slot of a cell identity.
    public func homeSlot(ofIdentity identity: Int) -> GridSlot { GridSlot(row: identity / cols, col: identity % cols) }

    /// What to draw for the cell whose home is `row`, `col` (the original's `getCellView`): the explicit cell when
    /// there is one, else the factory's view; `nil` outside the grid (the original does not check and crashes).
    public func cellContent(row: Int, col: Int) -> GridCellContent? {
        guard (0..<rows).contains(row), (0..<cols).contains(col) else { return nil }
        let index = identity(row: row, col: col)
        if let count = cellSource.cellCount, index < count { return .cell(index) }
        return .factory(row: row, col: col)
    }

    /// The offset to draw a cell at: its current offset, or ``origin`` for an index outside the grid.
    public func getCurrentOffset(index: Int) -> Size {
        let point = cellOffsets.indices.contains(index) ? cellOffsets[index] : origin
        return Size(width: point.x, height: point.y)
    }

    /// Puts every cell back at its home slot.
    public mutating func resetCellOffsets() {
        cellOffsets = (0..<cellCount).map {
            GridGeometry.offset(of: homeSlot(ofIdentity: $0), origin: origin, cellSize: cellSize)
        }
    }

    /// The column an x offset falls in: `Int(((x − origin.x)/cellSize).rounded())`, half away from zero.
    /// - Throws: ``GridDragError/zeroCellSize`` while the cell size is 0 (the original traps).
    public func colOf(x: Double) throws(GridDragError) -> Int {
        guard cellSize > 0 else { throw .zeroCellSize }
        return GridGeometry.index(of: x, start: origin.x, cellSize: cellSize)
    }

    /// The row a y offset falls in: `Int(((y − origin.y)/cellSize).rounded())`, half away from zero.
    /// - Throws: ``GridDragError/zeroCellSize`` while the cell size is 0 (the original traps).
    public func rowOf(y: Double) throws(GridDragError) -> Int {
        guard cellSize > 0 else { throw .zeroCellSize }
        return GridGeometry.index(of: y, start: origin.y, cellSize: cellSize)
    }
}
