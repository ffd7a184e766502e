// Twin of Examples/Scenes/position-smart-positioning.json: "Overlay Smart Positioning" from Loupe's documentation —
// labels below trackers at the top, flipped above those near the bottom of the screen (in the global space).
import Loupe
import SwiftUI

#Preview("Smart positioning") {
    HStack {
        DraggablePositionView("Top")
            .frame(width: 10)
            .frame(maxHeight: .infinity, alignment: .top)
            .id("top")

        DraggablePositionView("Bottom")
            .frame(width: 10)
            .frame(maxHeight: .infinity, alignment: .bottom)
            .id("bottom-local")

        DraggablePositionView("Bottom, global", coordinateSpace: .global)
            .frame(width: 10, height: 10)
            .frame(maxHeight: .infinity, alignment: .bottom)
            .id("bottom-global")

        DraggablePositionView("Top, global", coordinateSpace: .global)
            .frame(width: 10, height: 10)
            .frame(maxHeight: .infinity, alignment: .top)
            .id("top-global")
    }
    .frame(maxWidth: .infinity)
    .background {
        Color.green
            .opacity(0.3)
    }
}
