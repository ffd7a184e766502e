import LoupeCore

/// The "extra credit" mode of GridDragView's documentation: a 15-puzzle. `rows × cols` slots hold tiles and one
/// empty slot; nothing wraps around. A drag on a tile in the gap's row or column, toward the gap, by at least half
/// a cell moves that tile and the tiles between it and the gap one step, leaving the gap where the dragged tile was.
/// Any other drag moves nothing.
///
/// Cells use GridDragModel's representation, so both draw alike: every cell has the identity `row·cols + col` of
/// its home slot, and ``cellOffsets`` (by identity) are relative to the grid's centre. The cell whose identity is
/// ``emptyIdentity`` is the gap: it is not drawn, and its offset is the gap's slot.
public struct SlidingPuzzleModel: Sendable, Hashable {
    /// The largest puzzle accepted, in cells.
    public static let maximumCellCount = GridDragModel.maximumCellCount

    /// The number of rows of slots, at least 1.
    public let rows: Int
    /// The number of columns of slots, at least 1.
    public let cols: Int
    /// The identity of the empty cell; its home slot is where the gap belongs when solved.
    public let emptyIdentity: Int
    /// The side of every cell, in points.
    public private(set) var cellSize: Double
    /// For each slot in row-major order, the identity of the cell standing there.
    public private(set) var arrangement: [Int]
    /// For each identity, the row-major index of the slot it stands in (the inverse of ``arrangement``).
    private(set) var slotIndexes: [Int]

    /// Creates a puzzle.
    /// - Parameters:
    ///   - rows: The number of rows, at least 1.
    ///   - cols: The number of columns, at least 1; the grid needs at least 2 slots.
    ///   - cellSize: The side of every cell in points, finite and above 0.
    ///   - emptyIdentity: the gap's identity; the bottom-trailing slot (`rows·cols − 1`) by default, as in a
    ///     15-puzzle.
    ///   - arrangement: the starting permutation (slot → identity, row-major); solved when `nil`.
    /// - Throws: a ``SlidingPuzzleError`` for an invalid configuration.
    public init(rows: Int, cols: Int, cellSize: Double, emptyIdentity: Int? = nil,
                arrangement: [Int]? = nil) throws(SlidingPuzzleError) {
        guard rows >= 1, cols >= 1 else { throw .invalidDimensions(rows: rows, cols: cols) }
        guard let total = GridGeometry.cellCount(rows: rows, cols: cols, limit: Self.maximumCellCount) else {
            throw .tooManyCells(rows: rows, cols: cols, limit: Self.maximumCellCount)
        }
        guard total >= 2 else { throw .invalidDimensions(rows: rows, cols: cols) }
        guard cellSize > 0, GridGeometry.isUsable(cellSize: cellSize, rows: rows, cols: cols) else {
            throw .invalidCellSize(cellSize)
        }
        let empty = emptyIdentity ?? total - 1
        guard (0..<total).contains(empty) else { throw .emptySlotOutOfRange(identity: empty, cellCount: total) }
        let start = arrangement ?? Array(0..<total)
        guard start.count == total else { throw .wrongArrangementCount(expected: total, found: start.count) }
        var inverse = [Int](repeating: -1, count: total)
        for (slot, identity) in start.enumerated() {
            guard (0..<total).contains(identity), inverse[identity] < 0 else {
                throw .notAPermutation(identity: identity)
            }
            inverse[identity] = slot
        }
        self.rows = rows
        self.cols = cols
        self.emptyIdentity = empty
        self.cellSize = cellSize
        self.arrangement = start
        self.slotIndexes = inverse
    }

    /// The number of slots, `rows × cols`.
    public var cellCount: Int { rows * cols }

    /// The offset of the top-leading slot, as in ``GridDragModel/origin``.
    public var origin: Point { GridGeometry.origin(rows: rows, cols: cols, cellSize: cellSize) }

    /// Every cell's offset from the grid's centre, indexed by identity (the gap's is the empty slot).
    public var cellOffsets: [Point] {
        let origin = origin
        return slotIndexes.map { GridGeometry.offset(of: slot(at: $0), origin: origin, cellSize: cellSize) }
    }

    /// The offset to draw a cell at, or ``origin`` for an identity outside the grid.
    public func getCurrentOffset(index: Int) -> Size {
        guard slotIndexes.indices.contains(index) else { return Size(width: origin.x, height: origin.y) }
        let point = GridGeometry.offset(of: slot(at: slotIndexes[index]), origin: origin, cellSize: cellSize)
        return Size(width: point.x, height: point.y)
    }

    /// The slot a cell stands in, or `nil` for an identity outside the grid.
    public func slot(ofIdentity identity: Int) -> GridSlot? {
        slotIndexes.indices.contains(identity) ? slot(at: slotIndexes[identity]) : nil
    }

    /// The slot of the gap.
    public var emptySlot: GridSlot { slot(at: slotIndexes[emptyIdentity]) }

    /// Whether every cell, the gap included, stands in its home slot.
    public var isSolved: Bool { arrangement.enumerated().allSatisfy { $0.offset == $0.element } }

    /// The tile under a touch at `point`, relative to the grid's centre; `nil` over the gap or outside the grid.
    public func cellIndex(at point: Point) -> Int? {
        guard let hit = GridGeometry.hitTest(point, offsets: cellOffsets, cellSize: cellSize) else { return nil }
        return hit == emptyIdentity ? nil : hit
    }

    /// Changes the cell size; the arrangement is kept.
    /// - Throws: ``SlidingPuzzleError/invalidCellSize(_:)`` unless the size is a finite length above 0.
    public mutating func resizeCells(newCellSize: Double) throws(SlidingPuzzleError) {
        guard newCellSize > 0, GridGeometry.isUsable(cellSize: newCellSize, rows: rows, cols: cols) else {
            throw .invalidCellSize(newCellSize)
        }
        cellSize = newCellSize
    }

    /// Puts every cell back in its home slot: the solved puzzle.
    public mutating func reset() {
        arrangement = Array(0..<cellCount)
        slotIndexes = arrangement
    }

    func slot(at index: Int) -> GridSlot { GridSlot(row: index / cols, col: index % cols) }

    /// Exchanges the cells standing in two slots (row-major indexes).
    mutating func swapSlots(_ a: Int, _ b: Int) {
        arrangement.swapAt(a, b)
        slotIndexes[arrangement[a]] = a
        slotIndexes[arrangement[b]] = b
    }
}
