import LoupeCore

/// A `draggable` view's drag: the committed offset (`@State`), the in-flight translation (`@GestureState`) and
/// whether a gesture is in flight.
public struct DraggableState: Sendable, Hashable {
    /// The sum of the translations of every gesture that has ended (`@State`), in points.
    public var committed: Size
    /// The translation of the gesture in flight (`@GestureState`), in points; zero when none is.
    public var translation: Size
    /// Whether a gesture is in flight.
    public var isDragging: Bool

    /// A state at rest with no offset, unless told otherwise.
    public init(committed: Size = .zero, translation: Size = .zero, isDragging: Bool = false) {
        self.committed = committed; self.translation = translation; self.isDragging = isDragging
    }

    /// The offset the view is drawn at.
    public var total: Size { committed + translation }
}
