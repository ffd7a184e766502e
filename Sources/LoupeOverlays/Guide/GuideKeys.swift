import LoupeLayout
import LoupeScene

/// Where a VisualLayoutGuide keeps its manual offset.
public enum GuideKeys {
    /// The default namespace of VisualLayoutGuide's keys.
    public static let defaultNamespace = "VisualLayoutGuide"

    /// The guide's persisted-offset key: only with persistence enabled, from `persistenceKey ?? label`.
    public static func persistenceKey(for node: LayoutNode, spec: VisualLayoutGuideSpec) -> String? {
        let interactions = node.environment.guideInteractions
        guard interactions.persistenceEnabled else { return nil }
        return PersistenceKey.make(identifier: spec.persistenceKey ?? spec.label,
                                   namespace: interactions.persistenceNamespace, defaultNamespace: defaultNamespace)
    }
}
