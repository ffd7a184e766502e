import LoupeCore
import LoupeJSON

/// What a VisualLayoutGuide shows, for the `layout` report and for tests.
public struct GuideReport: LayoutReportEntry, Hashable {
    /// Listed as `visualLayoutGuide` on the guide's view.
    public static let reportKey = "visualLayoutGuide"

    /// The guide's path in the scene, e.g. `body.content[1]`.
    public var path: String
    /// The guide's `id` in the scene, if it has one.
    public var id: String?
    /// The guide's label, if it has one.
    public var label: String?
    /// The strings as drawn: `y###`, `x###`, then `to/le/bo/tr` inset labels.
    public var heightReadout: String
    /// The width readout as drawn: `x` and the width in points truncated toward zero (`x196` for 196.5).
    public var widthReadout: String
    /// The four inset labels as drawn, top, leading, bottom and trailing: `to59`, `le0`, `bo34`, `tr0` (truncated
    /// toward zero).
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

    /// The strings as drawn, the box's frames and offsets, and the keys that place and persist it.
    public var json: JSONValue {
        .object([
            ("label", .string(label)),
            ("heightReadout", .string(heightReadout)),
            ("widthReadout", .string(widthReadout)),
            ("insetLabels", .array(insetLabels.map { .string($0) })),
            ("infoBox", .rect(infoBox)),
            ("naturalInfoBox", .rect(naturalInfoBox)),
            ("collisionOffset", .number(collisionOffset)),
            ("manualOffset", .size(manualOffset)),
            ("persistenceKey", .string(persistenceKey)),
            ("coordinatorScope", .string(coordinatorScope)),
        ])
    }
}
