// Twin of Examples/Scenes/safe-area-comparison-dark.json: the safe-area comparison on a dark canvas.
import Loupe
import SwiftUI

#Preview("Safe area comparison, dark") {
    ZStack {
        VisualLayoutGuide("In Safe Area").foregroundStyle(.blue).id("in-safe-area")
        VisualLayoutGuide("Ignoring Safe Area").foregroundStyle(.red).ignoresSafeArea().id("ignoring-safe-area")
    }
    .preferredColorScheme(.dark)
}
