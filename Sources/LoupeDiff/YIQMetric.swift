/// pixelmatch 7.2.0's colour metric, operation for operation so that every result is the same double.
///
/// The distance is Kotsarenko and Ramos' YIQ difference ("Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications"): `0.5053·Y² + 0.299·I² + 0.1957·Q²` of the channel
/// differences, with a sign that says whether the second pixel is darker. Translucent pixels are first blended over
/// a background: a checkerboard whose colours depend on the pixel's byte offset, or white.
enum YIQMetric {
    /// The largest distance two colours can have; `threshold` is scaled against it.
    static let maximumDelta = 35215.0

    /// The blend background's three channels for the pixel whose first byte is at `offset`.
    @inline(__always)
    static func background(offset: Int, checkerboard: Bool) -> (Int, Int, Int) {
        guard checkerboard else { return (255, 255, 255) }
        // pixelmatch strides by the golden ratio and its square, truncating to an integer as JavaScript's `| 0`.
        let red = 48 + 159 * (offset % 2)
        let green = 48 + 159 * (Int(Double(offset) / 1.618033988749895) % 2)
        let blue = 48 + 159 * (Int(Double(offset) / 2.618033988749895) % 2)
        return (red, green, blue)
    }

    /// The channel differences of two pixels, blended over the background when either is translucent.
    @inline(__always)
    static func channelDeltas(_ p: UInt32, _ q: UInt32, offset: Int, checkerboard: Bool) -> (Double, Double, Double) {
        let (r1, g1, b1, a1) = p.channels
        let (r2, g2, b2, a2) = q.channels
        guard a1 < 255 || a2 < 255 else { return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2)) }
        let da = a1 - a2
        let (rb, gb, bb) = background(offset: offset, checkerboard: checkerboard)
        // Integer products are exact, as they are in JavaScript's doubles; the division is the one rounding.
        return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// The signed YIQ distance of two pixels that differ: negative when the second pixel is darker (pixelmatch
    /// draws those in `diffColorAlt`). Pixels are words (``PixelLayout/word(_:_:)``); `offset` is the pixel's byte
    /// offset in RGBA, which places it on the checkerboard.
    @inline(__always)
    static func delta(_ p: UInt32, _ q: UInt32, offset: Int, checkerboard: Bool) -> Double {
        let (dr, dg, db) = channelDeltas(p, q, offset: offset, checkerboard: checkerboard)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference only, as the anti-aliasing detector uses it; 0 for equal pixels.
    @inline(__always)
    static func brightnessDelta(_ p: UInt32, _ q: UInt32, offset: Int, checkerboard: Bool) -> Double {
        if p == q { return 0 }
        let (dr, dg, db) = channelDeltas(p, q, offset: offset, checkerboard: checkerboard)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// The grey an unchanged pixel becomes in the diff image: its luma faded toward white by `alpha` and its own
    /// opacity, truncated to a byte as a typed array stores it.
    @inline(__always)
    static func fadedGrey(_ p: UInt32, alpha: Double) -> UInt8 {
        let (red, green, blue, opacity) = p.channels
        let luma = Double(red) * 0.29889531 + Double(green) * 0.58662247 + Double(blue) * 0.11448223
        let value = 255 + (luma - 255) * alpha * Double(opacity) / 255
        // In range whenever alpha is (options are checked); the clamp only keeps a bad value from trapping.
        return UInt8(min(255, max(0, value)))
    }
}
