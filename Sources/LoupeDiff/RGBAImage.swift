/// A picture to compare: 8-bit straight (un-premultiplied) RGBA, rows from the top, `width * 4` bytes per row.
///
/// This is what a decoded PNG gives and what pixelmatch compares; the comparison never converts colour spaces or
/// premultiplies.
public struct RGBAImage: Equatable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    public let rgba: [UInt8]

    /// Wraps `rgba`; `nil` when it does not hold exactly `width * height * 4` bytes or a side is negative.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, rgba.count == pixels * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// An image of one colour, handy in tests and for padding.
    public init(width: Int, height: Int, filledWith color: (UInt8, UInt8, UInt8, UInt8)) {
        precondition(width >= 0 && height >= 0, "an image size is never negative")
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = color.0; bytes[index + 1] = color.1; bytes[index + 2] = color.2; bytes[index + 3] = color.3
        }
        self.width = width
        self.height = height
        self.rgba = bytes
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y` as `[r, g, b, a]`, or `nil` outside the image.
    public func pixel(x: Int, y: Int) -> [UInt8]? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let start = (y * width + x) * 4
        return Array(rgba[start..<start + 4])
    }

    /// The part of the image inside `region` (which must lie within it), as an image of its own.
    func cropped(to region: PixelRegion) -> RGBAImage {
        if region.x == 0, region.y == 0, region.width == width, region.height == height { return self }
        var bytes = [UInt8]()
        bytes.reserveCapacity(region.width * region.height * 4)
        for row in region.y..<region.y + region.height {
            let start = (row * width + region.x) * 4
            bytes.append(contentsOf: rgba[start..<start + region.width * 4])
        }
        return RGBAImage(width: region.width, height: region.height, rgba: bytes)!
    }
}
