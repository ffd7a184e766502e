// Twin of Examples/Scenes/basic-usage-dark.json: the basic usage on a dark canvas (whose backdrop is black).
import Loupe
import SwiftUI

#Preview {
    ZStack {
        Color.blue
            .overlay { VisualLayoutGuide("Content Area").id("content-area") }
    }
    .preferredColorScheme(.dark)
}
