import CRasterKernels
import LoupeTestSupport
import Testing
@testable import LoupeRaster

/// The vector mask kernel against its per-pixel reference, byte for byte.
@Suite struct MaskKernelTests {
    /// Mask samples mixing blank and full runs of four (so groups of eight have blank, full or mixed halves)
    /// with partial values.
    private func mask(count: Int, random: inout SplitMix64) -> [UInt8] {
        var samples: [UInt8] = []
        while samples.count < count {
            let kind = random.next() % 4
            for _ in 0..<4 {
                switch kind {
                case 0: samples.append(0)
                case 1: samples.append(255)
                default: samples.append(UInt8(truncatingIfNeeded: random.next()))
                }
            }
        }
        return Array(samples.prefix(count))
    }

    private func blended(_ samples: [UInt8], onto row: [UInt32], source: UInt32, vector: Bool,
                         baseline: Bool = false) -> [UInt32] {
        var row = row
        samples.withUnsafeBufferPointer { m in
            row.withUnsafeMutableBufferPointer { r in
                guard let mask = m.baseAddress, let pixels = r.baseAddress else { return }
                if vector && baseline {
                    MaskKernels.blendBaseline(mask, onto: pixels, count: samples.count, source: source)
                } else if vector {
                    MaskKernels.blend(mask, onto: pixels, count: samples.count, source: source)
                } else {
                    MaskKernels.blendScalar(mask, onto: pixels, count: samples.count, source: source)
                }
            }
        }
        return row
    }

    @Test func vectorBlendMatchesScalarReferenceOnRandomRows() {
        var random = SplitMix64(seed: 2024)
        var compared = 0
        for count in [1, 3, 4, 7, 8, 9, 15, 16, 17, 33, 64, 131] {
            for trial in 0..<40 {
                var source = random.premultipliedPixel()
                if trial % 3 == 0 { source |= 0xFF00_0000 }  // opaque sources take the direct-store shortcut
                let samples = mask(count: count, random: &random)
                let row = (0..<count).map { _ in random.premultipliedPixel() }
                let fast = blended(samples, onto: row, source: source, vector: true)
                let reference = blended(samples, onto: row, source: source, vector: false)
                #expect(fast == reference)
                // What a processor without AVX2 runs.
                #expect(blended(samples, onto: row, source: source, vector: true, baseline: true) == reference)
                compared += count
            }
        }
        #expect(compared == 40 * 308)
    }

    /// A whole mask at once, as glyphs are drawn: each row as the per-pixel reference draws it, and not one pixel
    /// beside the rectangle touched — the last pixels of each row are done through a lane mask.
    @Test func wholeMaskRowsMatchReferenceAndStayInside() {
        var random = SplitMix64(seed: 77)
        for width in [1, 5, 7, 8, 13, 22, 31] {
            let rows = 6, pitch = width + 3, stride = width + 9
            let samples = mask(count: pitch * rows, random: &random)
            let canvas = (0..<(stride * rows)).map { _ in random.premultipliedPixel() }
            let source = random.premultipliedPixel() | (width % 2 == 0 ? 0xFF00_0000 : 0)
            var fast = canvas
            let done = samples.withUnsafeBufferPointer { m in
                fast.withUnsafeMutableBufferPointer { p in
                    loupe_mask_blend_rows(m.baseAddress!, pitch, p.baseAddress!, stride, width, rows, source)
                }
            }
            guard done == 1 else { continue }  // no AVX2 here: drawMask blends row by row
            for row in 0..<rows {
                let rowSamples = Array(samples[(row * pitch)..<(row * pitch + width)])
                let before = Array(canvas[(row * stride)..<((row + 1) * stride)])
                let expected = blended(rowSamples, onto: Array(before.prefix(width)), source: source, vector: false)
                #expect(Array(fast[(row * stride)..<(row * stride + width)]) == expected, "width \(width), row \(row)")
                #expect(Array(fast[(row * stride + width)..<((row + 1) * stride)]) == Array(before.dropFirst(width)),
                        "width \(width), row \(row): pixels past the mask changed")
            }
        }
    }

    @Test func everyCoverageAndAlphaPairMatchesReference() {
        // All 256 coverages in one row, for sources of every alpha, over a fixed varied background.
        let samples = (0..<256).map { UInt8($0) }
        var random = SplitMix64(seed: 5)
        let row = (0..<256).map { _ in random.premultipliedPixel() }
        var mismatches = 0
        for alpha in UInt32(0)...255 {
            let source = alpha << 24 | (alpha / 2) << 16 | (alpha / 3) << 8 | alpha
            let fast = blended(samples, onto: row, source: source, vector: true)
            if fast != blended(samples, onto: row, source: source, vector: false) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func opaqueSourceOverFullCoverageReplacesPixels() {
        let samples = [UInt8](repeating: 255, count: 8) + [UInt8](repeating: 0, count: 8) + [128]
        let row = [UInt32](repeating: 0x8040_2010, count: 17)
        let out = blended(samples, onto: row, source: 0xFF33_2211, vector: true)
        #expect(out[0] == 0xFF33_2211 && out[7] == 0xFF33_2211)
        #expect(out[8] == 0x8040_2010 && out[15] == 0x8040_2010)
        // 128/255 of the source plus 127/255 of the destination, channel by channel.
        #expect(out[16] == PixelMath.sourceOver(PixelMath.scale(0xFF33_2211, by: 128), onto: 0x8040_2010))
        #expect(out[16] == 0xC03A_2111)
    }
}
