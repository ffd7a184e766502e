import LoupeCore

extension SlidingPuzzleModel {
    /// The slide a drag on a tile would make: the axis and direction toward the gap, when the gap shares the tile's
    /// row or column, lies on the drag's side, and the translation along that axis is at least half a cell.
    /// The other axis of the translation is ignored.
    public func canMove(cellIndex: Int, translation: Size) -> Bool {
        slideStep(cellIndex: cellIndex, translation: translation) != nil
    }

    /// Applies a finished drag on a tile: moves it and the tiles between it and the gap one step toward the gap
    /// when ``canMove(cellIndex:translation:)``; otherwise nothing changes.
    /// - Returns: whether anything moved.
    @discardableResult
    public mutating func drag(cellIndex: Int, translation: Size) -> Bool {
        guard let step = slideStep(cellIndex: cellIndex, translation: translation) else { return false }
        let target = slotIndexes[cellIndex]
        var gap = slotIndexes[emptyIdentity]
        // Walking the gap back toward the dragged tile slides every tile in between one step into it.
        while gap != target {
            swapSlots(gap, gap - step)
            gap -= step
        }
        return true
    }

    /// Applies a finished drag that started with a touch at `point` (relative to the grid's centre).
    /// - Returns: the identity of the tile touched, or `nil` when the touch hit the gap or missed the grid.
    @discardableResult
    public mutating func drag(startingAt point: Point, translation: Size) -> Int? {
        guard let cell = cellIndex(at: point) else { return nil }
        drag(cellIndex: cell, translation: translation)
        return cell
    }

    /// Every cell's offset while a drag on a tile is in flight: the tile and those between it and the gap follow the
    /// drag toward the gap, by at most one cell. A drag away from the gap, a tile outside the gap's row and column,
    /// the gap itself or an unknown identity leave every cell in its slot.
    public func offsets(dragging cellIndex: Int, translation: Size) -> [Point] {
        var offsets = cellOffsets
        guard let axis = slideAxis(cellIndex: cellIndex), let tile = slot(ofIdentity: cellIndex) else { return offsets }
        let gap = emptySlot
        let towardGap = axis == .horizontal ? (gap.col > tile.col ? 1 : -1) : (gap.row > tile.row ? 1 : -1)
        let along = (axis == .horizontal ? translation.width : translation.height) * Double(towardGap)
        guard along.isFinite, along > 0 else { return offsets }
        let shift = min(along, cellSize) * Double(towardGap)
        let step = axis == .horizontal ? towardGap : towardGap * cols
        var index = slotIndexes[cellIndex]
        let gapIndex = slotIndexes[emptyIdentity]
        while index != gapIndex {
            let identity = arrangement[index]
            if axis == .horizontal { offsets[identity].x += shift } else { offsets[identity].y += shift }
            index += step
        }
        return offsets
    }

    /// The axis along which a tile can slide: the gap's row (horizontal) or column (vertical) when the tile shares
    /// it; `nil` for the gap, an unknown identity, or a tile in neither.
    public func slideAxis(cellIndex: Int) -> GridAxis? {
        guard cellIndex != emptyIdentity, let tile = slot(ofIdentity: cellIndex) else { return nil }
        let gap = emptySlot
        if tile.row == gap.row { return .horizontal }
        if tile.col == gap.col { return .vertical }
        return nil
    }

    /// Whether the gap can reach its home with every tile in place by legal moves.
    ///
    /// In one row or column tiles never pass each other, so their order (skipping the gap) must already be the
    /// solved one. Otherwise each move is a transposition with the gap that moves the gap one slot per tile, so the
    /// permutation's parity must equal the parity of the gap's taxicab distance from home; that condition is also
    /// sufficient on grids of at least 2 × 2.
    public var isSolvable: Bool {
        if rows == 1 || cols == 1 {
            let tiles = arrangement.filter { $0 != emptyIdentity }
            return tiles == tiles.sorted()
        }
        let gap = emptySlot
        let home = slot(at: emptyIdentity)
        let distance = abs(gap.row - home.row) + abs(gap.col - home.col)
        return Self.isOddPermutation(arrangement) == !distance.isMultiple(of: 2)
    }

    /// The row-major index step from the dragged tile toward the gap (±1 or ±cols), or `nil` for no legal move.
    private func slideStep(cellIndex: Int, translation: Size) -> Int? {
        guard cellIndex != emptyIdentity, let tile = slot(ofIdentity: cellIndex) else { return nil }
        let gap = emptySlot
        let half = cellSize / 2
        if tile.row == gap.row {
            let direction = gap.col > tile.col ? 1 : -1
            return translation.width * Double(direction) >= half ? direction : nil
        }
        if tile.col == gap.col {
            let direction = gap.row > tile.row ? 1 : -1
            return translation.height * Double(direction) >= half ? direction * cols : nil
        }
        return nil
    }

    /// Parity by cycle decomposition: a cycle of length k is k − 1 transpositions.
    private static func isOddPermutation(_ permutation: [Int]) -> Bool {
        var visited = [Bool](repeating: false, count: permutation.count)
        var transpositions = 0
        for start in permutation.indices where !visited[start] {
            var length = 0
            var index = start
            while !visited[index] {
                visited[index] = true
                index = permutation[index]
                length += 1
            }
            transpositions += length - 1
        }
        return !transpositions.isMultiple(of: 2)
    }
}
