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

    private struct ResolveKey: Hashable {
        let face: Int32
        let scalar: UInt32
        let tabularFigures: Bool
    }

    /// A rendered mask's identity: the face, the size in 26.6 pixels per em, the glyph.
    struct GlyphKey: Hashable {
        let face: Int32
        let size26Dot6: Int32
        let glyph: UInt32
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

    /// The cached mask of `glyph` at `size26Dot6`, rendering it on first use.
    func mask(for glyph: ResolvedGlyph, size26Dot6: Int32) throws -> GlyphMask {
        let key = GlyphKey(face: glyph.face, size26Dot6: size26Dot6, glyph: glyph.glyph)
        if let hit = masks[key] { return hit }
        let mask = try faces[Int(glyph.face)].renderMask(glyph: glyph.glyph, size26Dot6: Int(size26Dot6))
        masks[key] = mask
        return mask
    }
}
