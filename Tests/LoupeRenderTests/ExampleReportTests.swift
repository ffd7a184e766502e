import Foundation
import LoupeRender
import Testing

/// The bundled DraggablePositionView and GridDragView examples and Loupe's DraggablePositionView preview: the numbers
/// and strings their `layout` report gives, each worked out by hand from the scene (iPhone 15: 393×852, safe area
/// 59/0/34/0, so the safe area's centre is (196.5, 438.5)).
@Suite struct ExampleReportTests {
    static let renderer = try! LoupeRenderer()

    func example(_ name: String) throws -> LaidOutScene {
        Self.renderer.layOut(try Self.renderer.loadBundledExample(named: name))
    }

    func tracker(_ laid: LaidOutScene, _ id: String) throws -> PositionViewReport {
        try #require(laid.positionViews.first { $0.id == id })
    }

    func grid(_ laid: LaidOutScene) throws -> GridDragReport { try #require(laid.grids.first) }

    // MARK: - DraggablePositionView

    @Test func draggable() throws {
        let laid = try example("position-draggable")
        // 15×15 centred: origin (189, 431); dragged by (−80, −150) and released.
        let dragMe = try tracker(laid, "drag-me")
        #expect(dragMe.geometry.position == Point(x: 109, y: 281))
        #expect(dragMe.geometry.coordinateLine == "x: 109.0  y: 281.0")
        #expect(dragMe.geometry.name == "Drag Me")
        // 44×44 centred: origin (174.5, 416.5), start (0, 200), a (60, −40) drag still in flight.
        let tap = try tracker(laid, "tap-target")
        #expect(tap.geometry.manualOffset == Size(width: 60, height: -40))
        #expect(tap.geometry.coordinateLine == "x: 234.5  y: 576.5")
        #expect(laid.store.values.isEmpty)
    }

    @Test func persistent() throws {
        let laid = try example("position-persistent")
        // Restored (60, 120) plus a (100, 50) drag, at the safe area's top-leading corner (0, 59).
        #expect(try tracker(laid, "persistent").geometry.coordinateLine == "x: 160.0  y: 229.0")
        // Point A has nothing stored: its drag alone, below 400 pt of padding (y 459). Point B is restored only.
        #expect(try tracker(laid, "point-a").geometry.coordinateLine == "x: 40.0  y: 519.0")
        #expect(try tracker(laid, "point-b").geometry.coordinateLine == "x: 150.0  y: 499.0")
        #expect(try tracker(laid, "point-a").persistenceKey == "my-app-tracking.point_a")
        #expect(laid.store.values == ["debug.tracker_1": [160, 170], "my-app-tracking.point_a": [40, 60],
                                      "my-app-tracking.point_b": [150, 40]])
    }

    @Test func corners() throws {
        let laid = try example("position-corners")
        // A 200×150 colour centred at (96.5, 363.5); 10-pt-wide full-height trackers at its leading and trailing edges.
        let topLeading = try tracker(laid, "tl"), bottomTrailing = try tracker(laid, "br")
        #expect(topLeading.geometry.layoutFrame == Rect(x: 96.5, y: 363.5, width: 10, height: 150))
        #expect(bottomTrailing.geometry.layoutFrame == Rect(x: 286.5, y: 363.5, width: 10, height: 150))
        #expect(bottomTrailing.geometry.coordinateLine == "x: 286.5  y: 363.5")
    }

    @Test func scroll() throws {
        let laid = try example("position-scroll")
        // Rows are 20.33 + 2·16 = 52.33 pt with 8 pt between: three rows put the tracker 181 pt down the content,
        // scrolled 60 pt: global y 59 + 181 − 60 = 180; in the ScrollView's own space ("scroll") 121.
        let content = try tracker(laid, "scroll-content")
        #expect(content.coordinateSpace == #"named("scroll")"#)
        // x (196.5 − 10) / 2 = 93.25, an exact tie that `%.1f` rounds to even.
        #expect(content.geometry.coordinateLine == "x: 93.2  y: 121.0")
        #expect(abs(content.geometry.layoutFrame.minY - 180) < 1e-9)
        // Twenty rows (1206.67 pt) scrolled 476: y 789.67, low enough on a phone to flip the label above.
        let position = try tracker(laid, "scroll-position")
        #expect(abs(position.geometry.position.y - (59 + 20 * (20 + 1.0 / 3 + 32) + 20 * 8 - 476)) < 1e-9)
        #expect(position.geometry.placement.flipped)
    }

    @Test func withGuide() throws {
        let laid = try example("position-with-guide")
        // A local tracker shows only its offset: the (90, −120) drag.
        let center = try tracker(laid, "center")
        #expect(center.geometry.coordinateLine == "x: 90.0  y: -120.0")
        #expect(center.geometry.layoutFrame == Rect(x: 191.5, y: 59, width: 10, height: 759))
        #expect(laid.guides.count == 1)
    }

    @Test func smartPositioning() throws {
        let laid = try example("position-smart-positioning")
        // The flip rule compares the top in the chosen space, plus 1.5 label heights and 8 pt, with the screen's
        // 852 pt: local trackers (y 0) never flip; a global one at y 808 does, one at y 59 does not.
        #expect(try tracker(laid, "top").geometry.placement.flipped == false)
        #expect(try tracker(laid, "bottom-local").geometry.placement.flipped == false)
        let bottom = try tracker(laid, "bottom-global"), top = try tracker(laid, "top-global")
        #expect(bottom.geometry.placement.flipped)
        #expect(top.geometry.placement.flipped == false)
        // Label 45.67 tall: flipped, its bottom is H/2 + 8 above the view's bottom (818); else its top 8 below.
        let height = bottom.geometry.labelFrame.height
        #expect(abs(bottom.geometry.labelFrame.maxY - (818 - height / 2 - 8)) < 1e-9)
        #expect(abs(top.geometry.labelFrame.minY - (69 + 8)) < 1e-9)
        #expect(bottom.geometry.coordinateLine == "x: 200.5  y: 808.0")
    }

    @Test func testingSpaces() throws {
        let laid = try example("position-testing-spaces")
        // Both fill the reader (0, 59, 393×759); the global one is offset 20 pt right, counted once.
        #expect(try tracker(laid, "local").geometry.coordinateLine == "x: 0.0  y: 0.0")
        #expect(try tracker(laid, "global").geometry.coordinateLine == "x: 20.0  y: 59.0")
    }

    @Test func animation() throws {
        let laid = try example("position-animation")
        // A 10-pt-wide full-height tracker offset 200 pt down: global (191.5, 259); its label 8 pt below its bottom.
        let animated = try tracker(laid, "animated")
        #expect(animated.geometry.coordinateLine == "x: 191.5  y: 259.0")
        #expect(abs(animated.geometry.labelFrame.minY - (259 + 759 + 8)) < 1e-9)
    }

    @Test func preview() throws {
        let laid = try example("preview-position")
        // Loupe's preview: "Drag Me", 15 pt wide and full height at the top-leading corner, persisted as demo.Drag_Me.
        // The whole preview ignores the safe area, so the tracker spans the screen, and its label (8 pt below the
        // view, never flipped in the local space) starts below it, at 852 + 8.
        let dragMe = try tracker(laid, "drag-me")
        #expect(dragMe.persistenceKey == "demo.Drag_Me")
        #expect(dragMe.geometry.layoutFrame == Rect(x: 0, y: 0, width: 15, height: 852))
        #expect(abs(dragMe.geometry.labelFrame.minY - 860) < 1e-9)
        #expect(dragMe.geometry.coordinateLine == "x: 0.0  y: 0.0")
        // The label is centred on the 15-pt view, so it hangs off the leading edge.
        #expect(abs(dragMe.geometry.labelFrame.midX - 7.5) < 1e-9)
    }

    // MARK: - GridDragView

    @Test func factoryDemo() throws {
        let laid = try example("grid-drag-factory")
        let report = try grid(laid)
        // 361 pt wide for 4 columns: 90.25-pt cells. Row 0 dragged 1.33 cells left snaps one slot left (wrapping
        // cell 0 round to the end); column 2 dragged 1.05 cells down shifts one slot down (cell 18 wraps to the top).
        #expect(report.cellSize == 90.25)
        #expect(report.arrangementRows == [[1, 2, 18, 0], [4, 5, 3, 7], [8, 9, 6, 11], [12, 13, 10, 15], [16, 17, 14, 19]])
        #expect(report.isDragging == false)
    }

    @Test func cellsDark() throws {
        let report = try grid(try example("grid-drag-cells-dark"))
        // 4 × 3 in 361 × 727: 120.33-pt cells. Row 0 one slot right, then column 0 one slot up.
        #expect(abs(report.cellSize - 361.0 / 3) < 1e-6)  // frames snap to thirds of a point
        #expect(report.arrangementRows == [[3, 0, 1], [6, 4, 5], [9, 7, 8], [2, 10, 11]])
    }

    @Test func inFlight() throws {
        let report = try grid(try example("grid-drag-in-flight"))
        // Column 2 held 200 pt (1.66 cells) down: the model has already moved the column, the gesture locks vertical.
        #expect(report.isDragging)
        #expect(report.lockedAxis == .vertical)
        #expect(report.arrangementRows == [[0, 1, 8], [3, 4, 11], [6, 7, 2], [9, 10, 5]])
        // Cell 2 (home: top-right) rides 200 pt below its home centre (−180.5): 19.5.
        #expect(abs(report.cellOffsets[2].y - 19.5) < 1e-6)
    }

    @Test func storeOnPortraitAndLandscape() throws {
        let portrait = try grid(try example("grid-drag-store-portrait"))
        let landscape = try grid(try example("grid-drag-store-landscape"))
        // The same stored arrangement at 361/4 = 90.25 pt on the portrait phone and 340/5 = 68 pt on its side.
        #expect(portrait.cellSize == 90.25)
        #expect(landscape.cellSize == 68)
        #expect(portrait.arrangement == [1, 2, 18, 0, 4, 5, 3, 7, 8, 9, 6, 11, 12, 13, 10, 15, 16, 17, 14, 19])
        #expect(landscape.arrangement == portrait.arrangement)
        #expect(landscape.persistenceKey == "GridDragView.board")
    }

    @Test func puzzle() throws {
        let laid = try example("grid-drag-puzzle")
        let report = try grid(laid)
        // Tile 15 (the gap, bottom-right) moves as tiles slide into it: 14 right, then 10 down; 9 is held 40 pt
        // toward the gap, pushing 8 along with it as a real 15-puzzle row slides.
        #expect(report.emptyIdentity == 15)
        #expect(report.arrangementRows == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 15, 11], [12, 13, 10, 14]])
        #expect(report.isSolved == false)
        #expect(report.isDragging)
        #expect(report.lockedAxis == .horizontal)
        #expect(report.cellOffsets[9].x == -45.125 + 40)
        #expect(report.cellOffsets[8].x == -135.375 + 40)
    }
}
