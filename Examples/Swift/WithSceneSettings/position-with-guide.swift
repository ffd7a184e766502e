// Twin of Examples/Scenes/position-with-guide.json, whose drag is replayed from its interactions (--interactions):
// "Combining with Layout Guides" from Loupe's DraggablePositionView documentation.
import Loupe
import SwiftUI

ZStack {
    VisualLayoutGuide("Bounds")
        .foregroundStyle(.blue)

    DraggablePositionView("Center")
        .frame(width: 10)
        .id("center")
}
.draggablePositionViewInteractions(dragEnabled: true)
