import Testing
@testable import LoupeRaster

@Suite struct CanvasTests {
    @Test func invalidSizesThrow() {
        #expect(throws: RasterError.invalidCanvasSize(width: -1, height: 4)) { try Canvas(width: -1, height: 4) }
        #expect(throws: RasterError.invalidCanvasSize(width: 70_000, height: 1)) { try Canvas(width: 70_000, height: 1) }
        #expect(throws: RasterError.pixelCountMismatch(expectedBytes: 16, actualBytes: 3)) {
            try Canvas(straightRGBA: [1, 2, 3], width: 2, height: 2)
        }
    }

    @Test func straightImageRoundTripsThroughPremultipliedStorage() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 255, 255, 255, 128, 10, 20, 30, 0, 200, 100, 50, 51]
        let canvas = try Canvas(straightRGBA: bytes, width: 2, height: 2)
        #expect(canvas.pixel(x: 0, y: 0) == opaque(255, 0, 0))
        #expect(canvas.pixel(x: 1, y: 0) == PremultipliedPixel(red: 128, green: 128, blue: 128, alpha: 128))
        #expect(canvas.pixel(x: 0, y: 1) == .transparent)
        #expect(canvas.pixel(x: 1, y: 1) == PremultipliedPixel(red: 40, green: 20, blue: 10, alpha: 51))
        #expect(canvas.unpremultipliedRGBA() == [255, 0, 0, 255, 255, 255, 255, 128, 0, 0, 0, 0, 200, 100, 50, 51])
    }

    @Test func clearAndOutOfBoundsReads() throws {
        var canvas = try Canvas(width: 3, height: 2)
        #expect(canvas.pixel(x: 1, y: 1) == .transparent)
        canvas.clear(to: RasterColor(rgb8: 10, 20, 30))
        #expect(canvas.pixel(x: 2, y: 1) == opaque(10, 20, 30))
        #expect(canvas.pixel(x: 3, y: 0) == .transparent)
        #expect(canvas.pixel(x: -1, y: 0) == .transparent)
        #expect(canvas.premultipliedRGBA().count == 24)
        #expect(Array(canvas.premultipliedRGBA().prefix(4)) == [10, 20, 30, 255])
    }
}
