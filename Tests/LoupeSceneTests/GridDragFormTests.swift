import LoupeCore
import Testing
@testable import LoupeScene

/// `GridDragView` in scenes: cells, factory instances and their paths, and every error the original stops on.
@Suite struct GridDragFormTests {
    func grid(_ json: String) throws -> GridDragViewSpec {
        guard case .gridDragView(let spec) = try decodeBody(json).kind else {
            Issue.record("not a GridDragView: \(json)")
            return GridDragViewSpec(rows: 0, cols: 0, cells: [])
        }
        return spec
    }

    @Test func explicitCellsKeepTheirPaths() throws {
        let spec = try grid(#"{"GridDragView": {"rows": 1, "cols": 3, "cells": [{"Color": "red"}, {"Text": "Huey"}, {"Circle": {}}]}}"#)
        #expect(spec.rows == 1 && spec.cols == 3 && spec.cellCount == 3)
        #expect(spec.cells.map(\.path) == ["body.cells[0]", "body.cells[1]", "body.cells[2]"])
        #expect(spec.cells[1].kind == .text(TextContent("Huey")))
        #expect(spec.explicitCellCount == 3 && !spec.hasFactory)
        #expect(spec.mode == .wrap && spec.emptyIdentity == nil && spec.persistenceKey == nil)
        #expect(try decodeBody(#"{"GridDragView": {"rows": 1, "cols": 1, "cells": [{"Color": "red"}]}}"#).kindName
                == "GridDragView")
    }

