#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What fills a shape: a solid colour or a gradient.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(RasterColor)
    /// A gradient along the line between two points.
    case linearGradient(LinearGradient)
    /// A gradient outwards from a centre, in circles (or ellipses).
    case radialGradient(RadialGradient)
    /// A gradient around a centre.
    case angularGradient(AngularGradient)
}

/// A gradient in rings around `center`, in device pixels: offset 0 at `startRadius`, 1 at `endRadius`, padded beyond.
/// A point's distance is `√(dx² + (dy × aspect)²)`: an `aspect` other than 1 makes the rings ellipses whose horizontal
/// radius is `aspect` times their vertical one.
public struct RadialGradient: Hashable, Sendable {
    public var center: PixelPoint
    public var startRadius: Double
    public var endRadius: Double
    public var aspect: Double
    public var stops: [PixelGradientStop]
    /// A radial gradient as given.
    public init(center: PixelPoint, startRadius: Double, endRadius: Double, aspect: Double = 1, stops: [PixelGradientStop]) {
        self.center = center; self.startRadius = startRadius; self.endRadius = endRadius; self.aspect = aspect
        self.stops = stops
    }
}

/// A gradient around `center`, in device pixels: offset 0 at `startAngle`, 1 at `endAngle` (radians from the x-axis
/// towards the y-axis, clockwise on the screen), padded beyond.
public struct AngularGradient: Hashable, Sendable {
    public var center: PixelPoint
    public var startAngle: Double
    public var endAngle: Double
    public var stops: [PixelGradientStop]
    /// An angular gradient as given.
    public init(center: PixelPoint, startAngle: Double, endAngle: Double, stops: [PixelGradientStop]) {
        self.center = center; self.startAngle = startAngle; self.endAngle = endAngle; self.stops = stops
    }
}

/// A colour stop of a gradient; `offset` runs from 0 (start point) to 1 (end point).
public struct PixelGradientStop: Hashable, Sendable {
    /// Where the stop sits on the gradient line, 0 at the start point and 1 at the end point; clamped to 0…1 when
    /// drawn.
    public var offset: Double
    /// The colour at this stop.
    public var color: RasterColor
    /// A stop of `color` at `offset`.
    public init(offset: Double, color: RasterColor) { self.offset = offset; self.color = color }
}

/// An axial gradient between two points in device pixels.
///
/// Colours are interpolated on premultiplied components in gamma-encoded sRGB (as CoreGraphics and Skia
/// with premultiplied interpolation do). Beyond the end points the end colours extend (pad). Stops are
/// sorted by offset (stable) and offsets clamped to 0…1; a degenerate gradient (start = end) paints its
/// last stop, one without stops paints nothing.
public struct LinearGradient: Hashable, Sendable {
    /// Where offset 0 lies, in device pixels.
    public var start: PixelPoint
    /// Where offset 1 lies, in device pixels.
    public var end: PixelPoint
    /// The colour stops, in any order (they are sorted by offset when drawn).
    public var stops: [PixelGradientStop]
    /// A gradient from `start` to `end` through `stops`.
    public init(start: PixelPoint, end: PixelPoint, stops: [PixelGradientStop]) {
        self.start = start; self.end = end; self.stops = stops
    }
}

/// A paint resolved for the span kernels.
enum PaintSource {
    case solid(UInt32)
    case gradient(GradientRamp)

    init(_ paint: Paint) {
        switch paint {
        case let .solid(color):
            self = .solid(color.premultiplied.packed)
        case let .linearGradient(gradient):
            let dx = gradient.end.x - gradient.start.x, dy = gradient.end.y - gradient.start.y
            let lengthSquared = dx * dx + dy * dy
            let valid = lengthSquared > 0 && lengthSquared.isFinite && gradient.start.isFinite
            self = Self.ramp(gradient.stops, valid: valid,
                             .linear(start: gradient.start, direction: PixelPoint(x: dx / lengthSquared, y: dy / lengthSquared)))
        case let .radialGradient(gradient):
            let span = gradient.endRadius - gradient.startRadius
            let valid = span != 0 && span.isFinite && gradient.center.isFinite && gradient.aspect.isFinite && gradient.aspect > 0
            self = Self.ramp(gradient.stops, valid: valid,
                             .radial(center: gradient.center, startRadius: gradient.startRadius, span: span, aspect: gradient.aspect))
        case let .angularGradient(gradient):
            let span = gradient.endAngle - gradient.startAngle
            let valid = span != 0 && span.isFinite && gradient.center.isFinite && gradient.startAngle.isFinite
            self = Self.ramp(gradient.stops, valid: valid,
                             .angular(center: gradient.center, startAngle: gradient.startAngle, span: span))
        }
    }

