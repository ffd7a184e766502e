/// How ``PNGCodec`` compresses: the zlib level and the row filter.
public struct PNGEncodingOptions: Equatable, Sendable {
    /// zlib's level, 0 (store) … 9 (smallest, slowest).
    public var compressionLevel: Int
    /// The row filter applied before compression.
    public var filter: PNGFilter

    /// Options with the given level (0…9) and filter; the defaults are ``default``'s.
    public init(compressionLevel: Int = 1, filter: PNGFilter = .none) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }

    /// zlib level 1, filter none: the fastest setting measured on a 1170×2532
    /// opaque UI picture (translucent rectangles, rounded cards, 200 labels),
    /// 38 ms and 905 KB, against 170 ms and 997 KB for ``libpngDefaults``
    /// (release build, libpng 1.6.39, zlib 1.2.13). Level 3 saves 4 % for
    /// 7 % more time; level 6 with filter none 14 % for 2.2× the time. On
    /// flat pictures every filter makes the file larger and the encoding
    /// slower. The benchmark is `encodingBenchmark` in LoupePNGTests.
    public static let `default` = PNGEncodingOptions()

    /// libpng's own defaults, zlib level 6 with adaptive filtering.
    public static let libpngDefaults = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive)
}
