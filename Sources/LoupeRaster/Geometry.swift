/// A point in device pixels.
public struct PixelPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// An axis-aligned rectangle in device pixels; fractional edges are allowed.
public struct PixelRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
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
    public var topLeading: Double
    public var topTrailing: Double
    public var bottomTrailing: Double
    public var bottomLeading: Double
    public init(topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing; self.bottomLeading = bottomLeading
    }
    /// The same radius on all four corners.
    public init(_ radius: Double) {
        self.init(topLeading: radius, topTrailing: radius, bottomTrailing: radius, bottomLeading: radius)
    }
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
    public var minX: Int
    public var minY: Int
    public var maxX: Int
    public var maxY: Int
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    public var isEmpty: Bool { maxX <= minX || maxY <= minY }
    public var width: Int { max(0, maxX - minX) }
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
