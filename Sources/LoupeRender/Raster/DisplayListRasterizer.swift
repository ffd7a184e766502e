import LoupeCore
import LoupeDisplayList
import LoupeRaster
import LoupeText

/// Replays a display list onto a raster context at the device scale: points become pixels, text runs become
/// glyph masks from the shared glyph cache.
struct DisplayListRasterizer {
    let scale: Double
    let glyphs: GlyphRasterizer
    let library: FontLibrary
    let measurer: TextMeasurer
    /// Reads the image file at a path as a premultiplied canvas of the output's size (a background screenshot).
    let loadImage: (String) throws -> Canvas
    /// Reads a picture's PNG file at a path as a premultiplied canvas of its own size.
    let loadPicture: (String) throws -> Canvas

    func replay(_ list: DisplayList, into context: inout RasterContext) throws {
        guard context.threads > 1, let steps = BandedSteps(list.commands) else {
            return try replay(list.commands[...], into: &context)
        }
        for step in steps.steps {
            switch step {
            case .inBands(let range):
                try context.drawInBands(context.threads) { band in try replay(list.commands[range], into: &band) }
            case .whole(let index):
                try replay(list.commands[index...index], into: &context)
            }
        }
    }

    private func replay(_ commands: ArraySlice<DisplayCommand>, into context: inout RasterContext) throws {
        for command in commands {
            switch command {
            case .fill(let shape, let paint):
                fill(shape, paint: rasterPaint(paint), into: &context)
            case .image(let path, let origin):
                context.drawImage(try loadImage(path), x: Int((origin.x * scale).rounded()),
                                  y: Int((origin.y * scale).rounded()))
            case .picture(let path, let rect):
                context.drawImage(try loadPicture(path), scaledInto: pixels(rect))
            case .stroke(let shape, let lineWidth, let paint, let ends):
                try stroke(shape, lineWidth: lineWidth * scale, paint: rasterPaint(paint), ends: ends, into: &context)
            case .insetBorder(let rect, let width, let paint):
                context.fillInsetBorder(pixels(rect), width: width * scale, paint: rasterPaint(paint))
            case .text(let run):
                try draw(run, into: &context)
            case .material(let shape, let material):
                let (rect, radii) = try roundedGeometry(of: shape, for: "a material")
                context.fillMaterial(rect, cornerRadii: radii, blurRadius: material.blurRadius * scale,
                                     tints: material.tints.map(rasterTint))
            case .pushClip(let rect):
                context.pushClip(pixels(rect))
            case .popClip:
                try context.popClip()
            case .beginLayer:
                context.beginLayer()
            case .endLayer(let opacity):
                try context.endLayer(opacity: opacity)
            case .endLayerShadowed(let opacity, let shadow):
                let color = RasterColor(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue,
                                        alpha: shadow.color.alpha)
                try context.endLayer(opacity: opacity, shadow: LayerShadow(
                    color: color, standardDeviation: max(shadow.radius, 0) * scale / 2,
                    dx: Int((shadow.offset.x * scale).rounded()), dy: Int((shadow.offset.y * scale).rounded())))
            case .endLayerMaskedBy(let opacity, let mask):
                try context.endLayer(opacity: opacity) { maskContext in try replay(mask[...], into: &maskContext) }
            case .endLayerBlurred(let opacity, let radius):
                try context.endLayer(opacity: opacity, blur: max(radius, 0) * scale / 2)
            case .endLayerTransformed(let opacity, let t):
                try context.endLayer(opacity: opacity, transform: PixelAffine(a: t.a, b: t.b, c: t.c, d: t.d,
                                                                             tx: t.tx * scale, ty: t.ty * scale))
            case .endLayerMasked(let opacity, let mask):
                try context.endLayer(opacity: opacity) { maskContext in
                    fill(mask, paint: .solid(RasterColor(red: 1, green: 1, blue: 1, alpha: 1)), into: &maskContext)
                }
            }
        }
    }

    // MARK: - Shapes

    private func fill(_ shape: DisplayShape, paint: Paint, into context: inout RasterContext) {
        switch shape {
        case .rect(let rect):
            context.fillRect(pixels(rect), paint: paint)
        case .roundedRect(let rect, let radii):
            context.fillRoundedRect(pixels(rect), cornerRadii: rasterRadii(radii), paint: paint)
        case .ellipse(let rect):
            context.fillEllipse(in: pixels(rect), paint: paint)
        case .polygon(let points):
            context.fillPolygon(points.map { PixelPoint(x: $0.x * scale, y: $0.y * scale) }, paint: paint)
        case .path(let outline):
            context.fillPolygon(contours: pixels(outline), paint: paint)
        }
    }

    private func pixels(_ outline: PathOutline) -> [[PixelPoint]] {
        outline.contours.map { $0.map { PixelPoint(x: $0.x * scale, y: $0.y * scale) } }
    }

