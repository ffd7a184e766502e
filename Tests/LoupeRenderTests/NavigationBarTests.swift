import Foundation
import LoupeCore
import LoupeRaster
import LoupeRender
import Testing

/// A scene whose body is a NavigationStack: the bar's frames, the safe area below it and the title's pixels, on an
/// iPhone 15 (393 × 852 pt, status bar 59, home indicator 34, @3x).
@Suite struct NavigationBarTests {
    static let renderer = try! LoupeRenderer(threads: 1)

    func laidOut(_ json: String) throws -> LaidOutScene {
        Self.renderer.layOut(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
    }

    @Test func aLargeTitlePushesTheContentBelow155() throws {
        let laid = try laidOut(#"""
            {"body": {"NavigationStack": {"content": {"VStack": {"content": [{"VisualLayoutGuide": "Content", "id": "guide"}]},
              "modifiers": [{"navigationTitle": "Screen"}]}}}}
            """#)
        let guide = try #require(laid.layout.node(id: "guide"))
        // 59 (status bar) + 44 (bar) + 52 (large title) = 155; the bottom stays at 852 − 34 = 818.
        #expect(guide.frame == Rect(x: 0, y: 155, width: 393, height: 663))
        #expect(guide.safeAreaInsets.top == 155)
        let bar = try #require(laid.navigationBarReport)
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 96))
        #expect(bar.titleDisplayMode == "large")
        // The line starts 3 pt below the standard bar, at the 16-pt margin.
        let title = try #require(bar.titleFrame)
        #expect(title.minX == 16 && title.minY == 106)
        #expect(title.height > 34 && title.height < 48)
    }

    @Test func theTitleIsDrawnAndTheBarHasNoBackground() throws {
        let laid = try laidOut(#"""
            {"body": {"NavigationStack": {"content": {"Color": "#FF0000", "modifiers": [{"ignoresSafeArea": true}, {"navigationTitle": "Screen"}]}}}}
            """#)
        let canvas = try Self.renderer.render(laid)
        // The colour ignores the safe area: it reaches the top of the screen, under the bar.
        let top = canvas.pixel(x: 600, y: 10)
        #expect([top.red, top.green, top.blue] == [255, 0, 0])
        // Inside the standard bar (y 59…103 pt) nothing is drawn over the colour.
        for y in stride(from: 59 * 3, to: 103 * 3, by: 7) {
            for x in stride(from: 0, to: 1179, by: 13) {
                let p = canvas.pixel(x: x, y: y)
                #expect([p.red, p.green, p.blue] == [255, 0, 0])
            }
        }
        // The title's line (x ≥ 16, y 106…147 pt) holds black ink over the red.
        var ink = 0
        for y in 106 * 3..<146 * 3 { for x in 16 * 3..<140 * 3 where canvas.pixel(x: x, y: y).red < 40 { ink += 1 } }
        #expect(ink > 2000)
    }

    @Test func inLandscapeTheTitleIsInlineAndKeepsInsideTheSafeAreasSides() throws {
        let title = String(repeating: "Wide title ", count: 12)
        let laid = try laidOut(##"{"device": "iPhone 15 landscape", "body": {"NavigationStack": {"content": {"Color": "red", "modifiers": [{"navigationTitle": "\##(title)"}]}}}}"##)
        let bar = try #require(laid.navigationBarReport)
        // Compact height: a 32-pt bar from the top (no status bar), the title inline even though it was not asked for.
        #expect(bar.frame == Rect(x: 0, y: 0, width: 852, height: 32))
        #expect(bar.titleDisplayMode == "inline")
        // Margins of 16 inside the 59-pt sides: the line fits 852 − 2 × 75 = 702 pt, centred on 426.
        let line = try #require(bar.titleFrame)
        #expect(line.minX >= 75 && line.maxX <= 777)
        #expect(line.width > 650)
        #expect(abs(line.midX - 426) < 1e-9 && abs(line.midY - 16) < 1e-9)
    }

    @Test func anInlineTitleIsCentredInTheStandardBar() throws {
        let laid = try laidOut(#"""
            {"body": {"NavigationStack": {"content": {"Text": "x", "id": "text", "modifiers": [
              {"frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"}},
              {"navigationTitle": "Inline"}, {"navigationBarTitleDisplayMode": "inline"}]}}}}
            """#)
        // 59 + 44: the content's top.
        #expect(try #require(laid.layout.node(id: "text")).frame.minY == 103)
        let bar = try #require(laid.navigationBarReport)
        #expect(bar.frame.height == 44)
        let title = try #require(bar.titleFrame)
        #expect(abs(title.midX - 196.5) < 1e-9)
        #expect(abs(title.midY - (59 + 22)) < 1e-9)
    }
}

/// `searchable`: the field's drawer below the large title moves the content down by 52 more points, and the field is
/// drawn 8 below the title's block in `tertiarySystemFill`.
@Suite struct SearchFieldTests {
    @Test func theFieldSitsBelowTheTitle() throws {
        let laid = try NavigationBarTests().laidOut(#"""
            {"body": {"NavigationStack": [{"VisualLayoutGuide": "Content", "id": "guide",
              "modifiers": [{"navigationTitle": "Screen"}, {"searchable": true}]}]}}
            """#)
        // 59 + 44 + 52 + 52 = 207.
        #expect(try #require(laid.layout.node(id: "guide")).frame == Rect(x: 0, y: 207, width: 393, height: 611))
        let canvas = try NavigationBarTests.renderer.render(laid)
        // The field spans 16…377 × 163…199 (points); its middle, right of the prompt, is tertiarySystemFill
        // (118, 118, 128 at 30/255) over white: 255 − 137 × 30/255 = 238.9 and 255 − 127 × 30/255 = 240.1.
        let pixel = canvas.pixel(x: 300 * 3, y: 181 * 3)
        #expect(abs(Int(pixel.red) - 239) <= 1 && abs(Int(pixel.blue) - 240) <= 1)
        // Above the field, 8 points of the bar: white.
        #expect(canvas.pixel(x: 300 * 3, y: 160 * 3).red == 255)
    }
}
