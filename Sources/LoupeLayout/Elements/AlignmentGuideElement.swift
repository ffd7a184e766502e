import LoupeCore
import LoupeScene

/// `alignmentGuide(_:computeValue:)` (`docs/layout.md#alignment-guides`): the view's size and place are its content's;
/// only where the one guide lies changes, computed from the content's size and baselines.
final class AlignmentGuideElement: WrappingElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let inner: any LayoutElement
    let key: GuideKey
    let value: GuideValue

    init(slot: RecordSlot?, key: GuideKey, value: GuideValue, inner: any LayoutElement) {
        self.slot = slot
        self.key = key
        self.value = value
        self.inner = inner
    }

    var setsGuides: Bool { true }

    func computeSize(for proposal: ProposedSize) -> Size { inner.size(for: proposal) }

    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? {
        guard key == self.key else { return inner.explicitGuide(key, for: proposal) }
        let size = inner.size(for: proposal)
        let first = value.firstTextBaseline == 0 ? 0 : inner.guide(.vertical(.firstTextBaseline), for: proposal)
        let last = value.lastTextBaseline == 0 ? 0 : inner.guide(.vertical(.lastTextBaseline), for: proposal)
        return value.value(in: size, firstBaseline: first, lastBaseline: last)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        inner.place(at: frame.origin, proposal: proposal, scope: scope)
    }
}
