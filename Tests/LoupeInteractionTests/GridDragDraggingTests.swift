import LoupeCore
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

/// Scripted gestures on the 5 × 4 grid at cell size 50; positions below are in cells from the origin.
@Suite struct GridDragDraggingTests {
    @Test func oneCellRightShiftsTheRowCyclically() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(1)])
        #expect(grid.arrangement == arrangement(firstRow: [3, 0, 1, 2]))
        #expect(grid.getCurrentOffset(index: 3) == Size(width: -75, height: -100))
        #expect(grid.getCurrentOffset(index: 0) == Size(width: -25, height: -100))
        #expect(grid.isHorizontal)
        #expect(grid.draggingCellIndexes == [0, 1, 2, 3])
        #expect(grid.dragging == false)
    }

    @Test func manySmallEventsEndWhereOneLargeOneDoes() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 2, translations: stride(from: 10.0, through: 50, by: 10).map { Size(width: $0, height: 0) })
        #expect(grid.arrangement == arrangement(firstRow: [3, 0, 1, 2]))
    }

    @Test func oneCellLeftShiftsTheOtherWay() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(-1)])
        #expect(grid.arrangement == arrangement(firstRow: [1, 2, 3, 0]))
    }

    @Test func dragsRoundToTheNearestWholeCell() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(2.4)])
        #expect(grid.arrangement == arrangement(firstRow: [2, 3, 0, 1]))
        grid.resetCellOffsets()
        try grid.drag(cellIndex: 0, translations: [cells(2.6)])
        #expect(grid.arrangement == arrangement(firstRow: [1, 2, 3, 0]))
        grid.resetCellOffsets()
        try grid.drag(cellIndex: 0, translations: [cells(0.48)])
        #expect(grid.arrangement == Array(0..<20))
    }

    @Test func twoAndAHalfCellsShiftByTwo() throws {
        // The change event leaves cell 1 at −0.5 (3.5 wrapped); the release event's zero delta wraps it back to 3.5.
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(2.5)], release: false)
        #expect(grid.getCurrentOffset(index: 1).width == -100)
        #expect(grid.dragging)
        grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(2.5)])
        #expect(grid.arrangement == arrangement(firstRow: [2, 3, 0, 1]))
    }

    @Test func exactlyHalfACellDependsOnHowManyEventsWrapTheEdgeCell() throws {
        // A cell exactly half a cell past an edge wraps on every event (−0.5 ↔ 3.5), so the parity of the events
        // decides the direction: one change event plus the release leaves the row in place; two shift it.
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(0.5)], release: false)
        #expect(grid.getCurrentOffset(index: 3).width == -100)
        #expect(grid.arrangement == nil)   // cells 2 and 3 both round to column 3
        grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(0.5)])
        #expect(grid.arrangement == Array(0..<20))
        grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(0.5), cells(0.5)])
        #expect(grid.arrangement == arrangement(firstRow: [3, 0, 1, 2]))
        grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(-0.5)])
        #expect(grid.arrangement == Array(0..<20))
    }

    @Test func aTieIsVerticalAndMovesTheColumn() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [Size(width: 30, height: 30)])
        #expect(grid.isHorizontal == false)
        #expect(grid.draggingCellIndexes == [0, 4, 8, 12, 16])
        #expect(grid.arrangement == [16, 1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12, 17, 18, 19])
        // The other axis is untouched.
        #expect(grid.getCurrentOffset(index: 16) == Size(width: -75, height: -100))
        #expect(grid.getCurrentOffset(index: 0) == Size(width: -75, height: -50))
    }

    @Test func theAxisIsLockedOnTheFirstDeliveredEvent() throws {
        // With SwiftUI's 10-pt minimum, (3, 8) is not delivered and (60, 8) locks the gesture horizontally.
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [Size(width: 3, height: 8), Size(width: 60, height: 8)])
        #expect(grid.isHorizontal)
        #expect(grid.arrangement == arrangement(firstRow: [3, 0, 1, 2]))
        // With Loupe's 1-pt minimum, (3, 8) locks it vertically and the 60-pt sweep moves nothing.
        grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [Size(width: 3, height: 8), Size(width: 60, height: 8)],
                      minimumDistance: 1)
        #expect(grid.isHorizontal == false)
        #expect(grid.arrangement == Array(0..<20))
    }

    @Test func aGestureThatNeverReachesTheMinimumDistanceDoesNothing() throws {
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [Size(width: 5, height: 0), Size(width: 9.9, height: 0)])
        #expect(grid.draggingCellIndexes.isEmpty)
        #expect(grid.cellOffsets == (try makeFiveByFourGrid()).cellOffsets)
    }

    @Test func aHugeSingleDeltaWrapsOnlyOncePerEvent() throws {
        // +10 cells: each cell wraps once (−4) to columns 6…9, outside the grid.
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(10)], release: false)
        #expect((0..<4).map { grid.getCurrentOffset(index: $0).width } == [225, 275, 325, 375])
        #expect(grid.arrangement == arrangement(firstRow: [2, 3, 0, 1]))   // counted modulo the grid
        // Released after that one event, the end event wraps once more (columns 2…5) and the rank-based snap
        // restores the home order, not the 10 mod 4 = 2 shift.
        grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(10)])
        #expect(grid.arrangement == Array(0..<20))
        // Each further event at the same translation wraps the stragglers once more: one more change event brings
        // columns 2…5 to 2, 3, 0, 1 before the release, and the snap keeps that 2-cell shift.
        grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(10), cells(10)])
        #expect(grid.arrangement == arrangement(firstRow: [2, 3, 0, 1]))
    }

    @Test func wrapDragMovesByOneGridLengthAtMost() throws {
        var grid = try makeFiveByFourGrid()
        // Vertical (the default axis): 900 is row 20, wrapped once by 5 rows × 50 to 650 (row 15).
        #expect(grid.wrapDrag(value: -100, delta: 1000) == 650)
        #expect(grid.wrapDrag(value: -100, delta: -30) == 120)   // row −0.6 → −1 wraps to 4.4
        #expect(grid.wrapDrag(value: -100, delta: -24) == -124)  // row −0.48 → 0 stays
        try grid.moveViews(index: 0, translation: Size(width: 1, height: 0))
        #expect(grid.isHorizontal)
        #expect(grid.wrapDrag(value: 75, delta: 25) == -100)     // column 4 wraps to 0 − 0.5
    }

    @Test func moveViewsLeavesDraggingToTheCaller() throws {
        var grid = try makeFiveByFourGrid()
        try grid.moveViews(index: 5, translation: Size(width: 0, height: 20))
        #expect(grid.dragging == false)
        #expect(grid.lastDragTranslation == Size(width: 0, height: 20))
        // Still not dragging: the next event re-decides the axis and the cells (row 1 this time).
        try grid.moveViews(index: 5, translation: Size(width: 40, height: 20))
        #expect(grid.isHorizontal)
        #expect(grid.draggingCellIndexes == [4, 5, 6, 7])
        #expect(grid.getCurrentOffset(index: 5).width == 15)
    }

    @Test func snapBeforeAnyDragIsANoOp() throws {
        var grid = try makeFiveByFourGrid()
        grid.snapToGrid()
        #expect(grid.cellOffsets == (try makeFiveByFourGrid()).cellOffsets)
    }

    @Test func aDragStartingAtAPointMovesTheCellUnderIt() throws {
        var grid = try makeFiveByFourGrid()
        let touched = try grid.drag(startingAt: Point(x: 30, y: 60), translations: [Size(width: 0, height: -50)])
        #expect(touched == 14)   // row 3, column 2
        #expect(grid.arrangement == [0, 1, 6, 3, 4, 5, 10, 7, 8, 9, 14, 11, 12, 13, 18, 15, 16, 17, 2, 19])
        #expect(try grid.drag(startingAt: Point(x: 500, y: 0), translations: [cells(1)]) == nil)
    }
}
