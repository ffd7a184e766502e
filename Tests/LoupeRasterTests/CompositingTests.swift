import LoupeTestSupport
import Testing
@testable import LoupeRaster

@Suite struct CompositingTests {
    @Test func twentyPercentBlackOverWhiteIs204() throws {
        var context = try whiteContext(width: 8, height: 8)
        context.fillRect(rect(0, 0, 8, 8), paint: .solid(RasterColor(red: 0, green: 0, blue: 0, alpha: 0.2)))
        #expect(context.canvas.pixel(x: 3, y: 3) == gray(204))
    }

    @Test func opaqueColourAtFullCoverageIsWrittenExactly() throws {
        var context = try whiteContext(width: 8, height: 8)
        context.fillRect(rect(1, 1, 6, 6), paint: .solid(RasterColor(rgb8: 12, 200, 77)))
        #expect(context.canvas.pixel(x: 4, y: 4) == opaque(12, 200, 77))
        #expect(context.canvas.pixel(x: 0, y: 0) == gray(255))
    }

    @Test func premultipliedConversionRounds() {
        let p = RasterColor(rgb8: 132, 76, 187, alpha: 0.2).premultiplied
        #expect(p == PremultipliedPixel(red: 26, green: 15, blue: 37, alpha: 51))
        #expect(RasterColor(red: 2, green: -1, blue: .nan, alpha: 1).premultiplied == opaque(255, 0, 0))
    }

    @Test func scaleIsExactRoundedDivisionForEveryInput() {
        var mismatches = 0
        for m in 0...255 {
            for x in 0...255 {
                let channels = [x, 255 - x, x / 2, x]
                let packed = UInt32(channels[0]) | UInt32(channels[1]) << 8 | UInt32(channels[2]) << 16
                    | UInt32(channels[3]) << 24
                let scaled = PixelMath.scale(packed, by: UInt32(m))
                for (i, c) in channels.enumerated() {
                    let expected = UInt32((c * m * 2 + 255) / 510)  // round(c·m / 255), halves up
                    if (scaled >> UInt32(8 * i)) & 0xFF != expected { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func vectorKernelMatchesScalarSourceOver() {
        var random = SplitMix64(seed: 7)
        for count in [0, 1, 7, 8, 9, 31, 64, 100] {
            let source = random.premultipliedPixel()
            let destination = (0..<count).map { _ in random.premultipliedPixel() }
            var row = destination
            row.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress { SpanKernels.sourceOver(source, onto: base, count: count) }
            }
            #expect(row == destination.map { PixelMath.sourceOver(source, onto: $0) })
        }
    }

    @Test func sourceOverMatchesFloatingPointReference() {
        var random = SplitMix64(seed: 99)
        for _ in 0..<2000 {
            let s = random.premultipliedPixel(), d = random.premultipliedPixel()
            let result = PixelMath.sourceOver(s, onto: d)
            let inverse = Double(255 - (s >> 24)) / 255
            for shift: UInt32 in [0, 8, 16, 24] {
                let expected = Double((s >> shift) & 0xFF) + (Double((d >> shift) & 0xFF) * inverse).rounded()
                #expect(Double((result >> shift) & 0xFF) == expected)
            }
        }
    }
}
