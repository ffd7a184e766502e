// Twin of Examples/Scenes/persistent-positions.json, whose stored offset comes from its defaults (--defaults):
// "Persistent Positions" from Loupe's VisualLayoutGuide documentation.
import Loupe
import SwiftUI

#Preview("Persistent positions") {
    VisualLayoutGuide("Primary", persistenceKey: "primary-guide")
        .foregroundStyle(.purple)
        .visualLayoutGuideInteractions(dragEnabled: true, persistenceEnabled: true, persistenceNamespace: "debug")
        .id("primary")
}
