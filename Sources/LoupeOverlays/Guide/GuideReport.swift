import LoupeCore

/// What a VisualLayoutGuide shows, for the `layout` report and for tests.
public struct GuideReport: Sendable, Hashable {
    /// The guide's path in the scene, e.g. `body.content[1]`.
    public var path: String
    public var id: String?
    public var label: String?
    /// The strings as drawn: `y###`, `x###`, then `to/le/bo/tr` inset labels.
    public var heightReadout: String
    public var widthReadout: String
    public var insetLabels: [String]
    /// The info box's frame in global points with every offset applied.
    public var infoBox: Rect
    /// The box's natural frame: aligned in the guide, before any offset.
    public var naturalInfoBox: Rect
    /// The coordinator's automatic downward offset.
    public var collisionOffset: Double
    /// The manual (drag) offset: persisted plus in-flight.
    public var manualOffset: Size
    /// The persisted-offset key, when persistence is enabled and the identifier sanitizes to something.
    public var persistenceKey: String?
    /// The collision scope: `nil` for the shared one, else the path of the isolating view.
    public var coordinatorScope: String?
}
