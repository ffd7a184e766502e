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
