import Foundation
import LoupeRender
import LoupeJSON
import Testing

/// GridDragView scenes end to end: scripted drags and resets, persistence, devices and errors, checked in the
/// `layout` report and the store.
///
/// Most scenes use a 200 × 250 pt device at scale 1 with no safe area, so a 5 × 4 grid as the body has cells of
/// 50 pt: slot (row, col) is centred at global (25 + 50·col, 25 + 50·row), and the origin is (−75, −100).
@Suite struct GridDragSceneTests {
    static let renderer = try! LoupeRenderer()
    /// The stored arrangement of a 20-tile board nobody moved: every tile in its own slot.
    static let untouchedStore: [String: [Double]] = ["GridDragView.board": (0..<20).map { Double($0) }]
    static let small = #"{"width": 200, "height": 250, "scale": 1}"#

    func load(_ json: String) throws -> LoadedScene {
        try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
    }

    /// A 5 × 4 factory grid with id `grid` and these interactions.
    func gridScene(_ interactions: String, device: String = small, defaults: String = "{}",
                   extra: String = "") -> String {
        """
        {"device": \(device), "defaults": \(defaults),
         "body": {"id": "grid", "GridDragView": {"rows": 5, "cols": 4, "factory": {"Text": "{index}"}\(extra)}},
         "interactions": \(interactions)}
        """
    }

    /// The `gridDragView` object of the report's first grid.
    func gridReport(_ json: String) throws -> JSONValue {
        let report = try Self.renderer.layoutReport(for: load(json))
        let views = report.member("views")?.arrayValue ?? []
        return try #require(views.compactMap { $0.member("gridDragView") }.first)
    }

    func arrangement(_ grid: JSONValue) -> [[Int]] {
        (grid.member("arrangement")?.arrayValue ?? []).map { ($0.arrayValue ?? []).compactMap { $0.doubleValue.map(Int.init) } }
    }

    func offset(_ grid: JSONValue, _ identity: Int) -> [Double] {
        grid.member("cellOffsets")?.element(identity)?.arrayValue?.compactMap(\.doubleValue) ?? []
    }

