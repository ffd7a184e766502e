import LoupeCore

/// `DraggablePositionView(_ label:coordinateSpace:startPosition:persistenceKey:)`.
public struct DraggablePositionViewSpec: Sendable, Hashable {
    /// Loupe's `DraggablePositionCoordinateSpace`: where the reported position is measured.
    public enum Space: Sendable, Hashable {
        /// The view's own frame, whose top-left is always (0, 0): the position shown is the start position plus the
        /// drag offset (`docs/overlays.md#reported-position`).
        case local
        /// The screen: the frame's top-left in global points, the drag offset counted once.
        case global
        /// The nearest enclosing `coordinateSpace(name:)` with this name.
        case named(String)
    }

    /// The title shown in the view's position label; `nil` shows the position alone.
    public var label: String?
    /// The space the reported position is measured in (`docs/overlays.md#reported-position`).
    public var coordinateSpace: Space
    /// The offset from the natural position the view starts at; it is also added to the reported position.
    public var startPosition: Size
    /// The key the committed drag offset is stored under when persistence is enabled; `nil` uses the label instead
    /// (`docs/interactions.md#persistence-keys`).
    public var persistenceKey: String?

    /// A position view with Loupe's defaults: no label, the local space, no start offset and no explicit key.
    public init(label: String? = nil, coordinateSpace: Space = .local, startPosition: Size = .zero,
                persistenceKey: String? = nil) {
        self.label = label; self.coordinateSpace = coordinateSpace
        self.startPosition = startPosition; self.persistenceKey = persistenceKey
    }
}
