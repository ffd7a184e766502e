import LoupeCore
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

@Suite struct GridDragArrangementTests {
    @Test func arrangePutsEachIdentityInItsSlot() throws {
        var grid = try makeFiveByFourGrid()
        try grid.arrange(arrangement(firstRow: [3, 0, 1, 2]))
        #expect(grid.getCurrentOffset(index: 3) == Size(width: -75, height: -100))
        #expect(grid.getCurrentOffset(index: 0) == Size(width: -25, height: -100))
        #expect(grid.arrangement == arrangement(firstRow: [3, 0, 1, 2]))
        // A drag then works on the restored arrangement: the touch at slot 0 finds cell 3.
        #expect(grid.cellIndex(at: Point(x: -75, y: -100)) == 3)
    }

    @Test func arrangeRefusesWhatIsNotAPermutation() throws {
        var grid = try makeFiveByFourGrid()
        let before = grid.cellOffsets
        #expect(throws: GridDragError.invalidArrangement(cellCount: 20)) { try grid.arrange(Array(0..<19)) }
        #expect(throws: GridDragError.invalidArrangement(cellCount: 20)) { try grid.arrange([1] + Array(1..<20)) }
        #expect(throws: GridDragError.invalidArrangement(cellCount: 20)) { try grid.arrange(Array(1...20)) }
        #expect(grid.cellOffsets == before)
        var unsized = try makeFiveByFourGrid(cellSize: 0)
        #expect(throws: GridDragError.zeroCellSize) { try unsized.arrange(Array(0..<20)) }
        #expect(GridDragError.invalidArrangement(cellCount: 20).description
                == "a GridDragView arrangement must list each cell identity 0..<20 exactly once")
        #expect(GridDragModel.isPermutation([2, 0, 1], count: 3))
        #expect(!GridDragModel.isPermutation([2, 0, -1], count: 3))
    }

    @Test func endDragFinishesAGestureLeftInFlight() throws {
        // 2.5 cells in flight leaves cell 1 at −0.5; the end event's zero delta wraps it back, as a release does.
        var grid = try makeFiveByFourGrid()
        try grid.drag(cellIndex: 0, translations: [cells(2.5)], release: false)
        try grid.endDrag(cellIndex: 0)
        #expect(grid.dragging == false)
        #expect(grid.arrangement == arrangement(firstRow: [2, 3, 0, 1]))
        let settled = grid.cellOffsets
        try grid.endDrag(cellIndex: 0)   // nothing in flight: no change
        #expect(grid.cellOffsets == settled)
    }

    @Test func persistedArrangementsAreStoredBySlot() {
        #expect(GridDragPersistence.key(for: "my board!") == "GridDragView.my_board")
        #expect(GridDragPersistence.key(for: "--") == nil)
        #expect(GridDragPersistence.key(for: nil) == nil)
        #expect(GridDragPersistence.storedValue([3, 0, 1, 2]) == [3, 0, 1, 2])
        #expect(GridDragPersistence.arrangement(from: [3, 0, 1, 2], cellCount: 4) == [3, 0, 1, 2])
        #expect(GridDragPersistence.arrangement(from: [3, 0, 1, 2], cellCount: 5) == nil)
        #expect(GridDragPersistence.arrangement(from: [3, 0, 1.5, 2], cellCount: 4) == nil)
        #expect(GridDragPersistence.arrangement(from: [3, 0, 0, 2], cellCount: 4) == nil)
        #expect(GridDragPersistence.arrangement(from: [4, 0, 1, 2], cellCount: 4) == nil)
        var store = OffsetStore(["GridDragView.b": [1, 0], "VisualLayoutGuide.g": [3, 4]])
        #expect(store.numbers(forKey: "GridDragView.b") == [1, 0])
        store.set([2, 0, 1], forKey: "GridDragView.b")
        #expect(store.values["GridDragView.b"] == [2, 0, 1])
        // Offsets are still restored only from two-number arrays.
        #expect(store.offset(forKey: "GridDragView.b") == nil)
        #expect(store.offset(forKey: "VisualLayoutGuide.g") == Size(width: 3, height: 4))
    }
}
