import Testing
@testable import LoupeRaster

@Suite struct MaskTests {
    private let mask: [UInt8] = [
        0, 128, 255, 9,
        255, 64, 0, 9,
    ]  // 3×2 samples, pitch 4

    @Test func blendsCoverageAtAnIntegerPosition() throws {
        var context = try whiteContext(width: 8, height: 8)
        try context.drawMask(mask, width: 3, height: 2, pitch: 4, x: 2, y: 5, color: .black)
        #expect(context.canvas.pixel(x: 2, y: 5) == gray(255))
        #expect(context.canvas.pixel(x: 3, y: 5) == gray(127))
        #expect(context.canvas.pixel(x: 4, y: 5) == gray(0))
        #expect(context.canvas.pixel(x: 5, y: 5) == gray(255))  // padding byte ignored
        #expect(context.canvas.pixel(x: 2, y: 6) == gray(0))
        #expect(context.canvas.pixel(x: 3, y: 6) == gray(191))
    }

    @Test func clipsToCanvasAndClip() throws {
        var context = try whiteContext(width: 8, height: 8)
        try context.drawMask(mask, width: 3, height: 2, pitch: 4, x: -2, y: 7, color: .black)
        #expect(context.canvas.pixel(x: 0, y: 7) == gray(0))  // mask column 2, row 0
        context.pushClip(rect(0, 0, 3, 8))
        try context.drawMask(mask, width: 3, height: 2, pitch: 4, x: 2, y: 0, color: .black)
        #expect(context.canvas.pixel(x: 2, y: 1) == gray(0))
        #expect(context.canvas.pixel(x: 3, y: 1) == gray(255))
    }

    @Test func rejectsBuffersThatCannotHoldTheMask() throws {
        var context = try whiteContext(width: 8, height: 8)
        #expect(throws: RasterError.invalidMask(width: 3, height: 2, pitch: 2, bytes: 8)) {
            try context.drawMask(mask, width: 3, height: 2, pitch: 2, x: 0, y: 0, color: .black)
        }
        #expect(throws: RasterError.invalidMask(width: 4, height: 3, pitch: 4, bytes: 8)) {
            try context.drawMask(mask, width: 4, height: 3, pitch: 4, x: 0, y: 0, color: .black)
        }
        // The last row needs only `width` bytes, not a full pitch.
        try context.drawMask(Array(mask.prefix(7)), width: 3, height: 2, pitch: 4, x: 0, y: 0, color: .black)
        #expect(context.canvas.pixel(x: 0, y: 1) == gray(0))
    }
}
