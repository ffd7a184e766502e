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
            try Canvas(width: -1, height: 4, threads: 1, meanwhile: { invalid += 1 })
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

    /// Opaque pixels come out as stored, eight at a time, and a group of eight with one translucent or transparent
    /// pixel, or the pixels after the last whole group, one by one: the bytes are the same either way.
    @Test func straightBytesOfOpaqueGroupsAndOfTheRest() throws {
        var canvas = try Canvas(width: 19, height: 1)
        func packed(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }
        var expected: [UInt8] = []
        for i in 0..<19 {
            let v = UInt32(i)
            canvas.storage[i] = packed(v, 2 * v, 3 * v, 255)
            expected += [UInt8(i), UInt8(2 * i), UInt8(3 * i), 255]
        }
        // Premultiplied (100, 50, 0) at alpha 128: round(100 · 255 / 128) = 199, round(50 · 255 / 128) = 100.
        canvas.storage[8] = packed(100, 50, 0, 128)
        expected.replaceSubrange(32..<36, with: [199, 100, 0, 128])
        // Alpha 0 is (0, 0, 0, 0) whatever the colour bytes hold.
        canvas.storage[9] = packed(16, 32, 48, 0)
        expected.replaceSubrange(36..<40, with: [0, 0, 0, 0])
        // White at 20 % (51 premultiplied) is white again; (1, 0, 0) at alpha 1 is red at alpha 1.
        canvas.storage[16] = packed(51, 51, 51, 51)
        expected.replaceSubrange(64..<68, with: [255, 255, 255, 51])
        canvas.storage[18] = packed(1, 0, 0, 1)
        expected.replaceSubrange(72..<76, with: [255, 0, 0, 1])
        #expect(canvas.unpremultipliedRGBA() == expected)
    }
}
