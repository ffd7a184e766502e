import LoupeCore
import LoupeLayout
import LoupeOverlays

/// What the interactions have changed at one moment of the replay: what the scene is drawn from.
public struct InteractionState: Sendable, Hashable {
    /// Each VisualLayoutGuide's and DraggablePositionView's manual offset (committed plus in flight), by view path.
    public var manualOffsets: [String: Size] = [:]
    /// The persisted-offset store.
    public var store: OffsetStore
    /// What the interactions changed in the layout (the `draggable` modifiers' offsets, GridDragView cell offsets).
    public var layoutState: LayoutState
    /// What every GridDragView shows, in layout preorder.
    public var grids: [GridDragReport]

    /// A state from its parts; no offsets, no layout changes and no grids unless told.
    public init(manualOffsets: [String: Size] = [:], store: OffsetStore, layoutState: LayoutState = LayoutState(),
                grids: [GridDragReport] = []) {
        self.manualOffsets = manualOffsets
        self.store = store
        self.layoutState = layoutState
        self.grids = grids
    }
}
