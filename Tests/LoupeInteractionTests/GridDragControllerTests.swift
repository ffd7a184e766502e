import LoupeCore
import LoupeScene
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

/// The controller over a 5 × 4 factory grid (wrap) and a 4 × 4 puzzle, both at cell size 50.
@Suite struct GridDragControllerTests {
    func spec(rows: Int = 5, cols: Int = 4, mode: GridDragViewSpec.Mode = .wrap) -> GridDragViewSpec {
        GridDragViewSpec(rows: rows, cols: cols, cells: [], explicitCellCount: nil, hasFactory: true, mode: mode)
    }

    func path(_ translation: Size, steps: Int) -> [Size] {
        (1...steps).map { Size(width: translation.width * Double($0) / Double(steps),
                               height: translation.height * Double($0) / Double(steps)) }
    }

    @Test func aReleasedDragShiftsTheTouchedRow() throws {
        var grid = try GridDragController(spec: spec(), cellSize: 50)
        #expect(grid.origin == Point(x: -75, y: -100) && grid.cellSize == 50)
        let ended = try grid.drag(startingAt: Point(x: -70, y: -90), translations: path(Size(width: -60, height: 5), steps: 3),
                                  release: true)
        #expect(ended)
        #expect(grid.arrangement == [1, 2, 3, 0] + Array(4..<20))
        #expect(!grid.isDragging && grid.lockedAxis == nil)
    }

    @Test func aDragInFlightReportsItsAxisAndEndsBeforeTheNextOne() throws {
        var grid = try GridDragController(spec: spec(), cellSize: 50)
        let ended = try grid.drag(startingAt: Point(x: 30, y: 60), translations: path(Size(width: 0, height: 30), steps: 2),
                                  release: false)
        #expect(!ended)
        #expect(grid.isDragging && grid.lockedAxis == .vertical && grid.touchedCell == 14)
        #expect(grid.cellOffsets[14] == Point(x: 25, y: 80))
        // The next touch lifts the first finger: its end event snaps column 2 one row down.
        let endedFirst = try grid.drag(startingAt: Point(x: 500, y: 0), translations: [Size(width: 50, height: 0)],
                                       release: true)
        #expect(endedFirst)
        #expect(!grid.isDragging)
        #expect(grid.arrangement == [0, 1, 18, 3, 4, 5, 2, 7, 8, 9, 6, 11, 12, 13, 10, 15, 16, 17, 14, 19])
    }

    @Test func shortDragsAndMissedTouchesDoNothing() throws {
        var grid = try GridDragController(spec: spec(), cellSize: 50)
        let home = grid.cellOffsets
        #expect(try grid.drag(startingAt: .zero, translations: path(Size(width: 9, height: 0), steps: 3), release: true) == false)
        #expect(try grid.drag(startingAt: Point(x: 100, y: 0), translations: [Size(width: 60, height: 0)], release: true) == false)
        #expect(try grid.drag(startingAt: .zero, translations: [], release: true) == false)
        #expect(grid.cellOffsets == home)
    }

    @Test func resetEndsTheGestureAndGoesHome() throws {
        var grid = try GridDragController(spec: spec(), cellSize: 50)
        try grid.arrange([19] + Array(1..<19) + [0])
        try grid.drag(startingAt: Point(x: -75, y: -100), translations: [Size(width: 40, height: 0)], release: false)
        try grid.reset()
        #expect(!grid.isDragging)
        #expect(grid.arrangement == Array(0..<20))
        #expect(grid.cellOffsets == GridDragLayoutHome.offsets)
    }

    @Test func puzzleTilesSlideIntoTheGapOnRelease() throws {
        var puzzle = try GridDragController(spec: spec(rows: 4, cols: 4, mode: .puzzle), cellSize: 50)
        #expect(puzzle.emptyIdentity == 15 && puzzle.isSolved == true)
        // Tile 14 (row 3, column 2) dragged 20 pt toward the gap: in flight it follows; released short of half a
        // cell it stays.
        try puzzle.drag(startingAt: Point(x: 25, y: 75), translations: path(Size(width: 20, height: 0), steps: 2),
                        release: false)
        #expect(puzzle.isDragging && puzzle.lockedAxis == .horizontal)
        #expect(puzzle.cellOffsets[14] == Point(x: 45, y: 75))
        #expect(puzzle.arrangement == Array(0..<16))
        try puzzle.endGesture()
        #expect(puzzle.cellOffsets[14] == Point(x: 25, y: 75))
        // 30 pt is past half a cell: the tile moves into the gap.
        let ended = try puzzle.drag(startingAt: Point(x: 25, y: 75), translations: [Size(width: 30, height: 0)],
                                    release: true)
        #expect(ended)
        #expect(puzzle.arrangement == Array(0..<14) + [15, 14])
        #expect(puzzle.isSolved == false)
        // The gap takes no touch.
        #expect(try puzzle.drag(startingAt: Point(x: 25, y: 75), translations: [Size(width: -30, height: 0)],
                                release: true) == false)
        try puzzle.arrange([15] + Array(0..<15))
        #expect(puzzle.arrangement?.first == 15)
        #expect(throws: GridDragError.invalidArrangement(cellCount: 16)) { try puzzle.arrange(Array(0..<15)) }
        try puzzle.reset()
        #expect(puzzle.isSolved == true)
    }

    @Test func reportsGroupTheArrangementByRow() throws {
        var grid = try GridDragController(spec: spec(rows: 2, cols: 3), cellSize: 10)
        try grid.arrange([2, 0, 1, 3, 4, 5])
        let report = GridDragReport(path: "body", id: "g", controller: grid, persistenceKey: "GridDragView.k")
        #expect(report.arrangementRows == [[2, 0, 1], [3, 4, 5]])
        #expect(report.rows == 2 && report.cols == 3 && report.mode == .wrap && report.emptyIdentity == nil)
        #expect(report.origin == Point(x: -10, y: -5))
    }
}

/// The 5 × 4 grid's home offsets at cell size 50.
enum GridDragLayoutHome {
    static let offsets: [Point] = (0..<20).map { Point(x: -75 + Double($0 % 4) * 50, y: -100 + Double($0 / 4) * 50) }
}
