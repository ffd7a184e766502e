import LoupeTestSupport
import LoupeCore
import LoupeScene
import Testing
@testable import LoupeLayout

/// GridDragView's layout: the whole proposal, square cells of `min(w/cols, h/rows)`, each centred on the grid's
/// centre plus its offset.
@Suite struct GridDragLayoutTests {
    /// A 5 × 4 grid of colours with the given modifiers; cell `i` has the id `c<i>`.
    func grid(rows: Int = 5, cols: Int = 4, cells: [ViewNode]? = nil, _ modifiers: Modifier...) -> ViewNode {
        let views = cells ?? (0..<rows * cols).map { ViewNode(.color(.named(.blue)), id: "c\($0)", path: "body.factory[\($0)]") }
        return ViewNode(.gridDragView(GridDragViewSpec(rows: rows, cols: cols, cells: views, hasFactory: true)),
                        id: "grid", modifiers: modifiers, path: "body")
    }

    @Test func cellSizeIsTheDemosAndOneForAZeroSize() {
        #expect(GridDragLayout.cellSize(for: Size(width: 393, height: 759), rows: 5, cols: 4) == 98.25)
        // 74.4 is not a multiple of 2⁻²⁰: the nearest one.
        #expect(GridDragLayout.cellSize(for: Size(width: 734, height: 372), rows: 5, cols: 4) == 78_014_054.0 / 1_048_576)
        #expect(abs(GridDragLayout.cellSize(for: Size(width: 734, height: 372), rows: 5, cols: 4) - 74.4) < 1e-6)
        #expect(GridDragLayout.cellSize(for: Size(width: 0, height: 759), rows: 5, cols: 4) == 1)
        #expect(GridDragLayout.cellSize(for: Size(width: 393, height: 0), rows: 5, cols: 4) == 1)
        #expect(GridDragLayout.cellSize(for: Size(width: .infinity, height: .infinity), rows: 5, cols: 4) == 1)
        #expect(GridDragLayout.homeOffsets(rows: 5, cols: 4, cellSize: 50).prefix(2) ==
                [Point(x: -75, y: -100), Point(x: -25, y: -100)])
    }

    @Test func theGridTakesTheProposalAndCellsStartAtHome() {
        let result = layout(grid())
        #expect(result["grid"].frame == rect(0, 59, 393, 759))
        // cs 98.25, centre (196.5, 438.5), origin (−147.375, −196.5).
        #expect(result["c0"].frame == rect(0, 192.875, 98.25, 98.25))
        #expect(result["c6"].frame == rect(196.5, 291.125, 98.25, 98.25))
        #expect(result["c19"].frame == rect(294.75, 585.875, 98.25, 98.25))
        #expect(result["grid"].children.map(\.view.path).prefix(2) == ["body.factory[0]", "body.factory[1]"])
    }

    @Test func offsetsFromTheStateMoveCellsAndNothingElse() {
        var offsets = GridDragLayout.homeOffsets(rows: 5, cols: 4, cellSize: 98.25)
        offsets[0] = Point(x: -300, y: 10)   // beyond the grid's left edge: nothing clips or resizes
        let state = LayoutState(gridCellOffsets: ["body": offsets])
        let result = LayoutEngine(device: iPhone15, measurer: MonospacedText.body).layout(grid(), state: state)
        #expect(result["grid"].frame == rect(0, 59, 393, 759))
        #expect(result["c0"].frame == rect(-152.625, 399.375, 98.25, 98.25))
        #expect(result["c1"].frame == rect(98.25, 192.875, 98.25, 98.25))
        // An array of the wrong length is ignored: home.
        let wrong = LayoutEngine(device: iPhone15, measurer: MonospacedText.body)
            .layout(grid(), state: LayoutState(gridCellOffsets: ["body": [.zero]]))
        #expect(wrong["c0"].frame == rect(0, 192.875, 98.25, 98.25))
    }

    @Test func smallerCellsAreCentredInTheirSquare() {
        let cells = [text("Huey", id: "huey"), color(.red, id: "red")].enumerated().map { index, view in
            ViewNode(view.kind, id: view.id, path: "body.cells[\(index)]")
        }
        let result = layout(grid(rows: 1, cols: 2, cells: cells, .frame(width: 200, height: 100)))
        // The grid is (96.5, 388.5, 200, 100): cs = min(200/2, 100/1) = 100; the text (29.2 → 29.3333 × 20.3333)
        // sits at the centre of slot 0, (146.5, 438.5).
        #expect(result["grid"].frame == rect(96.5, 388.5, 200, 100))
        #expect(approx(result["huey"].frame, rect(131.8333, 428.3333, 29.3333, 20.3333)))
        #expect(result["red"].frame == rect(196.5, 388.5, 100, 100))
    }

    @Test func neighbouringCellsShareTheirEdgesExactly() {
        // 361 × 727 gives cs 120.333… and edges at half device pixels, where any rounding noise would open a seam.
        let result = layout(grid(rows: 4, cols: 3, .frame(width: 361, height: 727)))
        for row in 0..<4 {
            for col in 0..<3 {
                let cell = result["c\(row * 3 + col)"].frame
                if col < 2 { #expect(cell.maxX == result["c\(row * 3 + col + 1)"].frame.minX) }
                if row < 3 { #expect(cell.maxY == result["c\((row + 1) * 3 + col)"].frame.minY) }
            }
        }
        #expect(abs(result["c0"].frame.minY - 197.8333) < 1e-4)
    }

    @Test func aZeroSizedGridUsesCellsOfOnePoint() {
        let result = layout(grid(rows: 1, cols: 2, .frame(width: 0, height: 50)))
        #expect(result["grid"].frame == rect(196.5, 413.5, 0, 50))
        #expect(result["c0"].frame == rect(195.5, 438, 1, 1))
        #expect(result["c1"].frame == rect(196.5, 438, 1, 1))
    }
}
