// Twin of Examples/Scenes/isolated-coordinator.json: two pairs of guides, the second pair in a collision scope of its
// own through Loupe's overlay coordinator environment value.
import Loupe
import SwiftUI

struct Pair: View {
    let name: String
    let tint: Color

    var body: some View {
        ZStack {
            VisualLayoutGuide("\(name) A").foregroundStyle(tint).id("\(name.lowercased())-a")
            VisualLayoutGuide("\(name) B").foregroundStyle(tint).id("\(name.lowercased())-b")
        }
    }
}

#Preview("Isolated coordinator") {
    VStack(spacing: 0) {
        Pair(name: "Shared", tint: .orange)
        Pair(name: "Isolated", tint: .teal)
            .environment(\.overlayCoordinator, OverlayPositionCoordinator())
    }
}
