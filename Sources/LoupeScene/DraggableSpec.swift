/// The `draggable` modifier (`docs/interactions.md#the-draggable-modifier`): the view as wrapped so far follows a
/// `DragGesture`, the way hand-written SwiftUI does it — `.offset(committed + translation)` with a `@GestureState`
/// translation that resets when the gesture ends and a `@State` offset that keeps the sum — and takes another style
/// while the gesture is in flight.
public struct DraggableSpec: Sendable, Hashable {
    /// How far the finger must move before the gesture starts: SwiftUI's `DragGesture()` default is 10.
    public var minimumDistance: Double
    /// The foreground style while a drag is in flight (`foregroundColor(isDragging ? .pink : …)`), applied to the
    /// view's content like a `foregroundStyle` modifier at this place; `nil` keeps the style.
    public var draggingForegroundStyle: ColorValue?

    /// A draggable modifier with SwiftUI's 10-point minimum distance and no style change while dragging, unless told.
    public init(minimumDistance: Double = 10, draggingForegroundStyle: ColorValue? = nil) {
        self.minimumDistance = minimumDistance
        self.draggingForegroundStyle = draggingForegroundStyle
    }
}
