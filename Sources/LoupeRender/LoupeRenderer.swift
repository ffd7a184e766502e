import Foundation
import LoupeCore
import LoupeDisplayList
import LoupeExamples
import LoupeLayout
import LoupeOverlays
import LoupePNG
import LoupeRaster
import LoupeScene
import LoupeText

/// The library's entry point: loads scenes, lays them out, replays their interactions, and draws them to a
/// canvas, PNG bytes or a `layout` report.
///
/// ```swift
/// let renderer = try LoupeRenderer()
/// let scene = try renderer.loadScene(at: URL(fileURLWithPath: "scene.json"))
/// let png = try renderer.pngData(for: scene)
/// let report = try renderer.layoutReport(for: scene)
/// ```
///
/// A renderer holds the fonts and the glyph cache; reuse one for many scenes. It is safe to share across threads.
public final class LoupeRenderer: Sendable {
    /// The largest scene file read, in bytes.
    public static let maximumSceneFileSize = 8 * 1024 * 1024

    let library: FontLibrary
    let measurer: TextMeasurer
    let glyphs: GlyphRasterizer

    /// Loads the shipped fonts.
    public init() throws(LoupeRenderError) {
        do {
            library = try FontLibrary()
        } catch {
            throw .io("cannot load the bundled fonts: \(error)")
        }
        measurer = TextMeasurer(library: library)
        glyphs = GlyphRasterizer(library: library)
    }

    // MARK: - Loading

