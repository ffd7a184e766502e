import LoupeCore
import LoupeScene

/// A switch-style `Toggle` or a `Stepper` (`docs/controls.md#toggle`, `docs/controls.md#stepper`): its label at the
/// leading edge and the control (51 × 31, 94 × 32) at the trailing edge, as wide as it is offered (the label, the gap
/// and the control when offered no width) and as tall as the taller of the two. Without a label (`labelsHidden()`), the
/// control alone.
final class TrailingControlElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let label: (any LayoutElement)?
    let control: Size
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, label: (any LayoutElement)?, control: Size) {
        self.slot = slot; self.label = label; self.control = control
    }

    private var reserved: Double { control.width + ToggleMetrics.gap }

    private func labelProposal(_ width: Double?) -> ProposedSize {
        ProposedSize(width: width.map { max($0 - reserved, 0) }, height: nil)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        guard let label else { return control }
        let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let labelSize = label.size(for: labelProposal(width))
        return Size(width: width ?? labelSize.width + reserved, height: max(labelSize.height, control.height))
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        guard let label else { return }
        let labelProposal = labelProposal(frame.width)
        let size = label.size(for: labelProposal)
        label.place(at: Point(x: frame.minX, y: frame.midY - size.height / 2), proposal: labelProposal, scope: scope)
    }
}

/// A `ProgressView` (`docs/controls.md#progress-view`): the 20-point indicator with its label centred 8 below, or a
/// 4-point bar as wide as offered with its label 8 above, at the leading edge.
final class ProgressElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let label: (any LayoutElement)?
    let isBar: Bool
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, label: (any LayoutElement)?, isBar: Bool) { self.slot = slot; self.label = label; self.isBar = isBar }

    private func labelSize(_ width: Double?) -> Size? { label?.size(for: ProposedSize(width: width, height: nil)) }

    func computeSize(for proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let labelSize = labelSize(width)
        let labelHeight = labelSize.map { $0.height + ProgressMetrics.labelSpacing } ?? 0
        if isBar {
            return Size(width: width ?? labelSize?.width ?? 0, height: labelHeight + ProgressMetrics.barHeight)
        }
        let side = ProgressMetrics.indicatorSide
        return Size(width: max(side, labelSize?.width ?? 0), height: side + labelHeight)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        guard let label, let size = labelSize(frame.width) else { return }
        let proposal = ProposedSize(width: frame.width, height: nil)
        if isBar {
            label.place(at: frame.origin, proposal: proposal, scope: scope)
        } else {
            let top = frame.minY + ProgressMetrics.indicatorSide + ProgressMetrics.labelSpacing
            label.place(at: Point(x: frame.midX - size.width / 2, y: top), proposal: proposal, scope: scope)
        }
    }
}

/// A `Slider` (`docs/controls.md#slider`): as wide as it is offered (100 when offered none), 34 tall.
final class SliderElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?) { self.slot = slot }

    func computeSize(for proposal: ProposedSize) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? SliderMetrics.idealWidth,
             height: SliderMetrics.height)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}

/// A segmented `Picker` (`docs/controls.md#picker`): as wide as it is offered (each title plus 12 on either side when
/// offered none), 32 tall.
final class SegmentedElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let idealWidth: Double
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, options: [String], measurer: any TextMeasuring, scale: Double) {
        self.slot = slot
        idealWidth = options.reduce(0) { total, option in
            let width = measurer.measure(option, font: PickerMetrics.segmentFont, width: nil, lineLimit: 1).width
            return total + ceiledToPixels(width, scale: scale) + 2 * PickerMetrics.segmentPadding
        }
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? idealWidth, height: PickerMetrics.segmentedHeight)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}
