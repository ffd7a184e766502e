import LoupeCore
import LoupeScene

/// A placeholder that does not fill (`docs/swift-source.md#placeholders`): as wide as its label plus 8 points on
/// each side (at least 44, at most what it is offered), and 44 points tall, the minimum hit target.
final class PlaceholderElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    private let idealWidth: Double
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, label: String, measurer: any TextMeasuring, scale: Double) {
        self.slot = slot
        let measured = measurer.measure(label, font: PlaceholderSpec.labelFont, width: nil, lineLimit: 1).width
        let width = max(measured + 2 * PlaceholderSpec.labelInset, PlaceholderSpec.side)
        idealWidth = scale > 0 ? (width * scale).rounded(.up) / scale : width
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let offered = proposal.width.map { $0.isFinite ? max($0, 0) : idealWidth } ?? idealWidth
        return Size(width: min(idealWidth, offered), height: PlaceholderSpec.side)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}
