/// A rectangle of whole pixels: `x`, `y` of its top-left pixel, its `width` and `height`.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int

    /// A region from its top-left pixel and its size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// True when it covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels covered by both, or `nil` when they share none.
    public func intersection(_ other: PixelRegion) -> PixelRegion? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x.addingClamped(width), other.x.addingClamped(other.width))
        let bottom = min(y.addingClamped(height), other.y.addingClamped(other.height))
        guard right > left, bottom > top else { return nil }
        return PixelRegion(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `x,y widthxheight`, e.g. `10,20 30x40`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

extension Int {
    /// `self + other`, held at the largest or smallest Int instead of overflowing (regions come from user input).
    func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
