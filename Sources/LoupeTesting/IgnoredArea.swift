import LoupeDiff
import LoupeRender

/// A part of the picture that a golden comparison does not count: in the scene's points (converted with the
/// device's scale, covering every pixel the rectangle touches) or in pixels.
public enum IgnoredArea: Hashable, Sendable {
    /// A rectangle in points, as the layout report gives frames.
    case points(Rect)
    /// A rectangle of pixels.
    case pixels(PixelRegion)

    /// The pixels covered at `scale` pixels per point.
    func region(scale: Double) -> PixelRegion {
        switch self {
        case .pixels(let region):
            return region
        case .points(let rect):
            let left = Int((rect.minX * scale).rounded(.down)), top = Int((rect.minY * scale).rounded(.down))
            let right = Int((rect.maxX * scale).rounded(.up)), bottom = Int((rect.maxY * scale).rounded(.up))
            return PixelRegion(x: left, y: top, width: right - left, height: bottom - top)
        }
    }
}
