import LoupeCore

/// `DraggablePositionView(_ label:coordinateSpace:startPosition:persistenceKey:)`.
public struct DraggablePositionViewSpec: Sendable, Hashable {
    /// Loupe's `DraggablePositionCoordinateSpace`: where the reported position is measured.
    public enum Space: Sendable, Hashable {
        case local
        case global
        case named(String)
    }

    public var label: String?
    public var coordinateSpace: Space
    /// The offset from the natural position the view starts at; it is also added to the reported position.
    public var startPosition: Size
    public var persistenceKey: String?

    public init(label: String? = nil, coordinateSpace: Space = .local, startPosition: Size = .zero,
                persistenceKey: String? = nil) {
        self.label = label; self.coordinateSpace = coordinateSpace
        self.startPosition = startPosition; self.persistenceKey = persistenceKey
    }
}
