/// A decoded picture: 8-bit RGBA pixels with straight (un-premultiplied)
/// alpha, row by row from the top, `width * 4` bytes per row, no padding.
public struct PNGImage: Equatable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    public let rgba: [UInt8]

    /// Wraps `rgba`, which must hold exactly `width * height * 4` bytes.
    /// - Throws: ``PNGError`` of kind `.invalidArgument` when the sizes disagree.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(PNGError) {
        let expected = try PNGImage.byteCount(width: width, height: height)
        guard rgba.count == expected else {
            throw PNGError(.invalidArgument, "\(width)x\(height) RGBA needs \(expected) bytes, got \(rgba.count)")
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The four bytes of the pixel at column `x`, row `y`, or nil outside the image.
    public func pixel(x: Int, y: Int) -> [UInt8]? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let start = (y * width + x) * 4
        return Array(rgba[start..<start + 4])
    }

    /// `width * height * 4` for positive sizes that fit a PNG header.
    static func byteCount(width: Int, height: Int) throws(PNGError) -> Int {
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw PNGError(.invalidArgument, "image size \(width)x\(height) is not between 1 and \(Int32.max)")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow4) = pixels.multipliedReportingOverflow(by: 4)
        guard !overflow, !overflow4 else {
            throw PNGError(.invalidArgument, "image size \(width)x\(height) does not fit in memory")
        }
        return bytes
    }
}
