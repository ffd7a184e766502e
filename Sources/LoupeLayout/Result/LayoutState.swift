import LoupeCore

/// What interactions change in the layout itself (as opposed to overlays drawn over it): the input of a layout
/// after an interaction replay. Empty for a scene at rest.
public struct LayoutState: Sendable, Hashable {
    /// Each `draggable` modifier's drag, by the path of the view that carries it.
    public var draggables: [String: DraggableState]

    public init(draggables: [String: DraggableState] = [:]) {
        self.draggables = draggables
    }
}

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
