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

    /// The decisive children with their alignment points on one spot: the spot's position in the stack (the largest
    /// guide values) and the size of their union.
    private func arrangement(_ proposal: ProposedSize) -> (anchor: Point, size: Size) {
        let decisive = decisiveChildren.map { ($0.size(for: proposal), $0.alignmentPoint(alignment, for: proposal)) }
        let anchor = Point(x: decisive.map(\.1.x).max() ?? 0, y: decisive.map(\.1.y).max() ?? 0)
        let far = Point(x: decisive.map { $0.0.width - $0.1.x }.max() ?? 0, y: decisive.map { $0.0.height - $0.1.y }.max() ?? 0)
        // An ∞ probe's answer stays ∞ rather than becoming ∞ − ∞.
        func extent(_ lengths: [Double], _ near: Double, _ far: Double) -> Double {
            lengths.contains { $0.isInfinite } ? .infinity : max(near + far, 0)
        }
        return (anchor, Size(width: extent(decisive.map(\.0.width), anchor.x, far.x),
                             height: extent(decisive.map(\.0.height), anchor.y, far.y)))
    }

    func computeSize(for proposal: ProposedSize) -> Size { arrangement(proposal).size }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let childProposal = ProposedSize(frame.size)
        let anchor = arrangement(childProposal).anchor
        for child in children {
            child.place(at: frame.origin + anchor - child.alignmentPoint(alignment, for: childProposal),
                        proposal: childProposal, scope: scope)
        }
    }

    /// The text baselines of the first child that has one, where the child is placed; a standard guide a child sets
    /// with `alignmentGuide` stops here, as at a stack.
    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? {
        guard case .vertical(let guide) = key, guide.isBaseline else { return nil }
        let childProposal = ProposedSize(size(for: proposal))
        let anchor = arrangement(childProposal).anchor
        for child in children {
            guard let value = child.explicitGuide(key, for: childProposal) else { continue }
            let origin = anchor - child.alignmentPoint(alignment, for: childProposal)
            return value + (key.isHorizontal ? origin.x : origin.y)
        }
        return nil
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
