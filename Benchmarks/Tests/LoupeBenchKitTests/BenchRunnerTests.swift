import Foundation
import Testing
@testable import LoupeBenchKit

@Suite(.enabled(if: FileManager.default.fileExists(atPath: TestPaths.dejaVuSansMono)))
struct BenchRunnerTests {
    private let workload = Workload(width: 64, height: 48, fontName: "DejaVuSansMono.ttf", ops: [
        .rect(x: 2, y: 2, width: 40, height: 30, color: RGB8(0, 0, 255), alpha: 0.2, border: 3),
        .roundedRect(x: 10, y: 8, width: 50, height: 36, radius: 10, color: RGB8(255, 0, 0), alpha: 0.2, border: 2),
        .text(x: 4, y: 40, size: 14, color: RGB8(0, 0, 0), string: "ab c"),
    ])

    @Test func reportsEveryPhaseTheFrameAndItsPNG() throws {
        let configuration = BenchConfiguration(frames: 3, warmupFrames: 1, encodeRuns: 1,
                                               extraEncodings: [.libpngDefaults])
        let (report, rgba) = try BenchRunner.run(workload, fontPath: TestPaths.dejaVuSansMono,
                                                 configuration: configuration)
        #expect(rgba.count == 64 * 48 * 4)
        #expect(Array(rgba[0..<4]) == [255, 255, 255, 255])
        #expect(report.frames == 3 && report.warmupFrames == 1)
        #expect(report.glyphsPerFrame == 3 && report.distinctGlyphs == 4)
        #expect(Set(report.phases.keys) == Set(Phase.allCases))
        #expect(report.frameMilliseconds > 0 && report.baselineFrameMilliseconds > 0)
        #expect(report.encodings.map(\.options) == [.default, .libpngDefaults])
        // An opaque 64×48 RGB PNG: signature, IHDR, IDAT, IEND alone are 57 bytes; the pixels add more.
        #expect(report.encodings.allSatisfy { $0.bytes > 57 })
        #expect(report.frameHash == FNV1a.hash(rgba))

        // Drawing is deterministic: a second run makes the same frame.
        let again = try BenchRunner.run(workload, fontPath: TestPaths.dejaVuSansMono,
                                        configuration: BenchConfiguration(frames: 1, warmupFrames: 1, encodeRuns: 1))
        #expect(again.report.frameHash == report.frameHash)
    }

    @Test func jsonHoldsTheKeysScriptsRead() throws {
        let (report, _) = try BenchRunner.run(workload, fontPath: TestPaths.dejaVuSansMono,
                                              configuration: BenchConfiguration(frames: 1, warmupFrames: 1, encodeRuns: 1))
        let json = ReportFormatter.json(report, workload: workload)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        for key in ["frame_ms", "clear_ms", "rects_ms", "rrects_ms", "crosshairs_ms", "text_ms", "encode_ms",
                    "baseline_frame_ms", "frame_vs_baseline", "unpremultiply_ms"] {
            #expect(object[key] is Double, "\(key)")
        }
        #expect(object["png_bytes"] as? Int == report.encoding.bytes)
        #expect(object["glyphs_per_frame"] as? Int == 3)
        #expect((object["frame_fnv1a64"] as? String)?.count == 16)
        let table = ReportFormatter.text(report, workload: workload)
        #expect(table.contains("1 rects, 1 rrects, 0 crosshairs, 1 labels (3 glyphs per frame, 4 distinct)"))
        #expect(table.contains("runs (the default): "))
    }

    @Test func fnv1aMatchesTheReferenceValues() {
        #expect(FNV1a.hash([]) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }
}
