import LoupeCore
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

@Suite struct GridDragModelTests {
    @Test func fiveByFourAtFiftyHasItsOriginAtMinus75Minus100() throws {
        let grid = try makeFiveByFourGrid()
        #expect(grid.origin == Point(x: -75, y: -100))
        #expect(grid.cellCount == 20)
        #expect(grid.cellOffsets.count == 20)
        // Identity row·cols + col: cell 6 is row 1, column 2.
        #expect(grid.identity(row: 1, col: 2) == 6)
        #expect(grid.homeSlot(ofIdentity: 6) == GridSlot(row: 1, col: 2))
        #expect(grid.getCurrentOffset(index: 6) == Size(width: 25, height: -50))
        #expect(grid.getCurrentOffset(index: 19) == Size(width: 75, height: 100))
        #expect(grid.arrangement == Array(0..<20))
        #expect(grid.dragging == false)
        #expect(grid.draggingCellIndexes.isEmpty)
    }

    @Test func offsetOutsideTheGridIsTheOrigin() throws {
        let grid = try makeFiveByFourGrid()
        #expect(grid.getCurrentOffset(index: 20) == Size(width: -75, height: -100))
        #expect(grid.getCurrentOffset(index: -1) == Size(width: -75, height: -100))
    }

    @Test func columnsAndRowsRoundHalfAwayFromZero() throws {
        let grid = try makeFiveByFourGrid()
        #expect(try grid.colOf(x: -75) == 0)
        #expect(try grid.colOf(x: -100) == -1)   // −0.5 → −1
        #expect(try grid.colOf(x: -50) == 1)     // 0.5 → 1
        #expect(try grid.colOf(x: 100) == 4)     // 3.5 → 4
        #expect(try grid.colOf(x: 99) == 3)      // 3.48 → 3
        #expect(try grid.rowOf(y: -124) == 0)    // −0.48 → −0
        #expect(try grid.rowOf(y: -125) == -1)   // −0.5 → −1
        #expect(try grid.rowOf(y: 125) == 5)     // 4.5 → 5
        #expect(try grid.colOf(x: 1e300) == Int.max)
    }

    @Test func cellContentTakesExplicitCellsFirstThenTheFactory() throws {
        let grid = try GridDragModel(rows: 5, cols: 4, cellSize: 50,
                                     cellSource: GridCellSource(cellCount: 5, hasFactory: true))
        #expect(grid.cellContent(row: 0, col: 3) == .cell(3))
        #expect(grid.cellContent(row: 1, col: 0) == .cell(4))
        #expect(grid.cellContent(row: 1, col: 1) == .factory(row: 1, col: 1))
        #expect(grid.cellContent(row: 4, col: 3) == .factory(row: 4, col: 3))
        #expect(grid.cellContent(row: 0, col: 4) == nil)
        #expect(grid.cellContent(row: 5, col: 0) == nil)
        let explicit = try GridDragModel(rows: 2, cols: 2, cellSize: 10, cellSource: .cells(4))
        #expect(explicit.cellContent(row: 1, col: 1) == .cell(3))
    }

    @Test func hitTestingFindsTheFrontmostCellUnderAPoint() throws {
        var grid = try makeFiveByFourGrid()
        #expect(grid.cellIndex(at: Point(x: -75, y: -100)) == 0)
        #expect(grid.cellIndex(at: Point(x: -100, y: -125)) == 0)   // top-left corner is inside
        #expect(grid.cellIndex(at: Point(x: -50, y: -100)) == 1)    // a shared edge belongs to the right cell
        #expect(grid.cellIndex(at: Point(x: 99.9, y: 0)) == 11)
        #expect(grid.cellIndex(at: Point(x: 100, y: 0)) == nil)     // the grid spans x −100…100
        #expect(grid.cellIndex(at: Point(x: 0, y: 125)) == nil)
        try grid.drag(cellIndex: 0, translations: [cells(1)])
        #expect(grid.cellIndex(at: Point(x: -75, y: -100)) == 3)
    }

    @Test func resetRestoresTheHomeArrangement() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(1)])
        #expect(grid.arrangement != Array(0..<20))
        grid.resetCellOffsets()
        #expect(grid.arrangement == Array(0..<20))
        #expect(grid.getCurrentOffset(index: 3) == Size(width: 75, height: -100))
    }
}
