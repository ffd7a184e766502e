/// Reads the single substitutions of an OpenType feature (such as `tnum`) from a raw `GSUB` table.
///
/// FreeType does not apply `GSUB`; SwiftUI's `.monospacedDigit()` is the `tnum` feature, a plain glyph-for-glyph
/// substitution in the fonts shipped here, so this reader turns it into a map from glyph index to glyph index.
/// It understands lookup type 1 (single substitution, formats 1 and 2), wrapped or not in a type 7 extension, and
/// both coverage formats. Malformed or truncated tables yield whatever was read before the fault, never a crash.
struct SingleSubstitutionReader {
    private let table: [UInt8]

    init(gsub table: [UInt8]) { self.table = table }

    /// The substitutions of every lookup the feature `tag` (four ASCII characters) points to.
    func substitutions(forFeature tag: String) -> [UInt32: UInt32] {
        let tagBytes = Array(tag.utf8)
        guard tagBytes.count == 4, let featureList = u16(at: 6).map(Int.init),
              let lookupList = u16(at: 8).map(Int.init),
              let featureCount = u16(at: featureList) else { return [:] }
        var lookups: [Int] = []
        for record in 0..<Int(featureCount) {
            let recordStart = featureList + 2 + record * 6
            guard recordStart + 6 <= table.count, Array(table[recordStart..<recordStart + 4]) == tagBytes,
                  let featureOffset = u16(at: recordStart + 4) else { continue }
            let feature = featureList + Int(featureOffset)
            guard let count = u16(at: feature + 2) else { continue }
            for index in 0..<Int(count) {
                if let lookup = u16(at: feature + 4 + index * 2) { lookups.append(Int(lookup)) }
            }
        }
        var map: [UInt32: UInt32] = [:]
        for lookupIndex in lookups {
            guard let offset = u16(at: lookupList + 2 + lookupIndex * 2) else { continue }
            readLookup(at: lookupList + Int(offset), into: &map)
        }
        return map
    }

    private func readLookup(at lookup: Int, into map: inout [UInt32: UInt32]) {
        guard let type = u16(at: lookup), let count = u16(at: lookup + 4) else { return }
        for index in 0..<Int(count) {
            guard let offset = u16(at: lookup + 6 + index * 2) else { continue }
            var subtable = lookup + Int(offset)
            var subtableType = type
            if type == 7 {  // Extension: the real type and a 32-bit offset from the extension subtable.
                guard let realType = u16(at: subtable + 2), let extensionOffset = u32(at: subtable + 4) else { continue }
                subtableType = realType
                subtable += Int(extensionOffset)
            }
            if subtableType == 1 { readSingleSubstitution(at: subtable, into: &map) }
        }
    }

    private func readSingleSubstitution(at subtable: Int, into map: inout [UInt32: UInt32]) {
        guard let format = u16(at: subtable), let coverageOffset = u16(at: subtable + 2) else { return }
        let covered = coverage(at: subtable + Int(coverageOffset))
        switch format {
        case 1:
            guard let delta = u16(at: subtable + 4) else { return }
            for glyph in covered { map[glyph] = UInt32(UInt16(truncatingIfNeeded: glyph) &+ delta) }
        case 2:
            guard let count = u16(at: subtable + 4) else { return }
            for (index, glyph) in covered.enumerated() where index < Int(count) {
                if let substitute = u16(at: subtable + 6 + index * 2) { map[glyph] = UInt32(substitute) }
            }
        default:
            return
        }
    }

    /// The glyphs of a coverage table, in coverage-index order.
    private func coverage(at offset: Int) -> [UInt32] {
        guard let format = u16(at: offset), let count = u16(at: offset + 2) else { return [] }
        var glyphs: [UInt32] = []
        for index in 0..<Int(count) {
            switch format {
            case 1:
                guard let glyph = u16(at: offset + 4 + index * 2) else { return glyphs }
                glyphs.append(UInt32(glyph))
            case 2:
                let record = offset + 4 + index * 6
                guard let first = u16(at: record), let last = u16(at: record + 2), first <= last else { return glyphs }
                glyphs.append(contentsOf: (UInt32(first)...UInt32(last)))
            default:
                return []
            }
        }
        return glyphs
    }

    private func u16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= table.count else { return nil }
        return UInt16(table[offset]) << 8 | UInt16(table[offset + 1])
    }

    private func u32(at offset: Int) -> UInt32? {
        guard let high = u16(at: offset), let low = u16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}
