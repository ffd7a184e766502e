/// A picture to compare: 8-bit straight (un-premultiplied) RGBA, rows from the top — or, for an opaque picture
/// decoded from an RGB file, 3 bytes a pixel with an alpha of 255 understood.
///
/// This is what a decoded PNG gives and what pixelmatch compares; the comparison never converts colour spaces or
/// premultiplies. An RGB image compares exactly as its RGBA twin would, without the memory and the pass that
/// widening it would cost (``init(width:height:rgb:)``).
public struct RGBAImage: Equatable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// 4, or 3 for an image made with ``init(width:height:rgb:)``.
    public let bytesPerPixel: Int
    /// The pixels as stored: `width * height * bytesPerPixel` bytes.
    public let storage: [UInt8]

    /// Wraps `rgba`; `nil` when it does not hold exactly `width * height * 4` bytes or a side is negative.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        self.init(width: width, height: height, bytesPerPixel: 4, storage: rgba)
    }

    /// Wraps opaque `rgb` pixels, 3 bytes each; `nil` when it does not hold exactly `width * height * 3` bytes or a
    /// side is negative.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        self.init(width: width, height: height, bytesPerPixel: 3, storage: rgb)
    }

    private init?(width: Int, height: Int, bytesPerPixel: Int, storage: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, storage.count == pixels * bytesPerPixel else { return nil }
        self.width = width
        self.height = height
        self.bytesPerPixel = bytesPerPixel
        self.storage = storage
    }

    /// An image of one colour, handy in tests and for padding.
    public init(width: Int, height: Int, filledWith color: (UInt8, UInt8, UInt8, UInt8)) {
        precondition(width >= 0 && height >= 0, "an image size is never negative")
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = color.0; bytes[index + 1] = color.1; bytes[index + 2] = color.2; bytes[index + 3] = color.3
        }
        self.init(width: width, height: height, bytesPerPixel: 4, storage: bytes)!
    }

    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel (widened from RGB when stored so).
    public var rgba: [UInt8] {
        guard bytesPerPixel == 3 else { return storage }
        var wide = [UInt8](repeating: 255, count: pixelCount * 4)
        for index in 0..<pixelCount {
            wide[index * 4] = storage[index * 3]
            wide[index * 4 + 1] = storage[index * 3 + 1]
            wide[index * 4 + 2] = storage[index * 3 + 2]
        }
        return wide
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y` as `[r, g, b, a]`, or `nil` outside the image.
    public func pixel(x: Int, y: Int) -> [UInt8]? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let start = (y * width + x) * bytesPerPixel
        return bytesPerPixel == 4 ? Array(storage[start..<start + 4]) : Array(storage[start..<start + 3]) + [255]
    }

    /// Equal sizes and equal pixels, however each is stored.
    public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        return lhs.bytesPerPixel == rhs.bytesPerPixel ? lhs.storage == rhs.storage : lhs.rgba == rhs.rgba
    }

    /// The part of the image inside `region` (which must lie within it), as an image of its own, stored alike.
    func cropped(to region: PixelRegion) -> RGBAImage {
        if region.x == 0, region.y == 0, region.width == width, region.height == height { return self }
        var bytes = [UInt8]()
        bytes.reserveCapacity(region.width * region.height * bytesPerPixel)
        for row in region.y..<region.y + region.height {
            let start = (row * width + region.x) * bytesPerPixel
            bytes.append(contentsOf: storage[start..<start + region.width * bytesPerPixel])
        }
        return RGBAImage(width: region.width, height: region.height, bytesPerPixel: bytesPerPixel, storage: bytes)!
    }
}
