/// A premultiplied RGBA8 image, row-major, top row first.
///
/// Storage is one packed `UInt32` per pixel (`r | g << 8 | b << 16 | a << 24`); conversions to bytes use
/// explicit shifts, so byte order never depends on the host.
public struct Canvas: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    var storage: [UInt32]

    /// The largest accepted side and pixel count; larger sizes throw ``RasterError/invalidCanvasSize(width:height:)``.
    public static let maximumSide = 65_536
    /// The largest accepted number of pixels, 2²⁸ (1 GiB of storage at 4 bytes a pixel).
    public static let maximumPixelCount = 1 << 28

    /// A canvas filled with `color` (transparent by default), the filling (and the first touch of the memory, which
    /// the system pays for page by page) split among `threads` threads.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, 0 to ``maximumSide``.
    ///   - height: The height in pixels, 0 to ``maximumSide``; `width × height` at most ``maximumPixelCount``.
    ///   - color: What every pixel starts as.
    ///   - threads: How many threads may share the filling of a large canvas.
    /// - Throws: ``RasterError/invalidCanvasSize(width:height:)`` for a size out of range.
    public init(width: Int, height: Int, color: RasterColor = .clear, threads: Int = 1) throws {
        try self.init(width: width, height: height, color: color, threads: threads, meanwhile: {})
    }

    /// Like ``init(width:height:color:threads:)``, with `meanwhile` run on the calling thread while the other threads
    /// fill the canvas; it runs once (not when the size is invalid), and the canvas is filled when the initializer
    /// returns. For the renderer's scheduler, which lays a scene out meanwhile.
    package init(width: Int, height: Int, color: RasterColor = .clear, threads: Int, meanwhile: () -> Void) throws {
        guard width >= 0, height >= 0, width <= Self.maximumSide, height <= Self.maximumSide,
              width * height <= Self.maximumPixelCount
        else { throw RasterError.invalidCanvasSize(width: width, height: height) }
        self.width = width
        self.height = height
        self.storage = PixelStorage.make(count: width * height, value: color.premultiplied.packed, threads: threads,
                                         meanwhile: meanwhile)
    }

    /// A transparent canvas of a size already known to be valid (a region of another canvas).
    init(validatedWidth width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.storage = PixelStorage.make(count: self.width * self.height, value: 0)
    }

    /// A canvas holding a straight-alpha RGBA8 image (e.g. a background screenshot), premultiplied with
    /// `c' = round(c·a / 255)`.
    public init(straightRGBA bytes: [UInt8], width: Int, height: Int) throws {
        try self.init(width: width, height: height)
        let expected = width * height * 4
        guard bytes.count == expected else {
            throw RasterError.pixelCountMismatch(expectedBytes: expected, actualBytes: bytes.count)
        }
        bytes.withUnsafeBufferPointer { src in
            storage.withUnsafeMutableBufferPointer { dst in
                for i in 0..<dst.count {
                    let r = UInt32(src[4 &* i]), g = UInt32(src[4 &* i &+ 1])
                    let b = UInt32(src[4 &* i &+ 2]), a = UInt32(src[4 &* i &+ 3])
                    let straight = r | g &<< 8 | b &<< 16 | 0xFF00_0000
                    dst[i] = a == 255 ? straight : PixelMath.scale(straight, by: a)
                }
            }
        }
    }

    /// The canvas bounds, `0..<width × 0..<height`.
    public var bounds: PixelBounds { PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// Fills every pixel with `color`.
    public mutating func clear(to color: RasterColor) {
        let value = color.premultiplied.packed
        storage.withUnsafeMutableBufferPointer { SpanKernels.fillLarge($0, with: value) }
    }

    /// The pixel at `(x, y)`; transparent outside the canvas.
    public func pixel(x: Int, y: Int) -> PremultipliedPixel {
        guard x >= 0, y >= 0, x < width, y < height else { return .transparent }
        return PremultipliedPixel(packed: storage[y * width + x])
    }

    /// Straight-alpha RGBA8 bytes, row-major (what a golden comparison reads): `c = round(c'·255 / a)`, and
    /// `(0, 0, 0, 0)` where alpha is 0.
    public func unpremultipliedRGBA() -> [UInt8] {
        let count = storage.count
        return [UInt8](unsafeUninitializedCapacity: count * 4) { bytes, initialized in
            storage.withUnsafeBufferPointer { pixels in
                guard let source = pixels.baseAddress, let out = bytes.baseAddress else { return }
                let target = UnsafeMutableRawPointer(out)
                var i = 0
                #if _endian(little)
                // An opaque pixel's packed value is already its straight bytes in memory order, and most pixels
                // of a screen are opaque: eight at a time are copied as they are.
                let opaque = SIMD8<UInt32>(repeating: 0xFF00_0000)
                while i &+ 8 <= count {
                    let eight = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self)
                    if all(eight .>= opaque) {
                        target.storeBytes(of: eight, toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                    } else {
                        for k in i..<(i &+ 8) { Self.storeStraight(source[k], at: target, index: k) }
                    }
                    i &+= 8
                }
                #endif
                while i < count {
                    Self.storeStraight(source[i], at: target, index: i)
                    i &+= 1
                }
            }
            initialized = count * 4
        }
    }

    /// Pixel `index` of `target` (four bytes a pixel, R, G, B, A) set to the straight-alpha bytes of `p`.
    @inline(__always)
    private static func storeStraight(_ p: UInt32, at target: UnsafeMutableRawPointer, index: Int) {
        let a = p &>> 24
        var straight: UInt32 = 0
        if a == 255 {
            straight = p
        } else if a != 0 {
            let half = a &>> 1
            func channel(_ shift: UInt32) -> UInt32 {
                let scaled: UInt32 = (((p &>> shift) & 0xFF) &* 255 &+ half) / a
                return min(scaled, 255) &<< shift
            }
            straight = channel(0) | channel(8) | channel(16) | a &<< 24
        }
        target.storeBytes(of: straight.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
    }

    /// Premultiplied RGBA8 bytes, row-major, exactly as stored (for golden comparisons and hashing).
    public func premultipliedRGBA() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: storage.count * 4)
        for (i, p) in storage.enumerated() {
            out[4 * i] = UInt8(truncatingIfNeeded: p); out[4 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[4 * i + 2] = UInt8(truncatingIfNeeded: p >> 16); out[4 * i + 3] = UInt8(truncatingIfNeeded: p >> 24)
        }
        return out
    }

    /// Runs `body` on the packed premultiplied pixels (`r | g << 8 | b << 16 | a << 24`), row-major, without copying
    /// them (e.g. to encode them).
    public func withUnsafePixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body($0) }
    }

    /// Runs `body` on the packed pixels; `nil` pointer means an empty canvas.
    mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer { try body($0) }
    }
}
