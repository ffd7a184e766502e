import LoupeDisplayList

/// An overlay together with the view it belongs to and the context it is painted in.
public struct AttachedOverlay {
    /// The path of the view that draws the overlay, e.g. `body.content[1]`.
    public var path: String
    /// The overlay.
    public var overlay: any LoupeOverlay
    /// How it is painted: the view's foreground style as the tint.
    public var context: OverlayContext

    /// The overlay's draw commands.
    public var commands: [DisplayCommand] { overlay.commands(in: context) }

    /// What the overlay shows.
    public var report: any LayoutReportEntry { overlay.report(in: context) }
}
