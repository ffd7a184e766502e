import LoupeCore
import LoupeDisplayList
import Testing

/// Dashes along an outline: each dash an open polyline of the pattern's length, following the outline's corners.
@Suite struct DashTests {
    func line(_ length: Double) -> PathOutline {
        PathOutline(contours: [[Point(x: 0, y: 0), Point(x: length, y: 0)]], closed: [false])
    }

    @Test func aPatternRepeatsAlongALine() {
        #expect(line(20).dashed([5, 5], phase: 0).contours == [[Point(x: 0, y: 0), Point(x: 5, y: 0)], [Point(x: 10, y: 0), Point(x: 15, y: 0)]])
        // 2 points into the pattern: a 3-point dash first, then 5-point dashes 5 apart, the last cut at the end.
        #expect(line(20).dashed([5, 5], phase: 2).contours
                == [[Point(x: 0, y: 0), Point(x: 3, y: 0)], [Point(x: 8, y: 0), Point(x: 13, y: 0)], [Point(x: 18, y: 0), Point(x: 20, y: 0)]])
    }

    /// A 10 × 10 square from its top-leading corner, dashes of 15 and gaps of 10: the first dash turns the corner.
    @Test func aDashTurnsACorner() {
        let square = DisplayShape.rect(Rect(x: 0, y: 0, width: 10, height: 10)).outline()
        let dashes = square.dashed([15, 10], phase: 0).contours
        #expect(dashes.first == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5)])
        // The gap runs from 15 to 25 along the 40-point perimeter, to (5, 10); the second dash from there round to the start.
        #expect(dashes.count == 2 && dashes[1] == [Point(x: 5, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)])
    }

    @Test func anEllipsesOutlineLiesOnIt() {
        let outline = DisplayShape.ellipse(Rect(x: 0, y: 0, width: 40, height: 20)).outline(segmentsPerQuarter: 8)
        #expect(outline.contours[0].count == 32)
        for point in outline.contours[0] {
            let x = (point.x - 20) / 20, y = (point.y - 10) / 10
            #expect(abs(x * x + y * y - 1) < 1e-9)
        }
    }
}
