// Twin of Examples/Scenes/preview-position.json: the "DraggablePositionView" #Preview of Loupe's
// DraggablePositionView.swift — a 15-pt tracker at the top-leading corner over a pale blue-to-purple wash.
import Loupe
import SwiftUI

#Preview("DraggablePositionView") {
    ZStack {
        LinearGradient(colors: [.blue.opacity(0.3), .purple.opacity(0.3)],
                       startPoint: .topLeading, endPoint: .bottomTrailing)
            .ignoresSafeArea()

        ZStack(alignment: .topLeading) {
            DraggablePositionView("Drag Me")
                .frame(width: 15)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .id("drag-me")
        }
        .draggablePositionViewInteractions(dragEnabled: true, persistenceEnabled: true, persistenceNamespace: "demo")
    }
    .ignoresSafeArea()
}
