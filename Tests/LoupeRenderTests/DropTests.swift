import Foundation
import LoupeRaster
import LoupeRender
import LoupeJSON
import Testing

/// Drops replayed against `onDrop` targets (`docs/interactions.md#drops`): hit testing, the space of the location, the
/// report and the picture. Scenes are on an iPhone 15 (@3x, safe area 59/0/34/0) unless they say otherwise.
@Suite struct DropTests {
    static let renderer = try! LoupeRenderer()

    func laidOut(_ json: String) throws -> LaidOutScene {
        Self.renderer.layOut(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
    }

    func report(_ json: String) throws -> JSONValue {
        try Self.renderer.layoutReport(for: Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
    }

    func targetLabels(_ laid: LaidOutScene) -> [String?] { laid.drops.map { $0.target?.label } }

    // MARK: - The coordinate-spaces example

    @Test func dropsReachTheSpacesSwiftUIReports() throws {
        let report = try Self.renderer.layoutReport(for: Self.renderer.loadBundledExample(named: "coordinate-spaces"))
        let drops = report.member("drops")?.arrayValue ?? []
        #expect(drops.count == 3)
        let scroll = "ScrollView body.content[1].content[1].content[0]"
        // Orange: just inside its top edge, yet y is 29: the ScrollView's space (the Spacer(20) and a gap of 8 above).
        #expect(drops[0].member("interaction")?.stringValue == "interactions[0]")
        #expect(drops[0].member("at") == .array([.number(620), .number(336)]))
        #expect(drops[0].member("target")?.member("label")?.stringValue == "orange")
        #expect(drops[0].member("target")?.member("id")?.stringValue == "orange")
        #expect(drops[0].member("target")?.member("path")?.stringValue == "body.content[1].content[1].content[0].content[0].content[1]")
        #expect(drops[0].member("space")?.stringValue == scroll)
        #expect(drops[0].member("location") == .array([.number(23), .number(29)]))
        // Green: coordinateSpace wraps its onDrop, so y is 1, just below green's own top.
        #expect(drops[1].member("target")?.member("label")?.stringValue == "green")
        #expect(drops[1].member("space")?.stringValue == #"coordinateSpace "green""#)
        #expect(drops[1].member("location") == .array([.number(173), .number(1)]))
        // Red: its "red" space is inside its onDrop, so the ScrollView's again.
        #expect(drops[2].member("target")?.member("label")?.stringValue == "red")
        #expect(drops[2].member("target")?.member("modifierIndex")?.doubleValue == 2)
        #expect(drops[2].member("space")?.stringValue == scroll)
        #expect(drops[2].member("location") == .array([.number(283), .number(65)]))

        let laid = Self.renderer.layOut(try Self.renderer.loadBundledExample(named: "coordinate-spaces"))
        #expect(laid.drops.map(\.message) == ["performing orange, location: (23.0, 29.0)",
                                              "performing green, location: (173.0, 1.0)",
                                              "performing red, location: (283.0, 65.0)"])
    }

