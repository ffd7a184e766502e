#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import LoupeCore

/// The seam between the overlays and the pixels: an ordered list of draw commands in points.
///
/// Overlays and the view-tree painter append commands; the rasterizer replays them at the device scale, in
/// order, so that a material backdrop blurs exactly what was drawn before it.
public struct DisplayList: Sendable, Hashable {
    /// The drawing surface's size in points.
    public var size: Size
    /// The commands in the order they are drawn; later commands paint over earlier ones.
    public private(set) var commands: [DisplayCommand] = []

    /// An empty list for a surface of `size` points.
    public init(size: Size) { self.size = size }

    /// Adds `command` after every command already in the list.
    public mutating func append(_ command: DisplayCommand) { commands.append(command) }
    /// Adds `other`'s commands, in their order, after every command already in the list.
    public mutating func append(contentsOf other: [DisplayCommand]) { commands.append(contentsOf: other) }

    /// Fills `shape` with `paint`.
    public mutating func fill(_ shape: DisplayShape, _ paint: DisplayPaint) { commands.append(.fill(shape, paint)) }
}

/// One draw command. Coordinates are global points; the rasterizer multiplies by the device scale.
public enum DisplayCommand: Sendable, Hashable {
    /// Fills a shape.
    case fill(DisplayShape, DisplayPaint)
    /// A PNG file drawn pixel for pixel with its top-left corner at `origin` (a background screenshot of the
    /// device's pixel size); the rasterizer reads it, and refuses one whose size is not the canvas's.
    case image(path: String, origin: Point)
    /// A PNG file drawn scaled to fill `rect` (bilinear), as an asset-catalog picture; `path` is absolute or relative to
    /// the scene's folder.
    case picture(path: String, rect: Rect)
    /// Strokes a shape's outline with a line centred on it, its open ends and corners as `ends` says.
    case stroke(DisplayShape, lineWidth: Double, DisplayPaint, ends: StrokeEnds = .standard)
    /// A border `width` wide lying inside `rect` (SwiftUI's `.border`), drawn as four rectangle fills.
    case insetBorder(Rect, width: Double, DisplayPaint)
    /// A line of text.
    case text(TextRun)
    /// A material: what lies behind `shape`, blurred and tinted.
    case material(DisplayShape, Material)
    /// Restricts drawing to `rect` until the matching `popClip`.
    case pushClip(Rect)
    /// Ends the clip of the most recent ``DisplayCommand/pushClip(_:)`` that is still open; the rasterizer throws on an
    /// unmatched pop.
    case popClip
    /// Starts a group drawn offscreen and composited at `opacity` by the matching `endLayer`.
    case beginLayer
    /// Composites the group opened by the matching ``DisplayCommand/beginLayer`` at `opacity` (0…1); the rasterizer
    /// throws when no layer is open.
    case endLayer(opacity: Double)
    /// Composites the group opened by the matching ``DisplayCommand/beginLayer`` inside `mask` only (its
    /// anti-aliased coverage), at `opacity`: SwiftUI's `clipShape`.
    case endLayerMasked(opacity: Double, mask: DisplayShape)
    /// Composites the group opened by the matching ``DisplayCommand/beginLayer`` at `opacity` over its drop shadow:
    /// SwiftUI's `shadow(color:radius:x:y:)`.
    case endLayerShadowed(opacity: Double, shadow: DisplayShadow)
    /// Composites the group blurred (a Gaussian whose standard deviation is `radius / 2` points, as a shadow's is) at
    /// `opacity`: SwiftUI's `blur(radius:)`.
    case endLayerBlurred(opacity: Double, radius: Double)
    /// Composites the group moved by `transform` (global points) at `opacity`: `scaleEffect`, `rotationEffect`.
    case endLayerTransformed(opacity: Double, transform: DisplayAffine)
    /// Composites the group where `mask` (commands drawn into a mask of their own) leaves alpha, in proportion to it:
    /// SwiftUI's `mask(alignment:_:)`.
    case endLayerMaskedBy(opacity: Double, mask: [DisplayCommand])
}

