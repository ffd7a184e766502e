import LoupeCore

/// A colour value made concrete for one colour scheme: a single colour or a linear gradient.
public enum ResolvedPaint: Sendable, Hashable {
    /// A single colour.
    case solid(RGBAColor)
    /// A gradient whose stops are concrete colours.
    case linearGradient(ResolvedLinearGradient)
}

/// A linear gradient in sRGB: stops spread evenly from `startPoint` to `endPoint` (unit points of the filled
/// shape's bounds), as SwiftUI's `LinearGradient(colors:startPoint:endPoint:)` places them.
public struct ResolvedLinearGradient: Sendable, Hashable {
    /// One colour of the gradient and where along it the colour sits.
    public struct Stop: Sendable, Hashable {
        /// The stop's colour, with any opacity already multiplied into its alpha.
        public var color: RGBAColor
        /// 0 at `startPoint`, 1 at `endPoint`.
        public var location: Double
        /// A stop of `color` at `location` (0…1).
        public init(color: RGBAColor, location: Double) { self.color = color; self.location = location }
    }
    /// The stops in order; ``resolve(_:scheme:)`` places `n` colours at `i / (n − 1)` (a single colour at 0).
    public var stops: [Stop]
    /// Where location 0 lies, as a unit point of the filled shape's bounds.
    public var startPoint: UnitPoint
    /// Where location 1 lies, as a unit point of the filled shape's bounds.
    public var endPoint: UnitPoint
    /// A gradient from its stops and the two unit points its line runs between.
    public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.stops = stops; self.startPoint = startPoint; self.endPoint = endPoint
    }
}

/// Resolves `color` for `scheme`: named colours from ``SystemColor/rgba(in:)``, opacity multiplied into alpha
/// (into every stop of a gradient).
///
/// A gradient never holds a gradient in a decoded scene; one built in code that does uses its inner gradient's
/// first stop.
public func resolve(_ color: ColorValue, scheme: ColorScheme) -> ResolvedPaint {
    switch color {
    case .named(let named):
        return .solid(named.rgba(in: scheme))
    case .rgba(let rgba):
        return .solid(rgba)
    case .adaptive(let light, let dark):
        return resolve(scheme == .dark ? dark : light, scheme: scheme)
    case .opacity(let base, let factor):
        switch resolve(base, scheme: scheme) {
        case .solid(let rgba):
            return .solid(rgba.opacity(factor))
        case .linearGradient(var gradient):
            for index in gradient.stops.indices { gradient.stops[index].color = gradient.stops[index].color.opacity(factor) }
            return .linearGradient(gradient)
        }
    case .linearGradient(let colors, let startPoint, let endPoint):
        let count = colors.count
        let stops = colors.enumerated().map { index, stopColor in
            ResolvedLinearGradient.Stop(color: solidColor(stopColor, scheme: scheme),
                                        location: count > 1 ? Double(index) / Double(count - 1) : 0)
        }
        return .linearGradient(ResolvedLinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint))
    }
}

/// One colour for `color`: itself when solid, the first stop of a gradient (`clear` for an empty one).
private func solidColor(_ color: ColorValue, scheme: ColorScheme) -> RGBAColor {
    switch resolve(color, scheme: scheme) {
    case .solid(let rgba): return rgba
    case .linearGradient(let gradient): return gradient.stops.first?.color ?? .clear
    }
}
