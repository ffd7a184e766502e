/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha, each component in 0…1.
public struct RGBAColor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
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
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