    private func stroke(_ shape: DisplayShape, lineWidth: Double, paint: Paint, ends: StrokeEnds,
                        into context: inout RasterContext) throws {
        if case .path(let outline) = shape {
            let cap: PolylineCap = switch ends.cap { case .butt: .butt; case .round: .round; case .square: .square }
            let join: PolylineJoin = switch ends.join { case .miter: .miter; case .round: .round; case .bevel: .bevel }
            context.strokePolylines(pixels(outline), closed: outline.closed, lineWidth: lineWidth, paint: paint, cap: cap, join: join)
            return
        }
        let (rect, radii) = try roundedGeometry(of: shape, for: "a stroke")
        context.strokeRoundedRect(rect, cornerRadii: radii, lineWidth: lineWidth, paint: paint)
    }

    /// Rect-like shapes as a rounded rect in pixels, which strokes and materials are drawn as: exact for rects,
    /// rounded rects and circles (radii half the side). Any other shape is refused rather than drawn as something
    /// it is not.
    private func roundedGeometry(of shape: DisplayShape, for use: String) throws -> (PixelRect, PixelCornerRadii) {
        switch shape {
        case .rect(let rect):
            return (pixels(rect), .zero)
        case .roundedRect(let rect, let radii):
            return (pixels(rect), rasterRadii(radii))
        case .ellipse(let rect) where rect.width == rect.height:
            let r = pixels(rect)
            return (r, PixelCornerRadii(r.width / 2))
        case .ellipse, .polygon, .path:
            throw DisplayListError.cannotDraw("\(use) over \(shape.textForm): only rects, rounded rects "
                                              + "and circles are drawn exactly")
        }
    }

    // MARK: - Text

    private func draw(_ run: TextRun, into context: inout RasterContext) throws {
        let color = rasterColor(representative(run.paint))
        guard let line = run.glyphs, line.scale == scale else {
            throw DisplayListError.cannotDraw("the text run \"\(run.string)\": it is not set into glyphs for scale \(scale)")
        }
        try glyphs.forEachGlyph(of: line, origin: (run.origin.x * scale, run.origin.y * scale)) { mask, x, y in
            guard !mask.isEmpty else { return }
            try mask.bytes.withUnsafeBufferPointer { bytes in
                try context.drawMask(bytes, width: mask.width, height: mask.height, pitch: mask.pitch,
                                     x: x, y: y, color: color)
            }
        }
        if run.underline || run.strikethrough {
            let metrics = library.metrics(for: run.font)
            let width = measurer.width(of: run.string, font: run.font)
            // (centre below the baseline, thickness) of each line drawn.
            var strokes: [(Double, Double)] = []
            if run.underline { strokes.append((metrics.underlineOffset, metrics.underlineThickness)) }
            if run.strikethrough { strokes.append((-metrics.strikethroughOffset, metrics.strikethroughThickness)) }
            for (offset, thickness) in strokes {
                let drawn = max(thickness, 1 / scale)
                context.fillRect(pixels(Rect(x: run.origin.x, y: run.origin.y + offset - drawn / 2, width: width, height: drawn)),
                                 paint: .solid(color))
            }
        }
    }

    /// Text is drawn in one colour: a gradient style contributes its first stop.
    private func representative(_ paint: DisplayPaint) -> RGBAColor {
        switch paint {
        case .solid(let c): return c
        case .linearGradient, .radialGradient, .angularGradient: return paint.stops.first?.color ?? .clear
        }
    }

    // MARK: - Conversions

    private func pixels(_ rect: Rect) -> PixelRect {
        PixelRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    private func rasterRadii(_ r: LoupeCore.CornerRadii) -> PixelCornerRadii {
        PixelCornerRadii(topLeading: r.topLeading * scale, topTrailing: r.topTrailing * scale,
                                bottomTrailing: r.bottomTrailing * scale, bottomLeading: r.bottomLeading * scale)
    }

    private func rasterColor(_ c: RGBAColor) -> RasterColor {
        RasterColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    private func rasterPaint(_ paint: DisplayPaint) -> Paint {
        switch paint {
        case .solid(let c):
            return .solid(rasterColor(c))
        case .linearGradient(let start, let end, let stops):
            return .linearGradient(LinearGradient(
                start: PixelPoint(x: start.x * scale, y: start.y * scale), end: PixelPoint(x: end.x * scale, y: end.y * scale),
                stops: pixelStops(stops)))
        case .radialGradient(let center, let r0, let r1, let aspect, let stops):
            return .radialGradient(RadialGradient(center: PixelPoint(x: center.x * scale, y: center.y * scale),
                                                  startRadius: r0 * scale, endRadius: r1 * scale, aspect: aspect,
                                                  stops: pixelStops(stops)))
        case .angularGradient(let center, let a0, let a1, let stops):
            return .angularGradient(AngularGradient(center: PixelPoint(x: center.x * scale, y: center.y * scale),
                                                    startAngle: a0, endAngle: a1, stops: pixelStops(stops)))
        }
    }

    private func pixelStops(_ stops: [GradientStop]) -> [PixelGradientStop] {
        stops.map { PixelGradientStop(offset: $0.location, color: rasterColor($0.color)) }
    }

    private func rasterTint(_ tint: LoupeDisplayList.MaterialTint) -> PixelTint {
        let mode: PixelBlendMode
        switch tint.mode {
        case .sourceOver: mode = .sourceOver
        case .colorDodge: mode = .colorDodge
        case .overlay: mode = .overlay
        }
        return PixelTint(color: rasterColor(tint.color), mode: mode)
    }
}
