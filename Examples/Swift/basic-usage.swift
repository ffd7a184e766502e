// Twin of Examples/Scenes/basic-usage.json: the basic usage from Loupe's VisualLayoutGuide documentation, as the
// file's one View struct (a file with no #Preview renders it).
import Loupe
import SwiftUI

struct ContentView: View {
    var body: some View {
        ZStack {
            Color.blue
                .overlay {
                    VisualLayoutGuide("Content Area")
                        .id("content-area")
                }
        }
    }
}
