import LoupeDisplayList
import LoupeLayout
import LoupeOverlays

/// A scene after layout and interaction replay: the layout tree, the display list, the guides', position views' and
/// grids' reports and the persisted-offset store as the interactions left it.
public struct LaidOutScene {
    public let scene: LoadedScene
    public let layout: LayoutResult
    let painter: ScenePainter
    /// What the interactions changed, up to this moment.
    public let state: InteractionState

    /// The persisted-offset store after the scene's interactions (up to this moment).
    public var store: OffsetStore { state.store }

    /// The draw commands of the whole scene, in points.
    public var displayList: DisplayList { painter.displayList() }

    /// What every VisualLayoutGuide shows, in registration order.
    public var guides: [GuideReport] { painter.guideReports() }

    /// What every DraggablePositionView shows, in paint order.
    public var positionViews: [PositionViewReport] { painter.positionViewReports() }

    /// What every GridDragView shows, in layout preorder.
    public var grids: [GridDragReport] { state.grids }
}
