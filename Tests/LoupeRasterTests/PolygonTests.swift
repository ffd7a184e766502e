import Testing
@testable import LoupeRaster

@Suite struct PolygonTests {
    @Test func rightTriangleCoverage() throws {
        var context = try clearContext(width: 32, height: 32)
        let points = [PixelPoint(x: 4, y: 4), PixelPoint(x: 14, y: 4), PixelPoint(x: 4, y: 14)]
        context.fillPolygon(points, paint: opaqueWhite)
        #expect(abs(coveredArea(context.canvas) - 50) < 0.05)
        #expect(context.canvas.pixel(x: 5, y: 5).alpha == 255)
        #expect(context.canvas.pixel(x: 8, y: 9).alpha == 128)  // the hypotenuse halves the pixel
        #expect(context.canvas.pixel(x: 9, y: 9).alpha == 0)
    }

    @Test func fractionalSquareMatchesRectangleFill() throws {
        let r = rect(3.3, 5.7, 17.45, 9.1)
        var polygon = try whiteContext(width: 32, height: 32)
        polygon.fillPolygon([PixelPoint(x: r.minX, y: r.minY), PixelPoint(x: r.maxX, y: r.minY),
                             PixelPoint(x: r.maxX, y: r.maxY), PixelPoint(x: r.minX, y: r.maxY)],
                            paint: .solid(RasterColor(rgb8: 200, 30, 90, alpha: 0.8)))
        var rectangle = try whiteContext(width: 32, height: 32)
        rectangle.fillRect(r, paint: .solid(RasterColor(rgb8: 200, 30, 90, alpha: 0.8)))
        #expect(polygon.canvas == rectangle.canvas)
    }

    @Test func nonzeroWindingUnitesAndOppositeWindingCutsHoles() throws {
        func square(_ x: Double, _ y: Double, _ s: Double, clockwise: Bool) -> [PixelPoint] {
            let p = [PixelPoint(x: x, y: y), PixelPoint(x: x + s, y: y), PixelPoint(x: x + s, y: y + s),
                     PixelPoint(x: x, y: y + s)]
            return clockwise ? p : p.reversed()
        }
        var union = try clearContext(width: 40, height: 40)
        union.fillPolygon(contours: [square(4, 4, 20, clockwise: true), square(14, 14, 20, clockwise: true)],
                          paint: opaqueWhite)
        #expect(abs(coveredArea(union.canvas) - 700) < 0.01)
        #expect(union.canvas.pixel(x: 18, y: 18).alpha == 255)

        var hole = try clearContext(width: 40, height: 40)
        hole.fillPolygon(contours: [square(4, 4, 30, clockwise: true), square(14, 14, 10, clockwise: false)],
                         paint: opaqueWhite)
        #expect(abs(coveredArea(hole.canvas) - 800) < 0.01)
        #expect(hole.canvas.pixel(x: 18, y: 18).alpha == 0)
    }

    @Test func polygonPartlyOutsideTheClipKeepsItsCoverage() throws {
        let arrow = [PixelPoint(x: -20.5, y: 10), PixelPoint(x: 30.25, y: 2.5), PixelPoint(x: 70.75, y: 20),
                     PixelPoint(x: 30.25, y: 37.5)]
        var whole = try clearContext(width: 100, height: 40)
        whole.fillPolygon(arrow, paint: opaqueWhite)
        var clipped = try clearContext(width: 100, height: 40)
        clipped.pushClip(rect(10, 0, 40, 40))
        clipped.fillPolygon(arrow, paint: opaqueWhite)
        for y in 0..<40 {
            for x in 0..<100 {
                let expected = (10..<50).contains(x) ? whole.canvas.pixel(x: x, y: y) : .transparent
                if clipped.canvas.pixel(x: x, y: y) != expected {
                    Issue.record("pixel (\(x), \(y)) differs"); return
                }
            }
        }
    }

    @Test func degenerateInputsDrawNothing() throws {
        var context = try whiteContext(width: 16, height: 16)
        let before = context.canvas
        context.fillPolygon([PixelPoint(x: 1, y: 1), PixelPoint(x: 5, y: 5)], paint: opaqueBlack)
        context.fillPolygon([PixelPoint(x: 1, y: 1), PixelPoint(x: .nan, y: 5), PixelPoint(x: 3, y: 9)],
                            paint: opaqueBlack)
        context.fillPolygon([], paint: opaqueBlack)
        #expect(context.canvas == before)
    }
}
