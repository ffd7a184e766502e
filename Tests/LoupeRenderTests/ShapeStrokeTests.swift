import Foundation
import LoupeRaster
import LoupeRender
import Testing

/// Shapes outlined with `stroke` and `strokeBorder`: where the line lies, in pixels worked out from the frames.
@Suite struct ShapeStrokeTests {
    static let renderer = try! LoupeRenderer(threads: 1)

    /// A 200×120 pt screen at @2x; an HStack of 50-pt shapes 10 pt apart is centred: frames start at x = 15, 75, 135
    /// and y = 35 (the capsule, 30 high, at y = 45).
    static let scene = ##"""
        {"device": {"width": 200, "height": 120, "scale": 2}, "body": {"HStack": {"spacing": 10, "content": [
          {"Circle": {"stroke": {"lineWidth": 4, "style": "#FF0000"}}, "modifiers": [{"frame": {"width": 50, "height": 50}}]},
          {"RoundedRectangle": {"cornerRadius": 12, "strokeBorder": {"lineWidth": 6}},
           "modifiers": [{"frame": {"width": 50, "height": 50}}, {"foregroundStyle": "#0000FF"}]},
          {"Capsule": {"stroke": {}}, "modifiers": [{"frame": {"width": 50, "height": 30}}]}
        ]}}}
        """##

    func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
        let p = canvas.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func aStrokeIsCentredOnTheOutline() throws {
        let scene = try Self.renderer.loadScene(json: Array(Self.scene.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let canvas = try Self.renderer.render(scene)
        // The circle's centre is (40, 60) pt = (80, 120) px, radius 25 pt = 50 px; a 4-pt line covers 46…54 px.
        #expect(pixel(canvas, 80 + 50, 120) == [255, 0, 0, 255])
        #expect(pixel(canvas, 80 + 47, 120) == [255, 0, 0, 255])
        #expect(pixel(canvas, 80 + 52, 120) == [255, 0, 0, 255])   // outside the 50-pt frame: half the line is
        #expect(pixel(canvas, 80 + 56, 120) == [255, 255, 255, 255])
        #expect(pixel(canvas, 80 + 43, 120) == [255, 255, 255, 255])
        #expect(pixel(canvas, 80, 120) == [255, 255, 255, 255])     // not filled
    }

    @Test func aStrokeBorderLiesInsideTheFrame() throws {
        let scene = try Self.renderer.loadScene(json: Array(Self.scene.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let canvas = try Self.renderer.render(scene)
        // Frame x 75…125 pt = 150…250 px; a 6-pt border covers 150…162 px on the left, in the foreground style.
        #expect(pixel(canvas, 149, 120) == [255, 255, 255, 255])
        #expect(pixel(canvas, 150, 120) == [0, 0, 255, 255])
        #expect(pixel(canvas, 161, 120) == [0, 0, 255, 255])
        #expect(pixel(canvas, 162, 120) == [255, 255, 255, 255])
        #expect(pixel(canvas, 249, 120) == [0, 0, 255, 255])
        #expect(pixel(canvas, 250, 120) == [255, 255, 255, 255])
        // Top edge: y 35 pt = 70 px, 12 px deep.
        #expect(pixel(canvas, 200, 70) == [0, 0, 255, 255])
        #expect(pixel(canvas, 200, 81) == [0, 0, 255, 255])
        #expect(pixel(canvas, 200, 82) == [255, 255, 255, 255])
    }

    @Test func aStrokeWithoutArgumentsIsOnePointInThePrimaryColour() throws {
        let scene = try Self.renderer.loadScene(json: Array(Self.scene.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let canvas = try Self.renderer.render(scene)
        // The capsule: frame x 135…185, y 45…75 pt; its top edge at y = 90 px, the 1-pt line over rows 89…90.
        #expect(pixel(canvas, 320, 89) == [0, 0, 0, 255])
        #expect(pixel(canvas, 320, 90) == [0, 0, 0, 255])
        #expect(pixel(canvas, 320, 88) == [255, 255, 255, 255])
        #expect(pixel(canvas, 320, 91) == [255, 255, 255, 255])
    }

    @Test func aZeroWidthStrokeDrawsNothing() throws {
        let json = #"{"device": {"width": 40, "height": 40, "scale": 1}, "body": {"Rectangle": {"stroke": {"lineWidth": 0}}}}"#
        let canvas = try Self.renderer.render(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        for y in 0..<40 { for x in 0..<40 { #expect(pixel(canvas, x, y) == [255, 255, 255, 255]) } }
    }

    @Test func aHugeStrokeCoversTheScreenWithoutTrouble() throws {
        let json = ##"{"device": {"width": 40, "height": 40, "scale": 4}, "body": {"Circle": {"stroke": {"lineWidth": 1000000, "style": "#00FF00"}}}}"##
        let canvas = try Self.renderer.render(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        #expect(pixel(canvas, 0, 0) == [0, 255, 0, 255])
        #expect(pixel(canvas, 159, 159) == [0, 255, 0, 255])
    }
}
