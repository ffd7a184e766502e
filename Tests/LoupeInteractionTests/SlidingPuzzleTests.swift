import LoupeCore
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

/// A 4 × 4 fifteen-puzzle at cell size 50 (origin (−75, −75)); tile 15 is the gap, home at the bottom-trailing slot.
@Suite struct SlidingPuzzleTests {
    let down = Size(width: 0, height: 25)
    let up = Size(width: 0, height: -25)

    func fifteen(_ arrangement: [Int]? = nil) throws -> SlidingPuzzleModel {
        try SlidingPuzzleModel(rows: 4, cols: 4, cellSize: 50, arrangement: arrangement)
    }

    @Test func startsSolvedWithTheGapBottomTrailing() throws {
        let puzzle = try fifteen()
        #expect(puzzle.isSolved)
        #expect(puzzle.isSolvable)
        #expect(puzzle.emptyIdentity == 15)
        #expect(puzzle.emptySlot == GridSlot(row: 3, col: 3))
        #expect(puzzle.origin == Point(x: -75, y: -75))
        #expect(puzzle.getCurrentOffset(index: 5) == Size(width: -25, height: -25))
        #expect(puzzle.cellOffsets[15] == Point(x: 75, y: 75))
    }

    @Test func halfACellTowardTheGapMovesATileAndBackSolvesIt() throws {
        var puzzle = try fifteen()
        let movedDown = puzzle.drag(cellIndex: 11, translation: down)
        #expect(movedDown)
        #expect(!puzzle.isSolved)
        #expect(puzzle.emptySlot == GridSlot(row: 2, col: 3))
        #expect(puzzle.arrangement[11] == 15 && puzzle.arrangement[15] == 11)
        #expect(puzzle.getCurrentOffset(index: 11) == Size(width: 75, height: 75))
        #expect(puzzle.getCurrentOffset(index: 15) == Size(width: 75, height: 25))
        let movedBack = puzzle.drag(cellIndex: 11, translation: up)
        #expect(movedBack)
        #expect(puzzle.isSolved)
    }

    @Test func illegalDragsMoveNothing() throws {
        var puzzle = try fifteen()
        let refused: [(cell: Int, translation: Size)] = [
            (11, Size(width: 0, height: 24.9)),     // short of half a cell
            (11, Size(width: 0, height: -40)),      // away from the gap
            (11, Size(width: 40, height: 0)),       // across the gap's column
            (0, Size(width: 200, height: 200)),     // the gap is in neither its row nor its column
            (15, Size(width: 0, height: 25)),       // the gap itself
            (16, Size(width: 0, height: 25)),       // no such cell
            (14, Size(width: .nan, height: 0)),
        ]
        for (cell, translation) in refused {
            let moved = puzzle.drag(cellIndex: cell, translation: translation)
            #expect(!moved, "cell \(cell) dragged by \(translation)")
        }
        #expect(puzzle.isSolved)
        // Only the component toward the gap counts: a diagonal drag with 30 pt downward moves tile 11.
        #expect(puzzle.canMove(cellIndex: 11, translation: Size(width: -30, height: 30)))
    }

    @Test func aDragAcrossSeveralTilesSlidesThemAll() throws {
        var puzzle = try fifteen()
        let slidRow = puzzle.drag(cellIndex: 12, translation: Size(width: 30, height: 0))
        #expect(slidRow)
        #expect(Array(puzzle.arrangement[12...]) == [15, 12, 13, 14])
        #expect(puzzle.emptySlot == GridSlot(row: 3, col: 0))
        #expect(puzzle.getCurrentOffset(index: 12) == Size(width: -25, height: 75))
        #expect(puzzle.getCurrentOffset(index: 14) == Size(width: 75, height: 75))
        let slidColumn = puzzle.drag(cellIndex: 0, translation: Size(width: 0, height: 100))
        #expect(slidColumn)
        #expect(puzzle.arrangement == [15, 1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 12, 13, 14])
        #expect(puzzle.isSolvable)
        #expect(!puzzle.isSolved)
    }

    @Test func swappingTwoTilesIsUnsolvable() throws {
        let swapped = try fifteen([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 13, 15])
        #expect(!swapped.isSolved)
        #expect(!swapped.isSolvable)
        // The gap one slot from home with an odd permutation is solvable (one move away).
        let oneAway = try fifteen([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14])
        #expect(oneAway.isSolvable)
    }

