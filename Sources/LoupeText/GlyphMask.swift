/// One rendered glyph: an 8-bit coverage mask (0 = transparent, 255 = fully covered), rows top to bottom.
///
/// Masks are made once per (face, pixel size, glyph) and kept by the library's glyph cache; handing one out copies
/// the struct and retains the shared byte buffer, it never copies the bytes.
public struct GlyphMask: Sendable, Equatable {
    /// Width of the mask in pixels.
    public let width: Int
    /// Height of the mask in pixels (rows).
    public let height: Int
    /// Bytes from the start of one row to the start of the next (equal to `width`: rows are packed).
    public let pitch: Int
    /// Pixels from the pen position to the mask's left column (FreeType's `bitmap_left`).
    public let left: Int
    /// Pixels from the baseline up to the mask's top row (FreeType's `bitmap_top`; positive above the baseline).
    public let top: Int
    /// `height × pitch` coverage values.
    public let bytes: [UInt8]

    /// Whether the glyph covers no pixel (a space, for instance).
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The coverage at column `x`, row `y`, or 0 outside the mask.
    public func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return bytes[y * pitch + x]
    }
}
