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
    /// Where `key` lies from the element's top-leading corner when something inside sets it (a text's baselines, an
    /// `alignmentGuide`), offered `proposal`; `nil` when nothing does (`docs/layout.md#alignment-guides`).
    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double?
    /// Whether an `alignmentGuide` inside reaches the element's own guides (through modifiers, not past a stack), so
    /// that asking for guides other than baselines can be skipped when none does.
    var setsGuides: Bool { get }
}

extension LayoutElement {
    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? { nil }
    var setsGuides: Bool { false }

    /// Where `key` lies from the element's top-leading corner when offered `proposal`: its explicit value, else the
    /// guide's default in the element's size (a view without text has its baselines at its bottom).
    func guide(_ key: GuideKey, for proposal: ProposedSize) -> Double {
        if case .vertical(let guide) = key, !guide.isBaseline, !setsGuides { return guide.value(in: size(for: proposal).height) }
        if case .horizontal(let guide) = key, !setsGuides { return guide.value(in: size(for: proposal).width) }
        return explicitGuide(key, for: proposal) ?? key.defaultValue(in: size(for: proposal))
    }

    /// The point `alignment` names in the element offered `proposal`, from its top-leading corner.
    func alignmentPoint(_ alignment: Alignment, for proposal: ProposedSize) -> Point {
        Point(x: guide(.horizontal(alignment.horizontal), for: proposal), y: guide(.vertical(alignment.vertical), for: proposal))
    }

    /// Where the element goes, offered `proposal`, so that its `alignment` point meets the same point of a box of
    /// `container` size: `guide(container) − guide(element)` (`docs/layout.md#alignment-guides`).
    func offset(aligning alignment: Alignment, in container: Size, proposal: ProposedSize) -> Point {
        Point(x: alignment.horizontal.value(in: container.width), y: alignment.vertical.value(in: container.height))
            - alignmentPoint(alignment, for: proposal)
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
    var setsGuides: Bool { inner.setsGuides }
}
