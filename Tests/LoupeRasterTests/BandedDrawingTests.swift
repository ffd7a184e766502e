import Testing
@testable import LoupeRaster

/// `drawInBands`: every band draws the same commands clipped to its rows, into one canvas, on its own thread.
@Suite struct BandedDrawingTests {
    /// Everything but a material (`drawOneOfEverything`): a clip and a translucent layer inside the drawing, shapes
    /// and a glyph mask whose edges fall on band boundaries.
    private func drawing(_ context: inout RasterContext) throws {
        try drawOneOfEverything(into: &context, material: false)
    }

    @Test(arguments: [2, 3, 4, 7])
    func bandsDrawWhatOneContextDraws(bands: Int) throws {
        var single = RasterContext(canvas: try Canvas(width: 120, height: 90, color: RasterColor(rgb8: 240, 240, 245)))
        try drawing(&single)
        var banded = RasterContext(canvas: try Canvas(width: 120, height: 90, color: RasterColor(rgb8: 240, 240, 245)))
        try banded.drawInBands(bands) { try drawing(&$0) }
        #expect(banded.canvas == single.canvas)
        // The drawing reaches every band: a band that drew nothing would leave its rows at the background.
        #expect(Set(single.canvas.premultipliedRGBA().chunked4()).count > 200)
    }

    @Test func aMaterialInABandIsRefused() throws {
        var context = RasterContext(canvas: try Canvas(width: 40, height: 40, color: .white))
        #expect(throws: RasterError.materialInBand) {
            try context.drawInBands(2) { band in
                band.fillMaterial(rect(5, 5, 30, 30), cornerRadius: 4, blurRadius: 3,
                                  tints: [PixelTint(color: .black, mode: .sourceOver)])
            }
        }
    }

    @Test func theFirstBandsErrorIsThrown() throws {
        var context = RasterContext(canvas: try Canvas(width: 40, height: 40, color: .white))
        #expect(throws: RasterError.clipStackUnderflow) {
            try context.drawInBands(3) { band in try band.popClip() }
        }
    }

    /// One band, or a clip already pushed: the body runs once, on the context itself.
    @Test func oneBandOrAPushedClipDrawsOnTheContextItself() throws {
        var context = RasterContext(canvas: try Canvas(width: 40, height: 40, color: .white))
        var calls = 0
        try context.drawInBands(1) { _ in calls += 1 }
        context.pushClip(rect(0, 0, 20, 20))
        try context.drawInBands(4) { band in
            calls += 1
            band.fillRect(rect(0, 0, 40, 40), paint: .solid(.black))
        }
        #expect(calls == 2)
        #expect(context.canvas.pixel(x: 19, y: 19) == PremultipliedPixel(packed: 0xFF00_0000))
        #expect(context.canvas.pixel(x: 20, y: 20) == PremultipliedPixel(packed: 0xFFFF_FFFF))
    }
}
