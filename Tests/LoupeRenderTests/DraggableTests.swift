import Foundation
import LoupeRender
import Testing

/// The `draggable` modifier (seed 002's StarView): a committed offset plus a transient one, a while-dragging style.
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
