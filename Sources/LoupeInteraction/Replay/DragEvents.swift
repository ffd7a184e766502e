import LoupeCore
import LoupeOverlays
import LoupeScene

extension DragInteraction {
    /// The gesture events this drag delivers: `steps` change events evenly along the straight path, then the end
    /// event with the whole translation unless the finger stays down (`release: false`).
    var events: [DragGestureEvent] {
        let count = max(steps, 1)
        // `translation × k / steps`, as documented: multiplying first keeps whole fractions exact (10 × 1 / 3 is
        // 10 / 3, the nearest double to 3⅓).
        var events: [DragGestureEvent] = (1...count).map { step in
            .change(Size(width: translation.width * Double(step) / Double(count),
                         height: translation.height * Double(step) / Double(count)))
        }
        if release { events.append(.end(translation)) }
        return events
    }
}
