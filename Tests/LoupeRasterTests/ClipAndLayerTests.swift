import Testing
@testable import LoupeRaster

@Suite struct ClipAndLayerTests {
    @Test func clipEdgesSnapToTheNearestPixelBoundary() throws {
        var context = try whiteContext(width: 32, height: 32)
        context.pushClip(rect(10.4, 5.6, 10.2, 10))  // columns 10..<21, rows 6..<16
        #expect(context.clipBounds == PixelBounds(minX: 10, minY: 6, maxX: 21, maxY: 16))
        context.fillRect(rect(0, 0, 32, 32), paint: opaqueBlack)
        #expect(context.canvas.pixel(x: 10, y: 6) == gray(0))
        #expect(context.canvas.pixel(x: 20, y: 15) == gray(0))
        #expect(context.canvas.pixel(x: 9, y: 10) == gray(255))
        #expect(context.canvas.pixel(x: 21, y: 10) == gray(255))
        #expect(context.canvas.pixel(x: 15, y: 5) == gray(255))
        #expect(context.canvas.pixel(x: 15, y: 16) == gray(255))
    }

    @Test func clipsIntersectAndPopRestores() throws {
        var context = try whiteContext(width: 32, height: 32)
        context.pushClip(rect(0, 0, 20, 20))
        context.pushClip(rect(10, 10, 20, 20))
        #expect(context.clipBounds == PixelBounds(minX: 10, minY: 10, maxX: 20, maxY: 20))
        try context.popClip()
        #expect(context.clipBounds == PixelBounds(minX: 0, minY: 0, maxX: 20, maxY: 20))
        try context.popClip()
        #expect(context.clipBounds == PixelBounds(minX: 0, minY: 0, maxX: 32, maxY: 32))
        #expect(throws: RasterError.clipStackUnderflow) { try context.popClip() }
        context.pushClip(rect(.nan, 0, 4, 4))
        #expect(context.clipBounds.isEmpty)
    }

    @Test func layerAppliesOpacityToTheGroupNotEachShape() throws {
        var context = try whiteContext(width: 32, height: 32)
        context.beginLayer()
        context.fillRect(rect(4, 4, 16, 16), paint: opaqueBlack)
        context.fillRect(rect(10, 10, 16, 16), paint: opaqueBlack)  // overlaps the first
        #expect(context.canvas.pixel(x: 12, y: 12) == gray(255))  // still offscreen
        try context.endLayer(opacity: 0.5)
        #expect(context.canvas.pixel(x: 6, y: 6) == gray(127))
        #expect(context.canvas.pixel(x: 12, y: 12) == gray(127))  // not 64: the overlap is not blended twice
        #expect(context.canvas.pixel(x: 2, y: 2) == gray(255))
        #expect(throws: RasterError.layerStackUnderflow) { try context.endLayer(opacity: 1) }
    }

    @Test func nestedLayersMultiplyOpacityAndScopeTheirClips() throws {
        var context = try whiteContext(width: 32, height: 32)
        context.pushClip(rect(0, 0, 16, 32))
        context.beginLayer()
        context.beginLayer()
        context.pushClip(rect(0, 0, 8, 32))
        context.fillRect(rect(0, 0, 32, 32), paint: opaqueBlack)
        #expect(throws: Never.self) { try context.endLayer(opacity: 0.5) }
        #expect(context.layerDepth == 1)
        #expect(context.clipBounds == PixelBounds(minX: 0, minY: 0, maxX: 16, maxY: 32))
        #expect(throws: RasterError.clipStackUnderflow) { try context.popClip() }  // pushed outside the layer
        try context.endLayer(opacity: 0.5)
        // ½ × ½ black: 255 − round(128·… ) through two 8-bit steps.
        #expect(context.canvas.pixel(x: 4, y: 4) == gray(191))
        #expect(context.canvas.pixel(x: 12, y: 4) == gray(255))
        try context.popClip()
    }

    @Test func layerWithTranslucentContentAtFullOpacityEqualsDirectDrawing() throws {
        let paint = Paint.solid(RasterColor(rgb8: 40, 90, 200, alpha: 0.6))
        var direct = try whiteContext(width: 32, height: 32)
        direct.fillCircle(center: PixelPoint(x: 16, y: 16), radius: 9.3, paint: paint)
        var layered = try whiteContext(width: 32, height: 32)
        layered.beginLayer()
        layered.fillCircle(center: PixelPoint(x: 16, y: 16), radius: 9.3, paint: paint)
        try layered.endLayer(opacity: 1)
        #expect(direct.canvas == layered.canvas)
    }
}
