import LoupeCore

/// One view of the scene's tree: a kind, optional `id`, and modifiers applied in order (each wraps what came
/// before, as chained SwiftUI modifiers do, so the last modifier is the outermost).
public struct ViewNode: Sendable, Hashable {
    /// What the view is, with its kind-specific settings and children.
    public var kind: ViewKind
    /// The scene's `id` for the view, which interactions and the layout report refer to; `nil` when it has none.
    public var id: String?
    /// The modifiers in the order written; the last one is the outermost.
    public var modifiers: [Modifier]
    /// Where the view stands in the scene, e.g. `body.content[1]`: used by the layout report and errors.
    public var path: String

    /// A view of `kind` at `path`, with no id and no modifiers unless told.
    public init(_ kind: ViewKind, id: String? = nil, modifiers: [Modifier] = [], path: String = "body") {
        self.kind = kind; self.id = id; self.modifiers = modifiers; self.path = path
    }

    /// The kind's name as the scene format spells it (`"ZStack"`, `"Color"`, `"VisualLayoutGuide"`, …).
    public var kindName: String { kind.name }
}

/// What a view is.
public indirect enum ViewKind: Sendable, Hashable {
    /// Children drawn over each other, each aligned in the stack by `alignment`.
    case zStack(alignment: Alignment, content: [ViewNode])
    /// Children in a row; `spacing` `nil` uses the default gaps (`docs/layout.md#stack-spacing`).
    case hStack(alignment: VerticalAlignment, spacing: Double?, content: [ViewNode])
    /// Children in a column; `spacing` `nil` uses the default gaps (`docs/layout.md#stack-spacing`).
    case vStack(alignment: HorizontalAlignment, spacing: Double?, content: [ViewNode])
    /// `LazyHStack`: an `HStack` as tall as it is offered (`docs/layout.md#lazy-stacks`).
    case lazyHStack(alignment: VerticalAlignment, spacing: Double?, content: [ViewNode])
    /// `LazyVStack`: a `VStack` as wide as it is offered (`docs/layout.md#lazy-stacks`).
    case lazyVStack(alignment: HorizontalAlignment, spacing: Double?, content: [ViewNode])
    /// Children proposed the reader's size and placed at its top-leading corner.
    case geometryReader(content: [ViewNode])
    /// `contentOffset` is how far the content is scrolled along the axis, in points.
    case scrollView(axes: ScrollAxes, contentOffset: Double, content: [ViewNode])
    /// A colour filling the whole proposal.
    case color(ColorValue)
    /// A shape filled with the foreground style, or outlined when `stroke` is given.
    case shape(ShapeKind, stroke: ShapeStroke? = nil)
    /// A `Text`.
    case text(TextContent)
    /// `Spacer(minLength:)`; `nil` means the platform's 8 points (`docs/layout.md#spacer`).
    case spacer(minLength: Double?)
    /// Loupe's `VisualLayoutGuide`: the frame, its insets and an info box.
    case visualLayoutGuide(VisualLayoutGuideSpec)
    /// Loupe's `VisualGridGuide`: a grid of squares over the frame and a metrics badge.
    case visualGridGuide(VisualGridGuideSpec)
    /// Loupe's `VisualCornerInsetGuide`.
    case visualCornerInsetGuide(VisualCornerInsetGuideSpec)
    /// Loupe's `DraggablePositionView`: a disc with a crosshair and a label giving its position.
    case draggablePositionView(DraggablePositionViewSpec)
    /// `Image(systemName:)` or `Image("name")`.
    case image(ImageSpec)
    /// GridDragView: cells whose rows and columns are dragged, or a sliding puzzle.
    case gridDragView(GridDragViewSpec)
    /// What the Swift front end draws in place of a view it cannot evaluate (`--placeholders`).
    case placeholder(PlaceholderSpec)
    /// `Divider()`: a hairline in the separator colour across the enclosing stack (`docs/controls.md#divider`).
    case divider
    /// `Button` or `NavigationLink`: its label, drawn by the button style in force.
    case button(ButtonSpec)
    /// `Label`: an icon and a title, as the label style in force shows them.
    case label(LabelSpec)
    /// `List` or `Form`: rows and sections in the list style in force.
    case list(ListSpec)
    /// `Section`: a list's header, rows and footer.
    case section(SectionSpec)
    /// `TextField` or `SecureField`: one line of text or its placeholder.
    case textField(TextFieldSpec)
    /// `Toggle`: a label and a switch.
    case toggle(ToggleSpec)
    /// `Stepper`: a label and the − / + control.
    case stepper(StepperSpec)
    /// `TabView`: the shown tab over the tab bar.
    case tabView(TabViewSpec)
    /// `Slider`: a track and its thumb.
    case slider(SliderSpec)
    /// `Picker`: the selection in a menu button, or every option in a segmented control.
    case picker(PickerSpec)
    /// `ProgressView`: an indicator or a bar, with an optional label.
    case progress(ProgressSpec)
    /// `LazyVGrid` or `LazyHGrid`: the content flowing into columns or rows.
    case lazyGrid(LazyGridSpec)
    /// `Grid`: rows of cells in shared columns.
    case grid(GridSpec)
    /// `DatePicker`, compact: the label and a pill per component.
    case datePicker(DatePickerSpec)
    /// `ViewThatFits(in:)`: the first view whose ideal size fits the proposal on `axes` (the last when none does).
    case viewThatFits(axes: ScrollAxes, content: [ViewNode])
    /// `GridRow(alignment:)`: one row of a `Grid`, its views the cells; outside a grid, an `HStack`.
    case gridRow(alignment: VerticalAlignment?, content: [ViewNode])

    /// The kind's name as the scene format spells it (`"ZStack"`, `"Text"`); a shape gives its own name (`"Circle"`).
    public var name: String {
        switch self {
        case .zStack: return "ZStack"
        case .hStack: return "HStack"
        case .vStack: return "VStack"
        case .lazyHStack: return "LazyHStack"
        case .lazyVStack: return "LazyVStack"
        case .geometryReader: return "GeometryReader"
        case .scrollView: return "ScrollView"
        case .color: return "Color"
        case .shape(let shape, _): return shape.name
        case .text: return "Text"
        case .spacer: return "Spacer"
        case .visualLayoutGuide: return "VisualLayoutGuide"
        case .visualGridGuide: return "VisualGridGuide"
        case .visualCornerInsetGuide: return "VisualCornerInsetGuide"
        case .draggablePositionView: return "DraggablePositionView"
        case .image: return "Image"
        case .gridDragView: return "GridDragView"
        case .placeholder: return "Placeholder"
        case .divider: return "Divider"
        case .button(let spec): return spec.kind.rawValue
        case .label: return "Label"
        case .list(let spec): return spec.isForm ? "Form" : "List"
        case .section: return "Section"
        case .textField(let spec): return spec.isSecure ? "SecureField" : "TextField"
        case .toggle: return "Toggle"
        case .stepper: return "Stepper"
        case .tabView: return "TabView"
        case .slider: return "Slider"
        case .picker: return "Picker"
        case .progress: return "ProgressView"
        case .lazyGrid(let spec): return spec.name
        case .grid: return "Grid"
        case .datePicker: return "DatePicker"
        case .viewThatFits: return "ViewThatFits"
        case .gridRow: return "GridRow"
        }
    }

    /// The child views of a container kind (empty for leaves); a GridDragView's cells by identity.
    public var children: [ViewNode] {
        switch self {
        case .zStack(_, let c), .hStack(_, _, let c), .vStack(_, _, let c), .lazyHStack(_, _, let c),
             .lazyVStack(_, _, let c), .geometryReader(let c),
             .scrollView(_, _, let c):
            return c
        case .gridDragView(let spec):
            return spec.cells
        case .button(let spec):
            return [spec.label]
        case .label(let spec):
            return [spec.icon, spec.title]
        case .list(let spec):
            return spec.content
        case .section(let spec):
            return [spec.header].compactMap { $0 } + spec.content + [spec.footer].compactMap { $0 }
        case .toggle(let spec):
            return [spec.label]
        case .stepper(let spec):
            return [spec.label]
        case .datePicker(let spec):
            return [spec.label]
        case .viewThatFits(_, let content):
            return content
        case .picker(let spec):
            return [spec.label]
        case .tabView(let spec):
            return spec.tabs
        case .progress(let spec):
            return [spec.label].compactMap { $0 }
        case .lazyGrid(let spec):
            return spec.content
        case .grid(let spec):
            return spec.content
        case .gridRow(_, let content):
            return content
        default:
            return []
        }
    }
}

