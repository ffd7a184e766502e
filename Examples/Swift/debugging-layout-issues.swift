// Twin of Examples/Scenes/debugging-layout-issues.json: "Debugging Layout Issues" from Loupe's VisualLayoutGuide
// documentation. The navigation bar's large title adds 96 pt to the top of the safe area, so the guide starts at 155.
import Loupe
import SwiftUI

#Preview {
    NavigationView {
        VStack {
            VisualLayoutGuide("Content")
                .id("content")
        }
        .navigationTitle("Screen")
    }
}