    /// A ramp through `stops` (sorted, offsets clamped), or its last colour when the geometry is degenerate.
    private static func ramp(_ given: [PixelGradientStop], valid: Bool, _ geometry: GradientRamp.Geometry) -> PaintSource {
        let stops = given.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map { PixelGradientStop(offset: PixelMath.unit($0.element.offset), color: $0.element.color) }
        guard let last = stops.last else { return .solid(0) }
        guard stops.count > 1, valid else { return .solid(last.color.premultiplied.packed) }
        return .gradient(GradientRamp(stops: stops, geometry: geometry))
    }

    /// True when nothing would be drawn.
    var isInvisible: Bool {
        if case let .solid(p) = self { return p == 0 }
        return false
    }
}

/// A gradient sampled into a premultiplied lookup table, and where each pixel reads it (``Geometry``).
struct GradientRamp {
    /// How a pixel's place gives its parameter `t` (0 at the first stop, 1 at the last).
    enum Geometry {
        /// `t = (p − start)·direction`.
        case linear(start: PixelPoint, direction: PixelPoint)
        /// `t = (√(dx² + (dy·aspect)²) − startRadius) / span`.
        case radial(center: PixelPoint, startRadius: Double, span: Double, aspect: Double)
        /// `t = (the angle of p around the centre, from startAngle the way span goes) / span`.
        case angular(center: PixelPoint, startAngle: Double, span: Double)
    }

    /// 2¹⁰ + 1 entries, so every multiple of 1/1024 (0, ½, ¼, …) is sampled exactly.
    static let size = 1025
    let table: [UInt32]
    let geometry: Geometry

    init(stops: [PixelGradientStop], geometry: Geometry) {
        self.geometry = geometry
        var table = [UInt32](repeating: 0, count: Self.size)
        var segment = 0
        for i in 0..<Self.size {
            let t = Double(i) / Double(Self.size - 1)
            while segment < stops.count - 2, t > stops[segment + 1].offset { segment += 1 }
            let a = stops[segment], b = stops[segment + 1]
            let span = b.offset - a.offset
            let f = t <= a.offset ? 0 : (t >= b.offset || span <= 0 ? 1 : (t - a.offset) / span)
            table[i] = Self.mix(a.color, b.color, f)
        }
        self.table = table
    }

    /// The premultiplied 8-bit colour at fraction `f` between `a` and `b`.
    private static func mix(_ a: RasterColor, _ b: RasterColor, _ f: Double) -> UInt32 {
        let aa = PixelMath.unit(a.alpha), ba = PixelMath.unit(b.alpha)
        let alpha = aa + (ba - aa) * f
        func channel(_ x: Double, _ y: Double) -> Double {
            let px = PixelMath.unit(x) * aa, py = PixelMath.unit(y) * ba
            return min(px + (py - px) * f, alpha)
        }
        return PremultipliedPixel(red: PixelMath.unitToByte(channel(a.red, b.red)),
                                  green: PixelMath.unitToByte(channel(a.green, b.green)),
                                  blue: PixelMath.unitToByte(channel(a.blue, b.blue)),
                                  alpha: PixelMath.unitToByte(alpha)).packed
    }

    /// The gradient parameter at the centre of pixel `(x, y)`.
    @inline(__always)
    func parameter(x: Int, y: Int) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch geometry {
        case let .linear(start, direction):
            return (px - start.x) * direction.x + (py - start.y) * direction.y
        case let .radial(center, startRadius, span, aspect):
            let dx = px - center.x, dy = (py - center.y) * aspect
            return ((dx * dx + dy * dy).squareRoot() - startRadius) / span
        case let .angular(center, startAngle, span):
            let turn = 2 * Double.pi
            var angle = atan2(py - center.y, px - center.x) - startAngle
            if span > 0 { angle = angle.truncatingRemainder(dividingBy: turn); if angle < 0 { angle += turn } }
            else { angle = angle.truncatingRemainder(dividingBy: turn); if angle > 0 { angle -= turn } }
            return angle / span
        }
    }

    /// The table index for parameter `t` (pad: clamped to the ends).
    @inline(__always)
    static func index(_ t: Double) -> Int { Int(PixelMath.unit(t) * Double(size - 1) + 0.5) }
}
