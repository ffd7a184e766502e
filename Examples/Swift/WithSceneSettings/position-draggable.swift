// Twin of Examples/Scenes/position-draggable.json, whose drags are replayed from its interactions (--interactions):
// "Draggable" and "Prototyping Touch Areas" from Loupe's DraggablePositionView documentation.
import Loupe
import SwiftUI

#Preview("Draggable") {
    ZStack {
        Color.teal
        DraggablePositionView("Drag Me", coordinateSpace: .global)
            .frame(width: 15, height: 15)
            .draggablePositionViewInteractions(dragEnabled: true)
            .id("drag-me")
        DraggablePositionView("Tap Target", coordinateSpace: .global, startPosition: CGSize(width: 0, height: 200))
            .frame(width: 44, height: 44) // the standard tap target size
            .draggablePositionViewInteractions(dragEnabled: true)
            .id("tap-target")
    }
}