    @Test func seedTextsInTheReport() throws {
        let report = try Self.renderer.layoutReport(for: Self.renderer.loadBundledExample(named: "coordinate-spaces"))
        let texts = (report.member("views")?.arrayValue ?? []).compactMap { view -> String? in
            guard view.member("kind")?.stringValue == "Text" else { return nil }
            return view.member("text")?.stringValue
        }
        #expect(texts == ["white: 0.0, 0.0", "geometry reader: 0.0, 0.0", "purple: 100.0, 0.0", "pink: 100.0, 92.0",
                          "text: 297.0, 307.0", "blue: 297.0, 307.0", "random: 297.0, 307.0"])
    }

    // MARK: - Hit testing

    @Test func aMissHasANullTarget() throws {
        let json = #"{"body": {"Color": "red", "modifiers": [{"frame": {"width": 50, "height": 50}}, {"onDrop": "a"}]}, "interactions": [{"drop": {"at": [5, 5]}}]}"#
        let laid = try laidOut(json)
        #expect(laid.drops.count == 1)
        #expect(laid.drops[0].target == nil)
        #expect(laid.drops[0].message == "no drop target at (5.0, 5.0)")
        let drop = try report(json).member("drops")?.element(0)
        #expect(drop?.member("target") == .null)
        #expect(drop?.member("space") == .null)
        #expect(drop?.member("location") == .null)
        #expect(drop?.member("at") == .array([.number(5), .number(5)]))
    }

    @Test func aSceneWithoutDropsReportsAnEmptyList() throws {
        let drops = try report(#"{"body": {"Color": "red"}}"#).member("drops")
        #expect(drops == .array([]))
    }

    @Test func theTopmostTargetWins() throws {
        // Back fills the safe area (0, 59, 393, 759); front is 100×100 in its middle (146.5, 388.5).
        let laid = try laidOut(#"""
            {"body": {"ZStack": [
              {"Color": "blue", "modifiers": [{"onDrop": "back"}]},
              {"Color": "red", "modifiers": [{"frame": {"width": 100, "height": 100}}, {"onDrop": "front"}]}
            ]}, "interactions": [{"drop": {"at": [196.5, 438.5]}}, {"drop": {"at": [20, 100]}}, {"drop": {"at": [146.5, 388.5]}}]}
            """#)
        #expect(targetLabels(laid) == ["front", "back", "front"])
        // No coordinateSpace and no ScrollView: the locations are global.
        #expect(laid.drops[0].target?.space == .global)
        #expect(laid.drops[1].target?.location == Point(x: 20, y: 100))
    }

    @Test func anInnerOnDropWinsOverAnOuterOneOnTheSameView() throws {
        // inner wraps the 100×100 colour at (146.5, 388.5); outer wraps it padded by 20.
        let laid = try laidOut(#"""
            {"body": {"Color": "red", "modifiers": [{"frame": {"width": 100, "height": 100}}, {"onDrop": "inner"},
              {"padding": 20}, {"onDrop": "outer"}, {"coordinateSpace": "card"}]},
             "interactions": [{"drop": {"at": [150, 400]}}, {"drop": {"at": [130, 400]}}, {"drop": {"at": [120, 400]}}]}
            """#)
        #expect(targetLabels(laid) == ["inner", "outer", nil])
        // Both find "card", outside them both; its origin is the padded frame's (126.5, 368.5).
        #expect(laid.drops[0].target?.location == Point(x: 23.5, y: 31.5))
        #expect(laid.drops[1].target?.location == Point(x: 3.5, y: 31.5))
    }

    @Test func layersStackAroundTheirHost() throws {
        // Host 100×100 at (146.5, 388.5) with onDrop (1); a full-size layer with its own onDrop at modifier 2.
        func winner(_ layer: String) throws -> String? {
            let laid = try laidOut(#"""
                {"body": {"Color": "red", "modifiers": [{"frame": {"width": 100, "height": 100}}, {"onDrop": "host"},
                  {"\#(layer)": {"Color": "blue", "modifiers": [{"onDrop": "layer"}]}}]},
                 "interactions": [{"drop": {"at": [196.5, 438.5]}}]}
                """#)
            return laid.drops[0].target?.label
        }
        #expect(try winner("background") == "host")
        #expect(try winner("overlay") == "layer")
    }

    @Test func aScrollViewClipsItsTargets() throws {
        // A 200×100 ScrollView at (96.5, 388.5); rows of 80 with gaps of 8 at content y 0, 88, 176.
        let laid = try laidOut(#"""
            {"body": {"ScrollView": [
              {"Color": "red", "modifiers": [{"frame": {"height": 80}}, {"onDrop": "first"}]},
              {"Color": "green", "modifiers": [{"frame": {"height": 80}}, {"onDrop": "second"}]},
              {"Color": "blue", "modifiers": [{"frame": {"height": 80}}, {"onDrop": "third"}]}
            ], "modifiers": [{"frame": {"width": 200, "height": 100}}]},
             "interactions": [{"drop": {"at": [150, 480]}}, {"drop": {"at": [150, 600]}}, {"drop": {"at": [150, 400]}}]}
            """#)
        #expect(laid.layout.node(path: "body.content[2]")?.frame == Rect(x: 96.5, y: 564.5, width: 200, height: 80))
        // The third row contains (150, 600) but lies below the visible 100 pt.
        #expect(targetLabels(laid) == ["second", nil, "first"])
        #expect(laid.drops[0].target?.space == .scrollView(path: "body", origin: Point(x: 96.5, y: 388.5)))
        #expect(laid.drops[0].target?.location == Point(x: 53.5, y: 91.5))
    }

    // MARK: - The picture

    @Test func eachDropIsMarkedAndLabelled() throws {
        let json = #"""
            {"body": {"Color": "#0000FF", "modifiers": [{"onDrop": "blue"}]},
             "interactions": [{"drop": {"at": [100, 300]}}, {"drop": {"at": [110, 310]}}]}
            """#
        let laid = try laidOut(json)
        let canvas = try Self.renderer.render(Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        func pixel(_ x: Double, _ y: Double) -> [UInt8] {
            let p = canvas.pixel(x: Int(x * 3), y: Int(y * 3))
            return [p.red, p.green, p.blue]
        }
        // The ring: a black centre dot, white inside, a black edge 1.5 pt wide at radius 3.5…5.
        #expect(pixel(100, 300) == [0, 0, 0])
        #expect(pixel(102.5, 300) == [255, 255, 255])
        #expect(pixel(104.5, 300) == [0, 0, 0])
        #expect(pixel(106, 300) == [0, 0, 255])
        // Labels: 8 pt below the point, the second moved below the first (4 pt apart), both the same height.
        let frames = laid.dropLabelFrames
        #expect(frames.count == 2)
        #expect(frames[0].minY == 308)
        #expect(frames[1].minY == frames[0].maxY + 4)
        #expect(frames[0].height == frames[1].height)
        // caption2 (11 pt: one line is 13.127 pt, 13.333 ceiled at @3x) padded 6 above and below.
        #expect(abs(frames[0].height - (13 + 1.0 / 3 + 12)) < 1e-9)
        // Inside the first label's padding: the light material over blue is no longer blue.
        let material = pixel(frames[0].minX + 14, frames[0].minY + 2)
        #expect(material[0] > 150 && material[1] > 150)
        // A 1-pt leader joins the second point to its label, below the first label.
        #expect(pixel(110, frames[0].maxY + 2) != [0, 0, 255])
        #expect(pixel(112, frames[0].maxY + 2) == [0, 0, 255])
    }

    @Test func borderIsAnInsetStrokeOverTheView() throws {
        let canvas = try Self.renderer.render(Self.renderer.loadScene(json: Array(#"""
            {"body": {"Color": "#00FF00", "modifiers": [{"frame": {"width": 100, "height": 100}},
              {"border": {"color": "#FF0000", "width": 2}}, {"padding": 10}, {"border": "#0000FF"}]}}
            """#.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        func pixel(_ x: Double, _ y: Double) -> [UInt8] {
            let p = canvas.pixel(x: Int(x * 3), y: Int(y * 3))
            return [p.red, p.green, p.blue]
        }
        // The colour is at (146.5, 388.5), drawn from 146.667 (snapped at @3x); the padded box at (136.5, 378.5),
        // 120×120, drawn from 136.667.
        #expect(pixel(146.7, 438) == [255, 0, 0])
        #expect(pixel(148.5, 438) == [255, 0, 0])
        #expect(pixel(148.7, 438) == [0, 255, 0])
        #expect(pixel(146.5, 438) == [255, 255, 255])
        #expect(pixel(246.5, 438) == [255, 0, 0])
        // The default width is 1, around the padded box; no layout change (the colour stayed 100 wide).
        #expect(pixel(136.7, 438) == [0, 0, 255])
        #expect(pixel(137.7, 438) == [255, 255, 255])
        #expect(pixel(136.5, 438) == [255, 255, 255])
    }

    @Test func aGeometryTextIsDrawnResolved() throws {
        let laid = try laidOut(#"""
            {"body": {"GeometryReader": [{"Text": {"string": "w: {width}", "frameIn": "local"}}], "modifiers": [{"frame": {"width": 120, "height": 40}}]}}
            """#)
        let runs = laid.displayList.commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.string }
            return nil
        }
        #expect(runs == ["w: 120.0"])
    }
}
