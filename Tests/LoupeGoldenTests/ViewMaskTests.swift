import Foundation
import LoupeGolden
import LoupeRender
import Testing

/// Masks by view: a masked view's pixels are not counted, its layout changes are ignored, and a mask that names no
/// view is reported.
@Suite struct ViewMaskTests {
    /// 200×160 points at scale 1: a VStack without spacing, centred, of a `top`-coloured bar (id "bar") `width`
    /// wide and 20 tall over a blue bar 50×20 — so the stack spans y 60…100, the bar y 60…80.
    static func rendering(top: String = "red", width: Double = 50) throws -> Rendering {
        let json = """
            { "device": { "width": 200, "height": 160, "scale": 1 },
              "body": { "VStack": { "spacing": 0, "content": [
                { "id": "bar", "Color": "\(top)", "modifiers": [ { "frame": { "width": \(width), "height": 20 } } ] },
                { "Color": "blue", "modifiers": [ { "frame": { "width": 50, "height": 20 } } ] } ] } } }
            """
        let renderer = try LoupeRenderer()
        return try renderer.rendering(of: renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/")))
    }

    func withGolden(_ body: (GoldenFiles) throws -> Void) throws {
        let root = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = GoldenFiles(directory: root, name: "bars")
        let rendering = try Self.rendering()
        try golden.write(picture: try rendering.png(), layout: rendering.layoutBytes)
        try body(golden)
    }

    func check(_ masks: [String], _ comparison: GoldenComparison = .both) -> GoldenCheck {
        GoldenCheck(options: .exact, recordMode: .never, artifactsDirectory: nil, comparison: comparison,
                    masks: masks.map(ViewMask.init))
    }

    @Test func aMaskedViewThatChangesColourPasses() throws {
        try withGolden { golden in
            let green = try Self.rendering(top: "green")
            // Unmasked, the bar's 50×20 = 1000 pixels differ.
            #expect(try check([]).check(green, against: golden, name: "bars").comparison?.diffPixels == 1000)
            for selector in ["bar", "body.content[0]"] {
                let item = try check([selector]).check(green, against: golden, name: "bars")
                #expect(item.status == .passed, "\(selector): \(item.message)")
                #expect(item.maskMisses == [])
            }
            // Masking by kind masks both bars, the stack's only drawing.
            #expect(try check(["Color"]).check(green, against: golden, name: "bars").status == .passed)
        }
    }

    @Test func theMaskCoversTheViewInBothReports() throws {
        try withGolden { golden in
            // 50 → 70 wide: the bar spans x 65…135 now, 75…125 before; the stack widens around the blue bar, which
            // stays at x 75. Masking the bar covers both its rectangles, so no pixel counts.
            let wide = try Self.rendering(width: 70)
            #expect(try check([]).check(wide, against: golden, name: "bars").comparison?.diffPixels == 400)
            let item = try check(["bar"], .both).check(wide, against: golden, name: "bars")
            #expect(item.status == .passed)
            // The bar's change is listed, marked ignored; the stack's (its x and width) is not.
            #expect(item.layoutChanges.map { "\($0.path) \($0.ignored)" } == ["body false", "body.content[0] true"])
            #expect(item.layoutChanges[1].description.hasSuffix(" (ignored)"))
            // Layout alone: the stack's move still decides.
            let layout = try check(["bar"], .layout).check(wide, against: golden, name: "bars")
            #expect(layout.status == .failed && layout.message.hasPrefix("1 view changed: body: frame.x 75 → 65"))
            #expect(try check(["bar", "body"], .layout).check(wide, against: golden, name: "bars").status == .passed)
        }
    }

    @Test func aMaskThatNamesNoViewIsReported() throws {
        try withGolden { golden in
            let item = try check(["bar", "nope"]).check(try Self.rendering(), against: golden, name: "bars")
            #expect(item.status == .passed && item.maskMisses == ["nope"])
            let report = CheckReport(items: [item], goldensDirectory: "g", recordMode: .never, options: .exact)
            #expect(report.unmatchedMasks == ["nope"] && !report.succeeded)
        }
    }
}
