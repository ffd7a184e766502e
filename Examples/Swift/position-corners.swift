// Twin of Examples/Scenes/position-corners.json: "Tracking View Corners" from Loupe's documentation, the two
// trackers made by one helper view.
import Loupe
import SwiftUI

struct CornerTracker: View {
    let label: String
    let corner: Alignment

    var body: some View {
        DraggablePositionView(label, coordinateSpace: .global)
            .frame(width: 10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: corner)
            .id(label.lowercased())
    }
}

#Preview("Corners") {
    ZStack {
        Color.blue
            .frame(width: 200, height: 150)
            .overlay { CornerTracker(label: "TL", corner: .topLeading) }
            .overlay { CornerTracker(label: "BR", corner: .bottomTrailing) }
    }
}
