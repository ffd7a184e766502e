/// The names an OpenType or TrueType font file gives itself, read from its `name` table (the OpenType
/// specification's name IDs 1, 2, 4 and 6): what `Font.custom` looks a bundled font up by. Every offset is checked
/// against the file's length; a collection (`ttcf`) or a damaged file gives `nil`.
enum FontNameTable {
    struct Names: Equatable {
        var family: String?
        var subfamily: String?
        var full: String?
        var postScript: String?
    }

    static func names(in bytes: [UInt8]) -> Names? {
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let version = u32(0), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),   // 1.0, 'OTTO', 'true'
              let tableCount = u16(4), tableCount <= 512 else { return nil }
        var nameTable: (offset: Int, length: Int)?
        for index in 0..<tableCount {
            let record = 12 + 16 * index
            guard let tag = u32(record), let offset = u32(record + 8), let length = u32(record + 12) else { return nil }
            if tag == 0x6E61_6D65 { nameTable = (offset, length) }   // 'name'
        }
        guard let table = nameTable, table.offset + table.length <= bytes.count,
              let count = u16(table.offset + 2), let storage = u16(table.offset + 4) else { return nil }
        // Windows' English (United States) names first, then any Unicode or Windows one, then Macintosh Roman.
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = table.offset + 6 + 12 * index
            guard let platform = u16(record), let encoding = u16(record + 2), let language = u16(record + 4),
                  let nameID = u16(record + 6), let length = u16(record + 8), let offset = u16(record + 10) else { return nil }
            guard [1, 2, 4, 6].contains(nameID) else { continue }
            let start = table.offset + storage + offset
            guard start + length <= table.offset + table.length else { continue }
            let raw = bytes[start..<start + length]
            let rank: Int
            let text: String?
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                rank = platform == 3 && language == 0x409 ? 0 : 1
                text = utf16BigEndian(raw)
            case (1, 0):
                rank = 2
                text = raw.allSatisfy { $0 < 0x80 } ? String(decoding: raw, as: UTF8.self) : nil
            default:
                continue
            }
            guard let text, !text.isEmpty else { continue }
            if found[nameID].map({ rank < $0.rank }) ?? true { found[nameID] = (rank, text) }
        }
        guard !found.isEmpty else { return nil }
        return Names(family: found[1]?.text, subfamily: found[2]?.text, full: found[4]?.text, postScript: found[6]?.text)
    }

    private static func utf16BigEndian(_ raw: ArraySlice<UInt8>) -> String? {
        guard raw.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var index = raw.startIndex
        while index < raw.endIndex {
            units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
