import CFreeType

/// A glyph chosen for a character: the face that has it and its index there.
struct ResolvedGlyph: Hashable {
    let face: Int32
    let glyph: UInt32
}

/// What FreeType objects and caches a ``FontLibrary`` owns. Not thread-safe: every use holds the library's lock.
final class FontStore {
    let library: FT_Library
    private(set) var faces: [LoadedFace] = []
    private var faceIndexByPath: [String: Int] = [:]
    private var resolved: [ResolveKey: ResolvedGlyph] = [:]
    private(set) var masks: [GlyphKey: GlyphMask] = [:]
    /// The bytes the cached masks hold.
    private(set) var maskBytes = 0
    /// The most bytes of masks kept: past it the cache starts again empty (a long-lived renderer that meets many
    /// sizes would otherwise grow without bound). Masks are drawn again the same, so nothing drawn changes.
    var maximumMaskBytes = FontStore.defaultMaximumMaskBytes
    static let defaultMaximumMaskBytes = 64 << 20

    private struct ResolveKey: Hashable {
        let face: Int32
        let scalar: UInt32
        let tabularFigures: Bool
    }

    /// A rendered mask's identity: the face, the size in 26.6 pixels per em, the glyph, whether it is slanted.
    struct GlyphKey: Hashable {
        let face: Int32
        let size26Dot6: Int32
        let glyph: UInt32
        var oblique = false
        var widthScale = 1.0
    }

    init(library: FT_Library) { self.library = library }

    /// Closes every face, then the library.
    func close() {
        for face in faces { face.close() }
        faces.removeAll()
        FT_Done_FreeType(library)
    }

    /// Opens the font file at `path`, or returns the face already opened from it.
    func openFace(path: String) throws -> LoadedFace {
        if let index = faceIndexByPath[path] { return faces[index] }
        var face: FT_Face?
        try check(FT_New_Face(library, path, 0, &face), "FT_New_Face(\(path))")
        guard let face else { throw TextError.freeType(call: "FT_New_Face(\(path))", code: 0) }
        let loaded = LoadedFace(face: face, ownedBytes: nil, index: faces.count)
        faceIndexByPath[path] = faces.count
        faces.append(loaded)
        return loaded
    }

    /// Opens a font from a copy of `bytes`, which the face keeps until the library closes.
    func openFace(bytes: [UInt8]) throws -> LoadedFace {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        copy.copyBytes(from: bytes)
        var face: FT_Face?
        let code = FT_New_Memory_Face(
            library, copy.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0, &face)
        guard code == 0, let face else {
            copy.deallocate()
            throw TextError.freeType(call: "FT_New_Memory_Face", code: code)
        }
        let loaded = LoadedFace(face: face, ownedBytes: copy, index: faces.count)
        faces.append(loaded)
        return loaded
    }

    /// The face and glyph that draw `scalar` for text set in face `primary`.
    ///
    /// A character the primary face lacks is taken from its fallback face; a character neither has is the primary
    /// face's .notdef (glyph 0, the box). With `tabularFigures`, the face's `tnum` substitution is applied.
    func resolve(_ scalar: Unicode.Scalar, primary: Int, tabularFigures: Bool) -> ResolvedGlyph {
        let key = ResolveKey(face: Int32(primary), scalar: scalar.value, tabularFigures: tabularFigures)
        if let hit = resolved[key] { return hit }
        var faceIndex = primary
        var glyph = faces[primary].glyphIndex(for: scalar)
        if glyph == 0, let fallback = faces[primary].fallback {
            let alternative = faces[fallback].glyphIndex(for: scalar)
            if alternative != 0 { faceIndex = fallback; glyph = alternative }
        }
        if tabularFigures, let tabular = faces[faceIndex].tabularFigures[glyph] { glyph = tabular }
        let result = ResolvedGlyph(face: Int32(faceIndex), glyph: glyph)
        resolved[key] = result
        return result
    }

    /// What drawing one character takes: its glyph, its advance in 26.6 pixels and its mask.
    struct DrawStep {
        let glyph: ResolvedGlyph
        let advance26Dot6: Int
        let mask: GlyphMask
    }

    /// The draw steps of the ASCII characters for one (primary face, size, tabular figures), filled on first use.
    /// Labels are mostly ASCII: an array index per character replaces three hashed lookups (glyph, advance,
    /// mask), and the table itself is looked up once per line.
    final class ASCIISteps {
        fileprivate var steps = [DrawStep?](repeating: nil, count: 128)
    }

    private struct StepsKey: Hashable {
        let face: Int32
        let size26Dot6: Int32
        let tabularFigures: Bool
    }

    private var asciiSteps: [StepsKey: ASCIISteps] = [:]

