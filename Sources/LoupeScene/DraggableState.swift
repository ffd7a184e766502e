import LoupeCore

/// A `draggable` view's drag: the committed offset (`@State`), the in-flight translation (`@GestureState`) and
/// whether a gesture is in flight.
public struct DraggableState: Sendable, Hashable {
    public var committed: Size
    public var translation: Size
    public var isDragging: Bool

    public init(committed: Size = .zero, translation: Size = .zero, isDragging: Bool = false) {
        self.committed = committed; self.translation = translation; self.isDragging = isDragging
    }

    /// The offset the view is drawn at.
    public var total: Size { committed + translation }
}
