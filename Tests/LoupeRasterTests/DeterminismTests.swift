import Testing
@testable import LoupeRaster

@Suite struct DeterminismTests {
    private func drawScene() throws -> Canvas {
        var context = RasterContext(canvas: try Canvas(width: 120, height: 90, color: RasterColor(rgb8: 240, 240, 245)))
        try drawOneOfEverything(into: &context, material: true)
        return context.canvas
    }

    @Test func sameDrawingTwiceGivesIdenticalBytes() throws {
        let first = try drawScene(), second = try drawScene()
        #expect(first.premultipliedRGBA() == second.premultipliedRGBA())
        #expect(first.unpremultipliedRGBA() == second.unpremultipliedRGBA())
        // Not trivially blank: several hundred distinct colours.
        #expect(Set(first.premultipliedRGBA().chunked4()).count > 300)
    }
}

extension Array where Element == UInt8 {
    func chunked4() -> [UInt32] {
        stride(from: 0, to: count, by: 4).map { (i: Int) -> UInt32 in
            let low = UInt32(self[i]) | UInt32(self[i + 1]) << 8
            let high = UInt32(self[i + 2]) << 16 | UInt32(self[i + 3]) << 24
            return low | high
        }
    }
}

extension DeterminismTests {
    /// Big enough for every fill and the material to split their rows among threads (over 2¹⁷ pixels each): the
    /// same bytes with 1, 2, 3 and 4.
    @Test func everyThreadCountDrawsTheSameBytes() throws {
        func draw(threads: Int) throws -> Canvas {
            var context = RasterContext(canvas: try Canvas(width: 700, height: 900, color: .white))
            context.threads = threads
            context.fillRect(rect(0, 0, 700, 900), paint: .solid(RasterColor(rgb8: 240, 240, 245)))
            context.fillRoundedRect(rect(20.5, 30.25, 600, 700), cornerRadii: PixelCornerRadii(80.5),
                                    paint: .linearGradient(LinearGradient(
                                        start: PixelPoint(x: 0, y: 0), end: PixelPoint(x: 700, y: 900),
                                        stops: [PixelGradientStop(offset: 0, color: RasterColor(rgb8: 255, 200, 0, alpha: 0.8)),
                                                PixelGradientStop(offset: 1, color: RasterColor(rgb8: 0, 120, 255, alpha: 0.4))])))
            context.fillEllipse(in: rect(100.3, 150.7, 450, 520), paint: .solid(RasterColor(rgb8: 132, 76, 187, alpha: 0.3)))
            context.fillMaterial(rect(150, 200, 390, 390), cornerRadius: 24, blurRadius: 72,
                                 tints: [PixelTint(color: RasterColor(rgb8: 255, 255, 255, alpha: 0.7), mode: .sourceOver)])
            return context.canvas
        }
        let one = try draw(threads: 1)
        for threads in [2, 3, 4] { #expect(try draw(threads: threads) == one, "\(threads) threads") }
        #expect(RowBands.bandCount(of: PixelBounds(minX: 0, minY: 0, maxX: 700, maxY: 900), threads: 4) == 4)
    }
}
