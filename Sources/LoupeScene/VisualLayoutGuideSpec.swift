/// `VisualLayoutGuide(_ label:alignment:shape:persistenceKey:)`.
public struct VisualLayoutGuideSpec: Sendable, Hashable {
    public enum Shape: String, Sendable, Hashable, CaseIterable {
        case rectangle, concentricRectangle
    }
    public var label: String?
    /// Where the 130×130 info box sits against the guide's frame.
    public var alignment: Alignment
    public var shape: Shape
    public var persistenceKey: String?

    public init(label: String? = nil, alignment: Alignment = .center, shape: Shape = .rectangle,
                persistenceKey: String? = nil) {
        self.label = label; self.alignment = alignment; self.shape = shape; self.persistenceKey = persistenceKey
    }
}
