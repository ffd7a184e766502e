// Twin of Examples/Scenes/safe-area-comparison.json: "Testing Safe Area Behavior" from Loupe's documentation.
import Loupe
import SwiftUI

#Preview("Safe area comparison") {
    ZStack {
        // Respects the safe area.
        VisualLayoutGuide("In Safe Area")
            .foregroundStyle(.blue)
            .id("in-safe-area")

        // Ignores it.
        VisualLayoutGuide("Ignoring Safe Area")
            .foregroundStyle(.red)
            .ignoresSafeArea()
            .id("ignoring-safe-area")
    }
}
