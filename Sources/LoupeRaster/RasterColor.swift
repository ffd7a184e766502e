/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha; components in 0…1.
public struct RasterColor: Hashable, Sendable {
    /// The red component, gamma-encoded sRGB, in 0…1.
    public var red: Double
    /// The green component, gamma-encoded sRGB, in 0…1.
    public var green: Double
    /// The blue component, gamma-encoded sRGB, in 0…1.
    public var blue: Double
    /// The opacity in 0…1, not multiplied into the components.
    public var alpha: Double
    /// A colour from components in 0…1, opaque unless `alpha` says otherwise; values outside 0…1 are clamped when the
    /// colour is converted to a pixel.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A colour from 8-bit components, e.g. `RasterColor(rgb8: 132, 76, 187, alpha: 0.2)`.
    public init(rgb8 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RasterColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RasterColor(red: 1, green: 1, blue: 1)
    /// Fully transparent (every component 0).
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
    /// The red component, premultiplied by alpha, 0…255.
    public var red: UInt8
    /// The green component, premultiplied by alpha, 0…255.
    public var green: UInt8
    /// The blue component, premultiplied by alpha, 0…255.
    public var blue: UInt8
    /// The opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8
    /// A pixel from its premultiplied components; not checked, so a component above `alpha` is stored as given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// The fully transparent pixel, all components 0.
    public static let transparent = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// The components as `(red, green, blue, alpha)`, premultiplied, 0…255.
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
