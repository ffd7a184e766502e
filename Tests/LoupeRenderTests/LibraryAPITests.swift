import Foundation
import LoupeRender
import Testing

/// The README's library example, kept compiling and true.
@Suite struct LibraryAPITests {
    @Test func sceneBuiltInCodeReplaysItsInteractions() throws {
        let renderer = try LoupeRenderer()
        let tracker = ViewNode(.draggablePositionView(DraggablePositionViewSpec(label: "Drag Me", coordinateSpace: .global)),
                               id: "tracker",
                               modifiers: [.frame(FixedFrame(width: 15, height: 15)),
                                           .draggablePositionViewInteractions(GuideInteractions(dragEnabled: true))])
        let document = SceneDocument(body: ViewNode(.zStack(alignment: .center, content: [tracker])),
                                     interactions: [.drag(DragInteraction(target: "tracker", translation: Size(width: 40, height: 0),
                                                                          steps: 4))])
        let coded = LoadedScene(document: document, baseDirectory: URL(fileURLWithPath: "."), name: "coded")
        let moments = renderer.layOutEveryEvent(coded)
        #expect(moments.count == 6)
        #expect(moments.last!.positionViews[0].geometry.coordinateLine == "x: 229.0  y: 431.0")
        #expect(moments[2].positionViews[0].geometry.coordinateLine == "x: 209.0  y: 431.0")
        let report = try renderer.layoutReport(for: coded)
        #expect(report.member("views")?.element(0)?.member("kind")?.stringValue == "ZStack")
        let canvas = try renderer.render(moments[2])
        #expect(canvas.width == 1179 && canvas.height == 2556)
    }
}
