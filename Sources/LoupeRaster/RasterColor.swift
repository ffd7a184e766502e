/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha; components in 0…1.
public struct RasterColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A colour from 8-bit components, e.g. `RasterColor(rgb8: 132, 76, 187, alpha: 0.2)`.
    public init(rgb8 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    public static let black = RasterColor(red: 0, green: 0, blue: 0)
    public static let white = RasterColor(red: 1, green: 1, blue: 1)
    public static let clear = RasterColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The premultiplied 8-bit pixel: `a = round(α·255)`, `c = round(c·α·255)` (NaN counts as 0).
    public var premultiplied: PremultipliedPixel {
        let a = PixelMath.unitToByte(alpha)
        func channel(_ c: Double) -> UInt8 {
            min(PixelMath.unitToByte(PixelMath.unit(c) * PixelMath.unit(alpha)), a)
        }
        return PremultipliedPixel(red: channel(red), green: channel(green), blue: channel(blue), alpha: a)
    }
}

/// One canvas pixel: premultiplied 8-bit RGBA (each colour component ≤ alpha).
public struct PremultipliedPixel: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let transparent = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0)

    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }

    /// The packed form used by the canvas: `r | g << 8 | b << 16 | a << 24`.
    var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    init(packed p: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: p), green: UInt8(truncatingIfNeeded: p >> 8),
                  blue: UInt8(truncatingIfNeeded: p >> 16), alpha: UInt8(truncatingIfNeeded: p >> 24))
    }
}
