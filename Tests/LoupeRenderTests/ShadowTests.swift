import Foundation
import LoupeRaster
import LoupeRender
import Testing

/// `shadow(color:radius:x:y:)`: the view's alpha in the shadow's colour, blurred and moved, drawn under it.
@Suite struct ShadowTests {
    static let renderer = try! LoupeRenderer()

    /// A red 40 × 40 square centred on a white 100 × 100 device at scale 1 (pixels 30…70), with `shadow`.
    func render(_ shadow: String) throws -> Canvas {
        let json = """
            {"device": {"width": 100, "height": 100, "scale": 1},
             "body": {"Color": "#FF0000", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"shadow": \(shadow)}]}}
            """
        return try Self.renderer.render(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
    }

    func rgb(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
        let p = canvas.pixel(x: x, y: y)
        return [p.red, p.green, p.blue]
    }

    @Test func anUnblurredShadowIsTheViewMovedInItsColourUnderIt() throws {
        let canvas = try render(##"{"color": "#000000", "radius": 0, "x": 10, "y": 10}"##)
        #expect(rgb(canvas, 50, 50) == [255, 0, 0])       // the square over its shadow
        #expect(rgb(canvas, 75, 75) == [0, 0, 0])         // the shadow alone: 40…80
        #expect(rgb(canvas, 35, 75) == [255, 255, 255])   // below the square, left of the shadow
        // Without a colour, SwiftUI's black at 33 %: 255 × 0.67 = 170.85 → 171.
        let light = try render(#"{"radius": 0, "x": 10, "y": 10}"#)
        #expect(rgb(light, 75, 75) == [171, 171, 171])
    }

    @Test func aBlurredShadowFadesOutWithinThreeStandardDeviations() throws {
        // Radius 8 is a standard deviation of 4 pixels: just outside the square the shadow is partly there; 25 pixels
        // away (over 3σ) nothing is.
        let canvas = try render(##"{"color": "#000000", "radius": 8}"##)
        let edge = rgb(canvas, 71, 50)
        #expect(edge[0] > 0 && edge[0] < 255 && edge[0] == edge[1])
        #expect(rgb(canvas, 95, 50) == [255, 255, 255])
        #expect(rgb(canvas, 50, 50) == [255, 0, 0])
    }

    @Test func theRadiusIsRequiredAndBounded() {
        for shadow in [#"{"x": 2}"#, #"{"radius": -1}"#, #"{"radius": 5000}"#, #"{"radius": 2, "color": "nope"}"#] {
            #expect(throws: (any Error).self) { _ = try render(shadow) }
        }
    }
}
