import LoupeCore

extension GridDragModel {
    /// The current permutation, for reports: for each slot in row-major order, the identity of the cell standing
    /// there. The home arrangement is `[0, 1, …, rows·cols − 1]`.
    ///
    /// Each cell's slot is its rounded row and column (half away from zero, as the model rounds), taken modulo the
    /// grid, so a cell mid-drag counts at its nearest slot and a cell left beyond an edge by a large single delta
    /// (the original wraps once per event) counts where wrapping would put it. `nil` when the offsets do not form a
    /// permutation: while the cell size is 0, or if two cells claim one slot.
    public var arrangement: [Int]? {
        guard cellSize > 0 else { return nil }
        var slots = [Int?](repeating: nil, count: cellCount)
        for (identity, offset) in cellOffsets.enumerated() {
            let row = Self.wrapped(GridGeometry.index(of: offset.y, start: origin.y, cellSize: cellSize), count: rows)
            let col = Self.wrapped(GridGeometry.index(of: offset.x, start: origin.x, cellSize: cellSize), count: cols)
            let slot = row * cols + col
            guard slots[slot] == nil else { return nil }
            slots[slot] = identity
        }
        // n cells in n slots without a collision fill every slot.
        return slots.compactMap { $0 }
    }

    /// The cell under a touch at `point`, relative to the grid's centre, by the cells' current offsets: the
    /// frontmost cell whose square contains the point, or `nil` when the touch misses every cell. Use it to replay
    /// a drag that starts at a point.
    public func cellIndex(at point: Point) -> Int? {
        GridGeometry.hitTest(point, offsets: cellOffsets, cellSize: cellSize)
    }

    /// Puts every cell in the slot an arrangement gives it (slot → identity, row-major, as ``arrangement``
    /// reports it), e.g. one restored from persistence. A gesture's bookkeeping is left as it is.
    ///
    /// - Throws: ``GridDragError/invalidArrangement(cellCount:)`` unless `arrangement` lists each identity once;
    ///   ``GridDragError/zeroCellSize`` while the cell size is 0 (the next resize would lose it). Nothing changes.
    public mutating func arrange(_ arrangement: [Int]) throws(GridDragError) {
        guard Self.isPermutation(arrangement, count: cellCount) else { throw .invalidArrangement(cellCount: cellCount) }
        guard cellSize > 0 else { throw .zeroCellSize }
        for (slot, identity) in arrangement.enumerated() {
            cellOffsets[identity] = GridGeometry.offset(of: GridSlot(row: slot / cols, col: slot % cols),
                                                        origin: origin, cellSize: cellSize)
        }
    }

    /// Whether `arrangement` holds each of `0..<count` exactly once.
    public static func isPermutation(_ arrangement: [Int], count: Int) -> Bool {
        guard arrangement.count == count else { return false }
        var seen = [Bool](repeating: false, count: count)
        for identity in arrangement {
            guard (0..<count).contains(identity), !seen[identity] else { return false }
            seen[identity] = true
        }
        return true
    }

    private static func wrapped(_ index: Int, count: Int) -> Int {
        let remainder = index % count
        return remainder < 0 ? remainder + count : remainder
    }
}
