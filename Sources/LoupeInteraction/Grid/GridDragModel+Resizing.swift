import LoupeCore

extension GridDragModel {
    /// Changes the cell size (the original's `resizeCells`), in one of three ways:
    /// - from a cell size of 0 (a model created before its size was known): adopt the size and rebuild the home
    ///   arrangement — any permutation is lost;
    /// - to the same size: keep every offset as it is, mid-drag positions included;
    /// - otherwise: find each cell's slot with the **old** origin and size (which also snaps a cell caught
    ///   mid-drag to its nearest slot) and place it at that slot of the new grid, so the permutation survives.
    ///
    /// Resizing to 0 collapses every cell onto the centre; a later resize then takes the first branch and resets
    /// the permutation, as in the original.
    ///
    /// - Throws: ``GridDragError/invalidCellSize(_:)`` for a negative or non-finite size; nothing changes.
    public mutating func resizeCells(newCellSize: Double) throws(GridDragError) {
        guard GridGeometry.isUsable(cellSize: newCellSize, rows: rows, cols: cols) else {
            throw .invalidCellSize(newCellSize)
        }
        let newOrigin = GridGeometry.origin(rows: rows, cols: cols, cellSize: newCellSize)
        if cellSize == 0 {
            cellSize = newCellSize
            origin = newOrigin
            resetCellOffsets()
            return
        }
        guard newCellSize != cellSize else { return }
        cellOffsets = cellOffsets.map { offset in
            let slot = GridSlot(row: GridGeometry.index(of: offset.y, start: origin.y, cellSize: cellSize),
                                col: GridGeometry.index(of: offset.x, start: origin.x, cellSize: cellSize))
            return GridGeometry.offset(of: slot, origin: newOrigin, cellSize: newCellSize)
        }
        cellSize = newCellSize
        origin = newOrigin
    }
}