    @Test func aSingleRowKeepsItsTileOrder() throws {
        var line = try SlidingPuzzleModel(rows: 1, cols: 3, cellSize: 50, arrangement: [0, 2, 1])
        #expect(line.isSolvable)
        let moved = line.drag(cellIndex: 1, translation: Size(width: -25, height: 0))
        #expect(moved)
        #expect(line.isSolved)
        let crossed = try SlidingPuzzleModel(rows: 1, cols: 3, cellSize: 50, arrangement: [1, 0, 2])
        #expect(!crossed.isSolvable)
    }

    @Test func theGapCanBeAnyIdentity() throws {
        var puzzle = try SlidingPuzzleModel(rows: 2, cols: 2, cellSize: 10, emptyIdentity: 0)
        #expect(puzzle.emptySlot == GridSlot(row: 0, col: 0))
        let moved = puzzle.drag(cellIndex: 1, translation: Size(width: -5, height: 0))
        #expect(moved)
        #expect(puzzle.arrangement == [1, 0, 2, 3])
        #expect(puzzle.isSolvable)
    }

    @Test func touchesFindTilesButNotTheGap() throws {
        var puzzle = try fifteen()
        #expect(puzzle.cellIndex(at: Point(x: -75, y: -75)) == 0)
        #expect(puzzle.cellIndex(at: Point(x: 75, y: 75)) == nil)
        #expect(puzzle.cellIndex(at: Point(x: 101, y: 0)) == nil)
        let touched = puzzle.drag(startingAt: Point(x: 80, y: 30), translation: down)
        #expect(touched == 11)
        #expect(puzzle.emptySlot == GridSlot(row: 2, col: 3))
        let touchedGap = puzzle.drag(startingAt: Point(x: 80, y: 30), translation: down)   // now the gap
        #expect(touchedGap == nil)
    }

    @Test func resizingKeepsTheArrangement() throws {
        var puzzle = try fifteen()
        puzzle.drag(cellIndex: 11, translation: down)
        try puzzle.resizeCells(newCellSize: 30)
        #expect(puzzle.getCurrentOffset(index: 11) == Size(width: 45, height: 45))
        #expect(puzzle.emptySlot == GridSlot(row: 2, col: 3))
        #expect(throws: SlidingPuzzleError.invalidCellSize(0)) { try puzzle.resizeCells(newCellSize: 0) }
    }

    @Test func invalidConfigurationsThrow() {
        #expect(throws: SlidingPuzzleError.emptySlotOutOfRange(identity: 16, cellCount: 16)) {
            try SlidingPuzzleModel(rows: 4, cols: 4, cellSize: 50, emptyIdentity: 16)
        }
        #expect(throws: SlidingPuzzleError.emptySlotOutOfRange(identity: -1, cellCount: 16)) {
            try SlidingPuzzleModel(rows: 4, cols: 4, cellSize: 50, emptyIdentity: -1)
        }
        #expect(throws: SlidingPuzzleError.invalidDimensions(rows: 1, cols: 1)) {
            try SlidingPuzzleModel(rows: 1, cols: 1, cellSize: 50)
        }
        #expect(throws: SlidingPuzzleError.invalidDimensions(rows: 0, cols: 4)) {
            try SlidingPuzzleModel(rows: 0, cols: 4, cellSize: 50)
        }
        #expect(throws: SlidingPuzzleError.tooManyCells(rows: 5000, cols: 5000, limit: 1_000_000)) {
            try SlidingPuzzleModel(rows: 5000, cols: 5000, cellSize: 50)
        }
        #expect(throws: SlidingPuzzleError.invalidCellSize(0)) {
            try SlidingPuzzleModel(rows: 4, cols: 4, cellSize: 0)
        }
        #expect(throws: SlidingPuzzleError.wrongArrangementCount(expected: 16, found: 15)) {
            try SlidingPuzzleModel(rows: 4, cols: 4, cellSize: 50, arrangement: Array(0..<15))
        }
        #expect(throws: SlidingPuzzleError.notAPermutation(identity: 3)) {
            try SlidingPuzzleModel(rows: 2, cols: 2, cellSize: 50, arrangement: [0, 3, 2, 3])
        }
        #expect(throws: SlidingPuzzleError.notAPermutation(identity: 4)) {
            try SlidingPuzzleModel(rows: 2, cols: 2, cellSize: 50, arrangement: [0, 1, 2, 4])
        }
        #expect(SlidingPuzzleError.emptySlotOutOfRange(identity: 16, cellCount: 16).description
                == "the empty slot 16 is outside the puzzle's slots 0..<16")
    }
}
