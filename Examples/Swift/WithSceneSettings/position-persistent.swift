// Twin of Examples/Scenes/position-persistent.json, with its defaults and interactions (--defaults, --interactions):
// "Persistent Positions" from Loupe's DraggablePositionView documentation.
import Loupe
import SwiftUI

#Preview("Persistent trackers") {
    ZStack(alignment: .topLeading) {
        Color.cyan.opacity(0.4)
        DraggablePositionView("Persistent", coordinateSpace: .global, persistenceKey: "tracker-1")
            .frame(width: 15, height: 15)
            .draggablePositionViewInteractions(dragEnabled: true, persistenceEnabled: true, persistenceNamespace: "debug")
            .id("persistent")
        ZStack(alignment: .topLeading) {
            DraggablePositionView("Point A", coordinateSpace: .global, persistenceKey: "point-a")
                .frame(width: 15, height: 15)
                .id("point-a")
            DraggablePositionView("Point B", coordinateSpace: .global, persistenceKey: "point-b")
                .frame(width: 15, height: 15)
                .id("point-b")
        }
        .padding(.top, 400)
        .draggablePositionViewInteractions(dragEnabled: true, persistenceEnabled: true,
                                           persistenceNamespace: "my-app-tracking")
    }
}
