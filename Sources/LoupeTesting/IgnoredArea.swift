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
            // A rectangle that is not finite has no area: the options check then refuses it by name.
            guard [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite) else {
                return PixelRegion(x: 0, y: 0, width: 0, height: 0)
            }
            let left = pixel(rect.minX * scale, .down), top = pixel(rect.minY * scale, .down)
            let right = pixel(rect.maxX * scale, .up), bottom = pixel(rect.maxY * scale, .up)
            return PixelRegion(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// A pixel coordinate, held within ±2³⁰ so that no conversion or subtraction can overflow.
    private func pixel(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
        Int(min(max(value.rounded(rule), -1_073_741_824), 1_073_741_824))
    }
}
