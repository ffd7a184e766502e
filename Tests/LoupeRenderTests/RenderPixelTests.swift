import Foundation
import LoupeRaster
import LoupeRender
import Testing

@Suite struct RenderPixelTests {
    static let renderer = try! LoupeRenderer()

    func render(_ json: String) throws -> Canvas {
        let scene = try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        return try Self.renderer.render(scene)
    }

    /// The straight RGBA of the pixel under the point (x, y) in points at @3x.
    func probe(_ canvas: Canvas, _ x: Double, _ y: Double, scale: Double = 3) -> [UInt8] {
        let p = canvas.pixel(x: Int(x * scale), y: Int(y * scale))
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func guideFillBorderAndBackground() throws {
        let canvas = try render(##"{"body": {"VisualLayoutGuide": "A", "modifiers": [{"foregroundStyle": "#FF0000"}]}}"##)
        #expect(canvas.width == 1179 && canvas.height == 2556)
        // Above the safe area: the white background.
        #expect(probe(canvas, 100, 30) == [255, 255, 255, 255])
        // The 3-pt border inside the guide's frame (y 59…818): opaque red.
        #expect(probe(canvas, 1, 200) == [255, 0, 0, 255])
        #expect(probe(canvas, 2.9, 200) == [255, 0, 0, 255])
        #expect(probe(canvas, 200, 59.1) == [255, 0, 0, 255])
        // Just inside the border: 20 % red over white = 255, 204, 204.
        #expect(probe(canvas, 3.1, 200) == [255, 204, 204, 255])
        #expect(probe(canvas, 100, 300) == [255, 204, 204, 255])
    }

    @Test func aTextCutByItsHeightDrawsOnlyTheLinesItWasMeasuredWith() throws {
        let json = #"{"body": {"id": "t", "Text": "after (0.0, 12.0)", "modifiers": [{"frame": {"width": 100, "height": 25}}]}}"#
        let scene = try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let text = try #require(Self.renderer.layOut(scene).layout.node(id: "t"))
        // One line fits in 25 pt: the layout measures one line, truncated.
        #expect(text.frame.height < 25)
        let canvas = try Self.renderer.render(scene)
        // No ink below the measured line, where a second line would be drawn.
        var inkBelow = 0
        for y in Int((text.frame.maxY + 1) * 3)..<Int((text.frame.maxY + 25) * 3) {
            for x in Int(text.frame.minX * 3)..<Int(text.frame.maxX * 3) where canvas.pixel(x: x, y: y).red < 200 {
                inkBelow += 1
            }
        }
        #expect(inkBelow == 0)
        // The line itself is drawn.
        var inkOnLine = 0
        for y in Int(text.frame.minY * 3)..<Int(text.frame.maxY * 3) {
            for x in Int(text.frame.minX * 3)..<Int(text.frame.maxX * 3) where canvas.pixel(x: x, y: y).red < 100 {
                inkOnLine += 1
            }
        }
        #expect(inkOnLine > 100)
    }

    @Test func darkSchemePrimaryIsWhite() throws {
        let canvas = try render(##"{"colorScheme": "dark", "body": {"VisualLayoutGuide": {}}}"##)
        // Black background, white border, 20 % white fill = 51.
        #expect(probe(canvas, 100, 30) == [0, 0, 0, 255])
        #expect(probe(canvas, 1, 200) == [255, 255, 255, 255])
        #expect(probe(canvas, 100, 300) == [51, 51, 51, 255])
    }

    @Test func infoBoxMaterialAndReadoutBars() throws {
        let canvas = try render(##"{"body": {"VisualLayoutGuide": "A", "modifiers": [{"foregroundStyle": "#0000FF"}]}}"##)
        // Box at (131.5, 373.5, 130, 130); insets 59/0/34/0 → content region x 139.5…253.5, y 393.3…488.7.
        // Height bar: 2 pt at the region's leading edge, opaque blue.
        #expect(probe(canvas, 140.5, 440) == [0, 0, 255, 255])
        // Width bar: 2 pt at the region's bottom edge.
        #expect(probe(canvas, 200, 487.7) == [0, 0, 255, 255])
        // The material over a 20 % blue fill on white: white at 70 % lifts it to 255·0.7 + 204·0.3 ≈ 240.
        let inside = probe(canvas, 230, 460)
        #expect(inside[2] == 255)
        #expect((236...244).contains(Int(inside[0])))
        // The top inset bar (11.8 pt at 30 % blue) is darker than the material below it.
        let bar = probe(canvas, 135, 378)
        #expect(bar[0] < inside[0])
    }

    @Test func colorViewsAndShapes() throws {
        let canvas = try render("""
            {"body": {"ZStack": {"content": [
              {"Color": "#00FF00"},
              {"Circle": {}, "modifiers": [{"frame": {"width": 100, "height": 100}}, {"foregroundStyle": "#0000FF"}]}
            ]}}}
            """)
        // Circle centred at (196.5, 438.5) with radius 50.
        #expect(probe(canvas, 196.5, 438.5) == [0, 0, 255, 255])
        #expect(probe(canvas, 150, 395) == [0, 255, 0, 255])
        #expect(probe(canvas, 100, 100) == [0, 255, 0, 255])
    }

    @Test func backgroundStyleExtendsIntoTheSafeArea() throws {
        let canvas = try render(##"{"body": {"Color": "clear", "modifiers": [{"background": "#FF00FF"}]}}"##)
        #expect(probe(canvas, 10, 5) == [255, 0, 255, 255])
        #expect(probe(canvas, 10, 850) == [255, 0, 255, 255])
    }

    @Test func overridesChangeDeviceScaleAndScheme() throws {
        let scene = try Self.renderer.loadBundledExample(
            named: "basic-usage", overrides: RenderOverrides(device: "iPhone SE (3rd generation)", scale: 1, colorScheme: .dark))
        let canvas = try Self.renderer.render(scene)
        #expect(canvas.width == 375 && canvas.height == 667)
        #expect(throws: LoupeRenderError.self) {
            try Self.renderer.loadBundledExample(named: "basic-usage", overrides: RenderOverrides(scale: 5))
        }
    }

    @Test func colorSchemeOverrideChangesTheDefaultBackground() throws {
        let scene = try Self.renderer.loadScene(json: Array(#"{"body": {"VisualLayoutGuide": {}}}"#.utf8),
                                                baseDirectory: URL(fileURLWithPath: "/tmp"),
                                                overrides: RenderOverrides(colorScheme: .dark))
        let canvas = try Self.renderer.render(scene)
        #expect(probe(canvas, 100, 30) == [0, 0, 0, 255])
        #expect(probe(canvas, 1, 200) == [255, 255, 255, 255])
    }
}
