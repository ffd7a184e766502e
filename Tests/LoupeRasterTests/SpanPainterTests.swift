import Testing
@testable import LoupeRaster

@Suite struct SpanPainterTests {
    /// Painting runs down a block of rows (run by run) gives what painting them row by row gives, clipped alike.
    @Test(arguments: [false, true])
    func blockOfRowsEqualsRowByRow(gradient: Bool) throws {
        let runs = [CoverageRun(x0: -3, x1: 2, coverage: 255), CoverageRun(x0: 2, x1: 3, coverage: 77),
                    CoverageRun(x0: 5, x1: 26, coverage: 255), CoverageRun(x0: 26, x1: 40, coverage: 128)]
        let color = RasterColor(rgb8: 30, 160, 220, alpha: 0.45)
        let paint: Paint = gradient
            ? .linearGradient(LinearGradient(start: PixelPoint(x: 0, y: 0), end: PixelPoint(x: 30, y: 20), stops: [
                PixelGradientStop(offset: 0, color: color), PixelGradientStop(offset: 1, color: .black)]))
            : .solid(color)
        var block = try whiteContext(width: 32, height: 24), rows = block
        block.pushClip(rect(0, 2, 30, 19))
        rows.pushClip(rect(0, 2, 30, 19))
        let clip = block.clipBounds
        block.draw(clip) { SpanPainter(target: $0, clip: clip, paint: PaintSource(paint)).paint(runs, rows: -4..<40) }
        rows.draw(clip) { target in
            let painter = SpanPainter(target: target, clip: clip, paint: PaintSource(paint))
            for y in -4..<40 { painter.paint(runs, y: y) }
        }
        let identical = block.canvas == rows.canvas
        #expect(identical)
        // Rows 2…20 and columns 0…29 only; the run with coverage 77 lands at x = 2.
        #expect(block.canvas.pixel(x: 10, y: 1) == gray(255) && block.canvas.pixel(x: 10, y: 21) == gray(255))
        #expect(block.canvas.pixel(x: 31, y: 10) == gray(255) && block.canvas.pixel(x: 3, y: 10) == gray(255))
        #expect(block.canvas.pixel(x: 2, y: 10) != gray(255) && block.canvas.pixel(x: 29, y: 20) != gray(255))
    }
}
