import LoupeCore
import LoupeScene

/// `padding(_:_:)` (`docs/layout.md#padding`): the proposal shrinks by the insets (never below 0), the size grows by
/// them (never below 0). Negative insets are allowed and shrink the view; non-finite ones count as 0.
final class PaddingElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let insets: EdgeInsets

    init(slot: RecordSlot?, insets: EdgeInsets, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        self.insets = EdgeInsets(top: finiteOrNil(insets.top) ?? 0, leading: finiteOrNil(insets.leading) ?? 0,
                                 bottom: finiteOrNil(insets.bottom) ?? 0,
                                 trailing: finiteOrNil(insets.trailing) ?? 0)
    }

    /// Padded edges lose their spacing preference (OpenSwiftUI `_PaddingLayout.spacing`).
    var zeroSpacingEdges: EdgeSet {
        var edges = inner.zeroSpacingEdges
        if insets.top != 0 { edges.remove(.top) }
        if insets.leading != 0 { edges.remove(.leading) }
        if insets.bottom != 0 { edges.remove(.bottom) }
        if insets.trailing != 0 { edges.remove(.trailing) }
        return edges
    }

    private var horizontal: Double { insets.leading + insets.trailing }
    private var vertical: Double { insets.top + insets.bottom }

    func computeSize(for proposal: ProposedSize) -> Size {
        let child = inner.size(for: childProposal(proposal))
        return Size(width: max(child.width + horizontal, 0), height: max(child.height + vertical, 0))
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        inner.place(at: frame.origin + Point(x: insets.leading, y: insets.top),
                    proposal: childProposal(proposal), scope: scope)
    }

    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? {
        inner.explicitGuide(key, for: childProposal(proposal)).map { $0 + (key.isHorizontal ? insets.leading : insets.top) }
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - horizontal, 0) },
                     height: proposal.height.map { max($0 - vertical, 0) })
    }
}
