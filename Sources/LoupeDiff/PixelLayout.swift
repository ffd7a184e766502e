/// Lets a layout's metatype go to the threads of a banded comparison (Swift 6.2 checks that; earlier compilers do not
/// know the protocol).
#if compiler(>=6.2)
protocol ThreadSafeLayoutType: SendableMetatype {}
#else
protocol ThreadSafeLayoutType {}
#endif

/// How an image being compared stores a pixel: the matcher is generic over the layouts of its two images, so each
/// pairing compiles to its own loop with the pixel reads inlined.
protocol PixelLayout: ThreadSafeLayoutType {
    static var bytesPerPixel: Int { get }
    /// Pixel `index` as one word, red in the low byte and alpha in the high one; equal words are equal pixels.
    static func word(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt32
}

/// Four bytes a pixel: red, green, blue, alpha.
enum RGBALayout: PixelLayout {
    static var bytesPerPixel: Int { 4 }

    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
    }
}

/// Three bytes a pixel, opaque: alpha reads as 255.
enum RGBLayout: PixelLayout {
    static var bytesPerPixel: Int { 3 }

    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        let pixel = base + index &* 3
        return UInt32(pixel[0]) | UInt32(pixel[1]) << 8 | UInt32(pixel[2]) << 16 | 0xFF00_0000
    }
}

extension UInt32 {
    /// The channels of a pixel word (``PixelLayout/word(_:_:)``) as integers.
    @inline(__always)
    var channels: (red: Int, green: Int, blue: Int, alpha: Int) {
        (Int(self & 0xFF), Int(self >> 8 & 0xFF), Int(self >> 16 & 0xFF), Int(self >> 24))
    }
}
