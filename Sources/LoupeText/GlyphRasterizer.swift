import LoupeCore

/// Turns one line of text into positioned 8-bit coverage masks, through the library's glyph cache.
///
/// - Outlines load with `FT_LOAD_NO_HINTING` and render with `FT_RENDER_MODE_NORMAL` (grayscale anti-aliasing):
///   macOS does not hint either, and unhinted glyphs keep the shapes and advances that measurement assumes.
/// - The pen advances in 26.6 fixed point by the unhinted advances (and `kern`-table kerning) scaled to the pixel
///   size; each mask is placed at the pen position rounded to the nearest pixel.
/// - Masks are cached by (face, pixel size in 26.6, glyph). A cache hit hands out the cached struct, whose byte
///   buffer is shared: iterating an already-seen string allocates nothing.
public struct GlyphRasterizer: Sendable {
    /// The library whose faces and glyph cache draw.
    public let library: FontLibrary
    /// The largest pixel size drawn; FreeType's rasteriser works in 16-bit pixel coordinates.
    public static let maximumPixelSize = 16_384.0

    /// A rasterizer drawing with `library`'s faces and sharing its glyph cache.
    public init(library: FontLibrary) { self.library = library }

    /// Calls `body` for every character of `string` (one line) set in `spec` at `scale` pixels per point.
    ///
    /// `origin` is the left end of the baseline in device pixels. `body` receives the glyph's mask and the pixel
    /// column and row where the mask's top-left corner goes; masks of blank glyphs (spaces) are empty. Control
    /// characters are skipped. Missing characters come from the other shipped family, else draw the .notdef box.
    public func forEachGlyph(
        in string: String, spec: FontSpec, scale: Double, origin: (x: Double, y: Double),
        _ body: (GlyphMask, Int, Int) throws -> Void
    ) throws {
        try forEachGlyph(of: try shape(string, spec: spec, scale: scale), origin: origin, body)
    }

    /// Calls `body` for every character of `string` set in `face` at `pixelSize` pixels per em (see the other
    /// `forEachGlyph`). Faces opened by path have no fallback: their missing characters draw .notdef.
    public func forEachGlyph(
        in string: String, face: FontFace, pixelSize: Double, origin: (x: Double, y: Double),
        _ body: (GlyphMask, Int, Int) throws -> Void
    ) throws {
        try draw(string, primary: face.index, tabularFigures: false, pixelSize: pixelSize, origin: origin, body)
    }

    /// The cached mask of one character of `spec` at `scale` pixels per point.
    public func mask(for character: Unicode.Scalar, spec: FontSpec, scale: Double) throws -> GlyphMask {
        var found: GlyphMask?
        try forEachGlyph(in: String(Character(character)), spec: spec, scale: scale, origin: (0, 0)) { mask, _, _ in
            found = mask
        }
        guard let found else { throw TextError.invalidGeometry("no glyph drawn for U+\(String(character.value, radix: 16))") }
        return found
    }

    private func draw(
        _ string: String, primary: Int, tabularFigures: Bool, pixelSize: Double, origin: (x: Double, y: Double),
        _ body: (GlyphMask, Int, Int) throws -> Void
    ) throws {
        let line = try shape(string, primary: primary, tabularFigures: tabularFigures, pixelSize: pixelSize, scale: 1)
        try forEachGlyph(of: line, origin: origin, body)
    }

    /// `string` (one line) set in `spec` at `scale` pixels per point: each glyph's face, index and pen position,
    /// what ``forEachGlyph(of:origin:_:)`` draws. Control characters are skipped; missing characters come from the
    /// other shipped family, else the .notdef glyph.
    public func shape(_ string: String, spec: FontSpec, scale: Double) throws -> PositionedGlyphs {
        let pixelSize = spec.size * scale
        var line = try shape(string, primary: library.faceIndex(for: spec), tabularFigures: spec.monospacedDigit,
                             pixelSize: spec.size.isFinite && spec.size > 0 ? pixelSize : 0, scale: scale,
                             tracking: spec.tracking * scale, widthScale: spec.width.scale)
        line.isOblique = spec.italic
        line.widthScale = spec.width.scale
        return line
    }

