/// What fills a shape: a solid colour or a linear gradient.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(RasterColor)
    /// A gradient along the line between two points.
    case linearGradient(LinearGradient)
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
            let stops = gradient.stops.enumerated()
                .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
                .map { PixelGradientStop(offset: PixelMath.unit($0.element.offset), color: $0.element.color) }
            guard let last = stops.last else { self = .solid(0); return }
            let dx = gradient.end.x - gradient.start.x, dy = gradient.end.y - gradient.start.y
            let lengthSquared = dx * dx + dy * dy
            guard stops.count > 1, lengthSquared > 0, lengthSquared.isFinite, gradient.start.isFinite else {
                self = .solid(last.color.premultiplied.packed); return
            }
            self = .gradient(GradientRamp(stops: stops, start: gradient.start,
                                          direction: PixelPoint(x: dx / lengthSquared, y: dy / lengthSquared)))
        }
    }

    /// True when nothing would be drawn.
    var isInvisible: Bool {
        if case let .solid(p) = self { return p == 0 }
        return false
    }
}

/// A gradient sampled into a premultiplied lookup table; `t = (p − start)·direction`.
struct GradientRamp {
    /// 2¹⁰ + 1 entries, so every multiple of 1/1024 (0, ½, ¼, …) is sampled exactly.
    static let size = 1025
    let table: [UInt32]
    let start: PixelPoint
    let direction: PixelPoint

    init(stops: [PixelGradientStop], start: PixelPoint, direction: PixelPoint) {
        self.start = start
        self.direction = direction
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
        (Double(x) + 0.5 - start.x) * direction.x + (Double(y) + 0.5 - start.y) * direction.y
    }

    /// The table index for parameter `t` (pad: clamped to the ends).
    @inline(__always)
    static func index(_ t: Double) -> Int { Int(PixelMath.unit(t) * Double(size - 1) + 0.5) }
}
