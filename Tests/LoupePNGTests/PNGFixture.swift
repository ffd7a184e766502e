/// Builds PNG files byte by byte, independently of libpng's writer, so the
/// decoder is tested against data it did not produce. The image data is
/// stored in uncompressed deflate blocks, which any inflater accepts.
struct PNGFixture {
    enum ColorType: UInt8 {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6
    }

    var width: Int
    var height: Int
    var bitDepth: UInt8 = 8
    var colorType: ColorType
    var interlaced = false
    /// Chunks between IHDR and IDAT (PLTE, tRNS, gAMA, tEXt…).
    var chunks: [(type: String, data: [UInt8])] = []
    /// Each row's samples, already packed to `bitDepth` (big-endian for 16).
    var rows: [[UInt8]]
    /// The filtered image data itself, when the rows cannot say it (interlaced pixels smaller than a byte).
    var scanlineData: [UInt8]?

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    var bytes: [UInt8] {
        var header = PNGFixture.bigEndian(UInt32(width)) + PNGFixture.bigEndian(UInt32(height))
        header += [bitDepth, colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        var file = PNGFixture.signature + PNGFixture.chunk("IHDR", header)
        for (type, data) in chunks { file += PNGFixture.chunk(type, data) }
        file += PNGFixture.chunk("IDAT", PNGFixture.zlibStored(scanlineData ?? scanlines()))
        return file + PNGFixture.chunk("IEND", [])
    }

    /// Filter byte 0 before every row, in Adam7 pass order when interlaced.
    /// Interlacing is only built for whole-byte pixels.
    private func scanlines() -> [UInt8] {
        guard interlaced else { return rows.flatMap { [0] + $0 } }
        let pixelBytes = rows[0].count / width
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in PNGFixture.adam7Passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                data.append(0)
                for x in stride(from: x0, to: width, by: dx) {
                    data += rows[y][(x * pixelBytes)..<((x + 1) * pixelBytes)]
                }
            }
        }
        return data
    }

    /// Adam7's passes: first column, first row, column step, row step.
    static let adam7Passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A zlib stream of stored deflate blocks (at most 65535 bytes each).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian(adler32(data))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

/// Reads the chunk list of a PNG: type and data offset of each chunk.
func chunkList(of png: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
    var chunks: [(String, Int, Int)] = []
    var offset = 8
    while offset + 12 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
        chunks.append((type, offset + 8, length))
        offset += 12 + length
    }
    return chunks
}
