/// Bounds that make ``PNGCodec``'s decoding refuse an image
/// before allocating memory for it.
public struct PNGDecodingLimits: Equatable, Sendable {
    /// The largest width and height accepted.
    public var maxDimension: Int
    /// The largest `width * height` accepted.
    public var maxPixelCount: Int
    /// The largest encoded size, in bytes, accepted (also for files).
    public var maxByteCount: Int

    /// Limits with the given bounds; the defaults are ``default``'s.
    public init(maxDimension: Int = 16_384, maxPixelCount: Int = 16_384 * 16_384,
                maxByteCount: Int = 256 << 20) {
        self.maxDimension = maxDimension
        self.maxPixelCount = maxPixelCount
        self.maxByteCount = maxByteCount
    }

    /// 16384 pixels per side, 268,435,456 pixels (1 GiB of RGBA), 256 MiB of PNG data.
    public static let `default` = PNGDecodingLimits()
}
