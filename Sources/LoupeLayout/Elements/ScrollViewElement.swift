import LoupeCore
import LoupeScene

/// `ScrollView(axes)` (`docs/layout.md#scrollview`).
///
/// - The content is proposed `nil` along the scroll axes and the scroll view's width (height) across them.
/// - Along a scroll axis the scroll view takes the proposal (the content's length when the proposal is `nil`);
///   across it, the content's length.
/// - The content sits at the top-leading corner moved back by `contentOffset` (along y for `vertical` and `both`, along
///   x for `horizontal`) and is centred across the scroll axis when narrower than the scroll view (leading when wider).
/// - Several content views get an implicit `VStack`, as SwiftUI gives them whatever the axis.
final class ScrollViewElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let axes: ScrollAxes
    let contentOffset: Double
    let content: any LayoutElement
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, axes: ScrollAxes, contentOffset: Double, content: any LayoutElement) {
        self.slot = slot
        self.axes = axes
        self.contentOffset = finiteOrNil(contentOffset) ?? 0
        self.content = content
    }

    private var scrollsHorizontally: Bool { axes != .vertical }
    private var scrollsVertically: Bool { axes != .horizontal }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: scrollsHorizontally ? nil : proposal.width,
                     height: scrollsVertically ? nil : proposal.height)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let content = content.size(for: contentProposal(proposal))
        return Size(width: scrollsHorizontally ? proposal.width ?? content.width : content.width,
                    height: scrollsVertically ? proposal.height ?? content.height : content.height)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let proposal = contentProposal(ProposedSize(frame.size))
        let size = content.size(for: proposal)
        let shift = axes == .horizontal ? Point(x: contentOffset, y: 0) : Point(x: 0, y: contentOffset)
        let centring = Point(x: scrollsHorizontally ? 0 : max((frame.width - size.width) / 2, 0),
                             y: scrollsVertically ? 0 : max((frame.height - size.height) / 2, 0))
        content.place(at: frame.origin + centring - shift, proposal: proposal, scope: scope)
    }
}
