import LoupeDisplayList
import LoupeLayout
import LoupeOverlays

/// A scene after layout and interaction replay: the layout tree, the display list, the guides' and grids' reports
/// and the persisted-offset store as the interactions left it.
public struct LaidOutScene {
    public let scene: LoadedScene
    public let layout: LayoutResult
    let painter: ScenePainter
    /// The persisted-offset store after the scene's interactions.
    public let store: OffsetStore
    /// What every GridDragView shows after the interactions, in layout preorder.
    public let grids: [GridDragReport]

    /// The draw commands of the whole scene, in points.
    public var displayList: DisplayList { painter.displayList() }

    /// What every VisualLayoutGuide shows, in registration order.
    public var guides: [GuideReport] { painter.guideReports() }
}
