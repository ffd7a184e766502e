import LoupeCore
import LoupeScene

/// `TextField` and `SecureField` (`docs/controls.md#text-field`): as wide as offered (the shown text's width when
/// offered none), one line of the font tall, plus the rounded border's padding on every side.
final class TextFieldElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    private let lineHeight: Double
    private let idealWidth: Double
    private let padding: Double
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, spec: TextFieldSpec, font: FontSpec, isRounded: Bool, measurer: any TextMeasuring, scale: Double) {
        self.slot = slot
        let measured = measurer.measure(spec.shown, font: font, width: nil, lineLimit: 1)
        lineHeight = ceiledToPixels(measured.height, scale: scale)
        idealWidth = ceiledToPixels(measured.width, scale: scale)
        padding = isRounded ? TextFieldMetrics.padding : 0
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? idealWidth + 2 * padding
        return Size(width: width, height: lineHeight + 2 * padding)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}
