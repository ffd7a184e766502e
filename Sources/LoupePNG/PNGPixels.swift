/// Decoded pixels kept as compact as the file allows: 8-bit straight RGBA, or — for an opaque 8-bit RGB file that
/// the decoder's fast path takes — 3 bytes a pixel as the file stores them, rows from the top, no padding.
///
/// What ``PNGCodec/decodePixels(_:limits:)`` gives a comparison: an opaque picture needs no alpha, and a quarter less
/// memory to fill and read is a quarter less of what decoding a screenshot costs.
public struct PNGPixels: Sendable {
    /// Pixels per row.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// 3 (red, green, blue; opaque) or 4 (red, green, blue, alpha).
    public let channels: Int
    /// `width * height * channels` bytes.
    public let bytes: [UInt8]

    init(width: Int, height: Int, channels: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.channels = channels
        self.bytes = bytes
    }

    init(_ image: PNGImage) {
        self.init(width: image.width, height: image.height, channels: 4, bytes: image.rgba)
    }
}
