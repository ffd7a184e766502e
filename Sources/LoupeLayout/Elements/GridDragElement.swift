import LoupeCore
import LoupeScene

/// `GridDragView` as its demo lays it out in a `GeometryReader` (`docs/layout.md#griddragview-layout`): it takes the
/// whole proposal like a GeometryReader (10 on an unspecified axis), and proposes each cell a `cs × cs` square
/// (``GridDragLayout/cellSize(for:rows:cols:)``), centred on the view's centre plus the cell's offset, as
/// `.frame(width: cs, height: cs).offset(…)` places it. Cells may stand outside the view's frame; nothing clips them.
final class GridDragElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let rows: Int
    let cols: Int
    /// The cells by identity.
    let cells: [any LayoutElement]
    /// The offsets interaction replay left, by identity; `nil` for the home arrangement.
    let offsets: [Point]?
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, rows: Int, cols: Int, cells: [any LayoutElement], offsets: [Point]?) {
        self.slot = slot
        self.rows = rows
        self.cols = cols
        self.cells = cells
        self.offsets = offsets?.count == cells.count ? offsets : nil
    }

    func computeSize(for proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let cellSize = GridDragLayout.cellSize(for: frame.size, rows: rows, cols: cols)
        let offsets = offsets ?? GridDragLayout.homeOffsets(rows: rows, cols: cols, cellSize: cellSize)
        let cellProposal = ProposedSize(width: cellSize, height: cellSize)
        // The top-leading corner of a square at offset zero, on the quantum grid: adding slot offsets (exact
        // multiples of it) keeps the shared edges of neighbouring squares identical.
        let base = Point(x: GridDragLayout.quantized(frame.midX - cellSize / 2),
                         y: GridDragLayout.quantized(frame.midY - cellSize / 2))
        for (identity, cell) in cells.enumerated() where offsets.indices.contains(identity) {
            let size = cell.size(for: cellProposal)
            let square = Point(x: base.x + offsets[identity].x, y: base.y + offsets[identity].y)
            cell.place(at: Point(x: square.x + (cellSize - size.width) / 2, y: square.y + (cellSize - size.height) / 2),
                       proposal: cellProposal, scope: scope)
        }
    }
}
