import CFreeType

/// One open `FT_Face` and what is read from it once. Not thread-safe: only touched under the library's lock.
final class LoadedFace {
    let face: FT_Face
    /// The font bytes of a face opened from memory: FreeType reads them for the face's whole life.
    private let ownedBytes: UnsafeMutableRawBufferPointer?
    let handle: FontFace
    let unitsPerEm: Double
    let hasKerning: Bool
    /// The `tnum` substitutions, applied for `monospacedDigit`.
    let tabularFigures: [UInt32: UInt32]
    /// The face a character missing here is looked up in (the other shipped family), if any.
    var fallback: Int?
    /// Vertical metrics that replace the face's own for line layout; `nil` keeps the face's.
    var lineMetrics: LineMetrics?
    private var advances: [UInt32: Int32] = [:]
    /// The size last set with `FT_Set_Char_Size`, in 26.6 pixels (0: none yet).
    private var currentSize26Dot6 = 0

    init(face: FT_Face, ownedBytes: UnsafeMutableRawBufferPointer?, index: Int) {
        self.face = face
        self.ownedBytes = ownedBytes
        let record = face.pointee
        handle = FontFace(
            index: index,
            familyName: record.family_name.map { String(cString: $0) } ?? "",
            styleName: record.style_name.map { String(cString: $0) } ?? "")
        // Bitmap-only faces report 0 units per em; 1 keeps the arithmetic finite (they have no outlines to draw).
        unitsPerEm = Double(max(record.units_per_EM, 1))
        hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        tabularFigures = SingleSubstitutionReader(gsub: Self.sfntTable(face, tag: LOUPE_TTAG_GSUB))
            .substitutions(forFeature: "tnum")
    }

    /// Releases the face, then the bytes it was reading.
    func close() {
        FT_Done_Face(face)
        ownedBytes?.deallocate()
    }

    /// Vertical metrics at `size` (points or pixels: the result is in the same unit).
    func metrics(size: Double) -> FontMetrics {
        let record = face.pointee
        let units = lineMetrics?.unitsPerEm ?? unitsPerEm
        let ascender = lineMetrics?.ascender ?? Double(record.ascender)
        let descender = lineMetrics?.descender ?? Double(-record.descender)
        let lineHeight = lineMetrics.map { $0.ascender + $0.descender } ?? max(Double(record.height), ascender + descender)
        // Multiplying before dividing keeps decimal results exact where they can be (1320 × 10 / 1000 = 13.2).
        func scaled(_ value: Double) -> Double { value * size / units }
        func scaledFace(_ value: Double) -> Double { value * size / unitsPerEm }
        var metrics = FontMetrics(
            ascent: scaled(ascender), descent: scaled(descender), lineGap: scaled(lineHeight - ascender - descender),
            lineHeight: scaled(lineHeight), underlineOffset: scaledFace(Double(-record.underline_position)),
            underlineThickness: scaledFace(Double(record.underline_thickness)))
        // OS/2 gives the top of the strikeout stroke; a face without the table strikes a quarter
        // em up, half a typical x-height.
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            metrics.strikethroughThickness = scaledFace(Double(os2.yStrikeoutSize))
            metrics.strikethroughOffset = scaledFace(Double(os2.yStrikeoutPosition)) - metrics.strikethroughThickness / 2
        } else {
            metrics.strikethroughThickness = metrics.underlineThickness
            metrics.strikethroughOffset = size * 0.25
        }
        return metrics
    }

    /// The glyph the face's character map gives `scalar`, 0 (.notdef) when it has none.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The unhinted advance of `glyph` in font units (0 if FreeType cannot read it).
    func advance(of glyph: UInt32) -> Int32 {
        if let cached = advances[glyph] { return cached }
        var value: FT_Fixed = 0
        let code = FT_Get_Advance(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE), &value)
        let units = code == 0 ? Int32(clamping: value) : 0
        advances[glyph] = units
        return units
    }

    /// The `kern` table's adjustment between two glyphs in font units (0 when the face has no `kern` table).
    func kerning(between left: UInt32, and right: UInt32) -> Int32 {
        guard hasKerning else { return 0 }
        var vector = FT_Vector()
        let code = FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
        return code == 0 ? Int32(clamping: vector.x) : 0
    }

    /// Renders `glyph` at `size26Dot6` pixels per em: unhinted outline, 8-bit grayscale anti-aliasing.
    /// The mask of `glyph` at `size26Dot6`; `oblique` slants it as FreeType's synthetic italic does (a shear of
    /// about 12°, `docs/layout.md#text-styling`).
    /// `widthScale` scales the outline horizontally (a font width other than the standard one).
    func renderMask(glyph: UInt32, size26Dot6: Int, oblique: Bool = false, widthScale: Double = 1) throws -> GlyphMask {
        if currentSize26Dot6 != size26Dot6 {
            try check(FT_Set_Char_Size(face, 0, FT_F26Dot6(size26Dot6), 72, 72), "FT_Set_Char_Size")
            currentSize26Dot6 = size26Dot6
        }
        let flags = FT_Int32(FT_LOAD_NO_HINTING) | FT_Int32(FT_LOAD_NO_BITMAP) | LOUPE_FT_LOAD_TARGET_NORMAL
        try check(FT_Load_Glyph(face, FT_UInt(glyph), flags), "FT_Load_Glyph")
        guard let slot = face.pointee.glyph else { throw TextError.freeType(call: "FT_Load_Glyph (no slot)", code: 0) }
        if oblique { FT_GlyphSlot_Oblique(slot) }
        if widthScale != 1 {
            var matrix = FT_Matrix(xx: FT_Fixed((widthScale * 65_536).rounded()), xy: 0, yx: 0, yy: 0x10000)
            FT_Outline_Transform(&slot.pointee.outline, &matrix)
        }
        try check(FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL), "FT_Render_Glyph")
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        var bytes = [UInt8](repeating: 0, count: width * height)
        if width > 0, height > 0 {
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), let source = bitmap.buffer else {
                throw TextError.unsupportedPixelMode(bitmap.pixel_mode)
            }
            let pitch = Int(bitmap.pitch)
            for row in 0..<height {
                // A negative pitch means the rows are stored bottom-up.
                let sourceRow = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
                for column in 0..<width { bytes[row * width + column] = source[sourceRow + column] }
            }
        }
        return GlyphMask(
            width: width, height: height, pitch: width,
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), bytes: bytes)
    }

    /// A whole SFNT table, or no bytes when the face has none.
    private static func sfntTable(_ face: FT_Face, tag: FT_ULong) -> [UInt8] {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let code = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tag, 0, $0.baseAddress, &length) }
        return code == 0 ? bytes : []
    }
}