    /// Reads and decodes a scene file, then applies `overrides`.
    public func loadScene(at url: URL, overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        let bytes: [UInt8]
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes[.size] as? Int, size > Self.maximumSceneFileSize {
                throw LoupeRenderError.badInput("\(url.path): the scene is \(size) bytes; the limit is \(Self.maximumSceneFileSize)")
            }
            bytes = [UInt8](try Data(contentsOf: url))
        } catch let error as LoupeRenderError {
            throw error
        } catch {
            throw .io("cannot read scene \(url.path): \(Self.reason(error))")
        }
        return try loadScene(json: bytes, fileName: url.path, baseDirectory: url.deletingLastPathComponent(),
                             overrides: overrides)
    }

    /// Decodes a scene from JSON bytes; relative paths in it resolve against `baseDirectory`.
    public func loadScene(json bytes: [UInt8], fileName: String = "scene.json", baseDirectory: URL,
                          overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        let document: SceneDocument
        do {
            document = try SceneDecoding.decode(bytes, fileName: fileName)
        } catch {
            throw .badInput(error.description)
        }
        var name = (fileName as NSString).lastPathComponent
        if name.hasSuffix(".json") { name.removeLast(5) }
        return LoadedScene(document: try apply(overrides, to: document), baseDirectory: baseDirectory, name: name)
    }

    /// One of the example scenes bundled with the library (see ``BundledExamples``).
    public func loadBundledExample(named name: String, overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        guard let url = BundledExamples.url(named: name) else {
            throw .usage("no bundled example named \"\(name)\"; the examples are \(BundledExamples.names.joined(separator: ", "))")
        }
        return try loadScene(at: url, overrides: overrides)
    }

    private func apply(_ overrides: RenderOverrides, to document: SceneDocument) throws(LoupeRenderError) -> SceneDocument {
        let result = try overrides.apply(to: document)
        do {
            try SceneDecoding.checkDevice(result.device)
        } catch {
            throw .usage(error.description)
        }
        return result
    }

    // MARK: - Layout

    /// Lays the scene out and replays its interactions: everything but the pixels.
    public func layOut(_ scene: LoadedScene) -> LaidOutScene {
        let document = scene.document
        let layout = LayoutEngine(device: document.device, colorScheme: document.colorScheme, measurer: measurer)
            .layout(document.body)
        let replay = InteractionReplay(layout: layout, document: document)
        let painter = ScenePainter(layout: layout, colorScheme: document.colorScheme, text: measurer,
                                   manualOffsets: replay.manualOffsets)
        return LaidOutScene(scene: scene, layout: layout, painter: painter, store: replay.store)
    }

    /// The `layout` report: every view's frames and insets, and what the guides show.
    public func layoutReport(for scene: LoadedScene) -> JSONValue {
        let laid = layOut(scene)
        return LayoutReport.make(document: scene.document, layout: laid.layout, guides: laid.guides)
    }

    // MARK: - Pixels

    /// Draws the scene into a premultiplied RGBA8 canvas of the device's pixel size.
    public func render(_ scene: LoadedScene) throws(LoupeRenderError) -> Canvas {
        let laid = layOut(scene)
        let device = scene.document.device
        var canvas = try background(for: scene)
        var context = RasterContext(canvas: canvas)
        let rasterizer = DisplayListRasterizer(scale: device.scale, glyphs: glyphs, library: library, measurer: measurer)
        do {
            try rasterizer.replay(laid.displayList, into: &context)
        } catch {
            throw .badInput("cannot draw the scene: \(error)")
        }
        canvas = context.canvas
        return canvas
    }

    /// The scene as PNG bytes.
    public func pngData(for scene: LoadedScene) throws(LoupeRenderError) -> [UInt8] {
        let canvas = try render(scene)
        do {
            return try PNGCodec.encode(rgba: canvas.unpremultipliedRGBA(), width: canvas.width, height: canvas.height)
        } catch {
            throw .io(error.description)
        }
    }

    /// Writes `bytes` through a temporary file renamed into place, so a failure leaves no partial file.
    public func writeAtomically(_ bytes: [UInt8], to url: URL) throws(LoupeRenderError) {
        do {
            try PNGFile.writeAtomically(bytes, toPath: url.path)
        } catch {
            throw .io(error.description)
        }
    }

    /// The canvas before the views: the scene's background colour, or its background image.
    private func background(for scene: LoadedScene) throws(LoupeRenderError) -> Canvas {
        let device = scene.document.device
        let width = device.pixelWidth, height = device.pixelHeight
        switch scene.document.background {
        case .color(let value):
            var color = RasterColor.white
            if case .solid(let c) = resolve(value, scheme: scene.document.colorScheme) {
                color = RasterColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            }
            do {
                var canvas = try Canvas(width: width, height: height, color: .clear)
                var context = RasterContext(canvas: canvas)
                context.fillRect(PixelRect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                 paint: paint(for: value, scheme: scene.document.colorScheme, width: width, height: height, fallback: color))
                canvas = context.canvas
                return canvas
            } catch {
                throw .badInput("device: cannot make a \(width)×\(height) canvas: \(error)")
            }
        case .image(let path):
            let url = URL(fileURLWithPath: path, relativeTo: scene.baseDirectory)
            let image: PNGImage
            do {
                image = try PNGFile.readImage(atPath: url.path)
            } catch {
                throw error.kind == .fileSystem ? .io("background.image: \(error.description)")
                                                : .badInput("background.image: \(error.description)")
            }
            guard image.width == width, image.height == height else {
                throw .badInput("background.image: \(path) is \(image.width)×\(image.height) pixels; the output is \(width)×\(height)")
            }
            do {
                return try Canvas(straightRGBA: image.rgba, width: width, height: height)
            } catch {
                throw .badInput("background.image: \(error)")
            }
        }
    }

    private func paint(for value: ColorValue, scheme: ColorScheme, width: Int, height: Int, fallback: RasterColor) -> Paint {
        guard case .linearGradient(let gradient) = resolve(value, scheme: scheme) else { return .solid(fallback) }
        let w = Double(width), h = Double(height)
        return .linearGradient(LinearGradient(
            start: PixelPoint(x: gradient.startPoint.x * w, y: gradient.startPoint.y * h),
            end: PixelPoint(x: gradient.endPoint.x * w, y: gradient.endPoint.y * h),
            stops: gradient.stops.map {
                PixelGradientStop(offset: $0.location,
                                         color: RasterColor(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.alpha))
            }))
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
