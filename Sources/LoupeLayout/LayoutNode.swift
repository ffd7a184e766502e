import LoupeCore
import LoupeScene

/// A named coordinate space visible to a view: the name and the space's origin in global points.
public struct NamedSpace: Sendable, Hashable {
    /// The name given in `coordinateSpace(name:)`.
    public var name: String
    /// The top-left corner of the frame that defines the space, in global points.
    public var origin: Point
    /// A space called `name` whose origin is `origin`, in global points.
    public init(name: String, origin: Point) { self.name = name; self.origin = origin }
}

/// The shape a `containerShape` modifier declared, as seen by the views inside it.
public struct ContainerShape: Sendable, Hashable {
    /// The container's frame in global points.
    public var frame: Rect
    /// The radius of each corner of the container's rounded rectangle, in points.
    public var cornerRadii: CornerRadii
    /// A container shape with `frame` in global points and `cornerRadii` in points.
    public init(frame: Rect, cornerRadii: CornerRadii) { self.frame = frame; self.cornerRadii = cornerRadii }
    /// A container shape with `frame` in global points and `cornerRadius` in points at every corner.
    public init(frame: Rect, cornerRadius: Double) { self.init(frame: frame, cornerRadii: CornerRadii(all: cornerRadius)) }
}

/// What a view's environment holds, as the view sees it (its ancestors' values and its own modifiers).
public struct LayoutEnvironment: Sendable, Hashable {
    /// The colour scheme the scene is rendered in, the same for every view.
    public var colorScheme: ColorScheme
    /// The Dynamic Type size text styles are set at: the scene's, the same for every view.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The direction the view is laid out in: the scene's, or the nearest `layoutDirection` modifier's.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The font of text that names none of its own: the nearest `font` modifier's, else `.body`.
    public var font: FontSpec
    /// The style ``font`` was made from, so that a `dynamicTypeSize` inside sets it again at its size.
    public var fontStyle = FontStyle.textStyle(.body, weight: nil, design: nil)
    /// The nearest `foregroundStyle` in force (or a draggable view's while-dragging style); `nil` means none, and
    /// text, shapes and overlays then use `primary`.
    public var foregroundStyle: ColorValue?
    /// The `visualLayoutGuideInteractions` in force for guides; everything off by default.
    public var guideInteractions: GuideInteractions
    /// The `visualLayoutGuidePositioning` in force; `auto` by default.
    public var guidePositioning: GuidePositioning
    /// `draggablePositionViewInteractions` in force (read by position trackers).
    public var trackerInteractions: GuideInteractions = GuideInteractions()
    /// `draggablePositionViewConstraints` in force.
    public var trackerConstraints: PositionConstraints = .none
    /// The path of the view whose `overlayCoordinator: isolated` scope encloses this one; `nil` is the shared scope.
    public var coordinatorScope: String?
    /// The nearest container shape (`containerShape` modifier), or `nil` for the device screen.
    public var containerShape: ContainerShape?
    /// The paths of the views whose `draggable` gesture is in flight (their while-dragging style applies).
    public var draggingViews: Set<String> = []
    /// The text modifiers in force (`bold`, `fontWeight`, `multilineTextAlignment`, …).
    public var textStyling = TextStyling()
    /// The nearest `imageScale`: how large symbols are against their font.
    public var imageScale = ImageScale.medium
    /// The nearest `symbolVariant`: the form the symbols inside are drawn in.
    public var symbolVariants = SymbolVariants.none
    /// The control modifiers in force (`buttonStyle`, `controlSize`, `tint`, …).
    public var controls = ControlStyling()
    /// Whether the view is a list row or inside one (a `NavigationLink` there is not tinted and shows a chevron).
    public var isInListRow = false

    /// The font a Text is set in: its own font, else the environment's, with the text modifiers' weight, design and
    /// digits.
    public func textFont(_ own: FontStyle?) -> FontSpec { textStyling.font(own?.spec(at: dynamicTypeSize) ?? font) }

