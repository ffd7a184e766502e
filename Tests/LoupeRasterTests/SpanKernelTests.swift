import CRasterKernels
import LoupeTestSupport
import Testing
@testable import LoupeRaster

/// The span kernels' alignment head, vector body and tail against per-pixel references.
@Suite struct SpanKernelTests {
    /// Every length up to 40 at every alignment: the vector ends overlap the body and each other in all the
    /// ways a row can make them.
    @Test func sourceOverMatchesScalarAtEveryAlignment() {
        var random = SplitMix64(seed: 31)
        var mismatches = 0, compared = 0
        for offset in 0..<4 {
            for count in Array(0...40) + [97] {
                let source = random.premultipliedPixel()
                let destination = (0..<(offset + count)).map { _ in random.premultipliedPixel() }
                var row = destination, baseline = destination
                row.withUnsafeMutableBufferPointer { buffer in
                    if let base = buffer.baseAddress { SpanKernels.sourceOver(source, onto: base + offset, count: count) }
                }
                // What a processor without AVX2 runs.
                baseline.withUnsafeMutableBufferPointer { buffer in
                    if let base = buffer.baseAddress { loupe_source_over_span_baseline(base + offset, count, source) }
                }
                let expected = destination.enumerated().map { i, d in
                    i < offset ? d : PixelMath.sourceOver(source, onto: d)
                }
                if row != expected || baseline != expected { mismatches += 1 }
                compared += count
            }
        }
        #expect(mismatches == 0)
        #expect(compared == 4 * (40 * 41 / 2 + 97))
    }

    /// A layer composited at a group opacity: every length up to 40 and a long row, with and without AVX2, against
    /// PixelMath's scale then src-over, per pixel.
    @Test func layerCompositingMatchesScalar() {
        var random = SplitMix64(seed: 77)
        var mismatches = 0
        for weight: UInt32 in [255, 200, 128, 1, 0] {
            for count in Array(0...40) + [333] {
                let layer = (0..<count).map { index in index % 5 == 0 ? 0 : random.premultipliedPixel() }
                let below = (0..<count).map { _ in random.premultipliedPixel() }
                let expected = zip(layer, below).map { s, d in
                    PixelMath.sourceOver(weight == 255 ? s : PixelMath.scale(s, by: weight), onto: d)
                }
                for useBaseline in [false, true] {
                    var row = below
                    layer.withUnsafeBufferPointer { source in
                        row.withUnsafeMutableBufferPointer { out in
                            guard let s = source.baseAddress, let d = out.baseAddress else { return }
                            if useBaseline { loupe_layer_over_span_baseline(s, d, count, weight) }
                            else { loupe_layer_over_span(s, d, count, weight) }
                        }
                    }
                    if row != expected { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func largeFillWritesEveryPixelForByteUniformAndMixedValues() {
        for value: UInt32 in [0xFFFF_FFFF, 0, 0x8040_2010, 0xFF00_00FF] {
            for count in [0, 1, 7, 8, 9, 1000] {
                var pixels = [UInt32](repeating: 0x1234_5678, count: count + 1)
                pixels.withUnsafeMutableBufferPointer { buffer in
                    SpanKernels.fillLarge(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]), with: value)
                }
                #expect(pixels.prefix(count).allSatisfy { $0 == value })
                #expect(pixels[count] == 0x1234_5678)
            }
        }
    }

    @Test func firstTouchChunksAreTheBuffersHugePages() {
        // A buffer starting 4,000 bytes (1,000 pixels) before a 2 MiB boundary: 1,000 pixels, then pages of 524,288.
        let boundary = UnsafeMutablePointer<UInt32>(bitPattern: 0x4000_0000)!
        let chunks = FirstTouchChunks(base: boundary - 1000, count: 1_500_000)
        #expect(chunks.count == 4)
        #expect((0..<4).map { chunks.range($0) } == [0..<1000, 1000..<525_288, 525_288..<1_049_576, 1_049_576..<1_500_000])
        // An aligned buffer of exactly two pages, and one smaller than its lead.
        let aligned = FirstTouchChunks(base: boundary, count: 1_048_576)
        #expect((0..<aligned.count).map { aligned.range($0) } == [0..<524_288, 524_288..<1_048_576])
        let short = FirstTouchChunks(base: boundary - 1000, count: 600)
        #expect(short.count == 1 && short.range(0) == 0..<600)
    }

    @Test func aStorageFilledInPagesByManyThreadsHoldsTheValueEverywhere() {
        let count = 3 * FirstTouchChunks.pixelsPerPage + 12_345
        for threads in [2, 3, 5] {
            let pixels = PixelStorage.make(count: count, value: 0x0102_0304, threads: threads)
            #expect(pixels.count == count && pixels.allSatisfy { $0 == 0x0102_0304 })
        }
    }

    @Test func hugePageStorageHoldsTheRequestedPixels() {
        let count = PixelStorage.hugePageThreshold + 3
        let pixels = PixelStorage.make(count: count, value: 0x8040_2010)
        #expect(pixels.count == count)
        #expect(pixels.first == 0x8040_2010 && pixels[count / 2] == 0x8040_2010 && pixels.last == 0x8040_2010)
        let small = PixelStorage.make(count: 5, value: 7)
        #expect(small == [7, 7, 7, 7, 7])
    }
}
