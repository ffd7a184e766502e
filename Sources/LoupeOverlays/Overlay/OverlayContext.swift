import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// Everything an overlay needs to know about how it is painted, the same for every overlay: the styles, the material,
/// the device scale and the text engine.
public struct OverlayContext {
    /// The foreground style at the overlay's view (SwiftUI's `.primary` inside it): guides tint their fill, border,
    /// bars and text with it.
    public var tint: ResolvedPaint
    /// The colour scheme's `.primary`, for what is drawn regardless of a view's foreground style (drop leaders).
    public var primary: ResolvedPaint
    /// The colour scheme's `Color.secondary`: the grid badge's metric lines, the drop labels.
    public var secondary: ResolvedPaint
    /// `.thinMaterial` in the scene's colour scheme, behind every info box, badge and label.
    public var material: Material
    /// Device pixels per point, for snapping rectangles to whole pixels and rounding text sizes up to them.
    public var scale: Double
    /// Sets labels into lines, the way the layout measured text.
    public var text: any TextLineLayout
    /// The scene's colour scheme, for the system colours chrome is drawn in (the search field).
    public var colorScheme: ColorScheme

    /// The context of a scene in `colorScheme` at `scale`, tinted with the scheme's `.primary`.
    ///
    /// - Parameters:
    ///   - colorScheme: The scheme named colours and the material are resolved in.
    ///   - scale: Device pixels per point.
    ///   - text: Sets labels into lines, as the renderer's text engine does.
    public init(colorScheme: ColorScheme, scale: Double, text: any TextLineLayout) {
        primary = resolve(.named(.primary), scheme: colorScheme)
        secondary = resolve(.named(.secondary), scheme: colorScheme)
        tint = primary
        material = colorScheme == .dark ? .thinDark : .thinLight
        self.scale = scale
        self.text = text
        self.colorScheme = colorScheme
    }

    /// The same context with `tint` as the foreground style.
    public func tinted(_ tint: ResolvedPaint) -> OverlayContext {
        var copy = self
        copy.tint = tint
        return copy
    }

    /// The tint as a paint for a shape with the given bounds (a gradient spans the shape it fills).
    var tintPaint: DisplayPaintProvider {
        let tint = self.tint
        return { tint.paint(in: $0) }
    }

    /// `rect` with its edges moved to whole device pixels, as SwiftUI places drawn views.
    func snap(_ rect: Rect) -> Rect { snappedToPixels(rect, scale: scale) }

    /// A text size rounded up to whole device pixels, as SwiftUI reports text sizes.
    func ceiled(_ size: Size) -> Size { LoupeOverlays.ceiled(size, scale: scale) }

    /// `string` set on one line (no width limit) in `font`.
    func line(_ string: String, font: FontSpec) -> LaidOutText {
        text.layOut(string, font: font, width: nil, lineLimit: nil)
    }
}
