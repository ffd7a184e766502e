/// How ``PNGCodec`` compresses the image data.
public struct PNGEncodingOptions: Equatable, Sendable {
    /// The compressor behind the IDAT stream.
    public enum Compressor: Equatable, Sendable {
        /// The default: unfiltered scanlines, DEFLATE-coded by a matcher that looks for runs of one colour and rows
        /// like the one above, with a Huffman code made for each block (`docs/performance.md#png-encoding`). On
        /// interface pictures it is several times faster than zlib's fastest level, at a similar size.
        case runs
        /// zlib through libpng at `level` (0 store … 9 smallest), with libpng's `filter`.
        case zlib(level: Int, filter: PNGFilter)
    }

    /// The compressor behind the IDAT stream.
    public var compressor: Compressor
    /// How many threads compress at most (``Compressor/runs`` only; zlib runs on one). The bytes are the same
    /// whatever the number.
    public var threads: Int = 1

    /// Options with the given compressor, on `threads` threads.
    public init(compressor: Compressor, threads: Int = 1) {
        self.compressor = compressor
        self.threads = threads
    }

    /// zlib at `compressionLevel` (0…9) with `filter`, through libpng.
    public init(compressionLevel: Int, filter: PNGFilter = .none) {
        compressor = .zlib(level: compressionLevel, filter: filter)
    }

    /// ``Compressor/runs``.
    public static let `default` = PNGEncodingOptions(compressor: .runs)

    /// libpng's own defaults, zlib level 6 with adaptive filtering.
    public static let libpngDefaults = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive)
}
