// Twin of Examples/Scenes/position-basic-usage.json: the basic usage of DraggablePositionView from Loupe's
// documentation, as the file's one View struct.
import Loupe
import SwiftUI

struct ContentView: View {
    var body: some View {
        ZStack {
            Color.blue

            DraggablePositionView("Tracker")
                .frame(width: 15)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .id("tracker")
        }
    }
}