    static let home = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15], [16, 17, 18, 19]]

    @Test func aHorizontalDragWrapsTheRowAndAVerticalOneShiftsTheColumn() throws {
        let grid = try gridReport(gridScene("""
            [{"drag": {"target": "grid", "start": [25, 25], "translation": [-60, 0], "steps": 3}},
             {"drag": {"target": "grid", "start": [125, 75], "translation": [0, 110], "steps": 5}}]
            """))
        #expect(grid.member("cellSize")?.doubleValue == 50)
        #expect(grid.member("origin")?.arrayValue?.compactMap(\.doubleValue) == [-75, -100])
        // Row 0 one cell left (cell 0 wraps to the trailing edge); then column 2 (cells 3, 6, 10, 14, 18 after the
        // first drag) 2.2 rows down, which snaps to two.
        #expect(arrangement(grid) == [[1, 2, 14, 0], [4, 5, 18, 7], [8, 9, 3, 11], [12, 13, 6, 15], [16, 17, 10, 19]])
        #expect(offset(grid, 0) == [75, -100])
        #expect(offset(grid, 3) == [25, 0])
        #expect(grid.member("dragging") == .bool(false))
        #expect(grid.member("lockedAxis") == .null)
        #expect(grid.member("mode")?.stringValue == "wrap")
    }

    @Test func theReportListsCellsAtTheirPathsAndMovedFrames() throws {
        let report = try Self.renderer.layoutReport(for: load(gridScene(
            #"[{"drag": {"target": "grid", "start": [25, 25], "translation": [50, 0]}}]"#)))
        let views = report.member("views")?.arrayValue ?? []
        #expect(views.count == 21)
        let cell3 = try #require(views.first { $0.member("path")?.stringValue == "body.factory[3]" })
        #expect(cell3.member("kind")?.stringValue == "Text")
        // Cell 3 wrapped to slot 0; the text "3" is centred on (25, 25).
        let frame = try #require(cell3.member("frame"))
        let width = try #require(frame.member("width")?.doubleValue)
        #expect(abs((frame.member("x")?.doubleValue ?? 0) + width / 2 - 25) < 1e-9)
    }

    @Test func aDragInFlightShowsTheGestureAndPersistsNothing() throws {
        let json = gridScene(#"[{"drag": {"target": "grid", "start": [75, 125], "translation": [0, -35], "steps": 2, "release": false}}]"#,
                             extra: #", "persistenceKey": "board""#)
        let grid = try gridReport(json)
        #expect(grid.member("dragging") == .bool(true))
        #expect(grid.member("lockedAxis")?.stringValue == "vertical")
        // Column 1 up by 35 pt: cell 9 (slot (2, 1)) is at y −35; cell 1 wrapped from −135 to 115.
        #expect(offset(grid, 9) == [-25, -35])
        #expect(offset(grid, 1) == [-25, 115])
        #expect(grid.member("persistenceKey")?.stringValue == "GridDragView.board")
        #expect(Self.renderer.layOut(try load(json)).store.values.isEmpty)
    }

    @Test func dragsOutsideEveryCellOrShorterThanTenPointsDoNothing() throws {
        let json = gridScene("""
            [{"drag": {"target": "grid", "start": [250, 100], "translation": [-60, 0]}},
             {"drag": {"target": "grid", "start": [25, 25], "translation": [9, 0], "steps": 3}}]
            """, extra: #", "persistenceKey": "board""#)
        let laid = Self.renderer.layOut(try load(json))
        #expect(laid.grids.first?.arrangement == Array(0..<20))
        #expect(laid.store.values.isEmpty)
        // 12 pt in 4 steps: only the last event (12 pt) is delivered; the release snaps back and persists.
        let short = Self.renderer.layOut(try load(gridScene(
            #"[{"drag": {"target": "grid", "start": [25, 25], "translation": [12, 0], "steps": 4}}]"#,
            extra: #", "persistenceKey": "board""#)))
        #expect(short.store.values == Self.untouchedStore)
    }

    @Test func aLaterDragReleasesTheOneInFlightAndResetGoesHome() throws {
        let json = gridScene("""
            [{"drag": {"target": "grid", "start": [25, 25], "translation": [40, 0], "release": false}},
             {"drag": {"target": "grid", "start": [25, 75], "translation": [-50, 0]}}]
            """, extra: #", "persistenceKey": "board""#)
        let grid = try gridReport(json)
        // The first drag (0.8 cell) ends as the second begins: row 0 shifts right, then row 1 left.
        #expect(arrangement(grid).prefix(2) == [[3, 0, 1, 2], [5, 6, 7, 4]])
        let reset = gridScene("""
            [{"drag": {"target": "grid", "start": [25, 25], "translation": [40, 0], "release": false}},
             {"reset": {"target": "grid"}}]
            """, extra: #", "persistenceKey": "board""#)
        let laid = Self.renderer.layOut(try load(reset))
        #expect(laid.grids.first?.arrangement == Array(0..<20))
        #expect(laid.grids.first?.isDragging == false)
        #expect(laid.store.values == Self.untouchedStore)
    }

    @Test func theArrangementIsPersistedAndRestoredBySlot() throws {
        let first = Self.renderer.layOut(try load(gridScene(
            #"[{"drag": {"target": "grid", "start": [25, 25], "translation": [-50, 0]}}]"#,
            extra: #", "persistenceKey": "my board""#)))
        let stored = try #require(first.store.values["GridDragView.my_board"])
        let expected: [Double] = [1, 2, 3, 0] + (4..<20).map(Double.init)
        #expect(stored == expected)
        // A second run restores it before its own drag (column 0 down one).
        let defaults = #"{"GridDragView.my_board": [\#(stored.map { String(Int($0)) }.joined(separator: ", "))]}"#
        let second = Self.renderer.layOut(try load(gridScene(
            #"[{"drag": {"target": "grid", "start": [25, 25], "translation": [0, 50]}}]"#,
            defaults: defaults, extra: #", "persistenceKey": "my board""#)))
        #expect(second.grids.first?.arrangement == [16, 2, 3, 0, 1, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12, 17, 18, 19])
        #expect(second.store.values["GridDragView.my_board"]?.prefix(5) == [16, 2, 3, 0, 1])
        // The restored cell frames follow the arrangement: cell 1 stands in slot (0, 0) before the drag, so after
        // it is at slot (1, 0).
        #expect(abs((second.layout.node(path: "body.factory[1]")?.frame.midY ?? 0) - 75) < 1e-9)
    }

    @Test func portraitAndLandscapeShowTheSameArrangementAtTheirOwnCellSizes() throws {
        let stored = "[19, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 0]"
        let defaults = #"{"GridDragView.board": \#(stored)}"#
        func grid(_ device: String) throws -> LaidOutScene {
            Self.renderer.layOut(try load(gridScene("[]", device: "\"\(device)\"", defaults: defaults,
                                                    extra: #", "persistenceKey": "board""#)))
        }
        let portrait = try grid("iPhone 15")
        let landscape = try grid("iPhone 15 landscape")
        #expect(portrait.grids.first?.arrangement == landscape.grids.first?.arrangement)
        #expect(portrait.grids.first?.arrangement?.first == 19)
        #expect(portrait.grids.first?.cellSize == 98.25)     // min(393/4, 759/5)
        #expect(abs((landscape.grids.first?.cellSize ?? 0) - 74.4) < 1e-6)     // min(734/4, 372/5)
        // Cell 19 stands in the top-leading slot of both.
        #expect(abs((portrait.layout.node(path: "body.factory[19]")?.frame.midX ?? 0) - 49.125) < 1e-9)
        let landscapeCell = try #require(landscape.layout.node(path: "body.factory[19]")?.frame)
        #expect(abs(landscapeCell.midX - (59 + 734.0 / 2 - 1.5 * 74.4)) < 1e-5)
        #expect(abs(landscapeCell.midY - (186 - 2 * 74.4)) < 1e-5)
    }

    @Test func aStoredValueThatIsNotAnArrangementIsAnError() throws {
        let bad = gridScene("[]", defaults: #"{"GridDragView.board": [0, 1, 2]}"#, extra: #", "persistenceKey": "board""#)
        #expect(throws: LoupeRenderError.self) { try Self.renderer.layoutReport(for: load(bad)) }
        let badScene = try load(bad)
        do {
            _ = try Self.renderer.render(badScene)
            Issue.record("rendered a scene with a bad stored arrangement")
        } catch {
            #expect(error.description == """
                defaults["GridDragView.board"]: the arrangement of the 5 × 4 GridDragView at body must list each cell \
                identity 0 to 19 once, one per slot; found 3 numbers [0, 1, 2]
                """)
            #expect(error.exitCode == 65)
        }
        let repeated = gridScene("[]", defaults: #"{"GridDragView.board": [\#(Array(repeating: "1", count: 20).joined(separator: ","))]}"#,
                                 extra: #", "persistenceKey": "board""#)
        #expect(throws: LoupeRenderError.self) { try Self.renderer.render(load(repeated)) }
        let keyless = gridScene("[]", extra: #", "persistenceKey": "--""#)
        let keylessScene = try load(keyless)
        do {
            _ = try Self.renderer.layoutReport(for: keylessScene)
            Issue.record("accepted a persistence key with no letters or digits")
        } catch {
            #expect(error.description == #"body.persistenceKey: "--" has no letters or digits, so it makes no store key"#)
        }
        // Without a persistence key the store is not read at all.
        #expect(throws: Never.self) { try Self.renderer.render(load(gridScene("[]", defaults: #"{"GridDragView.board": [1]}"#))) }
    }

    @Test func puzzleTilesMoveOnlyIntoTheGap() throws {
        let json = """
            {"device": {"width": 200, "height": 200, "scale": 1},
             "body": {"id": "p", "GridDragView": {"rows": 4, "cols": 4, "mode": "puzzle", "persistenceKey": "p",
                      "factory": {"Color": "{alternate:red|blue}"}}},
             "interactions": [
               {"drag": {"target": "p", "start": [125, 175], "translation": [40, 0], "steps": 2}},
               {"drag": {"target": "p", "start": [25, 25], "translation": [40, 0]}},
               {"drag": {"target": "p", "start": [125, 125], "translation": [0, 30], "release": false}}]}
            """
        let grid = try gridReport(json)
        // Tile 14 slid right into the gap; tile 0 is not in the gap's row or column; tile 10 is in flight down.
        #expect(arrangement(grid) == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 15, 14]])
        #expect(grid.member("emptyCell")?.doubleValue == 15)
        #expect(grid.member("solved") == .bool(false))
        #expect(grid.member("dragging") == .bool(true))
        #expect(grid.member("lockedAxis")?.stringValue == "vertical")
        #expect(offset(grid, 10) == [25, 55])
        let laid = Self.renderer.layOut(try load(json))
        #expect(laid.store.values["GridDragView.p"] == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14])
        // The gap (identity 15, now at slot (3, 2)) is not drawn: the system background shows through.
        let canvas = try Self.renderer.render(try load(json))
        let gap = canvas.pixel(x: 125, y: 190)   // below tile 10, which covers y 130…180 in flight
        #expect([gap.red, gap.green, gap.blue] == [255, 255, 255])
        let tile = canvas.pixel(x: 175, y: 175)   // tile 14: (3 + 2) is odd → blue
        #expect([tile.red, tile.green, tile.blue] == [0, 122, 255])
    }

    @Test func everyEventIsAMomentOfTheReplay() throws {
        let moments = Self.renderer.layOutEveryEvent(try load(gridScene("""
            [{"drag": {"target": "grid", "start": [25, 25], "translation": [-60, 0], "steps": 3}},
             {"reset": {"target": "grid"}}]
            """)))
        // Before any event, three change events, the end event, the reset.
        #expect(moments.count == 6)
        #expect(moments.map { $0.grids.first?.cellOffsets[1].x } == [-25, -45, -65, -85, -75, -25])
        #expect(moments.map { $0.grids.first?.isDragging } == [false, true, true, true, false, false])
        // The layout follows: cell 1's frame moves with its offset.
        let cell1 = try #require(moments[2].layout.node(path: "body.factory[1]"))
        #expect(abs(cell1.frame.midX - (100 - 65)) < 1e-9)
    }

    @Test func gridsAreRenderedDeterministically() throws {
        let json = gridScene(#"[{"drag": {"target": "grid", "start": [25, 25], "translation": [30, 0], "release": false}}]"#)
        let scene = try load(json)
        #expect(try Self.renderer.pngData(for: scene) == Self.renderer.pngData(for: scene))
    }
}
