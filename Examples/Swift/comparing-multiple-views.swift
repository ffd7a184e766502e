// Twin of Examples/Scenes/comparing-multiple-views.json: a snippet as documentation prints it, one top-level view
// expression; the two sides come from a ForEach over a constant list.
import Loupe
import SwiftUI

let sides: [String] = ["Red", "Blue"]

HStack {
    ForEach(sides, id: \.self) { side in
        (side == "Red" ? Color.red : Color.blue)
            .overlay { VisualLayoutGuide(side).id(side == "Red" ? "red" : "blue") }
    }
}
