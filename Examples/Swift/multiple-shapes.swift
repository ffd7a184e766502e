// Twin of Examples/Scenes/multiple-shapes.json: "Multiple Shapes" from Loupe's VisualLayoutGuide documentation; the
// `if #available` branch is taken, as on the newest OS.
import Loupe
import SwiftUI

if #available(iOS 26.0, *) {
    ZStack {
        VisualLayoutGuide("Rectangle", shape: .rectangle)
            .foregroundStyle(.blue)
            .id("rectangle")

        VisualLayoutGuide("Concentric", shape: .concentricRectangle)
            .foregroundStyle(.green)
            .padding(20)
            .id("concentric")
    }
}
