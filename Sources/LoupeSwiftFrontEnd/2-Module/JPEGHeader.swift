/// What the front end reads of a JPEG without decoding it: its size from the start-of-frame segment. A picture the
/// renderer would not draw as the app shows it — four components (CMYK), or an Exif orientation other than upright,
/// which UIKit applies and a decoder does not — gives nil, so that it is drawn as a stand-in with a warning.
enum JPEGHeader {
    static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var at = 2
        while at + 4 <= bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xFF { at += 1; continue }                          // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }   // no length
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard length >= 2, at + 2 + length <= bytes.count else { return nil }
            let segment = at + 4
            if marker == 0xE1, !isUpright(bytes, from: segment, to: at + 2 + length) { return nil }
            // Start of frame: baseline, extended, progressive or lossless, Huffman or arithmetic (not DHT, JPG, DAC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 8 else { return nil }
                let height = Int(bytes[segment + 1]) << 8 | Int(bytes[segment + 2])
                let width = Int(bytes[segment + 3]) << 8 | Int(bytes[segment + 4])
                let components = bytes[segment + 5]
                guard width > 0, height > 0, components == 1 || components == 3 else { return nil }
                return (width, height)
            }
            at += 2 + length
        }
        return nil
    }

    /// Whether an APP1 segment holds no Exif orientation, or the upright one (1).
    private static func isUpright(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end - start > 14, bytes[start..<start + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return true }
        let tiff = start + 6
        let little = bytes[tiff] == 0x49
        func int(_ at: Int, _ count: Int) -> Int? {
            guard at >= tiff, at + count <= end else { return nil }
            let range = bytes[at..<at + count]
            return (little ? range.reversed() : Array(range)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let offset = int(tiff + 4, 4), let entries = int(tiff + offset, 2) else { return true }
        for index in 0..<entries {
            let entry = tiff + offset + 2 + index * 12
            guard let tag = int(entry, 2) else { return true }
            if tag == 0x0112 { return int(entry + 8, 2) ?? 1 == 1 }
        }
        return true
    }
}
