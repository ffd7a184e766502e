/// What a golden check compares: the pictures, the layout reports, or both.
///
/// `both` (the default) passes when the pictures match, and lists what moved in the layout reports beside them.
/// `pixels` compares the pictures only. `layout` compares the layout reports only — every view's frame, text and
/// readouts, within ``GoldenCheck/layoutTolerance`` points — and never decodes a picture: a suite of layout goldens
/// passes on a machine whose font rasteriser draws other pixels, and still fails when a view moves by more than the
/// tolerance.
public enum GoldenComparison: String, Sendable, Hashable, CaseIterable {
    case both
    case pixels
    case layout

    /// Whether the pictures decide.
    public var comparesPixels: Bool { self != .layout }
    /// Whether the layout reports are read.
    public var readsLayout: Bool { self != .pixels }
}
