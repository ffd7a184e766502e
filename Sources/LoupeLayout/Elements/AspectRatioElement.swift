import LoupeCore
import LoupeScene

/// `aspectRatio(_:contentMode:)` (`docs/layout.md#aspect-ratio`): the view is offered the largest size of the ratio
/// that fits the proposal (`fit`) or the smallest that covers it (`fill`), and is centred in its own size. With one
/// dimension proposed the other follows from the ratio; with none the proposal passes through. A `nil` ratio is the
/// view's own (its size for an unspecified proposal).
final class AspectRatioElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let ratio: Double?
    let contentMode: ContentMode

    init(slot: RecordSlot?, ratio: Double?, contentMode: ContentMode, inner: any LayoutElement) {
        self.slot = slot; self.ratio = ratio; self.contentMode = contentMode; self.inner = inner
    }

    /// The width-to-height ratio in force, or `nil` when the view has no usable own size.
    private var effectiveRatio: Double? {
        if let ratio, ratio.isFinite, ratio > 0 { return ratio }
        let own = inner.size(for: ProposedSize(width: nil, height: nil))
        guard own.width > 0, own.height > 0, own.width.isFinite, own.height.isFinite else { return nil }
        return own.width / own.height
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        guard let ratio = effectiveRatio else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let w?, let h?):
            let fitted = contentMode == .fit ? min(w, h * ratio) : max(w, h * ratio)
            return ProposedSize(width: fitted, height: fitted / ratio)
        case (let w?, nil): return ProposedSize(width: w, height: w / ratio)
        case (nil, let h?): return ProposedSize(width: h * ratio, height: h)
        case (nil, nil): return proposal
        }
    }

    func computeSize(for proposal: ProposedSize) -> Size { inner.size(for: childProposal(proposal)) }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let child = childProposal(proposal)
        let size = inner.size(for: child)
        inner.place(at: Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), proposal: child, scope: scope)
    }
}