/// An affine map of global points: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct DisplayAffine: Sendable, Hashable {
    public var a, b, c, d, tx, ty: Double

    /// The map with these coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Scaling by `x` and `y` about `anchor`.
    public static func scale(x: Double, y: Double, about anchor: Point) -> DisplayAffine {
        DisplayAffine(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    /// Turning by `radians` (clockwise on the screen, y growing down) about `anchor`.
    public static func rotation(radians: Double, about anchor: Point) -> DisplayAffine {
        let cosine = cos(radians), sine = sin(radians)
        return DisplayAffine(a: cosine, b: sine, c: -sine, d: cosine,
                             tx: anchor.x - cosine * anchor.x + sine * anchor.y,
                             ty: anchor.y - sine * anchor.x - cosine * anchor.y)
    }
}

/// A drop shadow, in points: the group's alpha in `color`, blurred by `radius` (a Gaussian of standard deviation
/// `radius / 2`) and moved by `offset`.
public struct DisplayShadow: Sendable, Hashable {
    /// The shadow's colour.
    public var color: RGBAColor
    /// The blur radius, in points.
    public var radius: Double
    /// How far the shadow is moved, in points.
    public var offset: Point

    /// A shadow of `color`, blurred by `radius`, moved by `offset`.
    public init(color: RGBAColor, radius: Double, offset: Point) { self.color = color; self.radius = radius; self.offset = offset }
}

/// A shape to fill, stroke or put a material behind.
public enum DisplayShape: Sendable, Hashable {
    /// A rectangle in global points.
    case rect(Rect)
    /// A rectangle in global points with per-corner radii in points.
    case roundedRect(Rect, CornerRadii)
    /// An ellipse inscribed in the rect (a circle when the rect is square).
    case ellipse(Rect)
    /// A closed polygon (arrows, triangles).
    case polygon([Point])
    /// A path flattened into polylines: filled as closed contours with the nonzero rule, stroked along each polyline
    /// (closing it when ``PathOutline/closed`` says so).
    case path(PathOutline)

    /// The shape's bounding box.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
        case .path(let outline):
            return DisplayShape.polygon(outline.contours.flatMap { $0 }).bounds
        case .polygon(let points):
            guard let first = points.first else { return .zero }
            var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
            for p in points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
            return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }

    /// The shape moved in by `amount` on every side, as SwiftUI's `InsettableShape.inset(by:)`: a smaller rect or
    /// ellipse, corner radii reduced by as much (not below 0). What a border lying inside a shape is stroked along.
    /// A polygon has no such inset and is returned as it is.
    public func inset(by amount: Double) -> DisplayShape {
        switch self {
        case .rect(let r): return .rect(r.insetBy(dx: amount, dy: amount))
        case .roundedRect(let r, let radii): return .roundedRect(r.insetBy(dx: amount, dy: amount), radii.inset(by: amount))
        case .ellipse(let r): return .ellipse(r.insetBy(dx: amount, dy: amount))
        case .polygon, .path: return self
        }
    }
}

/// A path as polylines in global points.
public struct PathOutline: Sendable, Hashable {
    /// The subpaths, each a polyline.
    public var contours: [[Point]]
    /// Whether each subpath was closed (`closeSubpath`): its stroke joins the last point to the first.
    public var closed: [Bool]

    /// An outline of `contours`, each closed or not as `closed` says.
    public init(contours: [[Point]], closed: [Bool]) { self.contours = contours; self.closed = closed }
}

/// What fills a shape.
public enum DisplayPaint: Sendable, Hashable {
    /// A single colour.
    case solid(RGBAColor)
    /// A linear gradient between two points in global points.
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// A gradient in rings around `center` (global points): location 0 at `startRadius`, 1 at `endRadius`. A point's
    /// distance is `√(dx² + (dy × aspect)²)`, so an `aspect` other than 1 makes the rings ellipses.
    case radialGradient(center: Point, startRadius: Double, endRadius: Double, aspect: Double, stops: [GradientStop])
    /// A gradient around `center` (global points): location 0 at `startAngle`, 1 at `endAngle`, radians clockwise on
    /// the screen from the x-axis.
    case angularGradient(center: Point, startAngle: Double, endAngle: Double, stops: [GradientStop])

    /// A gradient's stops; none for a solid colour.
    public var stops: [GradientStop] {
        switch self {
        case .solid: []
        case .linearGradient(_, _, let stops), .radialGradient(_, _, _, _, let stops), .angularGradient(_, _, _, let stops): stops
        }
    }

    /// The paint with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> DisplayPaint {
        let faded = stops.map { GradientStop(color: $0.color.opacity(factor), location: $0.location) }
        switch self {
        case .solid(let c): return .solid(c.opacity(factor))
        case .linearGradient(let s, let e, _): return .linearGradient(start: s, end: e, stops: faded)
        case .radialGradient(let c, let r0, let r1, let aspect, _):
            return .radialGradient(center: c, startRadius: r0, endRadius: r1, aspect: aspect, stops: faded)
        case .angularGradient(let c, let a0, let a1, _): return .angularGradient(center: c, startAngle: a0, endAngle: a1, stops: faded)
        }
    }
}

/// A colour at a location 0…1 along a gradient.
public struct GradientStop: Sendable, Hashable {
    /// The colour at this stop.
    public var color: RGBAColor
    /// Where the stop lies along the gradient line: 0 at its start point, 1 at its end point.
    public var location: Double
    /// A stop of `color` at `location` (0…1).
    public init(color: RGBAColor, location: Double) { self.color = color; self.location = location }
}

/// A line of text: the string as drawn, its font, where its baseline starts, and how it is painted.
public struct TextRun: Sendable, Hashable {
    /// The text as drawn, on one line: the run is not wrapped or truncated when it is drawn.
    public var string: String
    /// The font the glyphs are taken from, in points.
    public var font: FontSpec
    /// The left end of the baseline, in global points.
    public var origin: Point
    /// The text's colour. Glyphs are drawn in a single colour: a gradient paint contributes its first stop.
    public var paint: DisplayPaint
    /// Whether a line is drawn under the run, at the font's underline position and thickness (at least one pixel).
    public var underline: Bool
    /// Whether a line is drawn through the run, at the font's strikeout position and thickness (at least one pixel).
    public var strikethrough = false
    /// The run set into glyphs for the device's scale, which is what the rasterizer draws: filled in once, when the
    /// renderer completes the display list (`LoupeRenderer.displayList(for:)`); `nil` until then.
    public var glyphs: PositionedGlyphs?
    /// A run of `string` whose baseline starts at `origin`, not underlined unless told, not yet set into glyphs.
    public init(string: String, font: FontSpec, origin: Point, paint: DisplayPaint, underline: Bool = false,
                glyphs: PositionedGlyphs? = nil) {
        self.string = string; self.font = font; self.origin = origin; self.paint = paint; self.underline = underline
        self.glyphs = glyphs
    }
}
