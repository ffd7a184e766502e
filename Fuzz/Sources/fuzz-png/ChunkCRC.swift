/// Random mutations almost never keep a chunk's CRC right, and both decoders stop at the first wrong one, so the
/// fuzzer would rarely get past the header. This rewrites every whole chunk's CRC so mutated files reach the
/// image data; the target decodes the input both as it came and repaired.
enum ChunkCRC {
    /// `bytes` with the CRC of each chunk that fits in the file recomputed; anything after the last whole chunk
    /// is kept as it is.
    static func repaired(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var offset = 8  // after the signature
        while offset + 12 <= out.count {
            let length = Int(out[offset]) << 24 | Int(out[offset + 1]) << 16 | Int(out[offset + 2]) << 8
                | Int(out[offset + 3])
            let end = offset + 8 + length  // where the CRC starts
            guard end + 4 <= out.count else { break }
            let crc = crc32(out[(offset + 4)..<end])
            for i in 0..<4 { out[end + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
            offset = end + 4
        }
        return out
    }

    /// CRC-32 as PNG (and zlib) define it: polynomial 0xEDB88320, reflected, starting and ending inverted.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
}
