// Twin of Examples/Scenes/position-animation.json: "Debugging Animations" from Loupe's documentation, shown at the
// end of its animation (a preview shows a view's initial state, so the state starts where the tap would take it).
import Loupe
import SwiftUI

struct AnimatedView: View {
    @State private var offset: CGFloat = 200

    var body: some View {
        ZStack {
            DraggablePositionView("Animated", coordinateSpace: .global)
                .frame(width: 10)
                .offset(y: offset)
                .animation(.easeInOut, value: offset)
                .id("animated")
        }
        .onTapGesture {
            offset = offset == 0 ? 200 : 0
        }
    }
}
