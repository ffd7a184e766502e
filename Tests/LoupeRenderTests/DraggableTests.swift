import Foundation
import LoupeRender
import Testing

/// The `draggable` modifier (`docs/interactions.md#the-draggable-modifier`): a committed offset plus a transient one, a
/// while-dragging style.
@Suite struct DraggableTests {
    static let renderer = try! LoupeRenderer()

    func laidOut(_ interactions: String) throws -> LaidOutScene {
        let json = """
            {"body": {"ZStack": {"content": [
              {"id": "star", "Circle": {}, "modifiers": [
                {"frame": {"width": 100, "height": 100}},
                {"draggable": {"whileDragging": {"foregroundStyle": "pink"}}},
                {"foregroundStyle": "yellow"}]}]}},
             "interactions": \(interactions)}
            """
        return Self.renderer.layOut(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
    }

    func star(_ laid: LaidOutScene) throws -> LayoutNode { try #require(laid.layout.node(id: "star")) }

    @Test func releasedDragsAccumulate() throws {
        let laid = try laidOut(#"[{"drag": {"target": "star", "translation": [30, 40], "steps": 3}}, {"drag": {"target": "star", "translation": [-10, 0]}}]"#)
        #expect(try star(laid).frame.origin == Point(x: 146.5 + 20, y: 388.5 + 40))
        #expect(laid.state.layoutState.draggables["body.content[0]"] == DraggableState(committed: Size(width: 20, height: 40)))
        #expect(try star(laid).environment.foregroundStyle == .named(.yellow))
    }

    @Test func heldDragShowsTransientOffsetAndStyle() throws {
        let laid = try laidOut(#"[{"drag": {"target": "star", "translation": [30, 40]}}, {"drag": {"target": "star", "translation": [0, 50], "release": false}}]"#)
        let drag = try #require(laid.state.layoutState.draggables["body.content[0]"])
        #expect(drag.committed == Size(width: 30, height: 40))
        #expect(drag.translation == Size(width: 0, height: 50))
        #expect(drag.isDragging)
        #expect(try star(laid).frame.origin == Point(x: 176.5, y: 478.5))
        #expect(try star(laid).environment.foregroundStyle == .named(.pink))
    }

    @Test func dragsShorterThanTenPointsNeverStart() throws {
        let laid = try laidOut(#"[{"drag": {"target": "star", "translation": [6, 6]}}]"#)
        #expect(try star(laid).frame.origin == Point(x: 146.5, y: 388.5))
    }

    @Test func aDragMustStartOnTheView() throws {
        let laid = try laidOut(#"[{"drag": {"target": "star", "start": [20, 100], "translation": [50, 0]}}]"#)
        #expect(try star(laid).frame.origin == Point(x: 146.5, y: 388.5))
    }

    @Test func twoDraggablesOnOneViewAreAnError() throws {
        let json = #"{"body": {"Color": "red", "modifiers": [{"draggable": true}, {"draggable": {}}]}}"#
        let error = try #require(throws: LoupeRenderError.self) {
            try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        }
        #expect(error.description.hasPrefix("scene.json: body.modifiers[1]") || error.description.contains("body.modifiers[1]"))
    }
}

/// The StarView drag example as `Examples/Scenes/star-view.json` writes it: texts in the overlay read the drag.
@Suite struct StarViewTests {
    static let renderer = try! LoupeRenderer()

    /// The example's StarView with other interactions.
    func starView(_ interactions: String) throws -> LaidOutScene {
        let json = """
            {"body": {"id": "star", "Image": {"systemName": "star.circle.fill"}, "modifiers": [
               {"font": {"size": 100}}, {"border": "secondary"},
               {"overlay": {"VStack": {"alignment": "leading", "content": [
                 {"Text": {"string": "drag: {translation}", "readsDrag": true}, "modifiers": [{"fixedSize": true}]},
                 {"Text": {"string": "view: {committed}", "readsDrag": true}, "modifiers": [{"fixedSize": true}]},
                 {"Text": {"string": "drag + view: {offset}", "readsDrag": true}, "modifiers": [{"fixedSize": true}]}]},
                 "modifiers": [{"foregroundStyle": "secondary"}, {"offset": {"y": -110}}]}},
               {"draggable": {"whileDragging": {"foregroundStyle": "pink"}}}, {"foregroundStyle": "yellow"}]},
             "interactions": \(interactions)}
            """
        return Self.renderer.layOut(try Self.renderer.loadScene(json: Array(json.utf8),
                                                                baseDirectory: URL(fileURLWithPath: "/tmp")))
    }

    func texts(_ laid: LaidOutScene) -> [String] { laid.layout.nodes.compactMap(\.text) }

    @Test func atRestEveryOffsetIsZero() throws {
        let laid = try starView("[]")
        #expect(texts(laid) == ["drag: (0.0, 0.0)", "view: (0.0, 0.0)", "drag + view: (0.0, 0.0)"])
        // A 100-pt symbol is one line of its font tall and wide, centred in the safe area of an iPhone 15.
        let star = try #require(laid.layout.node(id: "star"))
        let expected = Rect(x: 136 + 2.0 / 3, y: 378 + 2.0 / 3, width: 119 + 2.0 / 3, height: 119 + 2.0 / 3)
        #expect(abs(star.frame.minX - expected.minX) < 1e-9 && abs(star.frame.minY - expected.minY) < 1e-9)
        #expect(abs(star.frame.width - expected.width) < 1e-9 && abs(star.frame.height - expected.height) < 1e-9)
        #expect(star.environment.foregroundStyle == .named(.yellow))
    }

    @Test func theExampleHoldsItsSecondDrag() throws {
        let laid = Self.renderer.layOut(try Self.renderer.loadBundledExample(named: "star-view"))
        #expect(texts(laid) == ["drag: (-40.0, 120.0)", "view: (60.0, 80.0)", "drag + view: (20.0, 200.0)"])
        let star = try #require(laid.layout.node(id: "star"))
        #expect(star.environment.foregroundStyle == .named(.pink))
        // The overlay rides with the star: 110 pt above its centre, VStack 77 pt tall.
        let stack = try #require(laid.layout.node(path: "body.modifiers[2].overlay"))
        #expect(abs(stack.frame.midY - (star.frame.midY - 110)) < 1e-9)
    }

    @Test func everyEventUpdatesTheTexts() throws {
        let moments = Self.renderer.layOutEveryEvent(
            try starView(#"[{"drag": {"target": "star", "translation": [30, 60], "steps": 2}}]"#).scene)
        let shown = moments.map { texts($0)[0] + " | " + texts($0)[1] }
        #expect(shown == ["drag: (0.0, 0.0) | view: (0.0, 0.0)",
                          "drag: (15.0, 30.0) | view: (0.0, 0.0)",
                          "drag: (30.0, 60.0) | view: (0.0, 0.0)",
                          "drag: (0.0, 0.0) | view: (30.0, 60.0)"])
    }
}
