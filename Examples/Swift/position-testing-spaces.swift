// Twin of Examples/Scenes/position-testing-spaces.json: "Testing Coordinate Spaces" from Loupe's documentation.
import Loupe
import SwiftUI

GeometryReader { proxy in
    ZStack {
        DraggablePositionView("Local", coordinateSpace: .local)
            .foregroundStyle(.blue)
            .id("local")

        DraggablePositionView("Global", coordinateSpace: .global)
            .foregroundStyle(.red)
            .offset(x: 20)
            .id("global")
    }
}
