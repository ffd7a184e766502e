#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeCore
import LoupeDisplayList
import LoupeExamples
import LoupeLayout
import LoupeOverlays
import LoupePNG
import LoupeRaster
import LoupeScene
import LoupeText
import LoupeJSON

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

    /// The stages from a loaded scene to PNG bytes.
    let pipeline: RenderPipeline
    /// Which of those stages overlap on which threads.
    let scheduler: PictureScheduler
    var measurer: TextMeasurer { pipeline.measurer }
    /// How many threads one picture's work may use: the display list drawn in bands of rows, materials, the
    /// canvas's clearing and the PNG encoding's ranges. The output is the same bytes whatever the number.
    public var threads: Int { pipeline.threads }

    /// Loads the shipped fonts.
    ///
    /// - Parameter threads: How many threads one picture's work may use; by default the number of cores. Give 1
    ///   when rendering many scenes at once (as `check --jobs` does) so the threads do not compete.
    public init(threads: Int? = nil) throws(LoupeRenderError) {
        let threads = max(threads ?? ProcessInfo.processInfo.activeProcessorCount, 1)
        scheduler = PictureScheduler(threads: threads)
        do {
            pipeline = RenderPipeline(library: try FontLibrary(), threads: threads)
        } catch {
            throw .io("cannot load the bundled fonts: \(error)")
        }
    }

    // MARK: - Loading

    /// Reads and decodes a scene file, then applies `overrides`.
    public func loadScene(at url: URL, overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        let bytes: [UInt8]
        if FileKind(atPath: url.path) == .directory {
            throw .io("cannot read scene \(url.path): it is a directory")
        }
        do {
            // The size is checked on the open file before anything is read (asking FileManager for the file's
            // attributes instead also looked up its owner's user and group names, on every render).
            bytes = try WholeFile.read(atPath: url.path, maxByteCount: Self.maximumSceneFileSize)
        } catch {
            if error.kind == .tooLarge { throw .badInput(error.message) }
            throw .io("cannot read scene \(url.path): \(error.reason ?? error.message)")
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
            // A syntax error already names the file (`scene.json:3:14: …`); a value error names it too.
            throw .badInput(error.path.hasPrefix(fileName) ? error.description : "\(fileName): \(error.description)")
        }
        var name = fileName.split(separator: "/").last.map(String.init) ?? fileName
        if name.hasSuffix(".json") { name.removeLast(5) }
        try openFontFiles(of: document, sceneName: fileName)
        return LoadedScene(document: try apply(overrides, to: document), baseDirectory: baseDirectory, name: name)
    }

    /// A scene already decoded (built in code, or by a front end such as `LoupeSwiftFrontEnd`), with `overrides` laid
    /// over it as for a file.
    public func loadScene(document: SceneDocument, name: String, baseDirectory: URL,
                          overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        try openFontFiles(of: document, sceneName: name)
        return LoadedScene(document: try apply(overrides, to: document), baseDirectory: baseDirectory, name: name)
    }

    /// Opens the font files the scene's fonts name, so that laying it out can measure its text in them.
    private func openFontFiles(of document: SceneDocument, sceneName: String) throws(LoupeRenderError) {
        for path in document.fontFiles.sorted() {
            do {
                try pipeline.library.registerFontFile(path: path)
            } catch {
                throw .badInput("\(sceneName): the font file \(path) could not be opened (\(error))")
            }
        }
    }

    /// One of the example scenes bundled with the library (see `BundledExamples`).
    public func loadBundledExample(named name: String, overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        guard let url = BundledExamples.url(named: name) else {
            throw .usage("no bundled example named \"\(name)\"; the examples are \(BundledExamples.names.joined(separator: ", "))")
        }
        return try loadScene(at: url, overrides: overrides)
    }

    private func apply(_ overrides: RenderOverrides, to document: SceneDocument) throws(LoupeRenderError) -> SceneDocument {
        var result = try overrides.apply(to: document)
        if result.sizing == .sizeThatFits {
            // The picture is the body at the size it takes on the device's screen, with no screen around it.
            let engine = LayoutEngine(device: result.device, colorScheme: result.colorScheme,
                                      dynamicTypeSize: result.dynamicTypeSize, layoutDirection: result.layoutDirection,
                                      measurer: measurer)
            let size = engine.sizeThatFits(result.body)
            result.device = Device(size: size, scale: result.device.scale, family: result.device.family)
            result.sizing = .device
        }
        do {
            try SceneDecoding.checkDevice(result.device)
        } catch {
            throw .usage(error.description)
        }
        return result
    }

    // MARK: - Layout

    /// Lays the scene out and replays its interactions: everything but the pixels.
    ///
    /// A stored GridDragView arrangement that is not usable is ignored here; ``render(_:)-(LaidOutScene)`` and
    /// ``layoutReport(for:)-(LaidOutScene)`` report it as an error.
    public func layOut(_ scene: LoadedScene) -> LaidOutScene {
        scheduler.wakeForNextPicture()
        return pipeline.layOut(scene)
    }

    /// The scene before any interaction, then after each interaction event in order (each drag delivers `steps`
    /// change events and, when released, an end event): what `--frames` draws. Holds every moment in memory; a long
    /// replay is better walked with ``forEachMoment(of:_:)``.
    public func layOutEveryEvent(_ scene: LoadedScene) -> [LaidOutScene] {
        var moments: [LaidOutScene] = []
        forEachMoment(of: scene) { moments.append($0) }
        return moments
    }

    /// Calls `body` with the scene before any interaction, then after each interaction event in order, one moment
    /// at a time; only the last shows the scene's drops.
    public func forEachMoment(of scene: LoadedScene, _ body: (LaidOutScene) -> Void) {
        scheduler.wakeForNextPicture()
        pipeline.forEachMoment(of: scene, body)
    }

    /// How many moments ``forEachMoment(of:_:)`` gives at most: one before any event, then one per event (a drag
    /// or reset whose target is not laid out gives none).
    public func momentCount(of scene: LoadedScene) -> Int {
        InteractionReplay.momentCount(of: scene.document)
    }

    /// The `layout` report: every view's frames and insets, and what the guides show.
    ///
    /// It checks the background image as `render` would, so both fail alike on the same scene.
    public func layoutReport(for scene: LoadedScene) throws(LoupeRenderError) -> JSONValue {
        try layoutReport(for: layOut(scene))
    }

    /// The `layout` report of a scene already laid out (its interactions replayed once for both the report and,
    /// say, the store they leave).
    public func layoutReport(for laid: LaidOutScene) throws(LoupeRenderError) -> JSONValue {
        try SceneInputs.validate(laid.scene)
        return LayoutReport.make(laid)
    }

    // MARK: - Pixels

    /// Draws the scene, its interactions replayed, into a premultiplied RGBA8 canvas of the device's pixel size.
    public func render(_ scene: LoadedScene) throws(LoupeRenderError) -> Canvas {
        try GridStoreCheck.validate(scene)
        return try picture(on: scene.document.device) { pipeline.layOut(scene) }.canvas
    }

    /// Draws a laid-out scene (e.g. one moment of ``layOutEveryEvent(_:)``) into a premultiplied RGBA8 canvas.
    public func render(_ laid: LaidOutScene) throws(LoupeRenderError) -> Canvas {
        try GridStoreCheck.validate(laid.scene)
        return try picture(on: laid.scene.document.device) { laid }.canvas
    }

    /// The scene, its interactions replayed, as PNG bytes.
    public func pngData(for scene: LoadedScene) throws(LoupeRenderError) -> [UInt8] {
        try layOutAndEncode(scene).png
    }

    /// A laid-out scene as PNG bytes.
    public func pngData(for laid: LaidOutScene) throws(LoupeRenderError) -> [UInt8] {
        try pipeline.encode(render(laid))
    }

    /// Lays the scene out and draws it as PNG bytes, for a caller that needs both (the `render` command keeps the
    /// laid-out scene for the defaults store its interactions leave).
    public func layOutAndEncode(_ scene: LoadedScene) throws(LoupeRenderError) -> (laidOut: LaidOutScene, png: [UInt8]) {
        try GridStoreCheck.validate(scene)
        let (laid, canvas) = try picture(on: scene.document.device) { pipeline.layOut(scene) }
        return (laid, try pipeline.encode(canvas))
    }

    /// Everything `render` draws, complete: ``LaidOutScene/displayList`` with every text run set into glyphs at the
    /// device's scale, once, so that drawing only places glyph masks.
    public func displayList(for laid: LaidOutScene) throws(LoupeRenderError) -> DisplayList {
        try pipeline.displayList(for: laid)
    }

    /// The stages from lay out to rasterize, on `device`: `layOut` gives the scene laid out.
    private func picture(on device: Device, _ layOut: () -> LaidOutScene) throws(LoupeRenderError) -> (laid: LaidOutScene, canvas: Canvas) {
        var (context, (laid, list)) = try scheduler.blankContext(for: device) { () throws(LoupeRenderError) in
            let laid = layOut()
            return (laid, try pipeline.displayList(for: laid))
        }
        try pipeline.rasterize(list, into: &context, device: device)
        return (laid, context.canvas)
    }

    /// A Foundation file error as a short reason (`No such file or directory`), for messages that name the path.
    public static func reason(_ error: Error) -> String {
        FileErrorReason.text(error)
    }
}
