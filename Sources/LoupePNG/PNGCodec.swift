import CPNGSupport

/// Encodes RGBA8 pixels to PNG bytes and decodes PNG bytes to RGBA8, in
/// memory, through libpng. Pixels always have straight (un-premultiplied) alpha.
public enum PNGCodec {
    /// The libpng version linked at run time, e.g. `"1.6.39"`.
    public static var libpngVersion: String { String(cString: loupe_png_libpng_version()) }

    /// The zlib version libpng was built against here, e.g. `"1.2.13"`.
    /// Encoded bytes depend on it: compare PNG files byte for byte only
    /// between machines with the same zlib.
    public static var zlibVersion: String { String(cString: loupe_png_zlib_version()) }
}
