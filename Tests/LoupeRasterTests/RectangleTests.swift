import Testing
@testable import LoupeRaster

@Suite struct RectangleTests {
    @Test func fractionalLeftEdgeGivesAreaCoverage() throws {
        var context = try whiteContext(width: 32, height: 32)
        context.fillRect(rect(10.25, 4, 10, 10), paint: opaqueBlack)
        // Column 10 is 75 % covered: coverage 191, so white keeps 255 − 191 = 64.
        #expect(context.canvas.pixel(x: 10, y: 8) == gray(64))
        #expect(context.canvas.pixel(x: 11, y: 8) == gray(0))
        #expect(context.canvas.pixel(x: 9, y: 8) == gray(255))
        // The right edge at 20.25 covers a quarter of column 20.
        #expect(context.canvas.pixel(x: 20, y: 8) == gray(255 - 64))
        #expect(context.canvas.pixel(x: 21, y: 8) == gray(255))
    }

    @Test func fractionalCornerCoverageIsTheProductOfBothEdges() throws {
        var context = try clearContext(width: 16, height: 16)
        context.fillRect(rect(2.5, 3.75, 8, 6), paint: opaqueWhite)
        // Pixel (2, 3): 0.5 × 0.25 of its area.
        #expect(context.canvas.pixel(x: 2, y: 3).alpha == 32)  // round(0.125 × 255)
        #expect(context.canvas.pixel(x: 2, y: 5).alpha == 128)
        #expect(context.canvas.pixel(x: 5, y: 3).alpha == 64)
        #expect(context.canvas.pixel(x: 5, y: 6).alpha == 255)
        #expect(abs(coveredArea(context.canvas) - 48) < 0.05)
    }

    @Test func thinRectInsideOnePixel() throws {
        var context = try clearContext(width: 8, height: 8)
        context.fillRect(rect(3.25, 2.5, 0.5, 0.25), paint: opaqueWhite)
        #expect(context.canvas.pixel(x: 3, y: 2).alpha == 32)  // 0.125
        #expect(coveredArea(context.canvas) == 32.0 / 255)
    }

    @Test func emptyAndNonFiniteRectsDrawNothing() throws {
        var context = try whiteContext(width: 8, height: 8)
        let before = context.canvas
        context.fillRect(rect(1, 1, 0, 5), paint: opaqueBlack)
        context.fillRect(rect(1, 1, -3, 5), paint: opaqueBlack)
        context.fillRect(rect(.nan, 1, 3, 5), paint: opaqueBlack)
        context.fillRect(rect(1, 1, .infinity, 5), paint: opaqueBlack)
        #expect(context.canvas == before)
    }

    @Test func hugeRectIsClippedToTheCanvas() throws {
        var context = try whiteContext(width: 8, height: 8)
        context.fillRect(rect(-1e12, -1e12, 2e12, 2e12), paint: opaqueBlack)
        #expect(context.canvas.pixel(x: 0, y: 0) == gray(0))
        #expect(context.canvas.pixel(x: 7, y: 7) == gray(0))
    }

    @Test func insetBorderOnTheGridHasExactWidth() throws {
        var context = try whiteContext(width: 64, height: 64)
        context.fillInsetBorder(rect(10, 12, 40, 30), width: 9, paint: .solid(RasterColor(rgb8: 255, 0, 0)))
        let red = opaque(255, 0, 0)
        for x in 10..<19 { #expect(context.canvas.pixel(x: x, y: 30) == red) }
        #expect(context.canvas.pixel(x: 19, y: 30) == gray(255))
        #expect(context.canvas.pixel(x: 9, y: 30) == gray(255))
        #expect(context.canvas.pixel(x: 40, y: 30) == gray(255))
        for x in 41..<50 { #expect(context.canvas.pixel(x: x, y: 30) == red) }
        #expect(context.canvas.pixel(x: 50, y: 30) == gray(255))
        for y in 12..<21 { #expect(context.canvas.pixel(x: 30, y: y) == red) }
        #expect(context.canvas.pixel(x: 30, y: 21) == gray(255))
        for y in 33..<42 { #expect(context.canvas.pixel(x: 30, y: y) == red) }
        #expect(context.canvas.pixel(x: 30, y: 42) == gray(255))
    }

    @Test func translucentBorderNeverBlendsAPixelTwice() throws {
        let paint = Paint.solid(RasterColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        var aligned = try whiteContext(width: 32, height: 32)
        aligned.fillInsetBorder(rect(4, 4, 20, 20), width: 3, paint: paint)
        var frame = try whiteContext(width: 32, height: 32)
        frame.fillRing(outer: rect(4, 4, 20, 20), outerRadii: .zero, inner: rect(7, 7, 14, 14), innerRadii: .zero,
                       paint: paint)
        #expect(aligned.canvas == frame.canvas)
        #expect(aligned.canvas.pixel(x: 4, y: 4) == gray(127))
        // Fractional widths take the exact frame path: the corner pixel shared by two sides blends once.
        var fractional = try clearContext(width: 32, height: 32)
        fractional.fillInsetBorder(rect(4, 4, 20, 20), width: 2.5, paint: opaqueWhite)
        #expect(fractional.canvas.pixel(x: 6, y: 6).alpha == 191)  // ¾ of the pixel lies in the frame
        // 8-bit quantisation: 56 half-covered pixels round 127.5 up (+0.5 each), 4 corners round 191.25 down.
        #expect(abs(coveredArea(fractional.canvas) - (400 - 225) - (56 * 0.5 - 4 * 0.25) / 255) < 1e-9)
    }
}
