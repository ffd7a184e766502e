import Testing
@testable import LoupeRaster

@Suite struct GradientTests {
    private func horizontal(_ stops: [PixelGradientStop]) -> Paint {
        .linearGradient(LinearGradient(start: PixelPoint(x: 0.5, y: 0), end: PixelPoint(x: 64.5, y: 0), stops: stops))
    }

    @Test func endpointsTakeTheStopColoursExactly() throws {
        var context = try clearContext(width: 80, height: 4)
        let red = RasterColor(rgb8: 255, 0, 0), blue = RasterColor(rgb8: 0, 0, 255)
        context.fillRect(rect(0, 0, 80, 4), paint: horizontal([PixelGradientStop(offset: 0, color: red),
                                                               PixelGradientStop(offset: 1, color: blue)]))
        #expect(context.canvas.pixel(x: 0, y: 1) == opaque(255, 0, 0))
        #expect(context.canvas.pixel(x: 64, y: 1) == opaque(0, 0, 255))
        #expect(context.canvas.pixel(x: 79, y: 1) == opaque(0, 0, 255))  // padded beyond the end
        #expect(context.canvas.pixel(x: 32, y: 1) == opaque(128, 0, 128))  // t = ½
    }

    @Test func interpolationIsPremultiplied() throws {
        var context = try clearContext(width: 80, height: 4)
        context.fillRect(rect(0, 0, 80, 4), paint: horizontal([PixelGradientStop(offset: 0, color: RasterColor(rgb8: 255, 0, 0)),
                                                               PixelGradientStop(offset: 1, color: .clear)]))
        // Premultiplied halfway between opaque red and transparent black: (½, 0, 0, ½), i.e. straight red.
        #expect(context.canvas.pixel(x: 32, y: 0) == PremultipliedPixel(red: 128, green: 0, blue: 0, alpha: 128))
    }

    @Test func stopsAreSortedAndDegenerateGradientsPaintTheLastStop() throws {
        var context = try clearContext(width: 80, height: 4)
        let green = RasterColor(rgb8: 0, 255, 0)
        context.fillRect(rect(0, 0, 80, 2), paint: horizontal([PixelGradientStop(offset: 1, color: green),
                                                               PixelGradientStop(offset: 0.5, color: .white),
                                                               PixelGradientStop(offset: 0, color: .black)]))
        #expect(context.canvas.pixel(x: 0, y: 0) == gray(0))
        #expect(context.canvas.pixel(x: 32, y: 0) == gray(255))
        #expect(context.canvas.pixel(x: 64, y: 0) == opaque(0, 255, 0))
        let point = PixelPoint(x: 3, y: 3)
        context.fillRect(rect(0, 2, 80, 2), paint: .linearGradient(LinearGradient(
            start: point, end: point, stops: [PixelGradientStop(offset: 0, color: .black), PixelGradientStop(offset: 1, color: green)])))
        #expect(context.canvas.pixel(x: 10, y: 3) == opaque(0, 255, 0))
    }

    @Test func verticalGradientUnderPartialCoverage() throws {
        var context = try clearContext(width: 8, height: 40)
        let paint = Paint.linearGradient(LinearGradient(start: PixelPoint(x: 0, y: 4.5), end: PixelPoint(x: 0, y: 36.5),
            stops: [PixelGradientStop(offset: 0, color: .white), PixelGradientStop(offset: 1, color: .black)]))
        context.fillRect(rect(2.5, 0, 4, 40), paint: paint)
        #expect(context.canvas.pixel(x: 4, y: 4) == gray(255))
        #expect(context.canvas.pixel(x: 4, y: 36) == gray(0))
        #expect(context.canvas.pixel(x: 2, y: 4) == PremultipliedPixel(red: 128, green: 128, blue: 128, alpha: 128))
    }