/// A view the Swift front end could not evaluate, drawn hatched and labelled with its source
/// (`docs/swift-source.md#placeholders`).
public struct PlaceholderSpec: Sendable, Hashable {
    /// The construct as the source spells it: `Button("Save") { … }`.
    public var label: String
    /// Whether it takes all the space it is offered (a container such as `List`), rather than its label's width and
    /// the 44-point minimum hit target's height.
    public var fills: Bool

    /// A placeholder labelled `label`.
    public init(label: String, fills: Bool = false) { self.label = label; self.fills = fills }

    /// The height of a placeholder that does not fill, and its smallest width: the 44-point minimum hit target.
    public static let side = 44.0
    /// The label's inset from the placeholder's sides.
    public static let labelInset = 8.0
    /// The label's font: 12-point monospaced.
    public static let labelFont = FontSpec(size: 12, design: .monospaced)
}

/// `ScrollView`'s axes.
public enum ScrollAxes: String, Sendable, Hashable, CaseIterable {
    /// The axes the content scrolls along (and is proposed no size on).
    case vertical, horizontal, both
}

/// The shape leaves. Each takes the whole proposal; circles are inscribed and centred.
public enum ShapeKind: Sendable, Hashable {
    /// The whole frame.
    case rectangle
    /// The largest circle that fits, centred.
    case circle
    /// A rounded rectangle whose corner radius is half the shorter side.
    case capsule
    /// The ellipse inscribed in the frame.
    case ellipse
    /// A rectangle with the same radius, in points, on every corner.
    case roundedRectangle(cornerRadius: Double)
    /// iOS 26's `ConcentricRectangle`: radii from the nearest container shape (or the screen), minus the distance.
    case concentricRectangle
    /// A `Path`, or a custom `Shape`'s path: its elements, their points following the frame.
    case path(PathShape)
    /// `Shape.trim(from:to:)`: the part of the shape's outline between two fractions of its length, from where the
    /// shape's path starts (a rectangle's top-leading corner, an ellipse's trailing point, clockwise on the screen).
    indirect case trimmed(ShapeKind, from: Double, to: Double)

