import LoupeCore
import LoupeLayout
import LoupeScene
import LoupeJSON

/// What one DraggablePositionView shows and where, for the `layout` report and the library API.
public struct PositionViewReport: LayoutReportEntry, Hashable {
    /// Listed as `draggablePositionView` on the view.
    public static let reportKey = "draggablePositionView"

    /// The view's path in the scene, e.g. `body.content[1]`.
    public let path: String
    /// The view's `id` in the scene, if it has one.
    public let id: String?
    /// The label as the scene gives it (an empty string is kept here, though no name line is drawn for it).
    public let label: String?
    /// `"local"`, `"global"` or `"named(\"…\")"`.
    public let coordinateSpace: String
    /// Where the view, its disc and its label are drawn, and the position it reports.
    public let geometry: PositionViewGeometry
    /// The key its offset is persisted under; `nil` when persistence is off or no key can be formed.
    public let persistenceKey: String?
    /// Whether `draggablePositionViewInteractions` in force enables dragging the view.
    public let dragEnabled: Bool
    /// The `draggablePositionViewConstraints` in force at the view.
    public let constraints: PositionConstraints

    init(node: LayoutNode, spec: DraggablePositionViewSpec, geometry: PositionViewGeometry) {
        path = node.view.path
        id = node.view.id
        label = spec.label
        switch spec.coordinateSpace {
        case .local: coordinateSpace = "local"
        case .global: coordinateSpace = "global"
        case .named(let name): coordinateSpace = "named(\(jsonStringLiteral(name)))"
        }
        self.geometry = geometry
        persistenceKey = PositionViewKeys.persistenceKey(for: node, spec: spec)
        dragEnabled = node.environment.trackerInteractions.dragEnabled
        constraints = node.environment.trackerConstraints
    }

    /// The label, the space and the position it reports, and where the view, its disc and label are drawn.
    public var json: JSONValue {
        let g = geometry
        return .object([
            ("label", .string(label)),
            ("coordinateSpace", .string(coordinateSpace)),
            ("position", .point(g.position)),
            ("coordinateLine", .string(g.coordinateLine)),
            ("startPosition", .size(g.startPosition)),
            ("manualOffset", .size(g.manualOffset)),
            ("offset", .size(g.offset)),
            ("drawnFrame", .rect(g.drawnFrame)),
            ("disc", .rect(g.disc)),
            ("labelFrame", .rect(g.labelFrame)),
            ("labelYOffset", .number(g.placement.yOffset)),
            ("flipped", .bool(g.placement.flipped)),
            ("dragEnabled", .bool(dragEnabled)),
            ("persistenceKey", .string(persistenceKey)),
        ])
    }
}
