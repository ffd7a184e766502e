// Twin of Examples/Scenes/position-coordinate-spaces.json: "Coordinate Spaces" from Loupe's documentation — the same
// kind of tracker reporting its position in the local, the global and a named space.
import Loupe
import SwiftUI

struct Tracker: View {
    let label: String
    let space: DraggablePositionCoordinateSpace
    let y: CGFloat

    var body: some View {
        DraggablePositionView(label, coordinateSpace: space, startPosition: CGSize(width: 40, height: y))
            .frame(width: 15, height: 15)
            .id(label.lowercased())
    }
}

#Preview("Coordinate spaces") {
    VStack(spacing: 0) {
        Color.indigo.frame(height: 120)
        ZStack(alignment: .topLeading) {
            Color.mint
            Tracker(label: "Local", space: .local, y: 40)
            Tracker(label: "Global", space: .global, y: 200)
            Tracker(label: "Custom", space: .named("container"), y: 360)
        }
        .padding(24)
        .coordinateSpace(name: "container")
    }
}
