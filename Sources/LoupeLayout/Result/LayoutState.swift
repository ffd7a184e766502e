import LoupeCore

/// What interaction replay decided and a second layout pass needs: state that moves views without changing any
/// view's own size. ``LayoutEngine/layout(_:state:)`` lays a scene out with it; the default is the state before
/// any interaction.
public struct LayoutState: Sendable, Hashable {
    /// Each GridDragView's cell offsets from the grid's centre, indexed by cell identity (`row·cols + col`), keyed
    /// by the grid's view path (`body.content[1]`). A grid that is missing, or whose array does not hold one offset
    /// per cell, shows every cell in its home slot.
    public var gridCellOffsets: [String: [Point]]

    public init(gridCellOffsets: [String: [Point]] = [:]) {
        self.gridCellOffsets = gridCellOffsets
    }
}
