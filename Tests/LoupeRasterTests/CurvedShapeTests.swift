import Testing
@testable import LoupeRaster

@Suite struct CurvedShapeTests {
    @Test(arguments: [(22.5, 32.0, 32.0), (7.3, 20.37, 18.81), (1.5, 10.5, 10.5), (40.0, 50.2, 49.9)])
    func circleAreaMatchesPiRSquared(radius: Double, cx: Double, cy: Double) throws {
        var context = try clearContext(width: 100, height: 100)
        context.fillCircle(center: PixelPoint(x: cx, y: cy), radius: radius, paint: opaqueWhite)
        let exact = Double.pi * radius * radius
        #expect(abs(coveredArea(context.canvas) - exact) / exact < 0.005)
    }

    @Test func circleCoverageIsExactPerPixel() throws {
        // A unit-radius disc centred on a pixel corner covers π/4 of each of the four pixels around it.
        var context = try clearContext(width: 8, height: 8)
        context.fillCircle(center: PixelPoint(x: 4, y: 4), radius: 1, paint: opaqueWhite)
        let quarter = PixelMath.coverageByte(Double.pi / 4)
        #expect(quarter == 200)
        for (x, y) in [(3, 3), (4, 3), (3, 4), (4, 4)] { #expect(context.canvas.pixel(x: x, y: y).alpha == 200) }
        #expect(context.canvas.pixel(x: 5, y: 4).alpha == 0)
    }

    @Test func circleIsSymmetric() throws {
        var context = try clearContext(width: 64, height: 64)
        context.fillCircle(center: PixelPoint(x: 32, y: 32), radius: 13.7, paint: opaqueWhite)
        let canvas = context.canvas
        var asymmetries = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let a = canvas.pixel(x: x, y: y).alpha
                if a != canvas.pixel(x: 63 - x, y: y).alpha || a != canvas.pixel(x: y, y: x).alpha { asymmetries += 1 }
            }
        }
        #expect(asymmetries == 0)
        #expect(canvas.pixel(x: 32, y: 32).alpha == 255)
        #expect(canvas.pixel(x: 32, y: 17).alpha == 0)  // 15 above the centre, outside r = 13.7
    }

    @Test func ellipseAreaMatchesPiAB() throws {
        var context = try clearContext(width: 100, height: 60)
        context.fillEllipse(in: rect(10.3, 5.6, 70.2, 40.8), paint: opaqueWhite)
        let exact = Double.pi * 35.1 * 20.4
        #expect(abs(coveredArea(context.canvas) - exact) / exact < 0.002)
    }

    @Test func roundedRectCornersAreSymmetricAndAreaExact() throws {
        var context = try clearContext(width: 80, height: 60)
        context.fillRoundedRect(rect(10, 10, 60, 40), cornerRadii: PixelCornerRadii(12.5), paint: opaqueWhite)
        let canvas = context.canvas
        var asymmetries = 0
        for y in 0..<60 {
            for x in 0..<80 {
                let a = canvas.pixel(x: x, y: y).alpha
                if a != canvas.pixel(x: 79 - x, y: y).alpha || a != canvas.pixel(x: x, y: 59 - y).alpha {
                    asymmetries += 1
                }
            }
        }
        #expect(asymmetries == 0)
        let exact = 60.0 * 40 - (4 - Double.pi) * 12.5 * 12.5
        #expect(abs(coveredArea(canvas) - exact) < 0.5)
        #expect(canvas.pixel(x: 10, y: 10).alpha == 0)  // the corner pixel lies outside the arc
        #expect(canvas.pixel(x: 10, y: 30).alpha == 255)  // straight edge on the grid
    }

    @Test func radiiAreClampedToHalfTheShorterSide() throws {
        var huge = try clearContext(width: 120, height: 60)
        huge.fillRoundedRect(rect(10, 10, 100, 40), cornerRadii: PixelCornerRadii(1000), paint: opaqueWhite)
        var capsule = try clearContext(width: 120, height: 60)
        capsule.fillCapsule(rect(10, 10, 100, 40), paint: opaqueWhite)
        #expect(huge.canvas == capsule.canvas)
        let exact = 60.0 * 40 + Double.pi * 20 * 20
        #expect(abs(coveredArea(capsule.canvas) - exact) / exact < 0.001)
    }

    @Test func perCornerRadii() throws {
        var context = try clearContext(width: 60, height: 60)
        let radii = PixelCornerRadii(topLeading: 0, topTrailing: 10, bottomTrailing: 0, bottomLeading: 20)
        context.fillRoundedRect(rect(10, 10, 40, 40), cornerRadii: radii, paint: opaqueWhite)
        #expect(context.canvas.pixel(x: 10, y: 10).alpha == 255)
        #expect(context.canvas.pixel(x: 49, y: 49).alpha == 255)
        #expect(context.canvas.pixel(x: 49, y: 10).alpha == 0)
        #expect(context.canvas.pixel(x: 11, y: 48).alpha == 0)
        let exact = 1600 - (1 - Double.pi / 4) * (100 + 400)
        #expect(abs(coveredArea(context.canvas) - exact) < 0.5)
    }

    @Test func strokedRoundedRectCoversTheBandAroundThePath() throws {
        var context = try clearContext(width: 80, height: 80)
        context.strokeRoundedRect(rect(20, 20, 40, 30), cornerRadii: PixelCornerRadii(10), lineWidth: 4,
                                  paint: opaqueWhite)
        // Outer: 44×34 with r = 12; inner: 36×26 with r = 8.
        let outer = 44.0 * 34 - (4 - Double.pi) * 144
        let inner = 36.0 * 26 - (4 - Double.pi) * 64
        #expect(abs(coveredArea(context.canvas) - (outer - inner)) < 0.5)
        #expect(context.canvas.pixel(x: 40, y: 18).alpha == 255)  // on the top edge's band 18…22
        #expect(context.canvas.pixel(x: 40, y: 22).alpha == 0)
        #expect(context.canvas.pixel(x: 40, y: 17).alpha == 0)
    }

    @Test func squareStrokeKeepsSquareOuterCorners() throws {
        var context = try clearContext(width: 40, height: 40)
        context.strokeRoundedRect(rect(10, 10, 20, 20), cornerRadii: .zero, lineWidth: 2, paint: opaqueWhite)
        #expect(context.canvas.pixel(x: 9, y: 9).alpha == 255)
        #expect(context.canvas.pixel(x: 11, y: 11).alpha == 0)
        #expect(abs(coveredArea(context.canvas) - (22 * 22 - 18 * 18)) < 0.01)
    }

    @Test func anglesMatchKnownValues() {
        #expect(abs(Angle.firstQuadrant(y: 1, x: 1) - Double.pi / 4) < 1e-15)
        #expect(abs(Angle.firstQuadrant(y: 1, x: 3.0.squareRoot()) - Double.pi / 6) < 1e-15)
        #expect(abs(Angle.firstQuadrant(y: 3.0.squareRoot(), x: 1) - Double.pi / 3) < 1e-15)
        #expect(abs(Angle.firstQuadrant(y: 0.1, x: 1) - 0.09966865249116204) < 1e-16)
        #expect(Angle.firstQuadrant(y: 1, x: 0) == Double.pi / 2)
        #expect(Angle.firstQuadrant(y: 0, x: 0) == 0)
    }

    @Test func quarterDiscIntegralIsExact() {
        // ∫₀ʳ √(r² − u²) du = πr²/4, and half of it up to u = r/√2 is πr²/8 + r²/4.
        let r = 250.0
        let full = BoundaryPiece.Slice.integral(0, r, r, 0, r)
        #expect(abs(full - Double.pi * r * r / 4) < 1e-9)
        let u = r / 2.0.squareRoot()
        #expect(abs(BoundaryPiece.Slice.integral(0, r, u, u, r) - (Double.pi * r * r / 8 + r * r / 4)) < 1e-9)
    }
}
