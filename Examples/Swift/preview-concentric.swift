// Twin of Examples/Scenes/preview-concentric.json: the "VisualLayoutGuide - OS 26 Only" #Preview of Loupe's
// VisualLayoutGuide.swift — three concentric guides in one ZStack. The renderer draws the newest OS, so the
// `#available` branch is the one shown.
import Loupe
import SwiftUI

#Preview("VisualLayoutGuide - OS 26 Only") {
    ZStack {
        if #available(iOS 26.0, macOS 26.0, *) {
            VisualLayoutGuide("Blue Basic", shape: .concentricRectangle)
                .foregroundStyle(.blue)
                .id("blue-basic")

            // The label keeps the spelling of Loupe's preview.
            VisualLayoutGuide("Green Bottom Alligned", alignment: .bottom, shape: .concentricRectangle)
                .foregroundStyle(.green)
                .id("green-bottom")

            VisualLayoutGuide("Red .ignoresSafeArea", shape: .concentricRectangle)
                .foregroundStyle(.red)
                .padding(5)
                .ignoresSafeArea()
                .id("red-ignores")
        } else {
            Text("Needs OS 26")
        }
    }
}
