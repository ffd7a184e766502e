import LoupeCore
import LoupeScene

/// `ViewThatFits(in:)` (`docs/layout.md#view-that-fits`): the first child whose ideal size (offered nothing on the
/// constrained axes) fits the proposal on those axes, else the last; only that one is laid out and drawn.
final class ViewThatFitsElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let axes: ScrollAxes
    let children: [any LayoutElement]
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, axes: ScrollAxes, children: [any LayoutElement]) {
        self.slot = slot; self.axes = axes; self.children = children
    }

    /// The index of the child shown for `proposal`.
    private func chosen(for proposal: ProposedSize) -> Int? {
        guard !children.isEmpty else { return nil }
        let horizontal = axes != .vertical, vertical = axes != .horizontal
        let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (index, child) in children.enumerated() {
            let size = child.size(for: ideal)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 + 1e-9 } ?? true
            if fitsWidth, fitsHeight { return index }
        }
        return children.count - 1
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        guard let index = chosen(for: proposal) else { return .zero }
        return children[index].size(for: proposal)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        guard let index = chosen(for: proposal) else { return }
        slot?.record.shownChild = index
        children[index].place(at: frame.origin, proposal: proposal, scope: scope)
    }
}
