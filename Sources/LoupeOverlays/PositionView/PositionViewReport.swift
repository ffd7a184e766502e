import LoupeCore
import LoupeLayout
import LoupeScene
import LoupeJSON

/// What one DraggablePositionView shows and where, for the `layout` report and the library API.
public struct PositionViewReport: Sendable, Hashable {
    public let path: String
    public let id: String?
    public let label: String?
    /// `"local"`, `"global"` or `"named(\"…\")"`.
    public let coordinateSpace: String
    public let geometry: PositionViewGeometry
    public let persistenceKey: String?
    public let dragEnabled: Bool
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
}
