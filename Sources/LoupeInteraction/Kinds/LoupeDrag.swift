import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene

/// What a drag does to a view that carries one of Loupe's own drag gestures: declared once for each such kind
/// (``GuideDrag``, ``PositionViewDrag``), and all the replay asks of it.
///
/// Both keep a committed offset and an in-flight one (``DragGestureState``): a change event sets the in-flight offset
/// to the constrained translation, the end event commits it, lets the kind settle the committed offset, and stores
/// it under the persistence key.
protocol LoupeDrag {
    /// The key the committed offset persists under in the offset store, or `nil` when persistence is off.
    func persistenceKey(of node: LayoutNode) -> String?
    /// Whether the view's environment lets it be dragged.
    func isEnabled(_ node: LayoutNode) -> Bool
    /// Whether a finger put down at `point` lands on the part of the view that carries the gesture, as `painter`
    /// draws it at that moment.
    func touches(_ node: LayoutNode, at point: Point, painter: ScenePainter) -> Bool
    /// The translation as the view's constraints allow it.
    func constrain(_ translation: Size, of node: LayoutNode) -> Size
    /// The committed offset as it stays after a gesture ends.
    func settle(_ committed: Size, of node: LayoutNode, layout: LayoutResult, text: any TextLineLayout) -> Size
}

/// VisualLayoutGuide: its info box carries the gesture and moves by the translation as given.
struct GuideDrag: LoupeDrag {
    let spec: VisualLayoutGuideSpec

    func persistenceKey(of node: LayoutNode) -> String? { GuideKeys.persistenceKey(for: node, spec: spec) }

    func isEnabled(_ node: LayoutNode) -> Bool { node.environment.guideInteractions.dragEnabled }

    func touches(_ node: LayoutNode, at point: Point, painter: ScenePainter) -> Bool {
        guard let box = painter.guideInfoBox(at: node.view.path) else { return false }
        return box.contains(point)
    }

    func constrain(_ translation: Size, of node: LayoutNode) -> Size { translation }

    func settle(_ committed: Size, of node: LayoutNode, layout: LayoutResult, text: any TextLineLayout) -> Size {
        committed
    }
}

/// DraggablePositionView: the whole view carries the gesture. Axis constraints drop an axis of the translation;
/// range constraints clamp the reported position, during the drag (the painter clamps) and after it (the committed
/// offset is the clamped one).
struct PositionViewDrag: LoupeDrag {
    let spec: DraggablePositionViewSpec

    func persistenceKey(of node: LayoutNode) -> String? { PositionViewKeys.persistenceKey(for: node, spec: spec) }

    func isEnabled(_ node: LayoutNode) -> Bool { node.environment.trackerInteractions.dragEnabled }

    func touches(_ node: LayoutNode, at point: Point, painter: ScenePainter) -> Bool {
        painter.positionGeometry(node, spec).hitTest(point)
    }

    func constrain(_ translation: Size, of node: LayoutNode) -> Size {
        node.environment.trackerConstraints.constrain(translation: translation)
    }

    func settle(_ committed: Size, of node: LayoutNode, layout: LayoutResult, text: any TextLineLayout) -> Size {
        PositionViewGeometry(node: node, spec: spec, layout: layout, manualOffset: committed, text: text).manualOffset
    }
}
