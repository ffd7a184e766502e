import LoupePNG
import Testing

/// Bad input throws a PNGError with a useful message; it never crashes.
struct DecodeErrorTests {
    /// A valid 16×16 RGBA PNG from the encoder (IHDR, one IDAT, IEND).
    private let valid: [UInt8] = {
        let pixels = (0..<256).flatMap { index -> [UInt8] in [UInt8(index), UInt8(index / 2), 9, UInt8(255 - index)] }
        return (try? PNGCodec.encode(rgba: pixels, width: 16, height: 16)) ?? []
    }()

    private func decodingError(_ bytes: [UInt8], limits: PNGDecodingLimits = .default) -> PNGError? {
        #expect(throws: PNGError.self) { try PNGCodec.decode(bytes, limits: limits) }
    }

    @Test func emptyData() {
        let error = decodingError([])
        #expect(error?.kind == .notPNG)
        #expect(error?.description == "PNG: not a PNG file (empty data)")
    }

    @Test func garbage() {
        let error = decodingError(Array("GIF89a, or maybe just some text".utf8))
        #expect(error?.kind == .notPNG)
        #expect(error?.description == "PNG: not a PNG file")
        #expect(decodingError(Array(PNGFixture.signature.prefix(5)))?.kind == .notPNG)
    }

    @Test(arguments: [8, 20, 33, 50, -13, -12, -1])
    func truncated(cut: Int) {
        // Positive: bytes kept; negative: bytes removed from the end
        // (-12 drops IEND entirely, -1 its last CRC byte).
        let kept = cut > 0 ? cut : valid.count + cut
        let error = decodingError(Array(valid.prefix(kept)))
        #expect(error?.kind == .truncated)
        #expect(error?.description == "PNG: truncated: the file ends before the image does")
    }

    @Test func corruptedHeaderCRC() {
        var bytes = valid
        bytes[29] ^= 0x01
        let error = decodingError(bytes)
        #expect(error?.kind == .corrupt)
        #expect(error?.description == "PNG: IHDR: CRC error")
    }

    @Test func corruptedImageDataCRC() throws {
        let idat = try #require(chunkList(of: valid).first { $0.type == "IDAT" })
        var bytes = valid
        bytes[idat.offset + idat.length] ^= 0x40
        let error = decodingError(bytes)
        #expect(error?.kind == .corrupt)
        #expect(error?.description == "PNG: IDAT: CRC error")
    }

    @Test func corruptedImageData() throws {
        // libpng inflates while it reads, so it trips over the damaged
        // stream before it reaches the chunk's CRC.
        let idat = try #require(chunkList(of: valid).first { $0.type == "IDAT" })
        var bytes = valid
        bytes[idat.offset + idat.length / 2] ^= 0x40
        let error = decodingError(bytes)
        #expect(error?.kind == .corrupt)
        // The exact text depends on which byte the zlib version put there.
        #expect(error?.message.isEmpty == false)
    }

    @Test func invalidCompressedStreamWithCorrectCRC() {
        var bytes = PNGFixture.signature
        bytes += PNGFixture.chunk("IHDR", PNGFixture.bigEndian(4) + PNGFixture.bigEndian(4) + [8, 0, 0, 0, 0])
        bytes += PNGFixture.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF])
        bytes += PNGFixture.chunk("IEND", [])
        let error = decodingError(bytes)
        #expect(error?.kind == .corrupt)
        #expect(error?.message == "IDAT: invalid block type")
    }

    @Test func invalidBitDepth() {
        var fixture = PNGFixture(width: 1, height: 1, colorType: .rgb, rows: [[1, 2, 3]])
        fixture.bitDepth = 7
        let error = decodingError(fixture.bytes)
        #expect(error?.kind == .corrupt)
    }

    /// A header claiming a huge image, followed by almost no data: refused
    /// from the header, before any pixel memory is allocated.
    @Test(arguments: [(20_000, 1), (1, 16_385), (100_000, 100_000), (2_000_000_000, 2_000_000_000)])
    func headerOverTheDefaultLimits(width: Int, height: Int) {
        let fixture = PNGFixture(width: width, height: height, colorType: .gray, rows: [[0]])
        let error = decodingError(fixture.bytes)
        #expect(error?.kind == .tooLarge)
        #expect(error?.message.hasPrefix("image is \(width)x\(height) pixels, over the limit") == true)
    }

    @Test func customLimits() throws {
        let fixture = PNGFixture(width: 9, height: 9, colorType: .gray, rows: Array(repeating: Array(repeating: 50, count: 9), count: 9))
        #expect(decodingError(fixture.bytes, limits: PNGDecodingLimits(maxDimension: 8))?.kind == .tooLarge)
        #expect(decodingError(fixture.bytes, limits: PNGDecodingLimits(maxPixelCount: 80))?.kind == .tooLarge)
        let byteLimit = decodingError(fixture.bytes, limits: PNGDecodingLimits(maxByteCount: fixture.bytes.count - 1))
        #expect(byteLimit?.kind == .tooLarge)
        #expect(byteLimit?.message == "data is \(fixture.bytes.count) bytes, over the limit of \(fixture.bytes.count - 1)")
        let exact = PNGDecodingLimits(maxDimension: 9, maxPixelCount: 81, maxByteCount: fixture.bytes.count)
        #expect(try PNGCodec.decode(fixture.bytes, limits: exact).pixel(x: 8, y: 8) == [50, 50, 50, 255])
    }

    @Test func missingImageRows() {
        // The stream holds one row of two: libpng must not invent the rest.
        var bytes = PNGFixture.signature
        bytes += PNGFixture.chunk("IHDR", PNGFixture.bigEndian(2) + PNGFixture.bigEndian(2) + [8, 0, 0, 0, 0])
        bytes += PNGFixture.chunk("IDAT", PNGFixture.zlibStored([0, 7, 7]))
        bytes += PNGFixture.chunk("IEND", [])
        let error = decodingError(bytes)
        #expect(error?.kind == .corrupt)
        #expect(error?.message == "Not enough image data")
    }
}
