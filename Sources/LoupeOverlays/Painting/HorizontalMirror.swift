import LoupeCore
import LoupeDisplayList

/// What a right-to-left view draws from commands made in left-to-right terms: every shape mirrored across a
/// vertical line (x ↦ `2·axis − x`), every text run moved to the mirrored place of its box but set as it is, since
/// text is not mirrored (`docs/layout.md#right-to-left`).
struct HorizontalMirror {
    /// Twice the mirror line's x.
    private let twiceAxis: Double
    private let text: any TextLineLayout

    /// A mirror across the vertical centre line of `frame`; `text` measures runs to place their boxes.
    init(across frame: Rect, text: any TextLineLayout) {
        twiceAxis = frame.minX + frame.maxX
        self.text = text
    }

    func callAsFunction(_ commands: [DisplayCommand]) -> [DisplayCommand] { commands.map(mirrored) }

    private func mirrored(_ command: DisplayCommand) -> DisplayCommand {
        switch command {
        case .fill(let shape, let paint): .fill(mirrored(shape), mirrored(paint))
        case .stroke(let shape, let width, let paint, let ends): .stroke(mirrored(shape), lineWidth: width, mirrored(paint), ends: ends)
        case .picture(let path, let rect): .picture(path: path, rect: mirrored(rect))
        case .insetBorder(let rect, let width, let paint): .insetBorder(mirrored(rect), width: width, mirrored(paint))
        case .material(let shape, let material): .material(mirrored(shape), material)
        case .pushClip(let rect): .pushClip(mirrored(rect))
        case .text(var run):
            {
                let width = text.layOut(run.string, font: run.font, width: nil, lineLimit: 1).size.width
                run.origin.x = twiceAxis - run.origin.x - width
                run.paint = mirrored(run.paint)
                return .text(run)
            }()
        case .endLayerMasked(let opacity, let mask): .endLayerMasked(opacity: opacity, mask: mirrored(mask))
        case .endLayerMaskedBy(let opacity, let mask): .endLayerMaskedBy(opacity: opacity, mask: mask.map(mirrored))
        case .endLayerShadowed(let opacity, var shadow):
            {
                shadow.offset.x = -shadow.offset.x
                return .endLayerShadowed(opacity: opacity, shadow: shadow)
            }()
        case .endLayerTransformed(let opacity, let t):
            // The mirror, the transform, the mirror again.
            .endLayerTransformed(opacity: opacity, transform: DisplayAffine(
                a: t.a, b: -t.b, c: -t.c, d: t.d, tx: twiceAxis - t.a * twiceAxis - t.tx, ty: t.b * twiceAxis + t.ty))
        case .image, .beginLayer, .popClip, .endLayer, .endLayerBlurred: command
        }
    }

    private func mirrored(_ rect: Rect) -> Rect {
        Rect(x: twiceAxis - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// `rect` mirrored across the vertical centre line of `frame`.
    static func mirrored(_ rect: Rect, across frame: Rect) -> Rect {
        Rect(x: frame.minX + frame.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// `outline` mirrored across the vertical centre line of `frame`.
    static func mirrored(_ outline: PathOutline, across frame: Rect) -> PathOutline {
        let twiceAxis = frame.minX + frame.maxX
        return PathOutline(contours: outline.contours.map { $0.map { Point(x: twiceAxis - $0.x, y: $0.y) } },
                           closed: outline.closed)
    }

    private func mirrored(_ point: Point) -> Point { Point(x: twiceAxis - point.x, y: point.y) }

    private func mirrored(_ shape: DisplayShape) -> DisplayShape {
        switch shape {
        case .rect(let rect): .rect(mirrored(rect))
        case .roundedRect(let rect, let radii):
            .roundedRect(mirrored(rect), CornerRadii(topLeading: radii.topTrailing, topTrailing: radii.topLeading,
                                                     bottomLeading: radii.bottomTrailing, bottomTrailing: radii.bottomLeading))
        case .ellipse(let rect): .ellipse(mirrored(rect))
        case .polygon(let points): .polygon(points.map(mirrored))
        case .path(let outline): .path(PathOutline(contours: outline.contours.map { $0.map(mirrored) }, closed: outline.closed))
        }
    }

    private func mirrored(_ paint: DisplayPaint) -> DisplayPaint {
        switch paint {
        case .solid: paint
        case .linearGradient(let start, let end, let stops): .linearGradient(start: mirrored(start), end: mirrored(end), stops: stops)
        case .radialGradient(let center, let r0, let r1, let aspect, let stops):
            .radialGradient(center: mirrored(center), startRadius: r0, endRadius: r1, aspect: aspect, stops: stops)
        case .angularGradient(let center, let start, let end, let stops):
            // θ ↦ π − θ: the sweep runs the other way round, with the same stops (and the same colour past its end).
            .angularGradient(center: mirrored(center), startAngle: .pi - start, endAngle: .pi - end, stops: stops)
        }
    }
}
