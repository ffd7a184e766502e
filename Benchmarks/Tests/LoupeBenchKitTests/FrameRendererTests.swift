import Foundation
import LoupeRender
import Testing
@testable import LoupeBenchKit

@Suite(.enabled(if: FileManager.default.fileExists(atPath: TestPaths.dejaVuSansMono)))
struct FrameRendererTests {
    private func render(_ ops: [WorkloadOp], width: Int = 120, height: Int = 100) throws -> FrameRenderer {
        let workload = Workload(width: width, height: height, fontName: "DejaVuSansMono.ttf", ops: ops)
        var renderer = try FrameRenderer(workload: workload, fontPath: TestPaths.dejaVuSansMono)
        renderer.clear()
        try renderer.drawAll()
        return renderer
    }

    private func rgb(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
        let p = canvas.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func rectIsATranslucentFillInsideAnOpaqueBorder() throws {
        let canvas = try render([.rect(x: 10, y: 20, width: 50, height: 40, color: RGB8(0, 0, 255), alpha: 0.2,
                                       border: 9)]).canvas
        #expect(rgb(canvas, 9, 30) == [255, 255, 255, 255])   // outside
        #expect(rgb(canvas, 10, 30) == [0, 0, 255, 255])      // first border column
        #expect(rgb(canvas, 18, 30) == [0, 0, 255, 255])      // ninth border column
        #expect(rgb(canvas, 19, 30) == [204, 204, 255, 255])  // 20 % blue over white
        #expect(rgb(canvas, 59, 59) == [0, 0, 255, 255])      // bottom-right border pixel
        #expect(rgb(canvas, 60, 59) == [255, 255, 255, 255])
    }

    @Test func roundedRectHasAConcentricBorderAndEmptyCorners() throws {
        let canvas = try render([.roundedRect(x: 10, y: 10, width: 80, height: 60, radius: 20,
                                              color: RGB8(255, 0, 0), alpha: 0.2, border: 4)]).canvas
        #expect(rgb(canvas, 10, 10) == [255, 255, 255, 255])  // outside the corner arc
        #expect(rgb(canvas, 50, 11) == [255, 0, 0, 255])      // top border
        #expect(rgb(canvas, 50, 40) == [255, 204, 204, 255])  // fill
        // On the corner's diagonal the border runs from r − r/√2 ≈ 5.9 to 5.9 + 4 px in from the corner.
        #expect(rgb(canvas, 17, 17) == [255, 0, 0, 255])
        #expect(rgb(canvas, 14, 14) == [255, 255, 255, 255])
        #expect(rgb(canvas, 21, 21) == [255, 204, 204, 255])
    }

    @Test func crosshairHasDiscBarsAndDot() throws {
        let cross = Crosshair(cx: 60, cy: 50, circleRadius: 22.5, circleColor: RGB8(128, 128, 128), circleAlpha: 0.35,
                              arm: 45, lineColor: RGB8(255, 0, 0), dotRadius: 1.5, dotColor: RGB8(255, 255, 0))
        let canvas = try render([.crosshair(cross)]).canvas
        #expect(rgb(canvas, 60, 50) == [255, 255, 0, 255])      // the dot covers the centre pixel
        #expect(rgb(canvas, 15, 49) == [255, 0, 0, 255])        // bar: x from cx − arm, y from cy − 1
        #expect(rgb(canvas, 105, 51) == [255, 0, 0, 255])       // … to cx + arm and cy + 1
        #expect(rgb(canvas, 14, 50) == [255, 255, 255, 255])
        #expect(rgb(canvas, 106, 50) == [255, 255, 255, 255])
        #expect(rgb(canvas, 59, 5) == [255, 0, 0, 255])         // vertical bar from cy − arm
        #expect(rgb(canvas, 58, 5) == [255, 255, 255, 255])
        #expect(rgb(canvas, 70, 60) == [211, 211, 211, 255])    // grey at 35 % over white
        #expect(rgb(canvas, 80, 70) == [255, 255, 255, 255])    // outside the disc (28 px from the centre)
    }

    @Test func textDrawsOpaqueGlyphsFromTheBaseline() throws {
        var renderer = try render([.text(x: 10, y: 60, size: 36, color: RGB8(0, 0, 0), string: "H H")])
        let canvas = renderer.canvas
        #expect(renderer.glyphsDrawn == 2)
        #expect(renderer.cachedGlyphCount == 2)  // "H" and the space, each rendered once
        // DejaVu Sans Mono's H at 36 px: cap height ≈ 26 px above the baseline at row 60, no descender.
        var darkest: UInt8 = 255, inkRows: [Int] = []
        for y in 0..<canvas.height {
            var rowHasInk = false
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).red < 128 {
                rowHasInk = true
                darkest = min(darkest, canvas.pixel(x: x, y: y).red)
            }
            if rowHasInk { inkRows.append(y) }
        }
        #expect(darkest == 0)
        #expect(inkRows.first.map { (32...36).contains($0) } == true)
        #expect(inkRows.last == 59)
        // Row 50 crosses both stems of each H; the second H is two advances (2 × 21.7 px) to the right.
        let row = (0..<80).map { canvas.pixel(x: $0, y: 50).red }
        #expect(row[11] == 255 && row[13] == 0 && row[14] == 0 && row[16] == 255)
        #expect(row[26] == 0 && row[28] == 0 && row[30] == 255)
        #expect(row[36] == 255)                                   // the space
        #expect(Array(row[11...30]) == Array(row[54...73]))      // the same cached mask, 43 px on
        renderer.clear()
        #expect(renderer.canvas.pixel(x: 13, y: 50).red == 255)
    }
}

extension FrameRendererTests {
    /// The frame drawn in bands of rows on several threads is the frame drawn op by op.
    @Test func aFrameInBandsIsTheSameFrame() throws {
        let cross = Crosshair(cx: 60, cy: 50, circleRadius: 22.5, circleColor: RGB8(128, 128, 128), circleAlpha: 0.35,
                              arm: 45, lineColor: RGB8(255, 0, 0), dotRadius: 1.5, dotColor: RGB8(255, 255, 0))
        let ops: [WorkloadOp] = [
            .rect(x: 10, y: 20, width: 50, height: 40, color: RGB8(0, 0, 255), alpha: 0.2, border: 9),
            .roundedRect(x: 10, y: 10, width: 80, height: 60, radius: 20, color: RGB8(255, 0, 0), alpha: 0.2, border: 4),
            .crosshair(cross),
            .text(x: 10, y: 60, size: 36, color: RGB8(0, 0, 0), string: "H Hg"),
        ]
        let serial = try render(ops)
        let workload = Workload(width: 120, height: 100, fontName: "DejaVuSansMono.ttf", ops: ops)
        for threads in [2, 3, 5] {
            var banded = try FrameRenderer(workload: workload, fontPath: TestPaths.dejaVuSansMono)
            try banded.drawFrame(threads: threads)
            #expect(banded.canvas == serial.canvas, "\(threads) threads")
        }
    }
}
