import LoupeCore

extension GridDragModel {
    /// One drag event on the cell `index` (the original's `moveViews`), with the gesture's total translation.
    ///
    /// On the first event of a gesture (``dragging`` false) it locks the axis — horizontal only when
    /// `|width| > |height|`, so a tie is vertical — clears ``lastDragTranslation`` and picks the cells in the touched
    /// cell's current row (or column). Every event then moves those cells along the axis by the change since the
    /// previous event, wrapping each at most once (see `wrapDrag(value:delta:)`); the other axis is untouched.
    /// An `index` outside the grid is a no-op, as in the original.
    ///
    /// - Throws: ``GridDragError/zeroCellSize`` while the cell size is 0; ``GridDragError/invalidTranslation(_:)``
    ///   for a translation that is not finite or would leave a non-finite offset. Nothing changes when it throws.
    public mutating func moveViews(index: Int, translation: Size) throws(GridDragError) {
        guard cellOffsets.indices.contains(index) else { return }
        guard cellSize > 0 else { throw .zeroCellSize }
        guard translation.width.isFinite, translation.height.isFinite else { throw .invalidTranslation(translation) }

        var moved = self
        if !moved.dragging {
            moved.isHorizontal = abs(translation.width) > abs(translation.height)
            moved.lastDragTranslation = .zero
            moved.draggingCellIndexes = moved.cellsInLine(with: index)
        }
        if moved.isHorizontal {
            let delta = translation.width - moved.lastDragTranslation.width
            for cell in moved.draggingCellIndexes {
                moved.cellOffsets[cell].x = moved.wrapDrag(value: moved.cellOffsets[cell].x, delta: delta)
            }
        } else {
            let delta = translation.height - moved.lastDragTranslation.height
            for cell in moved.draggingCellIndexes {
                moved.cellOffsets[cell].y = moved.wrapDrag(value: moved.cellOffsets[cell].y, delta: delta)
            }
        }
        moved.lastDragTranslation = translation
        guard moved.cellOffsets.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            throw .invalidTranslation(translation)
        }
        self = moved
    }

    /// Snaps the last gesture's cells back onto the grid by rank (the original's `snapToGrid`): sorted by their
    /// offset along the gesture's axis, the k-th cell goes to slot k. The row or column therefore becomes a cyclic
    /// shift of what it was. A no-op before any drag; it does not look at ``dragging``.
    public mutating func snapToGrid() {
        // Ties cannot occur in a well-formed line; breaking them by identity keeps the result deterministic anyway.
        if isHorizontal {
            let sorted = draggingCellIndexes.sorted { (cellOffsets[$0].x, $0) < (cellOffsets[$1].x, $1) }
            for (rank, cell) in sorted.enumerated() { cellOffsets[cell].x = origin.x + Double(rank) * cellSize }
        } else {
            let sorted = draggingCellIndexes.sorted { (cellOffsets[$0].y, $0) < (cellOffsets[$1].y, $1) }
            for (rank, cell) in sorted.enumerated() { cellOffsets[cell].y = origin.y + Double(rank) * cellSize }
        }
    }

    /// Moves a coordinate by `delta` along the locked axis and wraps it once (the original's `wrapDrag`): a cell
    /// whose rounded column (row) falls below 0 moves forward by the grid's width (height); one at `cols` (`rows`) or
    /// beyond moves back by it. A cell therefore wraps once its centre passes half a cell beyond an edge; a single
    /// delta longer than the grid can leave it outside until a later event. Requires a cell size above 0.
    func wrapDrag(value: Double, delta: Double) -> Double {
        let moved = value + delta
        let (start, count) = isHorizontal ? (origin.x, cols) : (origin.y, rows)
        let index = GridGeometry.index(of: moved, start: start, cellSize: cellSize)
        if index < 0 { return moved + Double(count) * cellSize }
        if index >= count { return moved - Double(count) * cellSize }
        return moved
    }

    /// The cells whose current row (horizontal gesture) or column (vertical) is the touched cell's.
    private func cellsInLine(with index: Int) -> [Int] {
        if isHorizontal {
            let row = GridGeometry.index(of: cellOffsets[index].y, start: origin.y, cellSize: cellSize)
            return cellOffsets.indices.filter {
                GridGeometry.index(of: cellOffsets[$0].y, start: origin.y, cellSize: cellSize) == row
            }
        }
        let col = GridGeometry.index(of: cellOffsets[index].x, start: origin.x, cellSize: cellSize)
        return cellOffsets.indices.filter {
            GridGeometry.index(of: cellOffsets[$0].x, start: origin.x, cellSize: cellSize) == col
        }
    }
}
