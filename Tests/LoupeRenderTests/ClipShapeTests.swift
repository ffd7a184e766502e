import Foundation
import LoupeRaster
import LoupeRender
import LoupeScene
import Testing

/// `clipShape(_:)` and `cornerRadius(_:)`: the view drawn inside the shape only, anti-aliased at its edge.
@Suite struct ClipShapeTests {
    static let renderer = try! LoupeRenderer()

    /// A 100 × 100 red square at (0, 0) of a 100 × 100 device at scale 1, with `modifier` after its frame.
    func render(_ modifier: String) throws -> Canvas {
        let json = """
            {"device": {"width": 100, "height": 100, "scale": 1},
             "body": {"Color": "#FF0000", "modifiers": [{"frame": {"width": 100, "height": 100}}, \(modifier)]}}
            """
        return try Self.renderer.render(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
    }

    func red(_ canvas: Canvas, _ x: Int, _ y: Int) -> Bool {
        let p = canvas.pixel(x: x, y: y)
        return p.red == 255 && p.green == 0 && p.blue == 0
    }

    func white(_ canvas: Canvas, _ x: Int, _ y: Int) -> Bool {
        let p = canvas.pixel(x: x, y: y)
        return p.red == 255 && p.green == 255 && p.blue == 255
    }

    @Test func aCircleKeepsTheInscribedDiscOnly() throws {
        let canvas = try render(#"{"clipShape": {"Circle": {}}}"#)
        // Inside the radius-50 disc centred at (50, 50): red; the corners, outside it: the white background.
        #expect(red(canvas, 50, 50) && red(canvas, 50, 2) && red(canvas, 2, 50))
        #expect(white(canvas, 0, 0) && white(canvas, 99, 99) && white(canvas, 10, 10))
        // The pixel straddling the edge at (14, 14)–(15, 15) (its corner 35.4 from the centre … 36.8) is partly covered.
        let edge = canvas.pixel(x: 14, y: 14)
        #expect(edge.red == 255 && edge.green > 0 && edge.green < 255)
    }

    @Test func aCornerRadiusRoundsOnlyTheCorners() throws {
        let canvas = try render(#"{"cornerRadius": 20}"#)
        // The corner pixel lies outside the 20-pt arc; 20 in from an edge, along the side, is inside.
        #expect(white(canvas, 0, 0) && white(canvas, 99, 0) && white(canvas, 2, 2))
        #expect(red(canvas, 20, 0) && red(canvas, 0, 20) && red(canvas, 50, 50) && red(canvas, 99, 50))
    }

    @Test func onlyAPlainShapeClips() {
        for modifier in [#"{"clipShape": {"Text": "x"}}"#, #"{"clipShape": {"Circle": {}, "modifiers": [{"opacity": 0.5}]}}"#,
                         #"{"cornerRadius": -1}"#] {
            #expect(throws: (any Error).self) { _ = try render(modifier) }
        }
    }
}
