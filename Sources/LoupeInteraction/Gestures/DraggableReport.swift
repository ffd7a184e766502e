import LoupeCore
import LoupeJSON
import LoupeOverlays
import LoupeScene

/// Where a view with the `draggable` modifier has been dragged, for the `layout` report.
public struct DraggableReport: LayoutReportEntry, Hashable {
    /// Listed as `draggable` on the view.
    public static let reportKey = "draggable"

    /// The view's drag state; at rest with no offset when nothing dragged it.
    public var state: DraggableState

    /// The ended gestures' sum, the translation in flight, the offset drawn and whether a gesture is in flight.
    public var json: JSONValue {
        .object([
            ("committed", .size(state.committed)), ("translation", .size(state.translation)),
            ("offset", .size(state.total)), ("isDragging", .bool(state.isDragging)),
        ])
    }
}
