import LoupeCore
import LoupeScene

/// What interactions change in the layout itself (as opposed to overlays drawn over it): the input of a layout
/// after an interaction replay. Empty for a scene at rest. ``LayoutEngine/layout(_:state:accessories:)`` lays a
/// scene out with it: the renderer lays a scene out once, replays its interactions against that layout, then lays it
/// out again with the state they left.
public struct LayoutState: Sendable, Hashable {
    /// Each `draggable` modifier's drag, by the path of the view that carries it.
    public var draggables: [String: DraggableState]
    /// Each GridDragView's cell offsets from the grid's centre, indexed by cell identity (`row·cols + col`), keyed
    /// by the grid's view path (`body.content[1]`). A grid that is missing, or whose array does not hold one offset
    /// per cell, shows every cell in its home slot.
    public var gridCellOffsets: [String: [Point]]

    /// A state; empty (the scene at rest) unless told otherwise.
    public init(draggables: [String: DraggableState] = [:], gridCellOffsets: [String: [Point]] = [:]) {
        self.draggables = draggables
        self.gridCellOffsets = gridCellOffsets
    }
}
