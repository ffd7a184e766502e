import LoupeCore
import LoupeScene

/// One row of a list (`docs/controls.md#list`): its content padded by the row insets, at least the minimum row height
/// tall, as wide as it is offered; the content is placed at the leading inset, centred vertically. Its frame goes to
/// the card it belongs to, for the painter.
final class ListRowElement: WrappingElement {
    let sizeCache = SizeCache()
    var slot: RecordSlot? { nil }
    let inner: any LayoutElement
    /// The record holding the card, the card's index in it and the row's index in the card.
    private let owner: NodeRecord
    private let card: Int, row: Int
    private let insets: EdgeInsets
    private let minimumHeight: Double

    init(owner: NodeRecord, card: Int, row: Int, insets: EdgeInsets, minimumHeight: Double, inner: any LayoutElement) {
        self.owner = owner; self.card = card; self.row = row
        self.insets = insets; self.minimumHeight = minimumHeight; self.inner = inner
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) }, height: nil)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let content = inner.size(for: contentProposal(proposal))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width + insets.leading + insets.trailing
        return Size(width: width, height: max(content.height + insets.top + insets.bottom, minimumHeight))
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let childProposal = contentProposal(proposal)
        let content = inner.size(for: childProposal)
        let top = insets.top + (frame.height - insets.top - insets.bottom - content.height) / 2
        inner.place(at: Point(x: frame.minX + insets.leading, y: frame.minY + top), proposal: childProposal, scope: scope)
        owner.listCards[card].rows[row].frame = frame.clampedForDrawing
    }
}
