import Foundation
import Testing
@testable import LoupeBenchKit

@Suite struct WorkloadParserTests {
    @Test func parsesEveryOperationInFileOrder() throws {
        let workload = try WorkloadParser.parse("""
            canvas 120 80
            font DejaVuSansMono.ttf
            rect 1 2 30 40 10 20 30 0.200 9
            rrect 5 6 70 50 12 40 50 60 0.250 4

            crosshair 60 40 22.500 128 128 128 0.350 45 255 0 0 1.500 255 255 0
            text 7 70 36 1 2 3 hdr 237x476 #
            """)
        #expect(workload.width == 120 && workload.height == 80)
        #expect(workload.fontName == "DejaVuSansMono.ttf")
        #expect(workload.ops == [
            .rect(x: 1, y: 2, width: 30, height: 40, color: RGB8(10, 20, 30), alpha: 0.2, border: 9),
            .roundedRect(x: 5, y: 6, width: 70, height: 50, radius: 12, color: RGB8(40, 50, 60), alpha: 0.25,
                         border: 4),
            .crosshair(Crosshair(cx: 60, cy: 40, circleRadius: 22.5, circleColor: RGB8(128, 128, 128),
                                 circleAlpha: 0.35, arm: 45, lineColor: RGB8(255, 0, 0), dotRadius: 1.5,
                                 dotColor: RGB8(255, 255, 0))),
            .text(x: 7, y: 70, size: 36, color: RGB8(1, 2, 3), string: "hdr 237x476 #"),
        ])
        #expect(Phase.allCases.dropFirst().map(workload.count(of:)) == [1, 1, 1, 1])
    }

    @Test func keepsTheLabelVerbatimAndAcceptsCRLF() throws {
        let workload = try WorkloadParser.parse("canvas 10 10\r\nfont f.ttf\r\ntext 0 9 12 0 0 0  two  spaces \r\n")
        #expect(workload.ops == [.text(x: 0, y: 9, size: 12, color: RGB8(0, 0, 0), string: " two  spaces ")])
    }

    @Test func namesTheLineAndFieldOfAnError() {
        let source = "canvas 10 10\nfont f.ttf\nrect 1 2 3 4 5 6 7 1.5 2"
        #expect(throws: WorkloadError(line: 3, "rect field 9: alpha 1.5 is not in 0...1")) {
            try WorkloadParser.parse(source)
        }
        #expect(throws: WorkloadError(line: 3, "rect field 7: expected an integer in 0...255, found \"300\"")) {
            try WorkloadParser.parse("canvas 10 10\nfont f.ttf\nrect 1 2 3 4 5 300 7 0.5 2")
        }
        #expect(throws: WorkloadError(line: 2, "unknown operation \"circle\"")) {
            try WorkloadParser.parse("canvas 10 10\ncircle 1 2 3")
        }
        #expect(throws: WorkloadError(line: 3, "rrect needs field 11, found 10 fields")) {
            try WorkloadParser.parse("canvas 10 10\nfont f.ttf\nrrect 1 2 3 4 5 6 7 8 0.5")
        }
        #expect(throws: WorkloadError(line: 3, "rect field 10: expected a number, found \"2 extra\"")) {
            try WorkloadParser.parse("canvas 10 10\nfont f.ttf\nrect 1 2 3 4 5 6 7 0.5 2 extra")
        }
    }

    @Test func requiresOneCanvasAndOneFont() {
        #expect(throws: WorkloadError(line: nil, "no canvas line")) { try WorkloadParser.parse("font f.ttf\n") }
        #expect(throws: WorkloadError(line: nil, "no font line")) { try WorkloadParser.parse("canvas 4 4\n") }
        #expect(throws: WorkloadError(line: 2, "a second canvas line")) {
            try WorkloadParser.parse("canvas 4 4\ncanvas 5 5\nfont f.ttf")
        }
        #expect(throws: WorkloadError(line: 1, "canvas field 2: expected an integer in 1...65536, found \"0\"")) {
            try WorkloadParser.parse("canvas 0 4\nfont f.ttf")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestPaths.sharedWorkload)))
    func readsTheSharedWorkload() throws {
        let workload = try WorkloadParser.parse(try String(contentsOfFile: TestPaths.sharedWorkload, encoding: .utf8))
        #expect(workload.width == 1170 && workload.height == 2532)
        #expect(Phase.allCases.dropFirst().map(workload.count(of:)) == [40, 20, 30, 200])
        let characters = workload.ops.reduce(0) { total, op in
            if case let .text(_, _, _, _, string) = op { return total + string.count }
            return total
        }
        #expect(characters == 2356)
    }
}
