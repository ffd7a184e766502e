import Foundation
import LoupePNG
import LoupeRaster
import LoupeRender
import Testing

/// An asset picture with a PNG file is drawn from it, scaled to its frame with bilinear sampling.
@Suite struct PictureTests {
    static let renderer = try! LoupeRenderer()

    /// A 2 × 2 PNG: red, green / blue, white, in a fresh folder.
    func folderWithPicture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let png = try rgba.withUnsafeBufferPointer { try PNGCodec.encode(rgba: $0, width: 2, height: 2) }
        try Data(png).write(to: folder.appendingPathComponent("p.png"))
        return folder
    }

    @Test func theFileIsScaledIntoTheFrame() throws {
        let folder = try folderWithPicture()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Resized to 100 × 100 at (0, 0) on a 100-pixel device at scale 1: each texel's centre maps to (25, 25),
        // (75, 25), (25, 75), (75, 75); outside those, the edge texels repeat; in the middle, all four blend.
        let json = """
            {"device": {"width": 100, "height": 100, "scale": 1},
             "body": {"Image": {"name": "p", "file": "p.png", "resizable": true}}}
            """
        let scene = try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: folder)
        let canvas = try Self.renderer.render(scene)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = canvas.pixel(x: x, y: y); return [p.red, p.green, p.blue] }
        #expect(rgb(0, 0) == [255, 0, 0] && rgb(99, 0) == [0, 255, 0] && rgb(0, 99) == [0, 0, 255] && rgb(99, 99) == [255, 255, 255])
        // Pixel (49, 49) samples at texel (0.49, 0.49): 0.51·0.51 red + 0.49·0.51 green + 0.51·0.49 blue + 0.49·0.49 white.
        let centre = rgb(49, 49)
        #expect(centre == [UInt8((0.51 * 0.51 + 0.49 * 0.49) * 255 + 0.5), UInt8((0.49 * 0.51 + 0.49 * 0.49) * 255 + 0.5),
                           UInt8((0.51 * 0.49 + 0.49 * 0.49) * 255 + 0.5)])
    }

    @Test func anUnreadableFileIsABadInputNamingIt() throws {
        let json = #"{"body": {"Image": {"name": "p", "file": "/nonexistent/p.png", "size": [10, 10]}}}"#
        let scene = try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        #expect { _ = try Self.renderer.render(scene) } throws: { "\($0)".contains("/nonexistent/p.png") }
        #expect { _ = try Self.renderer.layoutReport(for: scene) } throws: { "\($0)".contains("/nonexistent/p.png") }
    }
}
