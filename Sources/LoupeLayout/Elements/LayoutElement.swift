import LoupeCore
import LoupeScene

/// One link of the layout chain: a bare view, or one modifier wrapping what came before it.
///
/// `size(for:)` is SwiftUI's pure `sizeThatFits` (`docs/layout.md#measuring-and-placing`), memoised per proposal
/// because containers ask several times. `place(at:proposal:scope:)` re-proposes, reads the size, records the frame and
/// places the content.
protocol LayoutElement: AnyObject {
    var sizeCache: SizeCache { get }
    /// Where the frame is recorded; `nil` for implicit containers that belong to no scene view.
    var slot: RecordSlot? { get }
    /// The stack fitting priority: `layoutPriority`, or −∞ for a Spacer.
    var layoutPriority: Double { get }
    /// The edges whose stack spacing preference is zero (a Spacer's), as modifiers project them
    /// (`docs/layout.md#stack-spacing`).
    var zeroSpacingEdges: EdgeSet { get }

    func computeSize(for proposal: ProposedSize) -> Size
    /// Places the content inside `frame`, the element's own frame for `proposal`.
    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope)
    /// Where a text baseline of the element lies below its top, when it was offered `proposal`; `nil` when nothing in
    /// it has text (its baselines are then its bottom edge, `docs/layout.md#text-baselines`).
    func baseline(_ guide: VerticalAlignment, for proposal: ProposedSize) -> Double?
}

extension LayoutElement {
    func baseline(_ guide: VerticalAlignment, for proposal: ProposedSize) -> Double? { nil }

    /// The position of `guide` below the element's top when offered `proposal`: a text baseline its content decides,
    /// else the guide in its height.
    func verticalGuide(_ guide: VerticalAlignment, for proposal: ProposedSize) -> Double {
        let size = size(for: proposal)
        if guide.isBaseline, let baseline = baseline(guide, for: proposal) { return baseline }
        return guide.value(in: size.height)
    }

    func size(for proposal: ProposedSize) -> Size {
        let proposal = proposal.sanitized
        if let cached = sizeCache.sizes[proposal] { return cached }
        let size = computeSize(for: proposal).sanitized
        sizeCache.sizes[proposal] = size
        return size
    }

    func place(at origin: Point, proposal: ProposedSize, scope: PlacementScope) {
        let frame = Rect(origin: origin, size: size(for: proposal))
        slot?.write(frame, scope: scope)
        placeContent(in: frame, proposal: proposal.sanitized, scope: scope)
    }
}

/// The memo of one element's answers.
final class SizeCache {
    var sizes: [ProposedSize: Size] = [:]
}

/// A modifier element: it forwards priority and spacing from what it wraps unless it changes them.
protocol WrappingElement: LayoutElement {
    var inner: any LayoutElement { get }
}

extension WrappingElement {
    var layoutPriority: Double { inner.layoutPriority }
    var zeroSpacingEdges: EdgeSet { inner.zeroSpacingEdges }
}
