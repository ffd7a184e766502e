/// An image given as samples (one `UInt16` per channel per pixel, at the file's bit depth), packed into scanlines
/// the way the PNG specification says: most significant bits first below 8 bits, big-endian at 16, each Adam7 pass
/// packed on its own when interlaced. Lets the tests cover every colour type, depth and interlacing.
struct SampleImage {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: PNGFixture.ColorType
    /// `samples[y][x]` holds the pixel's channels.
    var samples: [[[UInt16]]]

    /// One row of pixels, packed, with filter byte 0 in front.
    func scanline(_ pixels: [[UInt16]]) -> [UInt8] {
        var bytes: [UInt8] = [0]
        if bitDepth >= 8 {
            for pixel in pixels {
                for sample in pixel {
                    if bitDepth == 16 { bytes += [UInt8(sample >> 8), UInt8(sample & 0xFF)] } else { bytes.append(UInt8(sample)) }
                }
            }
            return bytes
        }
        var accumulator = 0, filled = 0
        for pixel in pixels {
            for sample in pixel {
                accumulator = (accumulator << bitDepth) | Int(sample)
                filled += bitDepth
                if filled == 8 { bytes.append(UInt8(accumulator)); accumulator = 0; filled = 0 }
            }
        }
        if filled > 0 { bytes.append(UInt8(accumulator << (8 - filled))) }
        return bytes
    }

    func scanlines(interlaced: Bool) -> [UInt8] {
        guard interlaced else { return samples.flatMap(scanline) }
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in PNGFixture.adam7Passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                data += scanline(stride(from: x0, to: width, by: dx).map { samples[y][$0] })
            }
        }
        return data
    }

    func fixture(interlaced: Bool, chunks: [(type: String, data: [UInt8])]) -> PNGFixture {
        var fixture = PNGFixture(width: width, height: height, bitDepth: UInt8(bitDepth), colorType: colorType,
                                 chunks: chunks, rows: [])
        fixture.interlaced = interlaced
        fixture.scanlineData = scanlines(interlaced: interlaced)
        return fixture
    }
}
