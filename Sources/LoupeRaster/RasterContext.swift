import CRasterKernels

/// Draws into a ``Canvas``: shapes, glyph masks and materials, through a clip stack and nested layers.
///
/// The context owns its canvas while drawing; read the result from ``canvas`` once every layer is closed.
/// All coordinates are device pixels.
public struct RasterContext: Sendable {
    /// A drawing target: the base canvas or an open layer, placed at `origin` in device pixels.
    struct Layer: @unchecked Sendable {
        var canvas: Canvas
        var originX: Int
        var originY: Int
        /// Clip stack depth when the layer was opened; clips pushed inside are scoped to the layer.
        var clipDepth: Int
        /// Union of the pixels drawn so far, so closing a layer composites only those.
        var dirty: PixelBounds
        /// For a band's context (``drawInBands(_:_:)``): the pixels of the canvas it draws into, which another
        /// context owns; `canvas` is then empty. Bands write disjoint rows, so they share the pixels safely.
        var borrowed: (pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int)?

        var bounds: PixelBounds {
            let width = borrowed?.width ?? canvas.width, height = borrowed?.height ?? canvas.height
            return PixelBounds(minX: originX, minY: originY, maxX: originX + width, maxY: originY + height)
        }
    }

    var base: Layer
    private var openLayers: [Layer] = []
    var clips: [PixelBounds] = []
    /// The rows this context may draw: the whole base canvas, or one band of it. Every clip lies inside it.
    private var band: PixelBounds
    /// Set when a band's context was asked for a material, which it cannot draw alone (the blur reads other bands).
    var refusedMaterial = false

    /// How many threads a large fill or material may split its rows among (1: the calling thread only). Every
    /// pixel is computed the same way whichever thread computes it, so the picture does not depend on it.
    public var threads = 1

    /// A context drawing into `canvas`.
    public init(canvas: Canvas) {
        base = Layer(canvas: canvas, originX: 0, originY: 0, clipDepth: 0, dirty: .empty)
        band = canvas.bounds
    }

    /// A context drawing into `canvas`, which covers the device pixels from (`originX`, `originY`): a layer's mask.
    init(canvas: Canvas, originX: Int, originY: Int) {
        base = Layer(canvas: canvas, originX: originX, originY: originY, clipDepth: 0, dirty: .empty)
        band = base.bounds
    }

    /// The innermost open layer, if any.
    var topLayer: Layer? { openLayers.last }

    /// Closes the innermost layer without compositing it, for ``endLayer(opacity:shadow:)`` to draw under it first.
    mutating func detachTopLayer() -> Layer? { openLayers.popLast() }

    /// Opens `layer` again after ``detachTopLayer()``.
    mutating func reattach(_ layer: Layer) { openLayers.append(layer) }

    /// Runs `body` on the innermost open layer's pixels (there must be one).
    mutating func withTopLayerPixels(_ body: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
        guard !openLayers.isEmpty else { return }
        openLayers[openLayers.count - 1].canvas.withUnsafeMutablePixels(body)
    }

    /// A context drawing only `band`'s rows into pixels owned by another context.
    init(borrowing pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, band: PixelBounds) {
        base = Layer(canvas: Canvas(validatedWidth: 0, height: 0), originX: 0, originY: 0, clipDepth: 0,
                     dirty: .empty, borrowed: (pixels, width, height))
        self.band = band
    }

    /// Whether this context draws one band of another context's canvas.
    var isBand: Bool { base.borrowed != nil }

    /// The base canvas with everything drawn so far (contents of still-open layers excluded).
    public var canvas: Canvas { base.canvas }

    /// The number of layers opened with ``beginLayer()`` and not yet closed.
    public var layerDepth: Int { openLayers.count }

    /// Whether no clip is pushed.
    var clipDepthIsZero: Bool { clips.isEmpty }

    /// The current clip in device pixels (the canvas bounds when no clip is pushed).
    public var clipBounds: PixelBounds {
        let target = (openLayers.last ?? base).bounds
        return (clips.last ?? band).intersection(target)
    }

    // MARK: Clip stack

    /// Intersects the clip with `rect`, whose edges snap to the nearest pixel boundary (`floor(v + 0.5)`).
    public mutating func pushClip(_ rect: PixelRect) {
        let current = clipBounds
        clips.append(PixelBounds(snapping: rect, within: current).intersection(current))
    }

    /// Restores the clip saved by the matching ``pushClip(_:)``; throws when none was pushed (in the
    /// current layer).
    public mutating func popClip() throws {
        guard clips.count > (openLayers.last?.clipDepth ?? 0) else { throw RasterError.clipStackUnderflow }
        clips.removeLast()
    }

    // MARK: Layers

    /// Opens a transparent layer covering the current clip; drawing goes there until ``endLayer(opacity:)``.
    public mutating func beginLayer() {
        let bounds = clipBounds
        openLayers.append(Layer(canvas: Canvas(validatedWidth: bounds.width, height: bounds.height),
                                originX: bounds.minX, originY: bounds.minY, clipDepth: clips.count, dirty: .empty))
    }

    /// Closes the innermost layer: pops clips pushed inside it and composites it src-over onto the target
    /// below at `opacity` (0…1, rounded to 8 bits).
    public mutating func endLayer(opacity: Double) throws {
        guard let layer = openLayers.popLast() else { throw RasterError.layerStackUnderflow }
        if clips.count > layer.clipDepth { clips.removeLast(clips.count - layer.clipDepth) }
        let weight = UInt32(PixelMath.unitToByte(opacity))
        let region = layer.dirty.intersection(layer.bounds)
        guard weight != 0, !region.isEmpty else { return }
        let source = layer.canvas
        draw(region) { target in
            source.storage.withUnsafeBufferPointer { pixels in
                guard let base = pixels.baseAddress else { return }
                for y in region.minY..<region.maxY {
                    let from = (y - layer.originY) * source.width + (region.minX - layer.originX)
                    // PixelMath's scale then src-over, eight pixels a vector with AVX2 (CRasterKernels).
                    loupe_layer_over_span(base + from, target.pointer(x: region.minX, y: y), region.width, weight)
                }
            }
        }
    }

    // MARK: Target access

    /// Runs `body` on the current target's pixels after recording `region` (device pixels, inside the
    /// target) as drawn.
    mutating func draw(_ region: PixelBounds, _ body: (PixelTarget) -> Void) {
        guard !region.isEmpty else { return }
        if openLayers.isEmpty {
            Self.draw(into: &base, region, body)
        } else {
            Self.draw(into: &openLayers[openLayers.count - 1], region, body)
        }
    }

    private static func draw(into layer: inout Layer, _ region: PixelBounds, _ body: (PixelTarget) -> Void) {
        layer.dirty = layer.dirty.union(region)
        if let borrowed = layer.borrowed {
            return body(PixelTarget(pixels: borrowed.pixels, stride: borrowed.width, originX: layer.originX,
                                    originY: layer.originY))
        }
        let stride = layer.canvas.width, originX = layer.originX, originY = layer.originY
        layer.canvas.withUnsafeMutablePixels { buffer in
            guard let pixels = buffer.baseAddress else { return }
            body(PixelTarget(pixels: pixels, stride: stride, originX: originX, originY: originY))
        }
    }

    /// Runs `body` on the current target (base canvas or innermost layer) and its origin in device pixels.
    func withCurrentTarget<R>(_ body: (Canvas, _ originX: Int, _ originY: Int) -> R) -> R {
        let layer = openLayers.last ?? base
        return body(layer.canvas, layer.originX, layer.originY)
    }
}
