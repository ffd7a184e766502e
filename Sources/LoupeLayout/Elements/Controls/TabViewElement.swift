import LoupeCore
import LoupeScene

/// A `TabView` (`docs/controls.md#tab-view`): all the space it is offered; the shown tab is laid out in it above the
/// 49-point tab bar, centred as a root view is.
final class TabViewElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let tab: (any LayoutElement)?
    /// Whether the tab bar takes the bottom of the view (not in the page style).
    let reservesTabBar: Bool
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, tab: (any LayoutElement)?, reservesTabBar: Bool = true) {
        self.slot = slot; self.tab = tab; self.reservesTabBar = reservesTabBar
    }

    func computeSize(for proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        guard let tab else { return }
        let area = Size(width: frame.width, height: max(frame.height - (reservesTabBar ? TabBarMetrics.height : 0), 0))
        let offer = ProposedSize(width: area.width, height: area.height)
        let size = tab.size(for: offer)
        tab.place(at: Point(x: frame.minX + (area.width - size.width) / 2, y: frame.minY + (area.height - size.height) / 2),
                  proposal: offer, scope: scope)
    }
}
