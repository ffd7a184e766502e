import Foundation
import LoupePNG
import Testing
@testable import LoupeRender

/// The display list is everything drawn: the background is its first command, and a command the rasterizer cannot
/// draw exactly is refused.
@Suite struct DisplayListRasterTests {
    static let renderer = try! LoupeRenderer()

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aColourBackgroundIsTheFirstCommand() throws {
        let scene = try Self.renderer.loadScene(
            json: Array(##"{"device": {"width": 20, "height": 10, "scale": 2}, "background": "#FF00FF", "body": {"Color": "clear"}}"##.utf8),
            baseDirectory: URL(fileURLWithPath: "/tmp"))
        let lines = Self.renderer.layOut(scene).displayList.textForm.split(separator: "\n")
        #expect(lines[1] == "fill rect 0,0 20×10 solid #FF00FF")
        // Magenta everywhere the clear body leaves it: premultiplied (255, 0, 255, 255).
        let canvas = try Self.renderer.render(scene)
        #expect(canvas.pixel(x: 0, y: 0) == canvas.pixel(x: 39, y: 19))
    }

    // A 2 × 2 image at scale 1, its pixels premultiplied as they are drawn: c·a/255 rounded, so half-transparent
    // green (0, 255, 0, 128) becomes (0, 128, 0, 128) and a fully transparent pixel (0, 0, 255, 0) becomes 0.
    @Test func anImageBackgroundIsDrawnPixelForPixel() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 255]
        try Data(PNGCodec.encode(rgba: rgba, width: 2, height: 2)).write(to: dir.appendingPathComponent("bg.png"))
        let scene = try Self.renderer.loadScene(
            json: Array(#"{"device": {"width": 2, "height": 2, "scale": 1}, "background": {"image": "bg.png"}, "body": {"Color": "clear"}}"#.utf8),
            baseDirectory: dir)
        let lines = Self.renderer.layOut(scene).displayList.textForm.split(separator: "\n")
        #expect(lines[1] == "image \"\(dir.appendingPathComponent("bg.png").path)\" at 0,0")
        let canvas = try Self.renderer.render(scene)
        #expect(canvas.pixel(x: 0, y: 0) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 1, y: 0) == PremultipliedPixel(red: 0, green: 128, blue: 0, alpha: 128))
        #expect(canvas.pixel(x: 0, y: 1) == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(canvas.pixel(x: 1, y: 1) == PremultipliedPixel(red: 10, green: 20, blue: 30, alpha: 255))
    }

    @Test func shapesThatCannotBeStrokedExactlyAreRefused() throws {
        let device = try #require(Device.preset(named: "iPhone 15"))
        var context = RasterContext(canvas: try Canvas(width: 30, height: 30))
        for (command, text) in [
            (DisplayCommand.stroke(.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8)]), lineWidth: 1,
                                   .solid(.black)),
             "cannot draw a stroke over polygon 0,0 10,0 5,8: only rects, rounded rects and circles are drawn exactly"),
            (DisplayCommand.material(.ellipse(Rect(x: 0, y: 0, width: 20, height: 10)), .thinLight),
             "cannot draw a material over ellipse 0,0 20×10: only rects, rounded rects and circles are drawn exactly"),
        ] {
            var list = DisplayList(size: Size(width: 10, height: 10))
            list.append(command)
            let error = #expect(throws: DisplayListError.self) {
                try Self.renderer.pipeline.rasterizer(for: device).replay(list, into: &context)
            }
            #expect(error?.description == text)
        }
    }
}

/// The renderer sets every text run into glyphs once, before drawing.
@Suite struct GlyphRunTests {
    // JetBrains Mono has 1000 units per em and advances every glyph 600 units: at 10 pt and scale 3 (30 px) that is
    // 0.6 × 30 px = 18 px = 1152/64 px per glyph, with no kerning between monospaced glyphs.
    @Test func monospacedReadoutsAdvanceEighteenPixelsAGlyph() throws {
        let renderer = DisplayListRasterTests.renderer
        let laid = renderer.layOut(try renderer.loadBundledExample(named: "basic-usage"))
        let runs = try renderer.displayList(for: laid).commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        #expect(!runs.isEmpty && runs.allSatisfy { $0.glyphs?.scale == 3 })
        let readout = try #require(runs.first { $0.string == "x393" })
        #expect(readout.glyphs?.size26Dot6 == Int32(30 * 64))  // Int32 on both sides: an Int literal against Int32? misreads memory in #expect (Swift 6.3)
        #expect(readout.glyphs?.glyphs.map(\.pen26Dot6) == [0, 1152, 2304, 3456])
        // The layout's own list leaves runs unset: setting glyphs is the renderer's one step before drawing.
        #expect(laid.displayList.commands.allSatisfy { if case .text(let run) = $0 { run.glyphs == nil } else { true } })
    }
}
