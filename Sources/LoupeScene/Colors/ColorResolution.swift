import LoupeCore

/// A colour value made concrete for one colour scheme: a single colour or a linear gradient.
public enum ResolvedPaint: Sendable, Hashable {
    /// A single colour.
    case solid(RGBAColor)
    /// A gradient whose stops are concrete colours.
    case linearGradient(ResolvedLinearGradient)
    /// A radial, elliptical or angular gradient whose stops are concrete colours.
    case shapedGradient(stops: [ResolvedLinearGradient.Stop], shape: GradientShape)

    /// The paint with `transform` applied to every colour.
    public func mapColors(_ transform: (RGBAColor) -> RGBAColor) -> ResolvedPaint {
        switch self {
        case .solid(let color): return .solid(transform(color))
        case .linearGradient(var gradient):
            for index in gradient.stops.indices { gradient.stops[index].color = transform(gradient.stops[index].color) }
            return .linearGradient(gradient)
        case .shapedGradient(let stops, let shape):
            return .shapedGradient(stops: stops.map { .init(color: transform($0.color), location: $0.location) }, shape: shape)
        }
    }

    /// The first colour: itself when solid, a gradient's first stop (`clear` for an empty one).
    public var firstColor: RGBAColor {
        switch self {
        case .solid(let rgba): rgba
        case .linearGradient(let gradient): gradient.stops.first?.color ?? .clear
        case .shapedGradient(let stops, _): stops.first?.color ?? .clear
        }
    }
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
        return resolve(base, scheme: scheme).mapColors { $0.opacity(factor) }
    case .lightened(let base, let amount):
        return resolve(base, scheme: scheme).mapColors { $0.lightened(by: amount) }
    case .linearGradient(let colors, let startPoint, let endPoint):
        return .linearGradient(ResolvedLinearGradient(stops: evenStops(colors, scheme: scheme), startPoint: startPoint, endPoint: endPoint))
    case .shapedGradient(let colors, let shape):
        return .shapedGradient(stops: evenStops(colors, scheme: scheme), shape: shape)
    }
}

/// The colours at their locations, or at `i / (n − 1)` (a single colour at 0), each made one colour; stops given
/// out of order are sorted by location (in the order written among equals), as Core Graphics needs them.
private func evenStops(_ stops: GradientStops, scheme: ColorScheme) -> [ResolvedLinearGradient.Stop] {
    let count = stops.colors.count
    let resolved = stops.colors.enumerated().map { index, stopColor in
        ResolvedLinearGradient.Stop(color: resolve(stopColor, scheme: scheme).firstColor,
                                    location: stops.locations?[index] ?? (count > 1 ? Double(index) / Double(count - 1) : 0))
    }
    return resolved.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
}

extension RGBAColor {
    /// The colour with its HSL lightness raised by `amount` (kept within 0…1), hue and saturation kept, alpha kept.
    func lightened(by amount: Double) -> RGBAColor {
        let r = red, g = green, b = blue
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        var hue = 0.0
        if chroma > 0 {
            if high == r { hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6) }
            else if high == g { hue = (b - r) / chroma + 2 }
            else { hue = (r - g) / chroma + 4 }
            if hue < 0 { hue += 6 }
        }
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        let newLightness = min(max(lightness + amount, 0), 1)
        let newChroma = (1 - abs(2 * newLightness - 1)) * saturation
        let x = newChroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r1, g1, b1): (Double, Double, Double) = switch Int(hue) {
        case 0: (newChroma, x, 0)
        case 1: (x, newChroma, 0)
        case 2: (0, newChroma, x)
        case 3: (0, x, newChroma)
        case 4: (x, 0, newChroma)
        default: (newChroma, 0, x)
        }
        let m = newLightness - newChroma / 2
        return RGBAColor(red: r1 + m, green: g1 + m, blue: b1 + m, alpha: alpha)
    }
}
