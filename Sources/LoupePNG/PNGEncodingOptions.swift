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
    /// UI picture (see the README of this module's tests), about 5× faster
    /// than libpng's defaults for a file of comparable size.
    public static let `default` = PNGEncodingOptions()

    /// libpng's own defaults, zlib level 6 with adaptive filtering.
    public static let libpngDefaults = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive)
}
