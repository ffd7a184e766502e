import LoupeCore
import LoupeLayout
import LoupeOverlays

/// What the interactions have changed at one moment of the replay: what the scene is drawn from.
public struct InteractionState: Sendable, Hashable {
    /// Each VisualLayoutGuide's and DraggablePositionView's manual offset (committed plus in flight), by view path.
    public var manualOffsets: [String: Size] = [:]
    /// The persisted-offset store.
    public var store: OffsetStore
    /// What the interactions changed in the layout (the `draggable` modifiers' offsets).
    public var layoutState: LayoutState

    public init(manualOffsets: [String: Size] = [:], store: OffsetStore, layoutState: LayoutState = LayoutState()) {
        self.manualOffsets = manualOffsets
        self.store = store
        self.layoutState = layoutState
    }
}
