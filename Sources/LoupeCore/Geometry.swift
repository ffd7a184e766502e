/// A point in a two-dimensional coordinate space, in points unless stated otherwise.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate; grows to the right.
    public var x: Double
    /// The vertical coordinate; grows downward.
    public var y: Double
    /// A point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// The coordinates as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
    /// The component-wise sum of two points.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The component-wise difference of two points: the offset that moves `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}

/// A width and a height.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal extent, in points unless stated otherwise. Not checked: a size can be negative.
    public var width: Double
    /// The vertical extent, in points unless stated otherwise. Not checked: a size can be negative.
    public var height: Double
    /// A size of `width` by `height`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// A size with no width and no height.
    public static let zero = Size(width: 0, height: 0)
    /// The size as `width×height` (with a multiplication sign).
    public var description: String { "\(width)×\(height)" }
    /// The component-wise sum of two sizes.
    public static func + (a: Size, b: Size) -> Size { Size(width: a.width + b.width, height: a.height + b.height) }
}

/// An axis-aligned rectangle: an origin (top-left, y grows downward) and a size.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height, extending right and down from ``origin``.
    public var size: Size
    /// A rectangle from its top-left corner and its size.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle whose top-left corner is at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The x-coordinate of the left edge.
    public var minX: Double { origin.x }
    /// The y-coordinate of the top edge.
    public var minY: Double { origin.y }
    /// The x-coordinate of the right edge: `minX + width`.
    public var maxX: Double { origin.x + size.width }
    /// The y-coordinate of the bottom edge: `minY + height`.
    public var maxY: Double { origin.y + size.height }
    /// The x-coordinate halfway between the left and right edges.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y-coordinate halfway between the top and bottom edges.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width of ``size``.
    public var width: Double { size.width }
    /// The height of ``size``.
    public var height: Double { size.height }
    /// The point at ``midX``, ``midY``.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle has no area: its width or its height is zero or negative.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (negative grows it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// The rectangle shrunk by `insets` (negative insets grow it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }

    /// The common part of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle as `(minX, minY, width, height)`.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// Insets on the four edges of a rectangle, in SwiftUI's order.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the leading (left) edge.
    public var leading: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the trailing (right) edge.
    public var trailing: Double
    /// Insets given edge by edge; an edge left out is 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same length on every edge.
    public init(all length: Double) { self.init(top: length, leading: length, bottom: length, trailing: length) }
    /// No inset on any edge.
    public static let zero = EdgeInsets()
    /// The insets as `(top, leading, bottom, trailing)`.
    public var description: String { "(\(top), \(leading), \(bottom), \(trailing))" }
}

/// A point in a rectangle's unit square: (0, 0) is top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable, Codable {
    /// The horizontal fraction: 0 is the leading edge, 1 the trailing edge (values outside 0…1 lie outside the
    /// rectangle).
    public var x: Double
    /// The vertical fraction: 0 is the top edge, 1 the bottom edge (values outside 0…1 lie outside the rectangle).
    public var y: Double
    /// A unit point from its two fractions.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names inside `rect`.
    public func point(in rect: Rect) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
}
