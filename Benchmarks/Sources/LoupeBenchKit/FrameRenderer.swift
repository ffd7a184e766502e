import LoupeRender

/// Draws the workload with the project's rasterizer, op by op, into one canvas reused for every frame.
///
/// The op semantics are those of the workload's README (`../shared/bench/README.md`, beside the repository); text goes
/// through the library's glyph cache, so only the first frame rasterizes glyphs.
public struct FrameRenderer {
    public let workload: Workload
    private let glyphs: GlyphRasterizer
    private let face: FontFace
    private var context: RasterContext
    /// Non-empty glyph masks composited since the renderer was made.
    public private(set) var glyphsDrawn = 0

    /// A renderer with a fresh font library (and so an empty glyph cache) and a transparent canvas.
    /// - Parameter fontPath: the workload's font file, e.g. from ``FontLocator``.
    public init(workload: Workload, fontPath: String) throws {
        let library = try FontLibrary()
        self.workload = workload
        glyphs = GlyphRasterizer(library: library)
        face = try library.loadFont(path: fontPath)
        context = RasterContext(canvas: try Canvas(width: workload.width, height: workload.height))
    }

    /// The frame drawn so far. Reading it shares the pixel buffer, so the next draw copies it once: read it
    /// outside timed code.
    public var canvas: Canvas { context.canvas }

    /// The glyph masks the library's cache holds.
    public var cachedGlyphCount: Int { glyphs.library.cachedGlyphCount }

    /// Fills the whole canvas with opaque white (an opaque fill takes the rasterizer's memset path).
    public mutating func clear() {
        Self.clear(&context, workload)
    }

    /// Draws one operation.
    public mutating func draw(_ op: WorkloadOp) throws {
        glyphsDrawn += try Self.draw(op, into: &context, glyphs: glyphs, face: face)
    }

    /// Draws every operation in file order.
    public mutating func drawAll() throws {
        for op in workload.ops { try draw(op) }
    }

    /// Clears and draws a whole frame on `threads` threads, each drawing every operation into its own band of rows
    /// (`RasterContext.drawInBands`); the same pixels as ``clear()`` then ``drawAll()``. Glyphs are not counted.
    public mutating func drawFrame(threads: Int) throws {
        let workload = self.workload, glyphs = self.glyphs, face = self.face
        try context.drawInBands(threads) { band in
            Self.clear(&band, workload)
            for op in workload.ops { _ = try Self.draw(op, into: &band, glyphs: glyphs, face: face) }
        }
    }

    private static func clear(_ context: inout RasterContext, _ workload: Workload) {
        context.fillRect(PixelRect(x: 0, y: 0, width: Double(workload.width), height: Double(workload.height)),
                         paint: .solid(.white))
    }

    /// Draws `op`; returns how many non-empty glyph masks it composited.
    private static func draw(_ op: WorkloadOp, into context: inout RasterContext, glyphs: GlyphRasterizer,
                             face: FontFace) throws -> Int {
        switch op {
        case let .rect(x, y, width, height, color, alpha, border):
            let rect = PixelRect(x: x, y: y, width: width, height: height)
            context.fillRect(rect, paint: .solid(color.raster(alpha: alpha)))
            context.fillInsetBorder(rect, width: border, paint: .solid(color.raster()))
        case let .roundedRect(x, y, width, height, radius, color, alpha, border):
            let rect = PixelRect(x: x, y: y, width: width, height: height)
            context.fillRoundedRect(rect, cornerRadii: PixelCornerRadii(radius), paint: .solid(color.raster(alpha: alpha)))
            context.fillRing(outer: rect, outerRadii: PixelCornerRadii(radius), inner: rect.insetBy(border),
                             innerRadii: PixelCornerRadii(max(radius - border, 0)), paint: .solid(color.raster()))
        case let .crosshair(crosshair):
            drawCrosshair(crosshair, into: &context)
        case let .text(x, y, size, color, string):
            return try drawText(string, x: x, y: y, size: size, color: color.raster(), into: &context,
                                glyphs: glyphs, face: face)
        }
        return 0
    }

    private static func drawCrosshair(_ c: Crosshair, into context: inout RasterContext) {
        let center = PixelPoint(x: Double(c.cx) + 0.5, y: Double(c.cy) + 0.5)
        let cx = Double(c.cx), cy = Double(c.cy), arm = Double(c.arm)
        let line = Paint.solid(c.lineColor.raster())
        context.fillCircle(center: center, radius: c.circleRadius,
                           paint: .solid(c.circleColor.raster(alpha: c.circleAlpha)))
        context.fillRect(PixelRect(x: cx - arm, y: cy - 1, width: 2 * arm + 1, height: 3), paint: line)
        context.fillRect(PixelRect(x: cx - 1, y: cy - arm, width: 3, height: 2 * arm + 1), paint: line)
        context.fillCircle(center: center, radius: c.dotRadius, paint: .solid(c.dotColor.raster()))
    }

    private static func drawText(_ string: String, x: Double, y: Double, size: Double, color: RasterColor,
                                 into context: inout RasterContext, glyphs: GlyphRasterizer, face: FontFace) throws -> Int {
        var drawn = 0
        try glyphs.forEachGlyph(in: string, face: face, pixelSize: size, origin: (x, y)) { mask, left, top in
            guard !mask.isEmpty else { return }
            try context.drawMask(mask.bytes, width: mask.width, height: mask.height, pitch: mask.pitch,
                                 x: left, y: top, color: color)
            drawn += 1
        }
        return drawn
    }
}

extension RGB8 {
    /// The raster colour with straight alpha `alpha`.
    func raster(alpha: Double = 1) -> RasterColor {
        RasterColor(rgb8: Int(red), Int(green), Int(blue), alpha: alpha)
    }
}
