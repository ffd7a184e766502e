// Twin of Examples/Scenes/preview-safe-area.json: the unnamed #Preview of Loupe's VisualLayoutGuide.swift.
// A red guide that ignores the safe area behind a blue one inside it; the `.id`s name them in the layout report.
import Loupe
import SwiftUI

#Preview {
    ZStack {
        VisualLayoutGuide(".ignoresSafeArea")
            .foregroundStyle(.red)
            .ignoresSafeArea()
            .id("ignores-safe-area")

        VisualLayoutGuide("Bounds")
            .foregroundStyle(.blue)
            .id("bounds")
    }
    .visualLayoutGuideInteractions(dragEnabled: true, persistenceEnabled: true)
    .visualLayoutGuidePositioning(.auto)
}
