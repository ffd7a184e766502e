// Twin of Examples/Scenes/collision-stacking.json: "Automatic Collision Detection" from Loupe's documentation —
// three guides whose info boxes would overlap, stacked by the collision coordinator.
import Loupe
import SwiftUI

#Preview("Collision stacking") {
    ZStack {
        ForEach(1...3, id: \.self) { number in
            VisualLayoutGuide("View \(number)").id("view-\(number)")
        }
    }
}
