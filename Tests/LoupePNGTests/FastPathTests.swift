import CPNGSupport
@testable import LoupePNG
import Testing

/// The fast path decodes what libpng decodes, to the byte, and declines everything it does not take.
@Suite struct FastPathTests {
    /// Straight RGBA with every kind of neighbourhood: gradients, edges, translucency.
    func picture(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        (0..<height).flatMap { y in
            (0..<width).flatMap { x -> [UInt8] in
                let edge = (x / 7 + y / 5) % 2 == 0
                return [UInt8((x * 13 + y) % 256), UInt8((y * 7) % 256), edge ? 250 : 3,
                        opaque ? 255 : UInt8((x * y) % 256)]
            }
        }
    }

    func libpng(_ png: [UInt8]) throws -> PNGImage {
        try png.withUnsafeBytes { buffer in
            try Result { () throws(PNGError) in try PNGCodec.decodeWithLibPNG(buffer, limits: .default, onWarning: { _ in }) }.get()
        }
    }

    func takesFastPath(_ png: [UInt8]) -> Bool {
        var probe = LoupePNGFastImage()
        return png.withUnsafeBytes { buffer in
            loupe_png_fast_probe(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), buffer.count, 16_384,
                                 16_384 * 16_384, &probe) == LOUPE_PNG_OK
        }
    }

    @Test(arguments: PNGFilter.allCases)
    func everyFilterDecodesAsLibPNGDoes(filter: PNGFilter) throws {
        for opaque in [true, false] {
            let rgba = picture(width: 37, height: 23, opaque: opaque)
            let png = try PNGCodec.encode(rgba: rgba, width: 37, height: 23,
                                          options: PNGEncodingOptions(compressionLevel: 6, filter: filter))
            #expect(takesFastPath(png))
            let fast = try PNGCodec.decode(png)
            #expect(fast.rgba == rgba)
            #expect(fast == (try libpng(png)))
        }
    }

    /// Kept as RGB, each row is unfiltered against the row above as written out: the same pixels as libpng's.
    @Test(arguments: PNGFilter.allCases)
    func everyFilterDecodesAsLibPNGDoesKeptAsRGB(filter: PNGFilter) throws {
        let rgba = picture(width: 37, height: 23, opaque: true)
        let png = try PNGCodec.encode(rgba: rgba, width: 37, height: 23,
                                      options: PNGEncodingOptions(compressionLevel: 6, filter: filter))
        #expect(png[25] == 2)  // colour type RGB: the encoder drops an opaque alpha
        let pixels = try PNGCodec.decodePixels(png)
        #expect(pixels.channels == 3)
        let rgb = try libpng(png).rgba.enumerated().filter { $0.offset % 4 != 3 }.map { $0.element }
        #expect(pixels.bytes == rgb)
    }

    @Test func formatsOtherThanEightBitRGBOrRGBAAreLeftToLibPNG() throws {
        let gray = PNGFixture(width: 2, height: 1, colorType: .gray, rows: [[1, 2]])
        let sixteen = PNGFixture(width: 1, height: 1, bitDepth: 16, colorType: .rgb, rows: [[1, 2, 3, 4, 5, 6]])
        var interlaced = PNGFixture(width: 1, height: 1, colorType: .rgb, rows: [[1, 2, 3]])
        interlaced.interlaced = true
        let keyed = PNGFixture(width: 1, height: 1, colorType: .rgb, chunks: [("tRNS", [0, 1, 0, 2, 0, 3])],
                               rows: [[1, 2, 3]])
        for fixture in [gray, sixteen, interlaced, keyed] { #expect(!takesFastPath(fixture.bytes)) }
        let plain = PNGFixture(width: 1, height: 1, colorType: .rgb, rows: [[1, 2, 3]])
        #expect(takesFastPath(plain.bytes))
        #expect(try PNGCodec.decode(keyed.bytes).rgba == [1, 2, 3, 0])
    }

    @Test func chunksLibPNGWouldJudgeAreLeftToIt() throws {
        let plain = PNGFixture(width: 1, height: 1, colorType: .rgb, rows: [[1, 2, 3]])
        // An ancillary-looking chunk whose name is not four letters, one with the reserved bit set, a PLTE, and an
        // IEND with data: the fast path takes none of them, whatever libpng then says.
        for chunk in [("a1b2", [UInt8]()), ("abcd", []), ("PLTE", [0, 0, 0])] {
            let fixture = PNGFixture(width: 1, height: 1, colorType: .rgb, chunks: [chunk], rows: [[1, 2, 3]])
            #expect(!takesFastPath(fixture.bytes), "\(chunk.0)")
        }
        var longEnd = plain.bytes.dropLast(12) + PNGFixture.chunk("IEND", [0])
        #expect(!takesFastPath(Array(longEnd)))
        longEnd = plain.bytes[...]
        #expect(takesFastPath(Array(longEnd)))
    }

    @Test func aFileWithABadCRCIsLeftToLibPNGWhichNamesTheProblem() throws {
        var png = try PNGCodec.encode(rgba: picture(width: 8, height: 8, opaque: true), width: 8, height: 8)
        png[png.count - 20] ^= 0x01  // inside the last IDAT chunk's data
        #expect(!takesFastPath(png))
        #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    }
}

/// `decodePixels` keeps an 8-bit RGB file's 3 bytes a pixel; everything else comes out as RGBA.
@Suite struct DecodePixelsTests {
    // Two pixels, (1, 2, 3) and (250, 251, 252), in an RGB file and in an RGBA one.
    let rgbRow: [UInt8] = [1, 2, 3, 250, 251, 252]

    @Test func rgbFilesStayRGB() throws {
        let png = PNGFixture(width: 2, height: 1, colorType: .rgb, rows: [rgbRow]).bytes
        let pixels = try PNGCodec.decodePixels(png)
        #expect(pixels.channels == 3 && pixels.width == 2 && pixels.height == 1)
        #expect(pixels.bytes == rgbRow)
        #expect(try PNGCodec.decode(png).rgba == [1, 2, 3, 255, 250, 251, 252, 255])
    }

    @Test func rgbaAndInterlacedFilesAreRGBA() throws {
        let rgba = PNGFixture(width: 2, height: 1, colorType: .rgba, rows: [[1, 2, 3, 4, 5, 6, 7, 8]]).bytes
        let rgbaPixels = try PNGCodec.decodePixels(rgba)
        #expect(rgbaPixels.channels == 4 && rgbaPixels.bytes == [1, 2, 3, 4, 5, 6, 7, 8])
        var interlaced = PNGFixture(width: 2, height: 1, colorType: .rgb, rows: [rgbRow])
        interlaced.interlaced = true
        let libpngPixels = try PNGCodec.decodePixels(interlaced.bytes)
        #expect(libpngPixels.channels == 4 && libpngPixels.bytes == [1, 2, 3, 255, 250, 251, 252, 255])
    }

    @Test func errorsAreDecodesErrors() throws {
        #expect(throws: PNGError.self) { try PNGCodec.decodePixels(Array("version https://git-lfs.github.com/spec/v1\n".utf8)) }
    }
}
