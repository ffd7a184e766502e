import LoupePNG
import Testing

/// Every stored format decodes to straight RGBA8. The fixtures are built by
/// hand (PNGFixture), not by the encoder under test.
struct DecodeFormatTests {
    private func decode(_ fixture: PNGFixture) throws -> [[UInt8]] {
        let image = try PNGCodec.decode(fixture.bytes)
        #expect(image.width == fixture.width && image.height == fixture.height)
        return (0..<image.width * image.height).map { Array(image.rgba[$0 * 4..<$0 * 4 + 4]) }
    }

    @Test func gray8() throws {
        let fixture = PNGFixture(width: 3, height: 1, colorType: .gray, rows: [[0, 128, 255]])
        #expect(try decode(fixture) == [[0, 0, 0, 255], [128, 128, 128, 255], [255, 255, 255, 255]])
    }

    @Test func grayWithAlpha() throws {
        let fixture = PNGFixture(width: 2, height: 1, colorType: .grayAlpha, rows: [[10, 0, 200, 128]])
        #expect(try decode(fixture) == [[10, 10, 10, 0], [200, 200, 200, 128]])
    }

    @Test func gray1BitExpandsToFullRange() throws {
        let fixture = PNGFixture(width: 8, height: 1, bitDepth: 1, colorType: .gray, rows: [[0b1011_0000]])
        #expect(try decode(fixture).map { $0[0] } == [255, 0, 255, 255, 0, 0, 0, 0])
    }

    @Test func grayWithTransparentKey() throws {
        var fixture = PNGFixture(width: 2, height: 1, colorType: .gray, rows: [[128, 129]])
        fixture.chunks = [("tRNS", [0, 128])]
        #expect(try decode(fixture) == [[128, 128, 128, 0], [129, 129, 129, 255]])
    }

    @Test func rgbWithTransparentKey() throws {
        var fixture = PNGFixture(width: 2, height: 1, colorType: .rgb, rows: [[10, 20, 30, 10, 20, 31]])
        fixture.chunks = [("tRNS", [0, 10, 0, 20, 0, 30])]
        #expect(try decode(fixture) == [[10, 20, 30, 0], [10, 20, 31, 255]])
    }

    @Test func paletteWithPartialTransparency() throws {
        var fixture = PNGFixture(width: 4, height: 1, colorType: .palette, rows: [[0, 1, 2, 1]])
        // Entries past the end of tRNS are opaque.
        fixture.chunks = [("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]), ("tRNS", [0, 128])]
        #expect(try decode(fixture) == [[255, 0, 0, 0], [0, 255, 0, 128], [0, 0, 255, 255], [0, 255, 0, 128]])
    }

    @Test func palette2BitWithoutTransparency() throws {
        var fixture = PNGFixture(width: 4, height: 1, bitDepth: 2, colorType: .palette, rows: [[0b00_01_10_01]])
        fixture.chunks = [("PLTE", [9, 8, 7, 6, 5, 4, 3, 2, 1])]
        #expect(try decode(fixture) == [[9, 8, 7, 255], [6, 5, 4, 255], [3, 2, 1, 255], [6, 5, 4, 255]])
    }

    // 16-bit samples round to the nearest 8-bit value, v × 255 / 65535, not to their high byte:
    // 0x12FF = 4863 → 18.92 → 19 (its high byte is 18); 0x1280 = 4736 → 18.43 → 18.
    @Test func gray16RoundsToTheNearest8BitValue() throws {
        let fixture = PNGFixture(width: 3, height: 1, bitDepth: 16, colorType: .gray,
                                 rows: [[0x12, 0xFF, 0x12, 0x80, 0xFF, 0xFF]])
        #expect(try decode(fixture) == [[19, 19, 19, 255], [18, 18, 18, 255], [255, 255, 255, 255]])
    }

    // 0x01C0 = 448 → 1.74 → 2; 0x0304 = 772 → 3.004 → 3; 0x0506 → 5; alpha 0x8090 = 32912 → 128.06 → 128.
    @Test func rgba16RoundsToTheNearest8BitValue() throws {
        let fixture = PNGFixture(width: 1, height: 1, bitDepth: 16, colorType: .rgba,
                                 rows: [[0x01, 0xC0, 0x03, 0x04, 0x05, 0x06, 0x80, 0x90]])
        #expect(try decode(fixture) == [[2, 3, 5, 0x80]])
    }

    @Test func interlacedMatchesTheSamePixelsStoredProgressively() throws {
        // 10×9 reaches every Adam7 pass; each pixel is distinct.
        let rows: [[UInt8]] = (0..<9).map { (y: Int) -> [UInt8] in
            (0..<10).flatMap { (x: Int) -> [UInt8] in distinctPixel(x: x, y: y) }
        }
        var interlaced = PNGFixture(width: 10, height: 9, colorType: .rgba, rows: rows)
        interlaced.interlaced = true
        #expect(interlaced.bytes[28] == 1)
        let progressive = PNGFixture(width: 10, height: 9, colorType: .rgba, rows: rows)
        let image = try PNGCodec.decode(interlaced.bytes)
        #expect(image == (try PNGCodec.decode(progressive.bytes)))
        #expect(image.rgba == rows.flatMap { $0 })
        #expect(image.pixel(x: 9, y: 8) == [180, 200, 17, 183])
    }

    private func distinctPixel(x: Int, y: Int) -> [UInt8] {
        [UInt8(x * 20), UInt8(y * 25), UInt8(x + y), UInt8(255 - x * y)]
    }

    @Test func gammaAndChromaticityChunksAreIgnored() throws {
        var fixture = PNGFixture(width: 2, height: 1, colorType: .rgb, rows: [[64, 128, 192, 1, 2, 3]])
        // gAMA 1.0 would brighten mid-tones if libpng converted to sRGB.
        fixture.chunks = [
            ("gAMA", PNGFixture.bigEndian(100_000)),
            ("cHRM", [31_270, 32_900, 64_000, 33_000, 30_000, 60_000, 15_000, 6_000].flatMap { PNGFixture.bigEndian($0) }),
        ]
        #expect(try decode(fixture) == [[64, 128, 192, 255], [1, 2, 3, 255]])
    }

    @Test func ancillaryChunkWithBadCRCIsSkippedWithAWarning() throws {
        var text = PNGFixture.chunk("tEXt", Array("Comment\u{0}hello".utf8))
        text[text.count - 1] ^= 0xFF
        let fixture = PNGFixture(width: 1, height: 1, colorType: .gray, rows: [[77]])
        var bytes = fixture.bytes
        bytes.insert(contentsOf: text, at: 33)
        var warnings: [String] = []
        let image = try PNGCodec.decode(bytes) { warnings.append($0) }
        #expect(image.rgba == [77, 77, 77, 255])
        #expect(warnings == ["tEXt: CRC error"])
    }
}
