/// Per-corner radii of a rounded rectangle, in points.
public struct CornerRadii: Sendable, Hashable, CustomStringConvertible {
    /// The radius of the top-leading corner, in points.
    public var topLeading: Double
    /// The radius of the top-trailing corner, in points.
    public var topTrailing: Double
    /// The radius of the bottom-leading corner, in points.
    public var bottomLeading: Double
    /// The radius of the bottom-trailing corner, in points.
    public var bottomTrailing: Double

    /// Radii given corner by corner, in points.
    public init(topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing
    }

    /// The same radius on every corner.
    public init(all radius: Double) {
        self.init(topLeading: radius, topTrailing: radius, bottomLeading: radius, bottomTrailing: radius)
    }

    /// Square corners: every radius 0.
    public static let zero = CornerRadii(all: 0)

    /// Every radius reduced by `amount`, never below zero (the inner edge of a concentric inset).
    public func inset(by amount: Double) -> CornerRadii {
        CornerRadii(topLeading: max(topLeading - amount, 0), topTrailing: max(topTrailing - amount, 0),
                    bottomLeading: max(bottomLeading - amount, 0), bottomTrailing: max(bottomTrailing - amount, 0))
    }

    /// Every radius multiplied by `factor` (points to pixels).
    public func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(topLeading: topLeading * factor, topTrailing: topTrailing * factor,
                    bottomLeading: bottomLeading * factor, bottomTrailing: bottomTrailing * factor)
    }

    /// The radii as `(topLeading, topTrailing, bottomLeading, bottomTrailing)`.
    public var description: String { "(\(topLeading), \(topTrailing), \(bottomLeading), \(bottomTrailing))" }
}
