import LoupeDisplayList
import LoupeJSON

/// One of Loupe's overlays, ready to draw: a VisualLayoutGuide, a DraggablePositionView, a grid or corner guide, the
/// markers of replayed drops, or a NavigationStack's bar.
///
/// Every overlay is a value built from the laid-out scene that gives, in an ``OverlayContext``, its draw commands and
/// what it shows as a ``LayoutReportEntry``; the painter and the `layout` report treat all of them alike.
public protocol LoupeOverlay {
    /// What the overlay shows, for the `layout` report and the library API.
    associatedtype Report: LayoutReportEntry

    /// The overlay's draw commands in global points, back to front.
    func commands(in context: OverlayContext) -> [DisplayCommand]

    /// What the overlay shows, as drawn in `context`.
    func report(in context: OverlayContext) -> Report
}

/// A part of the `layout` report: an object under a fixed key, on a view's entry or, for the drops and the navigation
/// bar, on the report itself (`docs/cli.md#layout`).
public protocol LayoutReportEntry: Sendable {
    /// The key the entry is listed under, e.g. `visualLayoutGuide`.
    static var reportKey: String { get }
    /// The entry's value as JSON.
    var json: JSONValue { get }
}

extension LayoutReportEntry {
    /// ``reportKey`` of the entry's type.
    public var reportKey: String { Self.reportKey }
}
