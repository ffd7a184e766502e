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

    let library: FontLibrary
    let measurer: TextMeasurer
    let glyphs: GlyphRasterizer
    /// How many threads one picture's work may use: the display list drawn in bands of rows, materials, the
    /// canvas's clearing and the PNG encoding's ranges. The output is the same bytes whatever the number.
    public let threads: Int

    /// Loads the shipped fonts.
    ///
    /// - Parameter threads: How many threads one picture's work may use; by default the number of cores. Give 1
    ///   when rendering many scenes at once (as `check --jobs` does) so the threads do not compete.
    public init(threads: Int? = nil) throws(LoupeRenderError) {
        self.threads = max(threads ?? ProcessInfo.processInfo.activeProcessorCount, 1)
        RasterWorkers.prepare(threads: self.threads)
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
        return LoadedScene(document: try apply(overrides, to: document), baseDirectory: baseDirectory, name: name)
    }

    /// A scene already decoded (built in code, or by a front end such as `LoupeSwiftSource`), with `overrides` laid
    /// over it as for a file.
    public func loadScene(document: SceneDocument, name: String, baseDirectory: URL,
                          overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        LoadedScene(document: try apply(overrides, to: document), baseDirectory: baseDirectory, name: name)
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
        wakeWorkers()
        let replay = InteractionReplay(document: scene.document, text: measurer, layOut: layOutFunction(for: scene.document))
        return laidOut(scene, replay.final, isLast: true)
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
        wakeWorkers()
        // A moment is handed on when the next arrives, so the last one is known to be last.
        var pending: InteractionReplay.Snapshot?
        withoutActuallyEscaping(body) { body in
            _ = InteractionReplay(document: scene.document, text: measurer, layOut: layOutFunction(for: scene.document),
                                  everyMoment: { moment in
                                      if let pending { body(self.laidOut(scene, pending, isLast: false)) }
                                      pending = moment
                                  })
            if let pending { body(laidOut(scene, pending, isLast: true)) }
        }
    }

    /// How many moments ``forEachMoment(of:_:)`` gives at most: one before any event, then one per event (a drag
    /// or reset whose target is not laid out gives none).
    public func momentCount(of scene: LoadedScene) -> Int {
        InteractionReplay.momentCount(of: scene.document)
    }

    /// For a caller that lays out and then draws in a second call, the picture's first job (clearing the canvas)
    /// comes after the layout: threads asleep since the renderer started them or since the last picture start
    /// waking now, not when it comes.
    private func wakeWorkers() {
        if threads > 1 { RasterWorkers.wake() }
    }

    private func layOutFunction(for document: SceneDocument) -> (LayoutState) -> LayoutResult {
        let engine = LayoutEngine(device: document.layoutDevice, colorScheme: document.colorScheme,
                                  dynamicTypeSize: document.dynamicTypeSize, layoutDirection: document.layoutDirection,
                                  measurer: measurer)
        let accessories = document.navigationBar?.accessories(on: document.device) ?? []
        return { engine.layout(document.body, state: $0, accessories: accessories) }
    }

    private func laidOut(_ scene: LoadedScene, _ moment: InteractionReplay.Snapshot, isLast: Bool) -> LaidOutScene {
        let document = scene.document
        let painter = ScenePainter(layout: moment.layout, colorScheme: document.colorScheme, text: measurer,
                                   manualOffsets: moment.state.manualOffsets)
        // Drops are replayed after the drags, against the final layout; only the last moment shows them.
        let drops = isLast ? DropReplay(layout: moment.layout, document: document).results : []
        return LaidOutScene(scene: scene, layout: moment.layout, painter: painter, state: moment.state, drops: drops)
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
        try validateInputs(of: laid.scene)
        return LayoutReport.make(laid)
    }

    // MARK: - Pixels

    /// Draws the scene, its interactions replayed, into a premultiplied RGBA8 canvas of the device's pixel size.
    public func render(_ scene: LoadedScene) throws(LoupeRenderError) -> Canvas {
        try GridStoreCheck.validate(scene)
        return try draw(on: scene.document.device) { layOut(scene) }
    }

    /// Draws a laid-out scene (e.g. one moment of ``layOutEveryEvent(_:)``) into a premultiplied RGBA8 canvas.
    public func render(_ laid: LaidOutScene) throws(LoupeRenderError) -> Canvas {
        try GridStoreCheck.validate(laid.scene)
        return try draw(on: laid.scene.document.device) { laid }
    }

    /// The scene, its interactions replayed, as PNG bytes.
    public func pngData(for scene: LoadedScene) throws(LoupeRenderError) -> [UInt8] {
        try layOutAndEncode(scene).png
    }

    /// A laid-out scene as PNG bytes.
    public func pngData(for laid: LaidOutScene) throws(LoupeRenderError) -> [UInt8] {
        try encode(render(laid))
    }

    /// Lays the scene out and draws it as PNG bytes, for a caller that needs both (the `render` command keeps the
    /// laid-out scene for the defaults store its interactions leave). With more than one thread the canvas is
    /// cleared by the others while this one lays the scene out, so the layout hides the canvas's first touch.
    public func layOutAndEncode(_ scene: LoadedScene) throws(LoupeRenderError) -> (laidOut: LaidOutScene, png: [UInt8]) {
        try GridStoreCheck.validate(scene)
        var laid: LaidOutScene?
        let canvas = try draw(on: scene.document.device) {
            let moment = layOut(scene)
            laid = moment
            return moment
        }
        guard let laid else { throw .badInput("cannot draw the scene: it was not laid out") }
        return (laid, try encode(canvas))
    }

    /// Draws what `prepare` gives: it runs on this thread while the other threads clear the canvas (its first touch
    /// is most of its cost), and so does building the display list.
    private func draw(on device: Device, _ prepare: () -> LaidOutScene) throws(LoupeRenderError) -> Canvas {
        var context: RasterContext
        var built: Result<DisplayList, LoupeRenderError>?
        do {
            // Made inside the context, so its pixels have one owner: drawing never copies them.
            context = RasterContext(canvas: try Canvas(width: device.pixelWidth, height: device.pixelHeight,
                                                      threads: threads, meanwhile: {
                let laid = prepare()
                built = Result { () throws(LoupeRenderError) in try self.displayList(for: laid) }
            }))
        } catch {
            throw .badInput("device: cannot make a \(device.pixelWidth)×\(device.pixelHeight) canvas: \(error)")
        }
        context.threads = threads
        let rasterizer = rasterizer(for: device)
        guard let built else { throw .badInput("device: cannot make a \(device.pixelWidth)×\(device.pixelHeight) canvas") }
        let list = try built.get()
        do {
            try rasterizer.replay(list, into: &context)
        } catch let error as LoupeRenderError {
            throw error
        } catch {
            throw .badInput("cannot draw the scene: \(error)")
        }
        return context.canvas
    }

    /// The canvas as PNG bytes, straight from its pixels: the encoder unpremultiplies row by row.
    private func encode(_ canvas: Canvas) throws(LoupeRenderError) -> [UInt8] {
        let encoded = canvas.withUnsafePixels { pixels in
            Result { () throws(PNGError) in
                try PNGCodec.encode(premultipliedPixels: pixels, width: canvas.width, height: canvas.height,
                                    options: PNGEncodingOptions(compressor: .runs, threads: threads))
            }
        }
        switch encoded {
        case .success(let bytes): return bytes
        case .failure(let error): throw .io(error.description)
        }
    }

    /// Reads the background image at `path` (resolved against the scene's folder) and checks it has exactly the
    /// output's pixel size.
    private func backgroundImage(atPath path: String, device: Device) throws(LoupeRenderError) -> PNGImage {
        // A pipe or device would be read until the size limit, or wait forever for a writer: only files are read.
        if FileKind(atPath: path) == .special {
            throw .badInput("background.image: \(path) is not a regular file (a device, pipe or socket)")
        }
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: path, maxByteCount: PNGDecodingLimits.default.maxByteCount)
        } catch {
            let message = "background.image: \(error.message)"
            throw error.kind == .tooLarge ? .badInput(message) : .io(message)
        }
        let image: PNGImage
        do {
            image = try PNGCodec.decode(bytes)
        } catch {
            throw .badInput("background.image: '\(path)': \(error.description)")
        }
        guard image.width == device.pixelWidth, image.height == device.pixelHeight else {
            throw .badInput("background.image: \(path) is \(image.width)×\(image.height) pixels; "
                            + "the output is \(device.pixelWidth)×\(device.pixelHeight)")
        }
        return image
    }

    /// Everything `render` draws, complete: ``LaidOutScene/displayList`` with every text run set into glyphs at the
    /// device's scale, once, so that drawing only places glyph masks.
    public func displayList(for laid: LaidOutScene) throws(LoupeRenderError) -> DisplayList {
        let scale = laid.scene.document.device.scale
        var list = DisplayList(size: laid.scene.document.device.size)
        list.append(contentsOf: try completed(laid.displayList.commands, laid: laid, scale: scale))
        return list
    }

    /// `commands` with pictures' paths resolved and text set into glyphs, inside masks too.
    private func completed(_ commands: [DisplayCommand], laid: LaidOutScene, scale: Double) throws(LoupeRenderError) -> [DisplayCommand] {
        var result: [DisplayCommand] = []
        result.reserveCapacity(commands.count)
        for command in commands {
            switch command {
            case .picture(let path, let rect):
                result.append(.picture(path: laid.scene.resolvedPath(path), rect: rect))
            case .endLayerMaskedBy(let opacity, let mask):
                result.append(.endLayerMaskedBy(opacity: opacity, mask: try completed(mask, laid: laid, scale: scale)))
            case .text(var run):
                do {
                    run.glyphs = try glyphs.shape(run.string, spec: run.font, scale: scale)
                } catch {
                    throw .badInput("cannot set the text \"\(run.string)\" in \(run.font.size) pt: \(error)")
                }
                result.append(.text(run))
            default:
                result.append(command)
            }
        }
        return result
    }

    /// The rasterizer of display lists for `device`, with this renderer's fonts.
    func rasterizer(for device: Device) -> DisplayListRasterizer {
        DisplayListRasterizer(
            scale: device.scale, glyphs: glyphs, library: library, measurer: measurer,
            loadImage: { path throws(LoupeRenderError) in try self.backgroundCanvas(atPath: path, device: device) },
            loadPicture: PictureFiles().canvas(atPath:))
    }

    /// The background image at `path` as a premultiplied canvas, for the display list's `image` command.
    private func backgroundCanvas(atPath path: String, device: Device) throws(LoupeRenderError) -> Canvas {
        let image = try backgroundImage(atPath: path, device: device)
        do {
            return try Canvas(straightRGBA: image.rgba, width: image.width, height: image.height)
        } catch {
            throw .badInput("background.image: \(error)")
        }
    }

    /// Checks what rendering would read besides the scene (stored GridDragView arrangements, asset pictures, the background
    /// image), so `layout` fails where `render` would.
    func validateInputs(of scene: LoadedScene) throws(LoupeRenderError) {
        try GridStoreCheck.validate(scene)
        try PictureFiles().validate(scene)
        if case .image(let path) = scene.document.background {
            _ = try backgroundImage(atPath: scene.resolvedPath(path),
                                    device: scene.document.device)
        }
    }

    /// A Foundation file error as a short reason (`No such file or directory`), for messages that name the path.
    public static func reason(_ error: Error) -> String {
        FileErrorReason.text(error)
    }
}
