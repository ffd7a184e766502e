import LoupeCore
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

@Suite struct GridDragErrorTests {
    @Test func neitherCellsNorAFactory() {
        #expect(throws: GridDragError.missingCellsAndFactory) {
            try GridDragModel(rows: 4, cols: 3, cellSize: 40, cellSource: GridCellSource(cellCount: nil, hasFactory: false))
        }
    }

    @Test func theCellCountMustFillTheGridUnlessAFactoryMakesTheRest() throws {
        #expect(throws: GridDragError.wrongCellCount(expected: 12, found: 11)) {
            try GridDragModel(rows: 4, cols: 3, cellSize: 40, cellSource: .cells(11))
        }
        #expect(throws: GridDragError.wrongCellCount(expected: 12, found: 0)) {
            try GridDragModel(rows: 4, cols: 3, cellSize: 40, cellSource: .cells(0))
        }
        #expect(throws: GridDragError.wrongCellCount(expected: 12, found: 13)) {
            try GridDragModel(rows: 4, cols: 3, cellSize: 40, cellSource: GridCellSource(cellCount: 13, hasFactory: true))
        }
        let filled = try GridDragModel(rows: 4, cols: 3, cellSize: 40, cellSource: .cells(12))
        #expect(filled.cellCount == 12)
        let topped = try GridDragModel(rows: 4, cols: 3, cellSize: 40, cellSource: GridCellSource(cellCount: 0, hasFactory: true))
        #expect(topped.cellContent(row: 0, col: 0) == .factory(row: 0, col: 0))
    }

    @Test func rowsAndColumnsMustBeAtLeastOne() {
        #expect(throws: GridDragError.invalidDimensions(rows: 0, cols: 4)) {
            try GridDragModel(rows: 0, cols: 4, cellSize: 40, cellSource: .factory)
        }
        #expect(throws: GridDragError.invalidDimensions(rows: 3, cols: -1)) {
            try GridDragModel(rows: 3, cols: -1, cellSize: 40, cellSource: .factory)
        }
    }

    @Test func gridsBeyondTheCellLimit() {
        #expect(throws: GridDragError.tooManyCells(rows: 2000, cols: 501, limit: 1_000_000)) {
            try GridDragModel(rows: 2000, cols: 501, cellSize: 1, cellSource: .factory)
        }
        #expect(throws: GridDragError.tooManyCells(rows: Int.max, cols: 2, limit: 1_000_000)) {
            try GridDragModel(rows: Int.max, cols: 2, cellSize: 1, cellSource: .factory)
        }
    }

    @Test func cellSizesMustBeFiniteAndNotNegative() throws {
        #expect(throws: GridDragError.invalidCellSize(-1)) {
            try GridDragModel(rows: 2, cols: 2, cellSize: -1, cellSource: .factory)
        }
        #expect(throws: GridDragError.invalidCellSize(.infinity)) {
            try GridDragModel(rows: 2, cols: 2, cellSize: .infinity, cellSource: .factory)
        }
        #expect(throws: GridDragError.invalidCellSize(1e308)) {
            try GridDragModel(rows: 2, cols: 2, cellSize: 1e308, cellSource: .factory)   // 2 × 1e308 overflows
        }
        var grid = try makeFiveByFourGrid()
        #expect(throws: GridDragError.invalidCellSize(-3)) { try grid.resizeCells(newCellSize: -3) }
        #expect(grid.cellSize == 50)
    }

    @Test func movingWithCellSizeZeroThrowsButAnIndexOutOfRangeIsANoOp() throws {
        var grid = try makeFiveByFourGrid(cellSize: 0)
        #expect(throws: GridDragError.zeroCellSize) { try grid.moveViews(index: 0, translation: Size(width: 20, height: 0)) }
        #expect(throws: GridDragError.zeroCellSize) { try grid.drag(cellIndex: 3, translations: [cells(1)]) }
        #expect(throws: GridDragError.zeroCellSize) { try grid.colOf(x: 0) }
        #expect(throws: GridDragError.zeroCellSize) { try grid.rowOf(y: 0) }
        try grid.moveViews(index: 20, translation: Size(width: 20, height: 0))
        try grid.moveViews(index: -1, translation: Size(width: 20, height: 0))
        #expect(grid.draggingCellIndexes.isEmpty)
    }

    @Test func nonFiniteTranslationsChangeNothing() throws {
        var grid = try makeFiveByFourGrid()
        let nan = Size(width: .nan, height: 0)
        #expect(throws: GridDragError.self) { try grid.moveViews(index: 0, translation: nan) }
        #expect(grid.draggingCellIndexes.isEmpty)
        // Two finite translations whose difference overflows to −∞: the second event is refused whole.
        try grid.moveViews(index: 0, translation: Size(width: 1e308, height: 0))
        grid.dragging = true
        let before = grid
        #expect(throws: GridDragError.invalidTranslation(Size(width: -1e308, height: 0))) {
            try grid.moveViews(index: 0, translation: Size(width: -1e308, height: 0))
        }
        #expect(grid == before)
    }

    @Test func errorsDescribeThemselves() {
        #expect(GridDragError.wrongCellCount(expected: 12, found: 11).description
                == "GridDragView needs 12 cells (rows × cols) or fewer plus a factory view; found 11")
        #expect(GridDragError.zeroCellSize.description
                == "GridDragView cannot drag while its cell size is 0; resize the cells first")
    }
}
