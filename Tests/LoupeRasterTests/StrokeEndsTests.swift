import Testing
@testable import LoupeRaster

/// `StrokeStyle`'s caps and joins, by the area they cover (worked out from the geometry; a round end is a polygon
/// whose sides are about a pixel long, so its area is within 0.7 % of the circle's).
@Suite struct StrokeEndsTests {
    func area(_ points: [PixelPoint], cap: PolylineCap = .butt, join: PolylineJoin = .miter) throws -> Double {
        var context = try clearContext(width: 64, height: 64)
        context.strokePolylines([points], closed: [false], lineWidth: 10, paint: opaqueWhite, cap: cap, join: join)
        return coveredArea(context.canvas)
    }

    /// A 20-pixel line 10 wide: 200 with butt ends; 300 with square ends (5 more at each end); 200 + π·5² with round
    /// ends (a half disc at each).
    @Test func capsAddNothingASquareOrADisc() throws {
        let line = [PixelPoint(x: 20, y: 30), PixelPoint(x: 40, y: 30)]
        #expect(abs(try area(line) - 200) < 0.01)
        #expect(abs(try area(line, cap: .square) - 300) < 0.01)
        #expect(abs(try area(line, cap: .round) - (200 + Double.pi * 25)) < 0.55)
    }

    /// Two 30-pixel legs meeting at a right angle at (40, 10): the legs cover 300 + 300 − 25 (their 5 × 5 overlap
    /// inside the turn); the outer 5 × 5 corner is filled whole by a miter (600), by a quarter disc when round
    /// (575 + π·25/4), by half when bevelled (587.5).
    @Test func joinsFillTheOuterCorner() throws {
        let turn = [PixelPoint(x: 10, y: 10), PixelPoint(x: 40, y: 10), PixelPoint(x: 40, y: 40)]
        #expect(abs(try area(turn) - 600) < 0.01)
        #expect(abs(try area(turn, join: .bevel) - 587.5) < 0.01)
        #expect(abs(try area(turn, join: .round) - (575 + Double.pi * 25 / 4)) < 0.3)
    }

    /// A zero-length line draws its caps only: nothing, a 10 × 10 square, or a disc of radius 5.
    @Test func aDotIsItsCaps() throws {
        let dot = [PixelPoint(x: 30, y: 30), PixelPoint(x: 30, y: 30)]
        #expect(try area(dot) == 0)
        #expect(abs(try area(dot, cap: .square) - 100) < 0.01)
        #expect(abs(try area(dot, cap: .round) - Double.pi * 25) < 0.55)
    }
}
