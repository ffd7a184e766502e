import LoupeCore
import LoupeScene

/// `Divider()` (`docs/controls.md#divider`): one device pixel thick along the axis of the stack it is in, and as long
/// as it is offered across it (10 points when offered nothing, as other flexible leaves). Outside a horizontal stack
/// it is a horizontal line.
final class DividerElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    /// Whether it stands in an `HStack`, and so is a vertical line.
    let isVertical: Bool
    /// One device pixel, in points.
    let thickness: Double
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, stackAxis: Axis?, scale: Double) {
        self.slot = slot
        isVertical = stackAxis == .horizontal
        thickness = 1 / max(scale, 1)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let filled = proposal.replacingUnspecifiedDimensions
        return isVertical ? Size(width: thickness, height: filled.height) : Size(width: filled.width, height: thickness)
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}