    /// The shape's name as the scene format spells it (`"RoundedRectangle"`).
    public var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .roundedRectangle: return "RoundedRectangle"
        case .concentricRectangle: return "ConcentricRectangle"
        case .path: return "Path"
        case .trimmed(let shape, _, _): return shape.name
        }
    }
}

/// A `Text` view's content and its own text-specific settings.
public struct TextContent: Sendable, Hashable {
    /// The text as written, or a ``TextTemplate`` when ``isTemplate`` is true.
    public var string: String
    /// A font given on the Text itself; otherwise the environment's font (`.font` modifier) or `.body`.
    public var font: FontStyle?
    /// Whether the text is underlined.
    public var underline: Bool
    /// Whether a line is drawn through the text.
    public var strikethrough = false
    /// Texts joined with `+` or styled by markdown: the runs ``string`` is made of, each with its own style; `nil` for
    /// text in one style.
    public var runs: [TextRunStyle]? = nil
    /// The most lines the text may take before it is truncated with "…"; `nil` for no limit.
    public var lineLimit: Int?
    /// The fewest lines the text is tall for, empty ones below it when it has fewer (`lineLimit(_:reservesSpace:)`,
    /// `lineLimit(2...)`); `nil` for none.
    public var reservedLines: Int? = nil
    /// When set, `string` is a ``TextTemplate`` filled with the nearest enclosing GeometryReader's frame in this
    /// space (`gp.frame(in:)`); the Text must sit inside a GeometryReader.
    public var frameIn: GeometryFrameSpace?
    /// When set, `string` is a ``TextTemplate`` whose drag placeholders (`{translation}`, …) show the drag of the
    /// nearest view carrying a `draggable` modifier: the Text itself, a view it is inside, or a view whose overlay
    /// or background it is in (`docs/interactions.md#the-draggable-modifier`).
    public var readsDrag: Bool
    /// How the frame placeholders write their numbers (`"frameFormat"`): as Swift's `String` does (`100.0`), or as a
    /// `Text`'s string literal does (`"%lf"`: `100.000000`).
    public var frameFormat: TextTemplate.FrameFormat = .swift

    /// Text content; plain, not underlined and not limited unless told.
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
    /// The reader's own frame: the origin is (0, 0).
    case local
    /// The screen, in global points.
    case global
    /// The nearest space of this name enclosing the reader; global when none does.
    case named(String)
}

/// A font as a scene names it: a text style (`caption`) or explicit size, weight and design.
public enum FontStyle: Sendable, Hashable {
    /// A text style, optionally with its weight or design changed (`nil` keeps the style's own).
    case textStyle(TextStyle, weight: FontWeight?, design: FontDesign?)
    /// `.system(size:weight:design:)`.
    case custom(size: Double, weight: FontWeight, design: FontDesign)
    /// `.custom(_:size:relativeTo:)` with a font file the app bundles: `name` as the code writes it, the file's
    /// absolute path, and the text style whose Dynamic Type scaling it follows (`nil`: `fixedSize:`, never scaled).
    case file(name: String, path: String, size: Double, relativeTo: TextStyle?)
    /// A font's `italic()`: the font slanted.
    indirect case italic(FontStyle)
    /// A font's `width(_:)`: the font in that width.
    indirect case width(FontWidth, FontStyle)

    /// The concrete font, in points, at Dynamic Type "Large".
    public var spec: FontSpec { spec(at: .large) }

    /// The concrete font, in points, a text style sized for `category`; an explicit size stays as it is.
    public func spec(at category: DynamicTypeSize) -> FontSpec {
        switch self {
        case .italic(let upright):
            var spec = upright.spec(at: category)
            spec.italic = true
            return spec
        case .width(let width, let standard):
            var spec = standard.spec(at: category)
            spec.width = width
            return spec
        case .textStyle(let style, let weight, let design):
            return FontSpec(size: style.pointSize(at: category), weight: weight ?? style.defaultWeight,
                            design: design ?? .default)
        case .custom(let size, let weight, let design):
            return FontSpec(size: size, weight: weight, design: design)
        case .file(_, let path, let size, let relativeTo):
            let scale = relativeTo.map { $0.pointSize(at: category) / $0.pointSize(at: .large) } ?? 1
            var spec = FontSpec(size: size * scale)
            spec.file = path
            return spec
        }
    }
}

/// SwiftUI's text styles.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// The eleven styles; see ``pointSize`` for their sizes.
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The iOS point size at Dynamic Type "Large" (`docs/layout.md#fonts-and-line-height`).
    public var pointSize: Double { pointSize(at: .large) }

    /// The weight the style has when no weight is given: semibold for `headline`, regular for the others.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}
