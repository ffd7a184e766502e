// Twin of Examples/Scenes/position-constraints.json, whose drags are replayed from its interactions (--interactions):
// "Constraint System" from Loupe's DraggablePositionView documentation.
import Loupe
import SwiftUI

struct ConstrainedTracker: View {
    let label: String
    let start: CGSize
    let constraints: DragConstraints

    var body: some View {
        DraggablePositionView(label, coordinateSpace: .global, startPosition: start)
            .frame(width: 15, height: 15)
            .draggablePositionViewInteractions(dragEnabled: true)
            .draggablePositionViewConstraints(constraints)
            .id(label.lowercased())
    }
}

#Preview("Constraints") {
    ZStack(alignment: .topLeading) {
        Color.orange.opacity(0.35)
        ConstrainedTracker(label: "Horizontal", start: CGSize(width: 40, height: 60), constraints: .horizontal)
        ConstrainedTracker(label: "Vertical", start: CGSize(width: 40, height: 200), constraints: .vertical)
        ConstrainedTracker(label: "Constrained", start: CGSize(width: 200, height: 300),
                           constraints: DragConstraints(horizontalRange: 0...300, verticalRange: 100...500))
    }
}
