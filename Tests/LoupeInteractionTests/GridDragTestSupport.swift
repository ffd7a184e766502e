import LoupeCore
@testable import LoupeInteraction
@testable import LoupeOverlays

/// The grid most tests use: 5 rows × 4 columns of factory cells at cell size 50, origin (−75, −100).
func makeFiveByFourGrid(cellSize: Double = 50) throws -> GridDragModel {
    try GridDragModel(rows: 5, cols: 4, cellSize: cellSize, cellSource: .factory)
}

/// The home arrangement with the first row replaced.
func arrangement(firstRow: [Int], count: Int = 20) -> [Int] {
    firstRow + Array(firstRow.count..<count)
}

/// A horizontal translation of `cells` cells of size 50.
func cells(_ cells: Double) -> Size { Size(width: cells * 50, height: 0) }
