import Foundation
import LoupeRaster
import LoupeRender
import Testing

/// The symbol font is shipped and drawn: the stand-in glyphs' shapes are Material Icons' 24-unit designs, so where
/// ink falls inside the symbol's square is known from the icon's outline.
@Suite struct SymbolPixelTests {
    static let renderer = try! LoupeRenderer()

    /// Renders one 100-pt symbol alone and returns the canvas and its square in pixels.
    func symbol(_ name: String) throws -> (Canvas, (x: Double, y: Double, side: Double)) {
        let json = #"{"body": {"Image": {"systemName": "\#(name)"}, "id": "s", "modifiers": [{"font": {"size": 100}}]}}"#
        let scene = try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let frame = try #require(Self.renderer.layOut(scene).layout.node(id: "s")).frame
        return (try Self.renderer.render(scene), (frame.minX * 3, frame.minY * 3, frame.width * 3))
    }

    /// Whether the pixel at (u, v) of the 24-unit icon grid is dark.
    func inked(_ canvas: Canvas, _ square: (x: Double, y: Double, side: Double), _ u: Double, _ v: Double) -> Bool {
        canvas.pixel(x: Int(square.x + square.side * u / 24), y: Int(square.y + square.side * v / 24)).red < 64
    }

    @Test func theNeutralGlyphIsAnOutlinedSquare() throws {
        let (canvas, square) = try symbol("no.such.symbol")
        // check_box_outline_blank: a square outline whose stroke runs from 3 to 5 units in from each side.
        #expect(inked(canvas, square, 4, 12) && inked(canvas, square, 20, 12) && inked(canvas, square, 12, 4))
        #expect(!inked(canvas, square, 12, 12) && !inked(canvas, square, 1, 12))
    }

    @Test func aFilledSymbolIsInkedAtItsCentre() throws {
        let (canvas, square) = try symbol("heart.fill")
        // favorite: a filled heart over the middle of the grid; the corners are empty.
        #expect(inked(canvas, square, 12, 12))
        #expect(!inked(canvas, square, 1, 1) && !inked(canvas, square, 23, 23))
    }
}
