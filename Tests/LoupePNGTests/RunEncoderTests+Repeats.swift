import CPNGSupport
import LoupeTestSupport
@testable import LoupePNG
import Testing

/// The run matcher's repeats of earlier pixels (a glyph drawn before) and its two comparisons of bytes.
extension RunEncoderTests {
    /// `copies` copies of one 6×6 glyph of noise on a flat background, at pixel positions that share no row, so only
    /// a repeat of the first glyph (not a run, not the row above) can cover a copy.
    static func glyphs(width: Int, height: Int, copies: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let glyph = (0..<(6 * 6 * 3)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) { rgba[index * 4] = 240; rgba[index * 4 + 1] = 240; rgba[index * 4 + 2] = 235; rgba[index * 4 + 3] = 255 }
        for copy in 0..<copies {
            let left = Int(random.next() % UInt64(width - 6)), top = copy * 7
            for y in 0..<6 {
                for x in 0..<6 {
                    let pixel = ((top + y) * width + left + x) * 4, source = (y * 6 + x) * 3
                    rgba[pixel] = glyph[source]; rgba[pixel + 1] = glyph[source + 1]; rgba[pixel + 2] = glyph[source + 2]
                }
            }
        }
        return rgba
    }

    /// 300 copies of 108 bytes of noise: 32 KB that no run or row covers, and as literals would take nearly as much.
    /// Found as repeats (six per copy, one for each of the glyph's rows, a few bytes each), they take a fraction.
    @Test func aGlyphDrawnAgainIsARepeat() throws {
        let width = 60, height = 300 * 7
        let png = try roundTrips(Self.glyphs(width: width, height: height, copies: 300, seed: 11), width: width, height: height)
        #expect(png.count < 300 * 108 / 3)
    }

    /// The AVX2 pass and the portable one find the same tokens: the bytes are the same, on a UI picture and on glyphs.
    @Test func bothComparisonsWriteTheSameBytes() throws {
        let picture = UIPicture.make(scale: 1)
        let glyphs = Self.glyphs(width: 400, height: 120 * 7, copies: 120, seed: 3)
        for (rgba, width, height) in [(picture.rgba, picture.width, picture.height), (glyphs, 400, 120 * 7)] {
            loupe_run_deflate_allow_wide_compare(0)
            let portable = try PNGCodec.encode(rgba: rgba, width: width, height: height)
            loupe_run_deflate_allow_wide_compare(1)
            let wide = try PNGCodec.encode(rgba: rgba, width: width, height: height)
            #expect(portable == wide)
            #expect(try libpng(portable).rgba == rgba)
        }
    }
}
