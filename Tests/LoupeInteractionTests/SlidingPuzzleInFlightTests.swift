import LoupeCore
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

/// The 4 × 4 puzzle at cell size 50 (origin (−75, −75)) with the gap, identity 15, bottom-trailing.
@Suite struct SlidingPuzzleInFlightTests {
    @Test func tilesBetweenTheDraggedOneAndTheGapFollowTheDragByAtMostACell() throws {
        let puzzle = try SlidingPuzzleModel(rows: 4, cols: 4, cellSize: 50)
        let offsets = puzzle.offsets(dragging: 12, translation: Size(width: 20, height: 7))
        // Row 3: tiles 12, 13 and 14 move 20 pt right; the vertical component is ignored.
        #expect(offsets[12] == Point(x: -55, y: 75))
        #expect(offsets[13] == Point(x: -5, y: 75))
        #expect(offsets[14] == Point(x: 45, y: 75))
        #expect(offsets[11] == puzzle.cellOffsets[11])
        let far = puzzle.offsets(dragging: 14, translation: Size(width: 80, height: 0))
        #expect(far[14] == Point(x: 75, y: 75))   // clamped to one cell
        let up = puzzle.offsets(dragging: 3, translation: Size(width: 0, height: 30))
        #expect(up[3] == Point(x: 75, y: -45) && up[11] == Point(x: 75, y: 55))
        #expect(puzzle.slideAxis(cellIndex: 12) == .horizontal)
        #expect(puzzle.slideAxis(cellIndex: 3) == .vertical)
        #expect(puzzle.slideAxis(cellIndex: 0) == nil)
        #expect(puzzle.slideAxis(cellIndex: 15) == nil)
    }

    @Test func dragsAwayFromTheGapOrOffItsLineMoveNothing() throws {
        let puzzle = try SlidingPuzzleModel(rows: 4, cols: 4, cellSize: 50)
        #expect(puzzle.offsets(dragging: 14, translation: Size(width: -30, height: 0)) == puzzle.cellOffsets)
        #expect(puzzle.offsets(dragging: 0, translation: Size(width: 30, height: 30)) == puzzle.cellOffsets)
        #expect(puzzle.offsets(dragging: 15, translation: Size(width: -30, height: 0)) == puzzle.cellOffsets)
        #expect(puzzle.offsets(dragging: 99, translation: Size(width: 30, height: 0)) == puzzle.cellOffsets)
        #expect(puzzle.offsets(dragging: 14, translation: Size(width: .nan, height: 0)) == puzzle.cellOffsets)
    }

    @Test func resetSolvesThePuzzle() throws {
        var puzzle = try SlidingPuzzleModel(rows: 4, cols: 4, cellSize: 50)
        puzzle.drag(cellIndex: 12, translation: Size(width: 30, height: 0))
        #expect(!puzzle.isSolved)
        puzzle.reset()
        #expect(puzzle.isSolved)
        #expect(puzzle.emptySlot == GridSlot(row: 3, col: 3))
        #expect(puzzle.getCurrentOffset(index: 12) == Size(width: -75, height: 75))
    }
}
