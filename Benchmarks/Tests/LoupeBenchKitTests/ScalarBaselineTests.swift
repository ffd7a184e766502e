import Testing
@testable import LoupeBenchKit

@Suite struct ScalarBaselineTests {
    @Test func sourceOverRoundsEachChannel() {
        // 20 % blue, premultiplied (0, 0, 51, 51), over opaque white: 51 + round(255 · 204 / 255) = 255 for blue.
        let source = ScalarBaseline.pack(RGB8(0, 0, 255), alpha: 0.2)
        #expect(source == 0x3333_0000)
        #expect(ScalarBaseline.sourceOver(source, 0xFFFF_FFFF) == 0xFFFF_CCCC)
        // Half-grey (128 at α 128 → 64) over black: 64 + round(0 · 127 / 255).
        #expect(ScalarBaseline.sourceOver(ScalarBaseline.pack(RGB8(128, 128, 128), alpha: 128.0 / 255),
                                          0xFF00_0000) == 0xFF40_4040)
    }

    @Test func drawsBoxesOfOnePhaseWithSquareBorders() {
        let workload = Workload(width: 40, height: 30, fontName: "f", ops: [
            .rect(x: 2, y: 3, width: 20, height: 10, color: RGB8(0, 0, 255), alpha: 0.2, border: 2),
            .roundedRect(x: 20, y: 15, width: 15, height: 10, radius: 4, color: RGB8(255, 0, 0), alpha: 0.2,
                         border: 1),
            .text(x: 0, y: 20, size: 12, color: RGB8(0, 0, 0), string: "ignored"),
        ])
        var baseline = ScalarBaseline(workload: workload)
        baseline.clear()
        baseline.draw(.rects)
        #expect(baseline.pixel(x: 1, y: 5) == 0xFFFF_FFFF)
        #expect(baseline.pixel(x: 2, y: 3) == 0xFFFF_0000)    // border, opaque blue
        #expect(baseline.pixel(x: 3, y: 5) == 0xFFFF_0000)
        #expect(baseline.pixel(x: 4, y: 5) == 0xFFFF_CCCC)    // fill
        #expect(baseline.pixel(x: 21, y: 12) == 0xFFFF_0000)
        #expect(baseline.pixel(x: 22, y: 12) == 0xFFFF_FFFF)
        #expect(baseline.pixel(x: 21, y: 16) == 0xFFFF_FFFF)  // the rounded rect is not drawn yet
        baseline.draw(.roundedRects)
        #expect(baseline.pixel(x: 20, y: 15) == 0xFF00_00FF)  // its square corner is border
        #expect(baseline.pixel(x: 21, y: 16) == 0xFFCC_CCFF)
    }
}
