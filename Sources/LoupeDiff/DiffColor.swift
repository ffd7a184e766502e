/// An opaque colour drawn into a diff image.
public struct DiffColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// A colour from its three channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }

    /// pixelmatch's colour for pixels that differ: red.
    public static let red = DiffColor(255, 0, 0)
    /// pixelmatch's colour for anti-aliased pixels: yellow.
    public static let yellow = DiffColor(255, 255, 0)
    /// The colour ignored regions are tinted with in a diff image: a light blue, apart from both of the above.
    public static let ignoredTint = DiffColor(0, 144, 255)

    /// `R,G,B`, as the command line takes it.
    public var description: String { "\(red),\(green),\(blue)" }
}
