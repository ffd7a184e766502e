// Twin of Examples/Scenes/container-modifiers.json: "Testing Container Modifiers" from Loupe's documentation.
import Loupe
import SwiftUI

ZStack {
    VisualLayoutGuide("Default").id("default")
}
.padding(20)
