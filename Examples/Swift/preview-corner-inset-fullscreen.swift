// Twin of Examples/Scenes/preview-corner-inset-fullscreen.json: the unnamed #Preview of Loupe's
// VisualCornerInsetGuide.swift — one red guide 5 pt inside the whole screen, its corners concentric with the display's.
import Loupe
import SwiftUI

@available(iOS 26.0, macOS 26.0, *)
#Preview {
    VisualCornerInsetGuide("Fullscreen")
        .foregroundStyle(.red)
        .padding(5)
        .ignoresSafeArea()
        .id("fullscreen")
}
