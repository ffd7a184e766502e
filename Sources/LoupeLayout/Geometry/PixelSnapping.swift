import LoupeCore

/// Snaps a layout rectangle to the device pixel grid the way SwiftUI draws it (`docs/layout.md#pixel-snapping`).
///
/// Both edges are rounded to the nearest pixel, ties up (`floor(v·scale + 0.5) / scale`), so adjacent views share
/// edges with neither gaps nor overlaps; the width is the distance between the snapped edges. Layout values stay
/// unrounded everywhere else; only drawing uses this.
///
/// Example at @3x: `(200.5, 59, 192.5, 759)` draws as `(200.667, 59, 192.333, 759)`.
/// - Parameters:
///   - rect: A frame in points.
///   - scale: Pixels per point (2 for @2x, 3 for @3x). A non-positive or non-finite scale returns `rect` unchanged.
public func snappedToPixels(_ rect: Rect, scale: Double) -> Rect {
    guard scale > 0, scale.isFinite else { return rect }
    func snap(_ value: Double) -> Double { (value * scale + 0.5).rounded(.down) / scale }
    let x0 = snap(rect.minX), x1 = snap(rect.maxX)
    let y0 = snap(rect.minY), y1 = snap(rect.maxY)
    return Rect(x: x0, y: y0,
                width: ((x1 - x0) * scale).rounded() / scale,
                height: ((y1 - y0) * scale).rounded() / scale)
}

/// Rounds a text measurement up to the pixel grid (`docs/layout.md#text-rounding`): 20.287 becomes 20.333 at @3x and
/// 20.5 at @2x.
///
/// A tolerance of 1e-9 pixel absorbs floating-point noise from summed advances, so a value already on the grid
/// (for example 14.6 at @5x) is not pushed up by one pixel.
public func ceiledToPixels(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    return (value * scale - 1e-9).rounded(.up) / scale
}