    /// `multilineTextAlignment` as drawn, from the left: leading and trailing trade places right to left.
    public var drawnTextAlignment: TextAlignment {
        guard layoutDirection == .rightToLeft else { return textStyling.alignment }
        switch textStyling.alignment {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }

    /// An environment with the given values; the tracker settings start off, and no view is being dragged.
    public init(colorScheme: ColorScheme = .light, font: FontSpec = .body, foregroundStyle: ColorValue? = nil,
                guideInteractions: GuideInteractions = GuideInteractions(), guidePositioning: GuidePositioning = .auto,
                coordinatorScope: String? = nil, containerShape: ContainerShape? = nil) {
        self.colorScheme = colorScheme; self.font = font; self.foregroundStyle = foregroundStyle
        self.guideInteractions = guideInteractions; self.guidePositioning = guidePositioning
        self.coordinatorScope = coordinatorScope; self.containerShape = containerShape
    }
}

/// One laid-out view: its frames in global points (unrounded, offsets included), its insets, its environment
/// and the spaces it can name.
public final class LayoutNode: Sendable {
    /// The scene's view this node is the layout of, with its modifiers and path.
    public let view: ViewNode
    /// The bare view's frame, inside all its modifiers.
    public let frame: Rect
    /// One frame per entry of `view.modifiers`, same order: the view as wrapped by that modifier and those
    /// before it. An `offset` entry is the un-shifted layout frame (the shift applies to what is inside it).
    public let modifierFrames: [Rect]
    /// The safe-area insets of `frame` (`docs/layout.md#safe-area-insets`).
    public let safeAreaInsets: EdgeInsets
    /// The safe-area insets of each entry of `modifierFrames`.
    public let modifierSafeAreaInsets: [EdgeInsets]
    /// Laid-out `overlay`/`background` view content, keyed by the modifier's index.
    public let layers: [Int: LayoutNode]
    /// A container's laid-out content, in declaration order.
    public let children: [LayoutNode]
    /// The environment the bare view sees.
    public let environment: LayoutEnvironment
    /// The named spaces the bare view can name, nearest first.
    public let coordinateSpaces: [NamedSpace]
    /// The named spaces each entry of `modifierFrames` can name, nearest first: a `coordinateSpace` entry's own space,
    /// then those attached by modifiers outside it (higher indices) and by the ancestors. Empty when the node was
    /// built without them.
    public let modifierCoordinateSpaces: [[NamedSpace]]
    /// Where each shape-style `background`/`overlay` paints, keyed by the modifier's index: the modifier's frame
    /// outset by its own safe-area insets on every edge (`docs/layout.md#shape-style-fills`).
    public let styleFillRects: [Int: Rect]
    /// For a `ScrollView` or a `List`: the rect its content is clipped to, its frame outset by its own safe-area
    /// insets.
    public let scrollClipRect: Rect?
    /// For a `Text`: the string it shows, a `frameIn` or `readsDrag` template filled in.
    public let text: String?
    /// For a `Text` its `minimumScaleFactor` shrank to fit: the smaller font it is set in; `nil` when it keeps its own.
    public let textFont: FontSpec?
    /// For a `Text` of several runs: each run's font, in the order of the content's runs.
    public let textRunFonts: [FontSpec]?
    /// For a `ViewThatFits`: the child it shows; the others are not laid out or drawn.
    public let shownChild: Int?
    /// For a `List` (its rows outside sections) or a `Section`: its cards of rows as laid out.
    public let listCards: [ListCard]
    /// The direction the view's parent lays it out in, before the view's own `layoutDirection` modifiers.
    public let inheritedLayoutDirection: LayoutDirection

    /// A node from its parts as the layout computed them; nothing is checked (for example that `modifierFrames` has one
    /// entry per modifier).
    public init(view: ViewNode, frame: Rect, modifierFrames: [Rect], safeAreaInsets: EdgeInsets,
                modifierSafeAreaInsets: [EdgeInsets], layers: [Int: LayoutNode], children: [LayoutNode],
                environment: LayoutEnvironment, coordinateSpaces: [NamedSpace],
                modifierCoordinateSpaces: [[NamedSpace]] = [], styleFillRects: [Int: Rect] = [:],
                scrollClipRect: Rect? = nil, text: String? = nil, textFont: FontSpec? = nil, textRunFonts: [FontSpec]? = nil,
                shownChild: Int? = nil, listCards: [ListCard] = [], inheritedLayoutDirection: LayoutDirection? = nil) {
        self.view = view; self.frame = frame; self.modifierFrames = modifierFrames
        self.safeAreaInsets = safeAreaInsets; self.modifierSafeAreaInsets = modifierSafeAreaInsets
        self.layers = layers; self.children = children; self.environment = environment
        self.coordinateSpaces = coordinateSpaces
        self.modifierCoordinateSpaces = modifierCoordinateSpaces
        self.styleFillRects = styleFillRects; self.scrollClipRect = scrollClipRect
        self.text = text; self.textFont = textFont; self.textRunFonts = textRunFonts; self.shownChild = shownChild
        self.listCards = listCards
        self.inheritedLayoutDirection = inheritedLayoutDirection ?? environment.layoutDirection
    }

    /// The direction in force for the frame of modifier `index`: the nearest `layoutDirection` modifier outside it, else
    /// the inherited one.
    public func layoutDirection(atModifier index: Int) -> LayoutDirection {
        view.layoutDirection(atModifier: index, inheriting: inheritedLayoutDirection)
    }

    /// The outermost frame: the view wrapped by all its modifiers.
    public var outerFrame: Rect { modifierFrames.last ?? frame }

    /// The named spaces visible to the frame of modifier `index`, nearest first (`coordinateSpaces` for `nil`).
    public func coordinateSpaces(forModifier index: Int?) -> [NamedSpace] {
        guard let index else { return coordinateSpaces }
        return modifierCoordinateSpaces.indices.contains(index) ? modifierCoordinateSpaces[index] : coordinateSpaces
    }
}

/// Measures text for layout. The renderer supplies one backed by the shipped fonts.
public protocol TextMeasuring: Sendable {
    /// The unrounded size of `string` set in `font`, wrapped to `width` when it is not `nil`
    /// (single line, apart from explicit newlines, when it is), showing at most `lineLimit` lines.
    func measure(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> Size
    /// The distance from the top of a line of `font` down to its baseline.
    func ascent(of font: FontSpec) -> Double
    /// The unrounded size of text of several runs, each in its own font, wrapped and limited as `measure` does.
    func measure(runs: [(string: String, font: FontSpec)], width: Double?, lineLimit: Int?) -> Size
}
