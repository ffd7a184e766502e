import LoupeLayout
import LoupeScene

/// Where a DraggablePositionView keeps its manual offset (`docs/interactions.md#persisted-offsets`).
public enum PositionViewKeys {
    /// The default namespace of DraggablePositionView's keys.
    public static let defaultNamespace = PositionViewMetrics.defaultNamespace

    /// The view's persisted-offset key: only with persistence enabled, from `persistenceKey ?? label`.
    public static func persistenceKey(for node: LayoutNode, spec: DraggablePositionViewSpec) -> String? {
        let interactions = node.environment.trackerInteractions
        guard interactions.persistenceEnabled else { return nil }
        return PersistenceKey.make(identifier: spec.persistenceKey ?? spec.label,
                                   namespace: interactions.persistenceNamespace, defaultNamespace: defaultNamespace)
    }
}
