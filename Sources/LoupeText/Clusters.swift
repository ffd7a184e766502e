/// One user-perceived character of a paragraph with its measured advance, the unit line breaking works on.
struct Cluster {
    /// Where the character sits in its paragraph.
    let range: Range<String.Index>
    /// The sum of its glyphs' advances, plus the kerning between them, in the measurement unit.
    let advance: Double
    /// The kerning between its last glyph and the next cluster's first glyph.
    var kernAfter: Double
    /// An ASCII space: the place where lines wrap.
    let isSpace: Bool
}

/// Characters that take part in measurement and drawing: control characters (tabs, stray carriage returns) have no
/// glyph and no advance, so the shipped fonts' .notdef box never shows for them.
func isDrawn(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
}

extension FontStore {
    /// Measures every character of `paragraph` set in face `primary` at `size` (points or pixels).
    ///
    /// Advances are the unhinted advances in font units scaled linearly, so they do not depend on any pixel grid;
    /// kerning comes from the face's `kern` table when FreeType exposes one.
    func clusters(of paragraph: Substring, primary: Int, tabularFigures: Bool, size: Double) -> [Cluster] {
        var result: [Cluster] = []
        var previous: ResolvedGlyph?
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let next = paragraph.index(after: index)
            var advance = 0.0
            var isFirstGlyph = true
            for scalar in paragraph[index].unicodeScalars where isDrawn(scalar) {
                let glyph = resolve(scalar, primary: primary, tabularFigures: tabularFigures)
                let face = faces[Int(glyph.face)]
                if let previous, previous.face == glyph.face {
                    let kern = Double(face.kerning(between: previous.glyph, and: glyph.glyph)) * size / face.unitsPerEm
                    if isFirstGlyph, !result.isEmpty { result[result.count - 1].kernAfter += kern } else { advance += kern }
                }
                advance += Double(face.advance(of: glyph.glyph)) * size / face.unitsPerEm
                previous = glyph
                isFirstGlyph = false
            }
            result.append(Cluster(range: index..<next, advance: advance, kernAfter: 0, isSpace: paragraph[index] == " "))
            index = next
        }
        return result
    }
}
