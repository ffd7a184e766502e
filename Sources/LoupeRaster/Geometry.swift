/// A point in device pixels.
public struct PixelPoint: Hashable, Sendable {
    /// The horizontal coordinate in pixels, growing to the right; fractional values lie between pixel edges.
    public var x: Double
    /// The vertical coordinate in pixels, growing downward.
    public var y: Double
    /// A point at `x`, `y` device pixels.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// An axis-aligned rectangle in device pixels; fractional edges are allowed.
public struct PixelRect: Hashable, Sendable {
    /// The left edge, in pixels.
    public var x: Double
    /// The top edge, in pixels.
    public var y: Double
    /// The width in pixels; zero or negative makes the rectangle empty.
    public var width: Double
    /// The height in pixels; zero or negative makes the rectangle empty.
    public var height: Double
    /// A rectangle whose top-left corner is at `x`, `y`, in pixels.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The left edge, ``x``.
    public var minX: Double { x }
    /// The top edge, ``y``.
    public var minY: Double { y }
    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }

    /// True when the rectangle encloses no area (or holds a NaN/infinite value).
    public var isEmpty: Bool { !(width > 0 && height > 0) || !isFinite }

    /// The rectangle moved inwards by `d` on every side (outwards when `d` is negative).
    public func insetBy(_ d: Double) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

/// Corner radii in device pixels, one per corner, as in SwiftUI's `UnevenRoundedRectangle`.
public struct PixelCornerRadii: Hashable, Sendable {
    /// The top-leading radius in pixels.
    public var topLeading: Double
    /// The top-trailing radius in pixels.
    public var topTrailing: Double
    /// The bottom-trailing radius in pixels.
    public var bottomTrailing: Double
    /// The bottom-leading radius in pixels.
    public var bottomLeading: Double
    /// Radii given corner by corner, clockwise from the top-leading one. When a shape is drawn, each radius is clamped
    /// to 0…half the shorter side, and a non-finite radius counts as 0.
    public init(topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing; self.bottomLeading = bottomLeading
    }
    /// The same radius on all four corners.
    public init(_ radius: Double) {
        self.init(topLeading: radius, topTrailing: radius, bottomTrailing: radius, bottomLeading: radius)
    }
    /// Square corners.
    public static let zero = PixelCornerRadii(0)

    /// Each radius clamped to `0…min(width, height) / 2`, as SwiftUI does for rounded rectangles.
    func clamped(to rect: PixelRect) -> PixelCornerRadii {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clamp(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        return PixelCornerRadii(topLeading: clamp(topLeading), topTrailing: clamp(topTrailing),
                           bottomTrailing: clamp(bottomTrailing), bottomLeading: clamp(bottomLeading))
    }

    func map(_ transform: (Double) -> Double) -> PixelCornerRadii {
        PixelCornerRadii(topLeading: transform(topLeading), topTrailing: transform(topTrailing),
                    bottomTrailing: transform(bottomTrailing), bottomLeading: transform(bottomLeading))
    }
}

/// Integer pixel bounds, half-open: columns `minX..<maxX`, rows `minY..<maxY`.
public struct PixelBounds: Hashable, Sendable {
    /// The first column inside the bounds.
    public var minX: Int
    /// The first row inside the bounds.
    public var minY: Int
    /// The column just past the bounds (excluded).
    public var maxX: Int
    /// The row just past the bounds (excluded).
    public var maxY: Int
    /// Bounds from their edges; not normalised, so `max < min` gives empty bounds.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// Whether the bounds hold no pixel: no column or no row.
    public var isEmpty: Bool { maxX <= minX || maxY <= minY }
    /// The number of columns, 0 when empty.
    public var width: Int { max(0, maxX - minX) }
    /// The number of rows, 0 when empty.
    public var height: Int { max(0, maxY - minY) }

    /// The overlap of two bounds (empty bounds have `max ≤ min`).
    public func intersection(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(minX: max(minX, other.minX), minY: max(minY, other.minY),
                    maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// The smallest bounds holding both; an empty operand is ignored.
    func union(_ other: PixelBounds) -> PixelBounds {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBounds(minX: min(minX, other.minX), minY: min(minY, other.minY),
                           maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    static let empty = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
}

extension PixelBounds {
    /// The pixels a rectangle touches (edges rounded outwards), limited to `limit`.
    init(covering rect: PixelRect, within limit: PixelBounds) {
        self.init(minX: PixelMath.floorInt(rect.minX, in: limit.minX...limit.maxX),
                  minY: PixelMath.floorInt(rect.minY, in: limit.minY...limit.maxY),
                  maxX: PixelMath.ceilInt(rect.maxX, in: limit.minX...limit.maxX),
                  maxY: PixelMath.ceilInt(rect.maxY, in: limit.minY...limit.maxY))
    }

    /// A clip rectangle snapped to the nearest pixel boundaries, limited to `limit`.
    init(snapping rect: PixelRect, within limit: PixelBounds) {
        func snap(_ v: Double, _ range: ClosedRange<Int>) -> Int { PixelMath.floorInt(v + 0.5, in: range) }
        self.init(minX: snap(rect.minX, limit.minX...limit.maxX), minY: snap(rect.minY, limit.minY...limit.maxY),
                  maxX: snap(rect.maxX, limit.minX...limit.maxX), maxY: snap(rect.maxY, limit.minY...limit.maxY))
    }
}
