import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeOverlays

/// A scene after layout and interaction replay: the layout tree, the display list, the guides', position views' and
/// grids' reports and the persisted-offset store as the interactions left it.
public struct LaidOutScene {
    /// The scene as loaded, overrides applied.
    public let scene: LoadedScene
    /// The layout of this moment: after the interactions replayed so far, with the state they left.
    public let layout: LayoutResult
    let painter: ScenePainter
    /// What the interactions changed, up to this moment.
    public let state: InteractionState

    /// The persisted-offset store after the scene's interactions (up to this moment).
    public var store: OffsetStore { state.store }

    /// What each `drop` interaction did, in interaction order (on the scene after every interaction only).
    public let drops: [DropResult]

    /// Everything the picture shows, in points and in drawing order: the background first, then the views with
    /// Loupe's overlays, then the navigation bar's title, then a marker and label per drop. The rasterizer draws
    /// exactly this.
    public var displayList: DisplayList {
        let document = scene.document
        var list = DisplayList(size: document.device.size)
        list.append(document.background.command(size: document.device.size, colorScheme: document.colorScheme,
                                                imagePath: scene.resolvedPath))
        list.append(contentsOf: painter.displayList().commands)
        if let navigationBar { list.append(contentsOf: navigationBar.commands(in: painter.overlayContext)) }
        list.append(contentsOf: dropMarkers.commands(in: painter.overlayContext))
        return list
    }

    /// Every overlay the views draw, in paint order, each in the context it is painted in.
    public var overlays: [AttachedOverlay] { painter.overlays() }

    /// What the `layout` report says about `node` beyond its frames: the entry of the overlay it draws, if any, then
    /// what the interactions left there.
    func reportEntries(for node: LayoutNode, overlaysByPath: [String: AttachedOverlay]) -> [any LayoutReportEntry] {
        (overlaysByPath[node.view.path].map { [$0.report] } ?? []) + state.reportEntries(for: node)
    }

    /// What the `layout` report lists beside the views: the navigation bar, when there is one, and the drops.
    var sceneReportEntries: [any LayoutReportEntry] {
        let bar: [any LayoutReportEntry] = navigationBar.map { [$0.report(in: painter.overlayContext)] } ?? []
        return bar + [dropMarkers.report(in: painter.overlayContext)]
    }

    /// What the navigation bar shows (its frame, title and the title's line), when the body is a NavigationStack.
    public var navigationBarReport: NavigationBarReport? { navigationBar?.report(in: painter.overlayContext) }

    /// The scene's navigation bar on its device, when its body is a NavigationStack.
    var navigationBar: NavigationBarOverlay? {
        scene.document.navigationBar.map {
            NavigationBarOverlay(bar: $0, device: scene.document.device, layoutDirection: scene.document.layoutDirection)
        }
    }

    /// What every VisualLayoutGuide shows, in registration order.
    public var guides: [GuideReport] { painter.guideReports() }

    /// What every DraggablePositionView shows, in paint order.
    public var positionViews: [PositionViewReport] { painter.positionViewReports() }

    /// What every GridDragView shows, in layout preorder.
    public var grids: [GridDragReport] { state.grids }

    /// Each drop's label frame in global points, in interaction order, as the picture places them.
    public var dropLabelFrames: [Rect] { dropMarkers.report(in: painter.overlayContext).labelFrames }

    /// The drops as the picture shows them, on top of everything else.
    public var dropMarkers: DropMarkerOverlay { DropMarkerOverlay(drops: drops, screen: layout.device.size) }
}
