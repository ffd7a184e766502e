import LoupeCore
import Testing
@testable import LoupeOverlays

@Suite struct DragConstraintsTests {
    let drag = Size(width: 30, height: -40)

    @Test func axisPresetsDropTheOtherAxis() {
        #expect(DragConstraints.none.constrain(translation: drag) == drag)
        #expect(DragConstraints.horizontal.constrain(translation: drag) == Size(width: 30, height: 0))
        #expect(DragConstraints.vertical.constrain(translation: drag) == Size(width: 0, height: -40))
        #expect(DragConstraints(horizontalOnly: true, verticalOnly: true).constrain(translation: drag) == .zero)
        #expect(DragConstraints.horizontal == DragConstraints(horizontalRange: nil, verticalRange: nil,
                                                              horizontalOnly: true, verticalOnly: false))
    }

    @Test func rangesClampTheReportedPosition() {
        let box = DragConstraints(horizontalRange: 0...300, verticalRange: 100...800)
        #expect(box.clamp(position: Point(x: 350, y: 50)) == Point(x: 300, y: 100))
        #expect(box.clamp(position: Point(x: -10, y: 900)) == Point(x: 0, y: 800))
        #expect(box.clamp(position: Point(x: 120.5, y: 400)) == Point(x: 120.5, y: 400))
        let widthOnly = DragConstraints(horizontalRange: 0...500)
        #expect(widthOnly.clamp(position: Point(x: 600, y: -2000)) == Point(x: 500, y: -2000))
        // Ranges do not touch translations; axis flags do not touch positions.
        #expect(box.constrain(translation: drag) == drag)
        #expect(DragConstraints.vertical.clamp(position: Point(x: 9, y: 9)) == Point(x: 9, y: 9))
    }

    @Test func theCorrectedOffsetLandsTheReportInsideTheRanges() {
        // Natural position (150, 70) plus offset (200, −20) reports (350, 50); clamped to (300, 100).
        let box = DragConstraints(horizontalRange: 0...300, verticalRange: 100...800)
        let corrected = box.correctedOffset(Size(width: 200, height: -20), reportedPosition: Point(x: 350, y: 50))
        #expect(corrected == Size(width: 150, height: 30))
        #expect(Point(x: 150 + corrected.width, y: 70 + corrected.height) == Point(x: 300, y: 100))
        // Inside the ranges the offset is unchanged.
        #expect(box.correctedOffset(Size(width: 5, height: 6), reportedPosition: Point(x: 10, y: 200))
                == Size(width: 5, height: 6))
    }
}
