/// `VisualLayoutGuide(_ label:alignment:shape:persistenceKey:)`.
public struct VisualLayoutGuideSpec: Sendable, Hashable {
    /// How the guide outlines its frame (`docs/overlays.md#bounds-shape`).
    public enum Shape: String, Sendable, Hashable, CaseIterable {
        /// `rectangle` draws square corners; `concentricRectangle` rounds them concentric with the container.
        case rectangle, concentricRectangle
    }
    /// The title shown in the info box; `nil` for none.
    public var label: String?
    /// Where the 130×130 info box sits against the guide's frame.
    public var alignment: Alignment
    /// How the frame is outlined; `rectangle` by default.
    public var shape: Shape
    /// The key the drag offset is stored under when persistence is enabled; `nil` uses the label instead
    /// (`docs/interactions.md#persistence-keys`).
    public var persistenceKey: String?

    /// A guide with Loupe's defaults: no label, centred info box, rectangle outline, no explicit key.
    public init(label: String? = nil, alignment: Alignment = .center, shape: Shape = .rectangle,
                persistenceKey: String? = nil) {
        self.label = label; self.alignment = alignment; self.shape = shape; self.persistenceKey = persistenceKey
    }
}
