import LoupeCore

/// One view of the scene's tree: a kind, optional `id`, and modifiers applied in order (each wraps what came
/// before, as chained SwiftUI modifiers do, so the last modifier is the outermost).
public struct ViewNode: Sendable, Hashable {
    public var kind: ViewKind
    public var id: String?
    public var modifiers: [Modifier]
    /// Where the view stands in the scene, e.g. `body.content[1]`: used by the layout report and errors.
    public var path: String

    public init(_ kind: ViewKind, id: String? = nil, modifiers: [Modifier] = [], path: String = "body") {
        self.kind = kind; self.id = id; self.modifiers = modifiers; self.path = path
    }

    /// The kind's name as the scene format spells it (`"ZStack"`, `"Color"`, `"VisualLayoutGuide"`, …).
    public var kindName: String { kind.name }
}

/// What a view is.
public indirect enum ViewKind: Sendable, Hashable {
    case zStack(alignment: Alignment, content: [ViewNode])
    case hStack(alignment: VerticalAlignment, spacing: Double?, content: [ViewNode])
    case vStack(alignment: HorizontalAlignment, spacing: Double?, content: [ViewNode])
    /// Children proposed the reader's size and placed at its top-leading corner.
    case geometryReader(content: [ViewNode])
    /// `contentOffset` is how far the content is scrolled along the axis, in points.
    case scrollView(axes: ScrollAxes, contentOffset: Double, content: [ViewNode])
    case color(ColorValue)
    case shape(ShapeKind)
    case text(TextContent)
    case spacer(minLength: Double?)
    case visualLayoutGuide(VisualLayoutGuideSpec)
    case visualGridGuide(VisualGridGuideSpec)
    case visualCornerInsetGuide(VisualCornerInsetGuideSpec)
    case draggablePositionView(DraggablePositionViewSpec)
    /// `Image(systemName:)`: a symbol sized by the environment's font.
    case image(SystemImage)
    case gridDragView(GridDragViewSpec)

    public var name: String {
        switch self {
        case .zStack: return "ZStack"
        case .hStack: return "HStack"
        case .vStack: return "VStack"
        case .geometryReader: return "GeometryReader"
        case .scrollView: return "ScrollView"
        case .color: return "Color"
        case .shape(let shape): return shape.name
        case .text: return "Text"
        case .spacer: return "Spacer"
        case .visualLayoutGuide: return "VisualLayoutGuide"
        case .visualGridGuide: return "VisualGridGuide"
        case .visualCornerInsetGuide: return "VisualCornerInsetGuide"
        case .draggablePositionView: return "DraggablePositionView"
        case .image: return "Image"
        case .gridDragView: return "GridDragView"
        }
    }

    /// The child views of a container kind (empty for leaves); a GridDragView's cells by identity.
    public var children: [ViewNode] {
        switch self {
        case .zStack(_, let c), .hStack(_, _, let c), .vStack(_, _, let c), .geometryReader(let c),
             .scrollView(_, _, let c):
            return c
        case .gridDragView(let spec):
            return spec.cells
        default:
            return []
        }
    }
}

/// `ScrollView`'s axes.
public enum ScrollAxes: String, Sendable, Hashable, CaseIterable {
    case vertical, horizontal, both
}

/// The shape leaves. Each takes the whole proposal; circles are inscribed and centred.
public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case circle
    case capsule
    case ellipse
    case roundedRectangle(cornerRadius: Double)
    /// iOS 26's `ConcentricRectangle`: radii from the nearest container shape (or the screen), minus the distance.
    case concentricRectangle

    public var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .roundedRectangle: return "RoundedRectangle"
        case .concentricRectangle: return "ConcentricRectangle"
        }
    }
}

/// A `Text` view's content and its own text-specific settings.
public struct TextContent: Sendable, Hashable {
    public var string: String
    /// A font given on the Text itself; otherwise the environment's font (`.font` modifier) or `.body`.
    public var font: FontStyle?
    public var underline: Bool
    public var lineLimit: Int?
    /// When set, `string` is a ``TextTemplate`` filled with the nearest enclosing GeometryReader's frame in this
    /// space (`gp.frame(in:)`); the Text must sit inside a GeometryReader.
    public var frameIn: GeometryFrameSpace?
    /// When set, `string` is a ``TextTemplate`` whose drag placeholders (`{translation}`, …) show the drag of the
    /// nearest view carrying a `draggable` modifier: the Text itself, a view it is inside, or a view whose overlay
    /// or background it is in (`docs/interactions.md#the-draggable-modifier`).
    public var readsDrag: Bool

    public init(_ string: String, font: FontStyle? = nil, underline: Bool = false, lineLimit: Int? = nil,
                frameIn: GeometryFrameSpace? = nil, readsDrag: Bool = false) {
        self.string = string; self.font = font; self.underline = underline; self.lineLimit = lineLimit
        self.frameIn = frameIn; self.readsDrag = readsDrag
    }

    /// Whether `string` is a template rather than plain text.
    public var isTemplate: Bool { frameIn != nil || readsDrag }
}

/// The space a GeometryReader's frame is read in (SwiftUI's `CoordinateSpace` as `GeometryProxy.frame(in:)` takes it).
public enum GeometryFrameSpace: Sendable, Hashable {
    case local
    case global
    /// The nearest space of this name enclosing the reader; global when none does.
    case named(String)
}

/// A font as a scene names it: a text style (`caption`) or explicit size, weight and design.
public enum FontStyle: Sendable, Hashable {
    case textStyle(TextStyle, weight: FontWeight?, design: FontDesign?)
    case custom(size: Double, weight: FontWeight, design: FontDesign)

    /// The concrete font, in points (iOS sizes at Dynamic Type "Large").
    public var spec: FontSpec {
        switch self {
        case .textStyle(let style, let weight, let design):
            return FontSpec(size: style.pointSize, weight: weight ?? style.defaultWeight, design: design ?? .default)
        case .custom(let size, let weight, let design):
            return FontSpec(size: size, weight: weight, design: design)
        }
    }
}

/// SwiftUI's text styles.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The iOS point size at Dynamic Type "Large" (`docs/layout.md#fonts-and-line-height`).
    public var pointSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline: return 17
        case .subheadline: return 15
        case .body: return 17
        case .callout: return 16
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        }
    }

    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}
