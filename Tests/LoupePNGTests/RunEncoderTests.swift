import LoupeTestSupport
@testable import LoupePNG
import Testing

/// The default encoder writes streams that libpng and zlib read back to the byte, whatever the picture.
@Suite struct RunEncoderTests {
    /// libpng with zlib's inflate: an independent reader that checks every CRC, the Adler-32 and the stream.
    func libpng(_ png: [UInt8]) throws -> PNGImage {
        try png.withUnsafeBytes { buffer in
            try Result { () throws(PNGError) in try PNGCodec.decodeWithLibPNG(buffer, limits: .default, onWarning: { _ in }) }.get()
        }
    }

    func roundTrips(_ rgba: [UInt8], width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
        let png = try PNGCodec.encode(rgba: rgba, width: width, height: height)
        #expect(try libpng(png).rgba == rgba, sourceLocation: sourceLocation)
        #expect(try PNGCodec.decode(png).rgba == rgba, sourceLocation: sourceLocation)
        return png
    }

    /// No larger than libpng's defaults (zlib 6, adaptive filters). zlib's own level 1 is a little smaller on this
    /// picture: its 32 glyph bitmaps repeat at distances the run matcher does not look at.
    @Test func aUIPictureRoundTripsNoLargerThanLibPNGsDefaults() throws {
        let picture = UIPicture.make(scale: 1)
        let png = try roundTrips(picture.rgba, width: picture.width, height: picture.height)
        let libpngDefaults = try PNGCodec.encode(rgba: picture.rgba, width: picture.width, height: picture.height,
                                                 options: .libpngDefaults)
        let zlibFastest = try PNGCodec.encode(rgba: picture.rgba, width: picture.width, height: picture.height,
                                              options: PNGEncodingOptions(compressionLevel: 1))
        #expect(png.count <= libpngDefaults.count)
        #expect(Double(png.count) < Double(zlibFastest.count) * 1.15)
    }

    /// 1000 × 1000 white: every row repeats the one above, each as 12 matches of at most 258 bytes.
    @Test func aFlatPictureIsAFewKilobytes() throws {
        let png = try roundTrips([UInt8](repeating: 255, count: 1000 * 1000 * 4), width: 1000, height: 1000)
        #expect(png[25] == 2)
        #expect(png.count < 8_000)
    }

    /// Noise has no repeats: blocks fall back to stored, so the stream is the raw scanlines plus framing.
    @Test func noiseIsStoredAndStaysWithinTheBound() throws {
        var random = SplitMix64(seed: 7)
        let rgba = (0..<(300 * 200 * 4)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let png = try roundTrips(rgba, width: 300, height: 200)
        #expect(png[25] == 6)
        let scanlines = 200 * (1 + 300 * 4)
        #expect(png.count > scanlines)
        #expect(png.count < scanlines + 200)
    }

    /// Rows of 11,000 RGB pixels are 33,001 bytes, beyond DEFLATE's 32,768-byte distances: only runs are matched.
    @Test func rowsLongerThanTheDistanceLimit() throws {
        let width = 11_000, height = 3
        let rgba = (0..<height).flatMap { y in
            (0..<width).flatMap { x -> [UInt8] in [UInt8(x / 100 % 256), UInt8(y * 40), 9, 255] }
        }
        let png = try roundTrips(rgba, width: width, height: height)
        #expect(png.count < width * height / 4)
    }

    /// 2000 rows of 301 bytes span three ranges of 870 rows (2¹⁸ bytes each at most), compressed apart and joined.
    @Test func tallPicturesSpanSeveralRanges() throws {
        var random = SplitMix64(seed: 11)
        let rgba = (0..<2000).flatMap { y -> [UInt8] in
            let noisy = y % 3 == 0
            return (0..<100).flatMap { x -> [UInt8] in
                noisy ? [UInt8(truncatingIfNeeded: random.next()), UInt8(x), UInt8(y % 256), 255]
                      : [UInt8(y % 256), UInt8(x < 50 ? 10 : 200), 77, 255]
            }
        }
        _ = try roundTrips(rgba, width: 100, height: 2000)
    }

    @Test func onePixel() throws {
        _ = try roundTrips([1, 2, 3, 4], width: 1, height: 1)
        _ = try roundTrips([1, 2, 3, 255], width: 1, height: 1)
    }

    /// c = round(c'·255 / a): (128, 64, 0, 128) is (255, 128, 0, 128) straight; alpha 0 is all zero; opaque is as is.
    @Test func premultipliedPixelsAreWrittenStraight() throws {
        let packed: [UInt32] = [128 | 64 << 8 | 0 << 16 | 128 << 24, 5 | 6 << 8 | 7 << 16, 10 | 20 << 8 | 30 << 16 | 255 << 24,
                                1 | 1 << 8 | 1 << 16 | 3 << 24]
        let png = try packed.withUnsafeBufferPointer { try PNGCodec.encode(premultipliedPixels: $0, width: 2, height: 2) }
        #expect(try libpng(png).rgba == [255, 128, 0, 128, 0, 0, 0, 0, 10, 20, 30, 255, 85, 85, 85, 3])
        let opaque: [UInt32] = [10 | 20 << 8 | 30 << 16 | 255 << 24, 0xFF00_0000]
        let rgb = try opaque.withUnsafeBufferPointer { try PNGCodec.encode(premultipliedPixels: $0, width: 1, height: 2) }
        #expect(rgb[25] == 2)
        #expect(try libpng(rgb).rgba == [10, 20, 30, 255, 0, 0, 0, 255])
        #expect(throws: PNGError.self) {
            try opaque.withUnsafeBufferPointer { try PNGCodec.encode(premultipliedPixels: $0, width: 2, height: 2) }
        }
    }
}

extension RunEncoderTests {
    /// Ranges are fixed by the image, not by the threads: 1, 2, 3 and 4 threads write the same bytes, opaque or not
    /// (a translucent picture is found out by whichever thread meets it, and compressed again as RGBA).
    @Test func everyThreadCountWritesTheSameBytes() throws {
        var random = SplitMix64(seed: 5)
        for opaque in [true, false] {
            let rgba = (0..<(300 * 1500)).flatMap { index -> [UInt8] in
                let y = index / 300, noisy = y % 7 == 0
                let alpha: UInt8 = opaque || index != 1200 * 300 + 5 ? 255 : 128
                return noisy ? [UInt8(truncatingIfNeeded: random.next()), UInt8(y % 256), 9, alpha]
                             : [UInt8(y / 6 % 256), 40, UInt8(index % 300 < 150 ? 0 : 255), alpha]
            }
            let encodings = try [1, 2, 3, 4].map { threads in
                try PNGCodec.encode(rgba: rgba, width: 300, height: 1500,
                                    options: PNGEncodingOptions(compressor: .runs, threads: threads))
            }
            #expect(encodings.allSatisfy { $0 == encodings[0] })
            #expect(encodings[0][25] == (opaque ? 2 : 6))
            #expect(try libpng(encodings[0]).rgba == rgba)
        }
    }
}
