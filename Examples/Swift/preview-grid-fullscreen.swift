// Twin of Examples/Scenes/preview-grid-fullscreen.json: the "Fullscreen" #Preview of Loupe's VisualGridGuide.swift.
import Loupe
import SwiftUI

#Preview("Fullscreen") {
    VisualGridGuide("Fullscreen", squareSize: 8, fit: .preferred)
        .ignoresSafeArea()
        .id("fullscreen")
}