    /// The ASCII step table for text set in face `primary` at `size26Dot6`.
    func asciiSteps(primary: Int, size26Dot6: Int32, tabularFigures: Bool) -> ASCIISteps {
        let key = StepsKey(face: Int32(primary), size26Dot6: size26Dot6, tabularFigures: tabularFigures)
        if let table = asciiSteps[key] { return table }
        let table = ASCIISteps()
        asciiSteps[key] = table
        return table
    }

    /// The step drawing `scalar` in face `primary` at `size26Dot6`, through `table` for ASCII characters.
    func step(for scalar: Unicode.Scalar, primary: Int, tabularFigures: Bool, size26Dot6: Int32,
              table: ASCIISteps) throws -> DrawStep {
        let ascii = scalar.value < 128
        if ascii, let step = table.steps[Int(scalar.value)] { return step }
        let glyph = resolve(scalar, primary: primary, tabularFigures: tabularFigures)
        let advance = faces[Int(glyph.face)].advance(of: glyph.glyph)
        let step = DrawStep(glyph: glyph, advance26Dot6: Int((Double(advance) * unitsTo26Dot6(glyph, size26Dot6)).rounded()),
                            mask: try mask(for: glyph, size26Dot6: size26Dot6))
        if ascii { table.steps[Int(scalar.value)] = step }
        return step
    }

    /// The scale from `glyph`'s face's font units to 26.6 pixels at `size26Dot6`.
    func unitsTo26Dot6(_ glyph: ResolvedGlyph, _ size26Dot6: Int32) -> Double {
        Double(size26Dot6) / faces[Int(glyph.face)].unitsPerEm
    }

    /// The masks of one face at one size and style by glyph index, filled on first use: a line's glyphs find their
    /// masks by an array index each, the table itself looked up once per line and face.
    final class MaskTable {
        fileprivate var masks: [GlyphMask?] = []
        fileprivate let size26Dot6: Int32
        fileprivate let oblique: Bool
        fileprivate let widthScale: Double
        /// Glyph indices up to this many are kept here; larger ones (rare outside CJK faces) are looked up by key.
        fileprivate static let capacity = 4096

        fileprivate init(size26Dot6: Int32, oblique: Bool, widthScale: Double) {
            self.size26Dot6 = size26Dot6
            self.oblique = oblique
            self.widthScale = widthScale
        }
    }

    private struct MaskGroup: Hashable {
        let face: Int32
        let size26Dot6: Int32
        let oblique: Bool
        let widthScale: Double
    }

    private var maskTables: [MaskGroup: MaskTable] = [:]

    /// The mask table of `face` at `size26Dot6`.
    func maskTable(face: Int32, size26Dot6: Int32, oblique: Bool, widthScale: Double) -> MaskTable {
        let group = MaskGroup(face: face, size26Dot6: size26Dot6, oblique: oblique, widthScale: widthScale)
        if let table = maskTables[group] { return table }
        let table = MaskTable(size26Dot6: size26Dot6, oblique: oblique, widthScale: widthScale)
        maskTables[group] = table
        return table
    }

    /// The mask of `glyph`, a glyph of the face of `table`, through the table.
    func mask(for glyph: ResolvedGlyph, in table: MaskTable) throws -> GlyphMask {
        let index = Int(glyph.glyph)
        if index < table.masks.count, let hit = table.masks[index] { return hit }
        let mask = try mask(for: glyph, size26Dot6: table.size26Dot6, oblique: table.oblique, widthScale: table.widthScale)
        if index < MaskTable.capacity {
            if index >= table.masks.count { table.masks += repeatElement(nil, count: index + 1 - table.masks.count) }
            table.masks[index] = mask
        }
        return mask
    }

    /// The cached mask of `glyph` at `size26Dot6`, rendering it on first use.
    func mask(for glyph: ResolvedGlyph, size26Dot6: Int32, oblique: Bool = false, widthScale: Double = 1) throws -> GlyphMask {
        let key = GlyphKey(face: glyph.face, size26Dot6: size26Dot6, glyph: glyph.glyph, oblique: oblique, widthScale: widthScale)
        if let hit = masks[key] { return hit }
        let mask = try faces[Int(glyph.face)].renderMask(glyph: glyph.glyph, size26Dot6: Int(size26Dot6), oblique: oblique,
                                                          widthScale: widthScale)
        // A mask larger than the whole budget is drawn but not kept.
        guard mask.bytes.count <= maximumMaskBytes else { return mask }
        if maskBytes + mask.bytes.count > maximumMaskBytes {
            // The ASCII and mask tables hold masks too: they go with them (a table a caller holds stays valid).
            masks.removeAll()
            asciiSteps.removeAll()
            maskTables.removeAll()
            maskBytes = 0
        }
        masks[key] = mask
        maskBytes += mask.bytes.count
        return mask
    }
}
