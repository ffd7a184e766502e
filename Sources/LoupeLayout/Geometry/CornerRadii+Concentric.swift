import LoupeCore
import LoupeScene

extension CornerRadii {
    /// The radii of a `ConcentricRectangle` drawn in `rect` inside `container` (`docs/layout.md#concentric-corners`).
    ///
    /// Per corner, with `dx`, `dy` the distances from that corner of the container to the same corner of `rect`
    /// (negative distances, where `rect` pokes out of the container, count as 0):
    /// `r = max(R − max(dx, dy), minimum)`, `R` the container's radius at that corner. With `dx = dy` this is Apple's
    /// "container radius minus the distance".
    /// - Parameters:
    ///   - rect: The shape's frame in global points.
    ///   - container: The nearest `containerShape`, or `nil` for the device screen (its full rect and `cornerRadius`).
    ///   - device: The device, used when `container` is `nil`.
    ///   - minimum: `concentric(minimum:)`'s floor; 0 by default (square corners).
    public static func concentric(in rect: Rect, container: ContainerShape?, device: Device,
                                  minimum: Double = 0) -> CornerRadii {
        let shape = container ?? ContainerShape(frame: Rect(origin: .zero, size: device.size),
                                                cornerRadius: device.cornerRadius)
        let outer = shape.frame
        let left = max(rect.minX - outer.minX, 0), right = max(outer.maxX - rect.maxX, 0)
        let top = max(rect.minY - outer.minY, 0), bottom = max(outer.maxY - rect.maxY, 0)
        let r = shape.cornerRadii
        func radius(_ outer: Double, _ dx: Double, _ dy: Double) -> Double { max(outer - max(dx, dy), minimum, 0) }
        return CornerRadii(topLeading: radius(r.topLeading, left, top), topTrailing: radius(r.topTrailing, right, top),
                           bottomLeading: radius(r.bottomLeading, left, bottom),
                           bottomTrailing: radius(r.bottomTrailing, right, bottom))
    }
}
