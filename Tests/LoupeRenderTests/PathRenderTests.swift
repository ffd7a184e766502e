import Foundation
import LoupeRaster
import LoupeRender
import LoupeScene
import Testing

/// `Path` shapes filled and stroked, in pixels worked out from the frames.
@Suite struct PathRenderTests {
    static let renderer = try! LoupeRenderer(threads: 1)

    /// A 200×120 pt screen at @2x; a 100×100 frame centred: x 50…150 pt, y 10…110 pt. The path is a triangle with its
    /// apex at the top middle and its base on the frame's bottom edge, its points as fractions of the frame.
    static func scene(_ paint: String) -> String {
        ##"""
        {"device": {"width": 200, "height": 120, "scale": 2}, "body": {"Path": {"elements": [
          ["move", {"width": 0.5}, 0], ["line", {"width": 1}, {"height": 1}], ["line", 0, {"height": 1}], ["closeSubpath"]]
          PAINT}, "modifiers": [{"frame": {"width": 100, "height": 100}}, {"foregroundStyle": "#FF0000"}]}}
        """##.replacingOccurrences(of: "PAINT", with: paint)
    }

    func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
        let p = canvas.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func aFilledPathCoversItsInsideOnly() throws {
        let canvas = try Self.renderer.render(try Self.renderer.loadScene(json: Array(Self.scene("").utf8),
                                                                          baseDirectory: URL(fileURLWithPath: "/tmp")))
        // Centre of the base's row, just above it: (100, 105) pt = (200, 210) px.
        #expect(pixel(canvas, 200, 210) == [255, 0, 0, 255])
        // Half way down (y 60 pt) the triangle is 50 pt wide: x 75…125 pt = 150…250 px.
        #expect(pixel(canvas, 152, 120) == [255, 0, 0, 255])
        #expect(pixel(canvas, 147, 120) == [255, 255, 255, 255])
        #expect(pixel(canvas, 253, 120) == [255, 255, 255, 255])
        // The frame's top corners are outside the triangle.
        #expect(pixel(canvas, 102, 22) == [255, 255, 255, 255])
    }

    /// A 4-pt stroke is centred on the outline: along the base (y 110 pt = 220 px) it covers 216…224 px.
    @Test func aStrokedPathIsCentredOnItsOutline() throws {
        let canvas = try Self.renderer.render(try Self.renderer.loadScene(
            json: Array(Self.scene(#", "stroke": {"lineWidth": 4}"#).utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        #expect(pixel(canvas, 200, 217) == [255, 0, 0, 255])
        #expect(pixel(canvas, 200, 223) == [255, 0, 0, 255])
        #expect(pixel(canvas, 200, 214) == [255, 255, 255, 255])
        #expect(pixel(canvas, 200, 226) == [255, 255, 255, 255])
        // Not filled inside.
        #expect(pixel(canvas, 200, 180) == [255, 255, 255, 255])
    }

    @Test func aPathOfTooManyElementsIsRefusedWhereItIsWritten() {
        let elements = Array(repeating: #"["line", 1, 1]"#, count: PathShape.maximumElements + 1).joined(separator: ",")
        let json = #"{"body": {"Path": {"elements": [\#(elements)]}}}"#
        #expect(throws: SceneError.self) { try SceneDecoding.decode(json) }
        #expect(throws: SceneError.self) { try SceneDecoding.decode(#"{"body": {"Path": {"elements": [["arc", 1, 1]]}}}"#) }
        #expect(throws: SceneError.self) { try SceneDecoding.decode(#"{"body": {"Path": {"elements": [["line", 1]]}}}"#) }
    }
}
