/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha, each component in 0…1.
public struct RGBAColor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The red component, gamma-encoded sRGB, in 0…1.
    public var red: Double
    /// The green component, gamma-encoded sRGB, in 0…1.
    public var green: Double
    /// The blue component, gamma-encoded sRGB, in 0…1.
    public var blue: Double
    /// The opacity in 0…1 (0 is fully transparent), not multiplied into the colour components.
    public var alpha: Double
    /// A colour from components in 0…1, opaque unless `alpha` says otherwise. Values are stored as given, not clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A colour from 8-bit components, e.g. `RGBAColor(rgb8: 0x00, 0x7A, 0xFF)`.
    public init(rgb8 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }
    /// The same colour with its alpha multiplied by `factor` (SwiftUI's `.opacity`).
    public func opacity(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black (every component 0).
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// The components as `rgba(red, green, blue, alpha)`, each printed as a `Double` in 0…1.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
