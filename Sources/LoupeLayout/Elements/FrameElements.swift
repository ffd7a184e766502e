import LoupeCore
import LoupeScene

/// `frame(width:height:alignment:)` (`docs/layout.md#fixed-frame`). Negative or non-finite dimensions are ignored.
final class FixedFrameElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let width: Double?
    let height: Double?
    let alignment: Alignment

    init(slot: RecordSlot?, frame: FixedFrame, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        width = Self.valid(frame.width)
        height = Self.valid(frame.height)
        alignment = frame.alignment
    }

    /// A fixed dimension resets the spacing preference on the edges it fixes (OpenSwiftUI `_FrameLayout.spacing`).
    var zeroSpacingEdges: EdgeSet {
        var edges = inner.zeroSpacingEdges
        if width != nil { edges.subtract(.horizontal) }
        if height != nil { edges.subtract(.vertical) }
        return edges
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = inner.size(for: childProposal(proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let childProposal = childProposal(proposal)
        let offset = inner.offset(aligning: alignment, in: frame.size, proposal: childProposal)
        inner.place(at: frame.origin + offset, proposal: childProposal, scope: scope)
    }

    /// A guide set inside, where the child is placed.
    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? {
        let childProposal = childProposal(proposal)
        guard let value = inner.explicitGuide(key, for: childProposal) else { return nil }
        let offset = inner.offset(aligning: alignment, in: size(for: proposal), proposal: childProposal)
        return value + (key.isHorizontal ? offset.x : offset.y)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    private static func valid(_ value: Double?) -> Double? {
        guard let value = finiteOrNil(value), value >= 0 else { return nil }
        return value
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, per axis
/// (`docs/layout.md#flexible-frame`).
final class FlexibleFrameElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let horizontal: FlexibleAxis
    let vertical: FlexibleAxis
    let alignment: Alignment

    init(slot: RecordSlot?, frame: FlexibleFrame, inner: any LayoutElement) {
        self.slot = slot
        self.inner = inner
        horizontal = FlexibleAxis(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        vertical = FlexibleAxis(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        alignment = frame.alignment
    }

    var zeroSpacingEdges: EdgeSet {
        var edges = inner.zeroSpacingEdges
        if horizontal.isConstrained { edges.subtract(.horizontal) }
        if vertical.isConstrained { edges.subtract(.vertical) }
        return edges
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let fixedWidth = horizontal.fixedLength(proposed: proposal.width)
        let fixedHeight = vertical.fixedLength(proposed: proposal.height)
        if let fixedWidth, let fixedHeight { return Size(width: fixedWidth, height: fixedHeight) }
        let childProposal = ProposedSize(width: horizontal.childProposal(proposed: proposal.width),
                                         height: vertical.childProposal(proposed: proposal.height))
        let child = inner.size(for: childProposal)
        return Size(
            width: fixedWidth ?? horizontal.finalLength(child: child.width, childProposal: childProposal.width),
            height: fixedHeight ?? vertical.finalLength(child: child.height, childProposal: childProposal.height))
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let childProposal = placementProposal(ownSize: frame.size, proposal: proposal)
        let offset = inner.offset(aligning: alignment, in: frame.size, proposal: childProposal)
        inner.place(at: frame.origin + offset, proposal: childProposal, scope: scope)
    }

    /// A guide set inside, where the child is placed.
    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? {
        let ownSize = size(for: proposal)
        let childProposal = placementProposal(ownSize: ownSize, proposal: proposal)
        guard let value = inner.explicitGuide(key, for: childProposal) else { return nil }
        let offset = inner.offset(aligning: alignment, in: ownSize, proposal: childProposal)
        return value + (key.isHorizontal ? offset.x : offset.y)
    }

    private func placementProposal(ownSize: Size, proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal.placementProposal(ownLength: ownSize.width, proposed: proposal.width),
                     height: vertical.placementProposal(ownLength: ownSize.height, proposed: proposal.height))
    }
}

/// One axis of a flexible frame, normalised as SwiftUI does at construction: `min ≥ 0`, `ideal ≥ min`, `max ≥ ideal`.
///
/// Deviation for robustness: a non-finite minimum or ideal (which SwiftUI calls invalid) is dropped, and so is a
/// NaN maximum, so no frame can become infinite or NaN at placement.
struct FlexibleAxis: Sendable, Hashable {
    let min: Double?
    let ideal: Double?
    let max: Double?

    init(min: Double?, ideal: Double?, max: Double?) {
        let minimum = finiteOrNil(min).map { Swift.max($0, 0) }
        let idealValue = finiteOrNil(ideal).map { Swift.max(minimum ?? 0, $0) }
        let maximum = max.flatMap { $0.isNaN ? nil : $0 }.map { Swift.max(idealValue ?? 0, $0) }
        self.min = minimum; self.ideal = idealValue; self.max = maximum
    }

    var isConstrained: Bool { min != nil || ideal != nil || max != nil }

    /// A length decided without the child, or `nil`.
    func fixedLength(proposed: Double?) -> Double? {
        guard let proposed else { return ideal }
        guard let min, let max, min <= max else { return nil }
        return clamp(proposed, min, max)
    }

    /// The child's proposal: the frame's proposal (or the ideal when there is none) clamped to the bounds.
    func childProposal(proposed: Double?) -> Double? {
        (proposed ?? ideal).map { clamp($0, min ?? -.infinity, max ?? .infinity) }
    }

    /// The frame's length from the child's length `child`, per min/max case.
    func finalLength(child: Double, childProposal: Double?) -> Double {
        switch (min, max) {
        case let (min?, max?) where min <= max: return clamp(child, min, max)
        case let (min?, nil): return Swift.max(Swift.min(childProposal ?? .infinity, child), min)
        case let (nil, max?): return Swift.min(Swift.max(childProposal ?? -.infinity, child), max)
        default: return child
        }
    }

    /// The placement proposal (`docs/layout.md#flexible-frame-placement`): the frame's own length, or `nil` when the
    /// frame had no proposal, no ideal, and its length lies strictly inside the bounds (so the child keeps its ideal
    /// size).
    func placementProposal(ownLength: Double, proposed: Double?) -> Double? {
        if ideal == nil, proposed == nil, (min ?? -.infinity) < ownLength, ownLength < (max ?? .infinity) {
            return nil
        }
        return ownLength
    }
}
