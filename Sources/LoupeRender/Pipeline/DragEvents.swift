import LoupeCore
import LoupeOverlays
import LoupeScene

extension DragInteraction {
    /// The gesture events this drag delivers: `steps` change events evenly along the straight path, then the end
    /// event with the whole translation unless the finger stays down (`release: false`).
    var events: [DragGestureEvent] {
        let count = max(steps, 1)
        var events: [DragGestureEvent] = (1...count).map { step in
            let fraction = Double(step) / Double(count)
            return .change(Size(width: translation.width * fraction, height: translation.height * fraction))
        }
        if release { events.append(.end(translation)) }
        return events
    }
}
