import Foundation
import LoupeGolden
import LoupeJSON
import LoupePNG
import LoupeRender
import Testing

/// `compare: .layout` and the layout tolerance: the layout reports decide, the pictures do not.
@Suite struct LayoutComparisonTests {
    /// A 200×160-point scene at scale 1: a blue rectangle 50 points wide, `height` tall, centred (its top at
    /// 80 − height/2).
    static func rendering(height: Double) throws -> Rendering {
        let json = """
            { "device": { "width": 200, "height": 160, "scale": 1 },
              "body": { "ZStack": { "content": [
                { "Color": "blue", "modifiers": [ { "frame": { "width": 50, "height": \(height) } } ] } ] } } }
            """
        let renderer = try LoupeRenderer()
        let scene = try renderer.loadScene(json: Array(json.utf8), fileName: "box.json",
                                           baseDirectory: URL(fileURLWithPath: "/"))
        return try renderer.rendering(of: scene)
    }

    func check(_ comparison: GoldenComparison, tolerance: Double = 0, artifacts: URL? = nil) -> GoldenCheck {
        GoldenCheck(options: .exact, recordMode: .never, artifactsDirectory: artifacts, comparison: comparison,
                    layoutTolerance: tolerance)
    }

    /// The golden of a 40-point box, its picture replaced by one another rasteriser might draw (all white).
    func goldenOfABox() throws -> (root: URL, golden: GoldenFiles) {
        let root = try ReportFixtures.temporaryFolder()
        let golden = GoldenFiles(directory: root, name: "box")
        let white = try PNGCodec.encode(rgba: [UInt8](repeating: 255, count: 200 * 160 * 4), width: 200, height: 160)
        try golden.write(picture: white, layout: try Self.rendering(height: 40).layoutBytes)
        return (root, golden)
    }

    @Test func aPictureFromAnotherRasteriserPassesOnLayoutAndFailsOnPixels() throws {
        let (root, golden) = try goldenOfABox()
        defer { try? FileManager.default.removeItem(at: root) }
        let rendering = try Self.rendering(height: 40)
        let layout = try check(.layout).check(rendering, against: golden, name: "box")
        #expect(layout.status == .passed)
        #expect(layout.message == "layout unchanged (pictures not compared)")
        #expect(layout.comparison == nil)
        // The blue box is 50×40 = 2000 pixels that the white golden lacks.
        let both = try check(.both).check(rendering, against: golden, name: "box")
        #expect(both.status == .failed && both.comparison?.diffPixels == 2000)
        #expect(try check(.pixels).check(rendering, against: golden, name: "box").comparison?.diffPixels == 2000)
    }

    /// 40 → 42 points: the box grows by 2 and its top moves up by 1 (60 → 59), and the ZStack with it.
    @Test func aOnePointMoveFailsUnlessTheToleranceCoversIt() throws {
        let (root, golden) = try goldenOfABox()
        defer { try? FileManager.default.removeItem(at: root) }
        let moved = try Self.rendering(height: 42)
        let exact = try check(.layout).check(moved, against: golden, name: "box")
        #expect(exact.status == .failed)
        #expect(exact.message.hasPrefix("2 views changed: body: frame.y 60 → 59; frame.height 40 → 42"))
        #expect(exact.message.hasSuffix("; pictures not compared"))
        #expect(exact.images?.diff == nil && exact.images?.actual != nil)
        // Within 1 pt the top is the same; the height, 2 points taller, is not.
        let one = try check(.layout, tolerance: 1).check(moved, against: golden, name: "box")
        #expect(one.status == .failed)
        #expect(one.message.hasPrefix("2 views changed by more than 1 pt: body: frame.height 40 → 42 | "))
        #expect(!one.message.contains("frame.y"))
        let two = try check(.layout, tolerance: 2).check(moved, against: golden, name: "box")
        #expect(two.status == .passed && two.message == "layout unchanged within 2 pt (pictures not compared)")
    }

    @Test func pixelsAloneDoNotReadTheLayoutReport() throws {
        let root = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let rendering = try Self.rendering(height: 40)
        let golden = GoldenFiles(directory: root, name: "box")
        try golden.write(picture: try rendering.png(), layout: Array("not JSON".utf8))
        #expect(try check(.pixels).check(rendering, against: golden, name: "box").status == .passed)
        #expect(try check(.both).check(rendering, against: golden, name: "box").status == .failed)
    }

    @Test func numbersAndReadoutsMatchWithinTheTolerance() {
        func same(_ a: JSONValue, _ b: JSONValue, _ tolerance: Double) -> Bool {
            LayoutDiff.changes(from: .object([("views", .array([.object([("path", .string("body")), ("v", a)])]))]),
                               to: .object([("views", .array([.object([("path", .string("body")), ("v", b)])]))]),
                               tolerance: tolerance).isEmpty
        }
        #expect(same(.number(59), .number(60), 1))
        #expect(!same(.number(59), .number(60.5), 1))
        #expect(!same(.number(59), .number(60), 0))
        #expect(same(.string("y240"), .string("y240.5"), 1))
        #expect(same(.string("x361 y44"), .string("x362 y43"), 1))
        #expect(!same(.string("x361 y44"), .string("x363 y44"), 1))
        #expect(!same(.string("to59"), .string("bo59"), 1))
        #expect(!same(.string("y-2"), .string("y2"), 1))
    }
}
