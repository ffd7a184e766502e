import LoupeCore
import LoupeScene

/// An inline picker in a list row (`docs/controls.md#picker`): its options one above the other, each as tall as a
/// list row of its text; it fills the width it is offered. The painter draws the options, the separators between them
/// and the checkmark.
final class InlinePickerElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let height: Double
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, options: [String], font: FontSpec, measurer: any TextMeasuring, scale: Double) {
        self.slot = slot
        height = options.reduce(0) { total, option in
            let text = ceiledToPixels(measurer.measure(option, font: font, width: nil, lineLimit: 1).height, scale: scale)
            return total + PickerMetrics.inlineRowHeight(textHeight: text)
        }
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? 0, height: height)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}