    /// A radial gradient centred on pixel (40, 40)'s centre, red at radius 0 and blue from radius 32: a pixel centre
    /// 16 pixels away is half way, 32 or more is blue.
    @Test func radialGradientsGoOutwardsInRings() throws {
        var context = try clearContext(width: 80, height: 80)
        let red = RasterColor(rgb8: 255, 0, 0), blue = RasterColor(rgb8: 0, 0, 255)
        context.fillRect(rect(0, 0, 80, 80), paint: .radialGradient(RadialGradient(
            center: PixelPoint(x: 40.5, y: 40.5), startRadius: 0, endRadius: 32,
            stops: [PixelGradientStop(offset: 0, color: red), PixelGradientStop(offset: 1, color: blue)])))
        #expect(context.canvas.pixel(x: 40, y: 40) == opaque(255, 0, 0))
        #expect(context.canvas.pixel(x: 56, y: 40) == opaque(128, 0, 128))
        #expect(context.canvas.pixel(x: 40, y: 56) == opaque(128, 0, 128))
        #expect(context.canvas.pixel(x: 79, y: 40) == opaque(0, 0, 255))
        // Aspect 2: a point 8 pixels below the centre is as far as one 16 pixels to its side.
        context.fillRect(rect(0, 0, 80, 80), paint: .radialGradient(RadialGradient(
            center: PixelPoint(x: 40.5, y: 40.5), startRadius: 0, endRadius: 32, aspect: 2,
            stops: [PixelGradientStop(offset: 0, color: red), PixelGradientStop(offset: 1, color: blue)])))
        #expect(context.canvas.pixel(x: 40, y: 48) == opaque(128, 0, 128))
    }

    /// An angular gradient around (40.5, 40.5) from 0 (the trailing side) to a whole turn: a quarter turn clockwise on
    /// the screen (straight down) is a quarter of the way, half a turn (to the left) half.
    @Test func angularGradientsGoAroundClockwise() throws {
        var context = try clearContext(width: 80, height: 80)
        context.fillRect(rect(0, 0, 80, 80), paint: .angularGradient(AngularGradient(
            center: PixelPoint(x: 40.5, y: 40.5), startAngle: 0, endAngle: 2 * .pi,
            stops: [PixelGradientStop(offset: 0, color: .black), PixelGradientStop(offset: 1, color: .white)])))
        #expect(context.canvas.pixel(x: 40, y: 70) == gray(64))
        #expect(context.canvas.pixel(x: 10, y: 40) == gray(128))
        #expect(context.canvas.pixel(x: 40, y: 10) == gray(191))
    }
}

/// Layers closed through an effect: moved by an affine map, or blurred.
@Suite struct LayerEffectTests {
    /// A 10 × 10 red square at (10, 10) scaled twice about the origin covers 20…40 on both axes.
    @Test func aTransformedLayerIsSampledWhereTheMapSendsEachPixel() throws {
        var context = try clearContext(width: 64, height: 64)
        context.beginLayer()
        context.fillRect(rect(10, 10, 10, 10), paint: .solid(RasterColor(rgb8: 255, 0, 0)))
        try context.endLayer(opacity: 1, transform: PixelAffine(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        #expect(context.canvas.pixel(x: 21, y: 21) == opaque(255, 0, 0))
        #expect(context.canvas.pixel(x: 38, y: 38) == opaque(255, 0, 0))
        #expect(context.canvas.pixel(x: 15, y: 15).alpha == 0)
        #expect(context.canvas.pixel(x: 42, y: 30).alpha == 0)
        // A quarter turn about (32, 32): the square at x 10…20, y 10…20 goes to x 44…54, y 10…20.
        var turned = try clearContext(width: 64, height: 64)
        turned.beginLayer()
        turned.fillRect(rect(10, 10, 10, 10), paint: .solid(RasterColor(rgb8: 0, 0, 255)))
        try turned.endLayer(opacity: 1, transform: PixelAffine(a: 0, b: 1, c: -1, d: 0, tx: 64, ty: 0))
        #expect(turned.canvas.pixel(x: 49, y: 15) == opaque(0, 0, 255))
        #expect(turned.canvas.pixel(x: 15, y: 15).alpha == 0)
    }

    /// A blurred edge: the pixel just outside an opaque square gets some of it, the one deep inside keeps all of it.
    @Test func aBlurredLayerSpreadsItsEdges() throws {
        var context = try clearContext(width: 64, height: 64)
        context.beginLayer()
        context.fillRect(rect(16, 16, 32, 32), paint: .solid(RasterColor(rgb8: 0, 0, 0)))
        try context.endLayer(opacity: 1, blur: 2)
        #expect(context.canvas.pixel(x: 32, y: 32).alpha == 255)
        let outside = context.canvas.pixel(x: 15, y: 32).alpha
        #expect(outside > 0 && outside < 128)
        #expect(context.canvas.pixel(x: 2, y: 32).alpha == 0)
    }
}
