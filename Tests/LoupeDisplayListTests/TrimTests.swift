import LoupeCore
import LoupeDisplayList
import Testing

/// `Shape.trim(from:to:)` on outlines: the part between two fractions of the length, walked from where the shape's
/// path starts, a closed contour's closing line included.
@Suite struct TrimTests {
    let square = DisplayShape.rect(Rect(x: 0, y: 0, width: 10, height: 10)).outline()

    @Test func aLineKeepsTheMiddleHalf() {
        let line = PathOutline(contours: [[Point(x: 0, y: 0), Point(x: 20, y: 0)]], closed: [false])
        #expect(line.trimmed(from: 0.25, to: 0.75).contours == [[Point(x: 5, y: 0), Point(x: 15, y: 0)]])
    }

    /// The 40-point perimeter from 5 to 15: along the top from (5, 0), round the top-trailing corner, to (10, 5).
    @Test func aRectangleIsWalkedClockwiseFromItsTopLeadingCorner() {
        let piece = square.trimmed(from: 0.125, to: 0.375)
        #expect(piece.contours == [[Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5)]])
        #expect(piece.closed == [false])
        // 35 to 40: the closing line, up the leading side to the start.
        #expect(square.trimmed(from: 0.875, to: 1).contours == [[Point(x: 0, y: 5), Point(x: 0, y: 0)]])
    }

    /// A circle of radius 10 centred at (10, 10): its first quarter runs from the trailing point (20, 10) down to the
    /// bottom (10, 20), clockwise on the screen.
    @Test func aCirclesFirstQuarterRunsFromItsTrailingPointDown() throws {
        let circle = DisplayShape.ellipse(Rect(x: 0, y: 0, width: 20, height: 20)).outline(segmentsPerQuarter: 8)
        let quarter = try #require(circle.trimmed(from: 0, to: 0.25).contours.first)
        #expect(quarter.count == 9)
        #expect(abs(quarter[0].x - 20) < 1e-9 && abs(quarter[0].y - 10) < 1e-9)
        #expect(abs(quarter[8].x - 10) < 1e-9 && abs(quarter[8].y - 20) < 1e-9)
        #expect(quarter.allSatisfy { $0.x >= 10 - 1e-9 && $0.y >= 10 - 1e-9 })
    }

    @Test func emptyAndWholeTrims() {
        #expect(square.trimmed(from: 0.5, to: 0.5).contours.isEmpty)
        #expect(square.trimmed(from: 0.8, to: 0.2).contours.isEmpty)
        // The whole outline stays closed; fractions past 0…1 are clamped.
        #expect(square.trimmed(from: -1, to: 2) == square)
    }
}
