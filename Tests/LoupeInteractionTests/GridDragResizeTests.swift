import LoupeCore
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

@Suite struct GridDragResizeTests {
    @Test func resizingFiftyToThirtyKeepsThePermutation() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(1)])
        try grid.resizeCells(newCellSize: 30)
        #expect(grid.cellSize == 30)
        #expect(grid.origin == Point(x: -45, y: -60))
        #expect(grid.arrangement == arrangement(firstRow: [3, 0, 1, 2]))
        #expect(grid.getCurrentOffset(index: 3) == Size(width: -45, height: -60))
        #expect(grid.getCurrentOffset(index: 0) == Size(width: -15, height: -60))
        #expect(grid.getCurrentOffset(index: 19) == Size(width: 45, height: 60))
    }

    @Test func resizingFromZeroRebuildsTheHomeArrangement() throws {
        var grid = try makeFiveByFourGrid(cellSize: 0)
        #expect(grid.cellOffsets.allSatisfy { $0 == .zero })
        #expect(grid.arrangement == nil)
        try grid.resizeCells(newCellSize: 40)
        #expect(grid.origin == Point(x: -60, y: -80))
        #expect(grid.getCurrentOffset(index: 0) == Size(width: -60, height: -80))
        #expect(grid.getCurrentOffset(index: 19) == Size(width: 60, height: 80))
        #expect(grid.arrangement == Array(0..<20))
    }

    @Test func resizingThroughZeroLosesThePermutation() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(1)])
        try grid.resizeCells(newCellSize: 0)
        #expect(grid.cellOffsets.allSatisfy { $0 == .zero })
        try grid.resizeCells(newCellSize: 40)
        #expect(grid.arrangement == Array(0..<20))
    }

    @Test func theSameSizeKeepsMidDragOffsets() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [Size(width: 20, height: 0)], release: false)
        try grid.resizeCells(newCellSize: 50)
        #expect(grid.getCurrentOffset(index: 0) == Size(width: -55, height: -100))
    }

    @Test func aNewSizeSnapsMidDragCellsToTheirNearestSlot() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [Size(width: 20, height: 0)], release: false)
        try grid.resizeCells(newCellSize: 40)
        #expect(grid.getCurrentOffset(index: 0) == Size(width: -60, height: -80))
        grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(0.75)], release: false)
        try grid.resizeCells(newCellSize: 10)
        // Cell 0 at column 0.75 rounds to 1; cell 3 (3.75, wrapped to −0.25) rounds to 0.
        #expect(grid.origin == Point(x: -15, y: -20))
        #expect(grid.getCurrentOffset(index: 0) == Size(width: -5, height: -20))
        #expect(grid.getCurrentOffset(index: 3) == Size(width: -15, height: -20))
    }
}
