import LoupeCore
import LoupeScene

/// `offset(x:y:)` (`docs/layout.md#offset`): no layout effect; what it wraps is drawn shifted. Its own frame stays
/// where layout put it, so named spaces attached outside it see the shift and spaces attached inside move with the
/// view.
final class OffsetElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let shift: Point

    init(slot: RecordSlot?, x: Double, y: Double, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        shift = Point(x: finiteOrNil(x) ?? 0, y: finiteOrNil(y) ?? 0)
    }

    func computeSize(for proposal: ProposedSize) -> Size { inner.size(for: proposal) }

    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? { inner.explicitGuide(key, for: proposal) }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        inner.place(at: frame.origin + shift, proposal: proposal, scope: scope)
    }
}

/// `position(x:y:)`: takes the proposal (unspecified axes take the child's size there, as OpenSwiftUI's
/// `_PositionLayout` does), proposes its own size to the child and centres the child on `(x, y)` in its own
/// coordinate space. Like SwiftUI, it drops the child's spacing preferences.
final class PositionElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let center: Point

    init(slot: RecordSlot?, x: Double, y: Double, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        center = Point(x: finiteOrNil(x) ?? 0, y: finiteOrNil(y) ?? 0)
    }

    var zeroSpacingEdges: EdgeSet { [] }

    func computeSize(for proposal: ProposedSize) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let child = inner.size(for: proposal)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let childProposal = ProposedSize(frame.size)
        let child = inner.size(for: childProposal)
        let origin = frame.origin + center - Point(x: child.width / 2, y: child.height / 2)
        inner.place(at: origin, proposal: childProposal, scope: scope)
    }
}

/// `fixedSize(horizontal:vertical:)`: proposes `nil` on the chosen axes and reports the child's answer.
final class FixedSizeElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let horizontal: Bool
    let vertical: Bool

    init(slot: RecordSlot?, horizontal: Bool, vertical: Bool, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        self.horizontal = horizontal
        self.vertical = vertical
    }

    func computeSize(for proposal: ProposedSize) -> Size { inner.size(for: childProposal(proposal)) }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        inner.place(at: frame.origin, proposal: childProposal(proposal), scope: scope)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

/// `ignoresSafeArea(edges:)` (`docs/layout.md#ignoressafearea`): the parent sees the child's size for the unexpanded
/// proposal; at placement the child grows by this frame's safe-area insets on `edges` (only edges lying in the unsafe
/// band have any).
final class IgnoresSafeAreaElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let edges: EdgeSet
    let safeArea: SafeAreaResolver

    init(slot: RecordSlot?, edges: EdgeSet, safeArea: SafeAreaResolver, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        self.edges = edges
        self.safeArea = safeArea
    }

    func computeSize(for proposal: ProposedSize) -> Size { inner.size(for: proposal) }

    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? { inner.explicitGuide(key, for: proposal) }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let insets = safeArea.insets(of: frame).restricted(to: edges)
        let grown = ProposedSize(width: proposal.width.map { $0 + insets.leading + insets.trailing },
                                 height: proposal.height.map { $0 + insets.top + insets.bottom })
        inner.place(at: frame.origin - Point(x: insets.leading, y: insets.top), proposal: grown, scope: scope)
    }
}

/// A modifier without layout effect: environment values, `opacity`, `clipped`, `layoutPriority`,
/// `coordinateSpace` and `containerShape`. The last two open a scope for what they wrap
/// (`docs/layout.md#modifier-order-and-spaces`, `docs/layout.md#concentric-corners`).
final class PassThroughElement: WrappingElement {
    /// What the modifier adds to the scope of the views it wraps.
    enum ScopeChange {
        case none
        case namedSpace(String)
        case containerShape(CornerRadii)
    }

    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let priorityOverride: Double?
    let scopeChange: ScopeChange

    init(slot: RecordSlot?, priority: Double? = nil, scopeChange: ScopeChange = .none, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        priorityOverride = priority.flatMap { $0.isNaN ? nil : $0 }
        self.scopeChange = scopeChange
    }

    var layoutPriority: Double { priorityOverride ?? inner.layoutPriority }

    func computeSize(for proposal: ProposedSize) -> Size { inner.size(for: proposal) }

    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? { inner.explicitGuide(key, for: proposal) }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        var innerScope = scope
        switch scopeChange {
        case .none:
            break
        case .namedSpace(let name):
            // The space's origin is the view as wrapped by the modifiers before this one: this very frame.
            innerScope.spaces.insert(NamedSpace(name: name, origin: frame.origin), at: 0)
            // `coordinateSpace(name:)` returns a view that *has* the space, so a lookup from this
            // modifier's own frame finds it too; `place` recorded only the spaces outside it.
            slot?.recordSpaces(innerScope.spaces)
        case .containerShape(let radii):
            func finite(_ r: Double) -> Double { finiteOrNil(r) ?? 0 }
            innerScope.containerShape = ContainerShape(frame: frame, cornerRadii: CornerRadii(
                topLeading: finite(radii.topLeading), topTrailing: finite(radii.topTrailing),
                bottomLeading: finite(radii.bottomLeading), bottomTrailing: finite(radii.bottomTrailing)))
        }
        inner.place(at: frame.origin, proposal: proposal, scope: innerScope)
    }
}

/// `overlay`/`background` (`docs/layout.md#overlays-and-backgrounds`): the primary decides the size; a view layer is
/// proposed that size and aligned in it, and sees only the scope outside this modifier. A shape-style layer has no
/// element: its fill rect is derived from this modifier's frame when the node is frozen.
final class LayerElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let layer: (any LayoutElement)?
    let alignment: Alignment

    init(slot: RecordSlot?, alignment: Alignment, layer: (any LayoutElement)?, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        self.layer = layer
        self.alignment = alignment
    }

    func computeSize(for proposal: ProposedSize) -> Size { inner.size(for: proposal) }

    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? { inner.explicitGuide(key, for: proposal) }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        inner.place(at: frame.origin, proposal: proposal, scope: scope)
        guard let layer else { return }
        let layerProposal = ProposedSize(frame.size)
        let offset = layer.offset(aligning: alignment, in: frame.size, proposal: layerProposal)
        layer.place(at: frame.origin + offset, proposal: layerProposal, scope: scope)
    }
}
