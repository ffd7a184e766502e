import LoupeLayout
import LoupeOverlays
import LoupeScene
import LoupeText

/// The stages a picture goes through, each a named step:
///
/// 1. **load**: the scene file read and decoded, its overrides applied (``LoupeRenderer/loadScene(at:overrides:)``);
/// 2. **lay out**: SwiftUI's layout, with the scene's interactions replayed (``layOut(_:)``);
/// 3. **display list**: everything drawn, in points, with its text set into glyphs (``displayList(for:)``);
/// 4. **rasterize**: the display list drawn into pixels (``rasterize(_:into:device:)``);
/// 5. **encode**: the pixels as PNG bytes (``encode(_:)``);
/// 6. **write**: the bytes staged beside their file and put in place (``LoupeRenderer/stage(_:to:)``).
///
/// Each stage runs on the calling thread and shares out its own work (raster bands, PNG ranges) on up to `threads`
/// threads. Which stages overlap is decided in one place, ``PictureScheduler``.
struct RenderPipeline: Sendable {
    let library: FontLibrary
    let measurer: TextMeasurer
    let glyphs: GlyphRasterizer
    let threads: Int

    init(library: FontLibrary, threads: Int) {
        self.library = library
        measurer = TextMeasurer(library: library)
        glyphs = GlyphRasterizer(library: library)
        self.threads = threads
    }

    // MARK: - Lay out

    /// The scene laid out after all of its interactions.
    func layOut(_ scene: LoadedScene) -> LaidOutScene {
        let replay = InteractionReplay(document: scene.document, text: measurer, layOut: layOutFunction(for: scene.document))
        return laidOut(scene, replay.final, isLast: true)
    }

    /// Calls `body` with the scene before any interaction, then after each interaction event in order, one moment
    /// at a time; only the last shows the scene's drops.
    func forEachMoment(of scene: LoadedScene, _ body: (LaidOutScene) -> Void) {
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
}
