#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeJSON
import LoupeRender
import LoupeSwiftSource
import Testing

/// An asset catalog's JPEG pictures, drawn from their pixels (libjpeg-turbo) at the size their header gives; a JPEG
/// the app would show otherwise (turned by its Exif orientation) is a stand-in with a warning.
// sdk-usage: Image(_:)
@Suite struct AssetJPEGTests {
    /// An 8 × 8 baseline JPEG of one colour, red 255, green 128, blue 0, written by libjpeg-turbo at quality 100
    /// without chroma subsampling (286 bytes).
    static let swatch: [UInt8] = [
        0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
        0x00, 0x01, 0x00, 0x00, 0xFF, 0xDB, 0x00, 0x43, 0x00, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
        0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
        0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
        0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
        0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0xFF, 0xDB, 0x00, 0x43, 0x01, 0x01, 0x01,
        0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
        0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
        0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
        0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0xFF, 0xC0,
        0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x08, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
        0x01, 0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0xFF, 0xC4, 0x00, 0x14, 0x10, 0x01, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xC4, 0x00,
        0x14, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x0A, 0xFF, 0xC4, 0x00, 0x14, 0x11, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00,
        0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00, 0x5C, 0x0A, 0xB9, 0x28, 0x3F, 0xFF, 0xD9,
    ]

    /// The swatch with an APP1 segment after its start marker saying Exif orientation 6 (turned a quarter).
    static var turnedSwatch: [UInt8] {
        let tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,   // big-endian, IFD0 at 8
                             0x00, 0x01,                                       // one entry
                             0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,   // orientation 6
                             0x00, 0x00, 0x00, 0x00]
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + swatch.dropFirst(2)
    }

    /// A module whose catalog has the set `Swatch` (the JPEG at 2x) and a preview drawing it 100 points square.
    func module(_ jpeg: [UInt8]) throws -> (root: URL, preview: String) {
        let root = try ModuleTests().folder([
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/Swatch.imageset/Contents.json": #"{"images":[{"filename":"swatch.jpg","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#,
            "App/V.swift": #"#Preview { VStack { Image("Swatch"); Image("Swatch").resizable().frame(width: 100, height: 100) } }"#,
        ])
        try Data(jpeg).write(to: root.appendingPathComponent("App/Assets.xcassets/Swatch.imageset/swatch.jpg"))
        return (root, root.appendingPathComponent("App/V.swift").path)
    }

    /// The picture's size is its header's 8 × 8 pixels at 2x: 4 × 4 points; drawn 100 points square, its middle pixel
    /// is the colour encoded, within JPEG's rounding (each channel within 2), opaque.
    @Test func aJPEGIsDrawnFromItsPixels() throws {
        let (root, preview) = try module(Self.swatch)
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(fromFile: preview, module: root.appendingPathComponent("App").path)
        let report = try renderer.layoutReport(for: scene)
        let frames: [[Double]] = (report.member("views")?.arrayValue ?? []).compactMap { view in
            guard view.member("kind")?.stringValue == "Image", let frame = view.member("frame") else { return nil }
            return ["x", "y", "width", "height"].compactMap { frame.member($0)?.doubleValue }
        }
        #expect(frames.first.map { [$0[2], $0[3]] } == [4, 4])
        let big = try #require(frames.last)
        let canvas = try renderer.render(scene)
        let pixel = canvas.pixel(x: Int((big[0] + 50) * 3), y: Int((big[1] + 50) * 3))
        #expect(abs(Int(pixel.red) - 255) <= 2 && abs(Int(pixel.green) - 128) <= 2 && abs(Int(pixel.blue) - 0) <= 2)
        #expect(pixel.alpha == 255)
    }

    /// A JPEG turned by its Exif orientation is drawn as the stand-in, with a warning naming the set; a corrupt one
    /// is a located error when the picture is read, never a crash (libjpeg's own handler would exit the process).
    @Test func turnedAndCorruptJPEGs() throws {
        let (root, preview) = try module(Self.turnedSwatch)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try SwiftSourceFile(contentsOf: preview)
        file.module = SwiftModule(directory: root.appendingPathComponent("App").path, origin: "--module")
        #expect(try file.scene(for: file.preview(matching: nil)).warnings.first?.message
                == "the image set 'Swatch' has no PNG or JPEG this renderer reads (HEIC, PDF and SVG are not decoded): drawn as a stand-in")
        var corrupt = Self.swatch
        for index in 200..<260 { corrupt[index] = 0xFF }
        let (brokenRoot, brokenPreview) = try module(corrupt)
        defer { try? FileManager.default.removeItem(at: brokenRoot) }
        let renderer = try LoupeRenderer(threads: 1)
        #expect(throws: LoupeRenderError.self) {
            _ = try renderer.render(try renderer.loadSwiftPreview(fromFile: brokenPreview, module: brokenRoot.appendingPathComponent("App").path))
        }
    }
}
