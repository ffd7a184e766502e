import LoupeLayout
import LoupeOverlays
import LoupeScene

extension InteractionState {
    /// What the interactions left at `node`, for its `layout` report entry: the offsets of its `draggable` modifier
    /// (zero when nothing dragged it), then the GridDragView's arrangement.
    public func reportEntries(for node: LayoutNode) -> [any LayoutReportEntry] {
        let path = node.view.path
        var entries: [any LayoutReportEntry] = []
        if node.view.modifiers.contains(where: { $0.name == "draggable" }) {
            entries.append(DraggableReport(state: layoutState.draggables[path] ?? DraggableState()))
        }
        // The first report for a path: the replay lists each grid once.
        if let grid = grids.first(where: { $0.path == path }) { entries.append(grid) }
        return entries
    }
}
