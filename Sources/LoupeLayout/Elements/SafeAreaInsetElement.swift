import LoupeCore
import LoupeScene

/// `safeAreaInset(edge:alignment:spacing:content:)` (`docs/layout.md#safe-area-inset`): the inset content along one
/// edge, as wide (or tall) as the view, and the view in the rest, `spacing` apart.
final class SafeAreaInsetElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let inset: any LayoutElement
    let edge: InsetEdge
    let alignment: Alignment
    let spacing: Double

    init(slot: RecordSlot?, edge: InsetEdge, alignment: Alignment, spacing: Double?, inset: any LayoutElement,
         inner: any LayoutElement) {
        self.slot = slot; self.edge = edge; self.alignment = alignment
        self.spacing = finiteOrNil(spacing) ?? 0
        self.inset = inset; self.inner = inner
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private struct Arrangement {
        var innerProposal: ProposedSize
        var insetProposal: ProposedSize
        var innerSize: Size
        var insetSize: Size
        var size: Size
    }

    /// The inset content is offered the length across and none along; the view the rest along.
    private func arrange(_ proposal: ProposedSize) -> Arrangement {
        let insetProposal = ProposedSize(major: nil, minor: proposal[axis.other], along: axis)
        let insetSize = inset.size(for: insetProposal)
        let innerProposal = ProposedSize(major: proposal[axis].map { max($0 - insetSize[axis] - spacing, 0) },
                                         minor: proposal[axis.other], along: axis)
        let innerSize = inner.size(for: innerProposal)
        let size = Size(major: innerSize[axis] + spacing + insetSize[axis],
                        minor: max(innerSize[axis.other], insetSize[axis.other]), along: axis)
        return Arrangement(innerProposal: innerProposal, insetProposal: insetProposal, innerSize: innerSize,
                           insetSize: insetSize, size: size)
    }

    func computeSize(for proposal: ProposedSize) -> Size { arrange(proposal).size }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let arrangement = arrange(proposal)
        let insetFirst = edge == .top || edge == .leading
        let innerMajor = insetFirst ? arrangement.insetSize[axis] + spacing : 0
        let insetMajor = insetFirst ? 0 : arrangement.innerSize[axis] + spacing
        let across = frame.size[axis.other]
        // Across the edge, the inset content by the alignment and the view centred.
        let insetMinor = axis == .vertical
            ? alignment.horizontal.value(in: across) - alignment.horizontal.value(in: arrangement.insetSize.width)
            : alignment.vertical.value(in: across) - alignment.vertical.value(in: arrangement.insetSize.height)
        let innerMinor = (across - arrangement.innerSize[axis.other]) / 2
        inner.place(at: frame.origin + Point(major: innerMajor, minor: innerMinor, along: axis),
                    proposal: arrangement.innerProposal, scope: scope)
        inset.place(at: frame.origin + Point(major: insetMajor, minor: insetMinor, along: axis),
                    proposal: arrangement.insetProposal, scope: scope)
    }
}
