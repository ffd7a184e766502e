import LoupeCore
import LoupeScene

/// `ZStack(alignment:)` (`docs/layout.md#zstack`): sized by its highest-priority children, every child proposed the
/// stack's size and aligned by the largest guide values among the highest-priority children.
final class ZStackElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let alignment: Alignment
    let children: [any LayoutElement]
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, alignment: Alignment, children: [any LayoutElement]) {
        self.slot = slot
        self.alignment = alignment
        self.children = children
    }

    /// The children that decide the size: those with the highest layout priority.
    private var decisiveChildren: [any LayoutElement] {
        guard let top = children.map(\.layoutPriority).max() else { return [] }
        return children.filter { $0.layoutPriority == top }
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let sizes = decisiveChildren.map { $0.size(for: proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let childProposal = ProposedSize(frame.size)
        let decisive = decisiveChildren.map { $0.size(for: childProposal) }
        let anchor = Point(x: decisive.map { alignment.horizontal.value(in: $0.width) }.max() ?? 0,
                           y: decisive.map { alignment.vertical.value(in: $0.height) }.max() ?? 0)
        for child in children {
            let size = child.size(for: childProposal)
            let guide = Point(x: alignment.horizontal.value(in: size.width),
                              y: alignment.vertical.value(in: size.height))
            child.place(at: frame.origin + anchor - guide, proposal: childProposal, scope: scope)
        }
    }
}

/// `GeometryReader` (`docs/layout.md#geometryreader`): a greedy leaf to its parent; its content is proposed its size
/// and placed at its top-leading corner, overlapping. Its proxy learns the frame and spaces before the content is
/// measured.
final class GeometryReaderElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let proxy: GeometryProxyBox
    let children: [any LayoutElement]
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, proxy: GeometryProxyBox, children: [any LayoutElement]) {
        self.slot = slot
        self.proxy = proxy
        self.children = children
    }

    func computeSize(for proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        // The same frame the reader's node records, so `frameIn` texts agree with `LayoutResult.frame(of:in:)`.
        proxy.update(frame: frame.clampedForDrawing, spaces: scope.spaces)
        for child in children {
            child.place(at: frame.origin, proposal: ProposedSize(frame.size), scope: scope)
        }
    }
}