    @Test func theFactoryMakesTheRestWithItsPlaceholdersFilledIn() throws {
        let spec = try grid("""
            {"GridDragView": {"rows": 2, "cols": 3, "cells": [{"Color": "red"}],
             "factory": {"Text": "{row} {col} #{index} n{number} {alternate:a|b|c} {x}"}}}
            """)
        #expect(spec.cells.count == 6)
        #expect(spec.explicitCellCount == 1 && spec.hasFactory)
        #expect(spec.cells.map(\.path) == ["body.cells[0]", "body.factory[1]", "body.factory[2]", "body.factory[3]",
                                           "body.factory[4]", "body.factory[5]"])
        let strings = spec.cells.dropFirst().map { cell -> String in
            if case .text(let content) = cell.kind { return content.string }
            return ""
        }
        // (row + col) mod 3 picks the alternate: identities 1…5 are (0,1), (0,2), (1,0), (1,1), (1,2).
        #expect(strings == ["0 1 #1 n2 b {x}", "0 2 #2 n3 c {x}", "1 0 #3 n4 b {x}", "1 1 #4 n5 c {x}",
                            "1 2 #5 n6 a {x}"])
    }

    @Test func factoryColoursAndNestedPathsFollowTheInstance() throws {
        let spec = try grid("""
            {"GridDragView": {"rows": 1, "cols": 2, "factory": {"ZStack": [{"Color": "{alternate:red|blue}"}],
             "modifiers": [{"overlay": {"Text": "{col}"}}]}}}
            """)
        #expect(spec.explicitCellCount == nil)
        #expect(spec.cells[1].kind.children.map(\.path) == ["body.factory[1].content[0]"])
        #expect(spec.cells.map { $0.kind.children.first?.kind } == [.color(.named(.red)), .color(.named(.blue))])
        #expect(spec.cells[1].modifiers == [.overlay(alignment: .center, content: .view(
            ViewNode(.text(TextContent("1")), path: "body.factory[1].modifiers[0].overlay")))])
    }

    @Test func aNestedGridFillsInItsOwnFactory() throws {
        let spec = try grid("""
            {"GridDragView": {"rows": 1, "cols": 2, "factory": {"GridDragView": {"rows": 1, "cols": 2,
             "cells": [{"Text": "outer {col}"}], "factory": {"Text": "inner {col}"}}}}}
            """)
        guard case .gridDragView(let inner) = spec.cells[1].kind else { Issue.record("no nested grid"); return }
        #expect(inner.cells.map(\.path) == ["body.factory[1].cells[0]", "body.factory[1].factory[1]"])
        #expect(inner.cells.map(\.kind) == [.text(TextContent("outer 1")), .text(TextContent("inner 1"))])
    }

    @Test func modeAndPersistenceKey() throws {
        let spec = try grid(#"{"GridDragView": {"rows": 4, "cols": 4, "factory": {"Color": "red"}, "mode": "puzzle", "persistenceKey": "board"}}"#)
        #expect(spec.mode == .puzzle && spec.emptyIdentity == 15)
        #expect(spec.persistenceKey == "board")
        #expect(bodyError(#"{"GridDragView": {"rows": 1, "cols": 1, "factory": {"Color": "red"}, "mode": "puzzle"}}"#)
                == "body.mode: a puzzle needs at least 2 cells, one tile and the empty slot; this grid has 1")
        #expect(bodyError(#"{"GridDragView": {"rows": 2, "cols": 2, "factory": {"Color": "red"}, "mode": "slide"}}"#)
                == #"body.mode: expected one of wrap, puzzle, found "slide""#)
    }

    @Test func theOriginalsFatalErrorsAreErrorsNamingThePlace() {
        #expect(bodyError(#"{"GridDragView": {"rows": 2, "cols": 2}}"#) == """
            body: GridDragView needs "cells" or a "factory" view, and has neither (the original stops with \
            fatalError("One of viewFactory or cells MUST be non-nil!!"))
            """)
        #expect(bodyError(#"{"GridDragView": {"rows": 1, "cols": 2, "cells": [{"Color": "red"}]}}"#) == """
            body.cells: 1 cell for a 1 × 2 grid of 2 slots, and no "factory" view to make the other 1 (the original \
            stops with fatalError("Number of cells MUST equal rows x cols!!"))
            """)
        #expect(bodyError(#"{"GridDragView": {"rows": 1, "cols": 1, "cells": [{"Color": "red"}, {"Color": "blue"}], "factory": {"Color": "red"}}}"#)
                == "body.cells: 2 cells for a 1 × 1 grid; it holds at most rows × cols = 1")
        #expect(bodyError(#"{"ZStack": [{"GridDragView": {"rows": 2, "cols": 2, "cells": []}}]}"#)?
                    .hasPrefix("body.content[0].cells: 0 cells for a 2 × 2 grid of 4 slots") == true)
    }

    @Test func limitsAndParameterErrors() {
        #expect(bodyError(#"{"GridDragView": {"rows": 0, "cols": 2, "factory": {"Color": "red"}}}"#)
                == "body.rows: expected an integer from 1 to 100, found 0")
        #expect(bodyError(#"{"GridDragView": {"rows": 2, "cols": 101, "factory": {"Color": "red"}}}"#)
                == "body.cols: expected an integer from 1 to 100, found 101")
        #expect(bodyError(#"{"GridDragView": {"rows": 2.5, "cols": 2, "factory": {"Color": "red"}}}"#)
                == "body.rows: expected an integer from 1 to 100, found 2.5")
        #expect(bodyError(#"{"GridDragView": {"rows": 40, "cols": 30, "factory": {"Color": "red"}}}"#)
                == "body: a 40 × 30 GridDragView has 1200 cells; the limit is 1000")
        #expect(bodyError(#"{"GridDragView": {"cols": 2, "factory": {"Color": "red"}}}"#)
                == #"body: missing key "rows" in GridDragView"#)
        #expect(bodyError(#"{"GridDragView": {"rows": 2, "cols": 2, "factory": {"Color": "red"}, "size": 3}}"#)
                == "body.size: unknown key; expected one of rows, cols, cells, factory, mode, persistenceKey")
        #expect(bodyError(#"{"GridDragView": {"rows": 2, "cols": 2, "cells": {"Color": "red"}}}"#)
                == "body.cells: expected an array of views, found an object")
        #expect(bodyError(#"{"GridDragView": {"rows": 2, "cols": 2, "factory": {"Colour": "red"}}}"#)?
                    .hasPrefix("body.factory.Colour: unknown key; expected a view kind") == true)
        #expect(bodyError(#"{"GridDragView": {"rows": 1, "cols": 1, "cells": [{"Color": "rouge"}]}}"#)?
                    .hasPrefix("body.cells[0].Color: ") == true)
        #expect(bodyError(#"{"GridDragView": {"rows": 1, "cols": 2, "factory": {"Color": "{alternate:red|rouge}"}}}"#)?
                    .hasPrefix("body.factory[1].Color: ") == true)
    }

    @Test func idsAreRefusedInsideAFactory() {
        #expect(bodyError(#"{"GridDragView": {"rows": 2, "cols": 2, "factory": {"id": "cell", "Color": "red"}}}"#) == """
            body.factory.id: a GridDragView factory is repeated for many cells, so an id inside it would name several \
            views; give ids to explicit cells instead
            """)
        #expect(bodyError(#"{"GridDragView": {"rows": 1, "cols": 1, "cells": [{"id": "cell", "Color": "red"}]}}"#) == nil)
    }

    @Test func factoryInstancesCountTowardTheViewLimit() {
        // 1000 instances of 11 views each: 11 000 views.
        let eleven = #"{"ZStack": [\#(Array(repeating: #"{"Color": "red"}"#, count: 10).joined(separator: ", "))]}"#
        #expect(bodyError(#"{"GridDragView": {"rows": 10, "cols": 100, "factory": \#(eleven)}}"#) == """
            body.factory: the factory makes 1000 cells of 11 views each, which takes the scene past 10000 views, the limit
            """)
        // 1000 instances of 9 views each fit, with the grid itself: 9 001 views.
        let nine = #"{"ZStack": [\#(Array(repeating: #"{"Color": "red"}"#, count: 8).joined(separator: ", "))]}"#
        #expect(bodyError(#"{"GridDragView": {"rows": 10, "cols": 100, "factory": \#(nine)}}"#) == nil)
    }

    @Test func resetInteractionsAndGridDragsNeedAGridAndAStart() throws {
        let body = #"{"ZStack": [{"id": "grid", "GridDragView": {"rows": 2, "cols": 2, "factory": {"Color": "red"}}}, {"id": "c", "Color": "blue"}]}"#
        let scene = try decodeScene(#"{"body": \#(body), "interactions": [{"reset": {"target": "grid"}}, {"drag": {"target": "grid", "start": [1, 2], "translation": [30, 0], "release": false}}]}"#)
        #expect(scene.interactions == [
            .reset(ResetInteraction(target: "grid", path: "interactions[0]")),
            .drag(DragInteraction(target: "grid", start: Point(x: 1, y: 2), translation: Size(width: 30, height: 0),
                                  release: false, path: "interactions[1]")),
        ])
        #expect(sceneError(#"{"body": \#(body), "interactions": [{"reset": {"target": "c"}}]}"#)
                == "interactions[0].reset.target: body.content[1] is a Color; reset applies to a GridDragView")
        #expect(sceneError(#"{"body": \#(body), "interactions": [{"reset": {"target": "nope"}}]}"#)
                == #"interactions[0].reset.target: no view has id "nope""#)
        #expect(sceneError(#"{"body": \#(body), "interactions": [{"reset": {"target": "grid", "animated": true}}]}"#)
                == "interactions[0].reset.animated: unknown key; expected one of target")
        #expect(sceneError(#"{"body": \#(body), "interactions": [{"drag": {"target": "grid", "translation": [30, 0]}}]}"#) == """
            interactions[0].drag: missing key "start": a drag on a GridDragView needs the point where the finger goes \
            down, [x, y] in global points, to find the cell it moves
            """)
        #expect(sceneError(#"{"body": \#(body), "interactions": [{"drag": {"target": "c", "translation": [30, 0]}}]}"#) == nil)
        #expect(sceneError(#"{"body": \#(body), "interactions": [{"tap": {"target": "c"}}]}"#)
                == "interactions[0].tap: unknown interaction; expected drag, reset or drop")
    }

    @Test func defaultsKeepArraysOfAnyLength() throws {
        let scene = try decodeScene(#"{"body": {"Color": "red"}, "defaults": {"GridDragView.board": [3, 0, 1, 2], "a.b": [1, 2], "c.d": []}}"#)
        #expect(scene.defaults == ["GridDragView.board": [3, 0, 1, 2], "a.b": [1, 2], "c.d": []])
        let long = Array(repeating: "0", count: 1001).joined(separator: ",")
        #expect(sceneError(#"{"body": {"Color": "red"}, "defaults": {"GridDragView.board": [\#(long)]}}"#)
                == #"defaults["GridDragView.board"]: 1001 numbers; the limit is 1000"#)
        #expect(sceneError(#"{"body": {"Color": "red"}, "defaults": {"a.b": [1, 2e7]}}"#)
                == #"defaults["a.b"][1]: 20000000 is out of range; values are limited to ±1000000"#)
    }
}