    /// `tracking` (pixels) is added after every character that starts a cluster, as measurement adds it per cluster.
    /// `widthScale` scales the advances and kerning (a font width other than the standard one).
    private func shape(_ string: String, primary: Int, tabularFigures: Bool, pixelSize: Double,
                       scale: Double, tracking: Double = 0, widthScale: Double = 1) throws -> PositionedGlyphs {
        guard pixelSize.isFinite, pixelSize >= 0, pixelSize <= Self.maximumPixelSize else {
            throw TextError.invalidGeometry("pixel size \(pixelSize)")
        }
        let size26Dot6 = Int32((pixelSize * 64).rounded())
        guard size26Dot6 > 0 else { return PositionedGlyphs(scale: scale, size26Dot6: 0, glyphs: []) }
        let tracking26Dot6 = tracking.isFinite ? Int((tracking * 64).rounded()) : 0
        // The scalars that start a character (a cluster): tracking follows each character, not each scalar.
        var clusterEnds = Set<Int>()
        if tracking26Dot6 != 0 {
            var offset = 0
            for character in string {
                offset += character.unicodeScalars.count
                clusterEnds.insert(offset - 1)
            }
        }
        let glyphs = try library.withStore { store in
            let table = store.asciiSteps(primary: primary, size26Dot6: size26Dot6, tabularFigures: tabularFigures)
            var glyphs: [PositionedGlyphs.Glyph] = []
            var pen = 0
            var previous: ResolvedGlyph?
            for (offset, scalar) in string.unicodeScalars.enumerated() where isDrawn(scalar) {
                let step = try store.step(for: scalar, primary: primary, tabularFigures: tabularFigures,
                                          size26Dot6: size26Dot6, table: table)
                if let previous, previous.face == step.glyph.face {
                    let units = store.faces[Int(step.glyph.face)].kerning(between: previous.glyph, and: step.glyph.glyph)
                    pen += Int((Double(units) * store.unitsTo26Dot6(step.glyph, size26Dot6) * widthScale).rounded())
                }
                glyphs.append(PositionedGlyphs.Glyph(face: step.glyph.face, index: step.glyph.glyph, pen26Dot6: pen))
                pen += widthScale == 1 ? step.advance26Dot6 : Int((Double(step.advance26Dot6) * widthScale).rounded())
                if clusterEnds.contains(offset) { pen += tracking26Dot6 }
                previous = step.glyph
            }
            return glyphs
        }
        return PositionedGlyphs(scale: scale, size26Dot6: size26Dot6, glyphs: glyphs)
    }

    /// Calls `body` for every glyph of `line` with its mask (from the cache) and the pixel column and row of the
    /// mask's top-left corner. `origin` is the left end of the baseline in device pixels; each mask goes at its
    /// pen position rounded to the nearest pixel.
    public func forEachGlyph(of line: PositionedGlyphs, origin: (x: Double, y: Double),
                             _ body: (GlyphMask, Int, Int) throws -> Void) throws {
        let limit = 1e12  // keeps the 26.6 pen far from Int overflow
        guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) < limit, abs(origin.y) < limit else {
            throw TextError.invalidGeometry("origin (\(origin.x), \(origin.y))")
        }
        guard line.size26Dot6 > 0 else { return }
        let start26Dot6 = Int((origin.x * 64).rounded())
        let baselineRow = Int(origin.y.rounded())
        // Every mask under one lock (rendered on first use), then `body` outside it, which may use the library.
        let masks = try library.withStore { store in
            var current: (face: Int32, table: FontStore.MaskTable)?
            return try line.glyphs.map { glyph in
                let table: FontStore.MaskTable
                if let current, current.face == glyph.face {
                    table = current.table
                } else {
                    table = store.maskTable(face: glyph.face, size26Dot6: line.size26Dot6, oblique: line.isOblique,
                                            widthScale: line.widthScale)
                    current = (glyph.face, table)
                }
                return try store.mask(for: ResolvedGlyph(face: glyph.face, glyph: glyph.index), in: table)
            }
        }
        for (glyph, mask) in zip(line.glyphs, masks) {
            let pen26Dot6 = start26Dot6 + glyph.pen26Dot6
            // (pen + 32) >> 6 rounds half up, also for negative pens.
            try body(mask, (pen26Dot6 + 32) >> 6 + mask.left, baselineRow - mask.top)
        }
    }
}
