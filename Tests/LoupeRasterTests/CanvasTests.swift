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

    @Test func workDoneMeanwhileRunsOnceAndTheCanvasIsFilledWhateverTheThreads() throws {
        // 1200 × 1000 is over the size whose filling is split among threads (2^20 pixels).
        for threads in [1, 2, 4] {
            var runs = 0
            let canvas = try Canvas(width: 1200, height: 1000, color: RasterColor(rgb8: 10, 20, 30), threads: threads,
                                    meanwhile: { runs += 1 })
            #expect(runs == 1)
            #expect(canvas.storage.allSatisfy { $0 == canvas.storage[0] })
            #expect(canvas.pixel(x: 1199, y: 999) == opaque(10, 20, 30))
        }
        var small = 0
        _ = try Canvas(width: 4, height: 4, threads: 2, meanwhile: { small += 1 })
        #expect(small == 1)
        // An invalid size throws before any work.
        var invalid = 0
        #expect(throws: RasterError.invalidCanvasSize(width: -1, height: 4)) {
            try Canvas(width: -1, height: 4, meanwhile: { invalid += 1 })
        }
        #expect(invalid == 0)
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
