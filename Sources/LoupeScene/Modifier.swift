import LoupeCore

/// A set of edges, as SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Sendable, Hashable {
    /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: Int
    /// A set from its bits (see ``rawValue``).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = EdgeSet(rawValue: 1)
    /// The leading edge.
    public static let leading = EdgeSet(rawValue: 2)
    /// The bottom edge.
    public static let bottom = EdgeSet(rawValue: 4)
    /// The trailing edge.
    public static let trailing = EdgeSet(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: EdgeSet = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: EdgeSet = [.top, .bottom]
    /// All four edges.
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// `frame(width:height:alignment:)`.
public struct FixedFrame: Sendable, Hashable {
    /// The frame's width in points; `nil` takes the child's width (`docs/layout.md#fixed-frame`).
    public var width: Double?
    /// The frame's height in points; `nil` takes the child's height.
    public var height: Double?
    /// Where the child is placed in the frame.
    public var alignment: Alignment
    /// A frame that fixes the dimensions given and centres the child unless told otherwise.
    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width; self.height = height; self.alignment = alignment
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`; `.infinity` allowed.
public struct FlexibleFrame: Sendable, Hashable {
    /// The smallest width the frame takes, in points; `nil` for no lower bound (`docs/layout.md#flexible-frame`).
    public var minWidth: Double?
    /// The width the frame takes when proposed no width (`fixedSize`), in points.
    public var idealWidth: Double?
    /// The largest width the frame takes, in points; `.infinity` fills the proposal.
    public var maxWidth: Double?
    /// The smallest height the frame takes, in points; `nil` for no lower bound.
    public var minHeight: Double?
    /// The height the frame takes when proposed no height (`fixedSize`), in points.
    public var idealHeight: Double?
    /// The largest height the frame takes, in points; `.infinity` fills the proposal.
    public var maxHeight: Double?
    /// Where the child is placed in the frame.
    public var alignment: Alignment
    /// A flexible frame; every bound left out is `nil`, and the child is centred unless told otherwise.
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// What a `background` or `overlay` holds: a view (laid out as a secondary layer) or a shape style (a colour,
/// which as a background extends into the safe area, `docs/layout.md#shape-style-fills`).
public enum LayerContent: Sendable, Hashable {
    /// A view, laid out in the modified view's frame as a secondary layer.
    case view(ViewNode)
    /// A colour or gradient filling the modified view's frame; as a background it extends into the safe area.
    case style(ColorValue)
    /// `background(_ material, in: shape)`: a material filling `shape` in the modified view's frame (not extended
    /// into the safe area).
    case material(MaterialStyle, in: ShapeKind)
}

/// SwiftUI's materials that scenes can name (`docs/scene-format.md#overlay-and-background`).
public enum MaterialStyle: String, Sendable, Hashable, CaseIterable {
    /// `.thinMaterial`, the one Loupe's overlays use.
    case thin
    /// `.regularMaterial`.
    case regular
    /// `.ultraThinMaterial`, `.thickMaterial`, `.ultraThickMaterial`, and `.bar` (the bars' material).
    case ultraThin, thick, ultraThick, bar
}

/// `visualLayoutGuideInteractions(dragEnabled:persistenceEnabled:persistenceNamespace:)`.
public struct GuideInteractions: Sendable, Hashable {
    /// Whether the views can be dragged; false by default.
    public var dragEnabled: Bool
    /// Whether drag offsets are read from and written to the offset store; false by default.
    public var persistenceEnabled: Bool
    /// The namespace of the persistence keys; `nil` or empty means the view's own default (`VisualLayoutGuide` or
    /// `DraggablePositionView`, `docs/interactions.md#persistence-keys`).
    public var persistenceNamespace: String?
    /// Interactions as given; everything off and the default namespace unless told otherwise.
    public init(dragEnabled: Bool = false, persistenceEnabled: Bool = false, persistenceNamespace: String? = nil) {
        self.dragEnabled = dragEnabled; self.persistenceEnabled = persistenceEnabled
        self.persistenceNamespace = persistenceNamespace
    }
}

/// `draggablePositionViewConstraints(_:)`: Loupe's `DragConstraints`. Axis-only drops the other axis of every drag;
/// ranges clamp the tracker's reported position in its coordinate space. Loupe declares these but never applies
/// them; Loupe Render applies them as Loupe's documentation describes (`docs/interactions.md#drag-constraints`).
public struct PositionConstraints: Sendable, Hashable {
    /// The range the reported x-coordinate is clamped to, in the view's coordinate space; `nil` leaves x free.
    public var horizontalRange: ClosedRange<Double>?
    /// The range the reported y-coordinate is clamped to, in the view's coordinate space; `nil` leaves y free.
    public var verticalRange: ClosedRange<Double>?
    /// Whether drags move only horizontally (their vertical part is set to 0). With ``verticalOnly`` too, nothing
    /// moves.
    public var horizontalOnly: Bool
    /// Whether drags move only vertically (their horizontal part is set to 0). With ``horizontalOnly`` too, nothing
    /// moves.
    public var verticalOnly: Bool
    /// Constraints as given; everything free unless told otherwise.
    public init(horizontalRange: ClosedRange<Double>? = nil, verticalRange: ClosedRange<Double>? = nil,
                horizontalOnly: Bool = false, verticalOnly: Bool = false) {
        self.horizontalRange = horizontalRange; self.verticalRange = verticalRange
        self.horizontalOnly = horizontalOnly; self.verticalOnly = verticalOnly
    }
    /// No constraint: `"none"` in a scene.
    public static let none = PositionConstraints()
    /// Horizontal drags only: `"horizontal"` in a scene.
    public static let horizontal = PositionConstraints(horizontalOnly: true)
    /// Vertical drags only: `"vertical"` in a scene.
    public static let vertical = PositionConstraints(verticalOnly: true)
}

/// `visualLayoutGuidePositioning(_:)`.
public enum GuidePositioning: String, Sendable, Hashable, CaseIterable {
    /// `auto` (Loupe's default) moves a guide's info box down out of the way of earlier boxes; `disabled` leaves the
    /// box where it is and makes it no obstacle for others (`docs/overlays.md#collision-coordinator`).
    case auto, disabled
}

/// A modifier. Each wraps the view as modified so far.
public enum Modifier: Sendable, Hashable {
    /// `frame(width:height:alignment:)`.
    case frame(FixedFrame)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// Padding lengths per edge, already resolved (the platform default is 16).
    case padding(EdgeInsets)
    /// `offset(x:y:)`: moves the drawing by `x`, `y` points without changing the layout.
    case offset(x: Double, y: Double)
    /// `position(x:y:)`: takes the whole proposal and centres the view at `x`, `y` in it.
    case position(x: Double, y: Double)
    /// `overlay(alignment:content:)`: `content` drawn over the view, in its frame.
    case overlay(alignment: Alignment, content: LayerContent)
    /// `background(alignment:content:)`: `content` drawn behind the view, in its frame.
    case background(alignment: Alignment, content: LayerContent)
    /// `foregroundStyle(_:)`: the style of text, shapes and guides inside.
    case foregroundStyle(ColorValue)
    /// `opacity(_:)`: the view drawn as one layer at this opacity (0…1).
    case opacity(Double)
    /// `font(_:)`: the font of the text inside that names none of its own.
    case font(FontStyle)
    /// `ignoresSafeArea(edges:)`: the view's frame grows into the safe area on these edges
    /// (`docs/layout.md#ignoressafearea`).
    case ignoresSafeArea(edges: EdgeSet)
    /// `coordinateSpace(name:)`: names the view's frame as a space for positions and frames read inside.
    case coordinateSpace(name: String)
    /// `containerShape(RoundedRectangle(cornerRadius:))` or `containerShape(UnevenRoundedRectangle(…))`: the shape
    /// concentric rectangles inside follow, by its radius at each corner.
    case containerShape(CornerRadii)
    /// `fixedSize(horizontal:vertical:)`: proposes nil on the chosen axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `layoutPriority(_:)`: stacks size children of higher priority first (`docs/layout.md#layoutpriority`).
    case layoutPriority(Double)
    /// Clips drawing to the view's frame.
    case clipped
    /// `border(_:width:)`: a stroke `width` wide lying inside the view as wrapped so far, drawn over it
    /// (SwiftUI's `overlay(Rectangle().strokeBorder(style, lineWidth: width))`); no layout effect.
    case border(ColorValue, width: Double)
    /// `onDrop(of:delegate:)`: marks the view as wrapped so far as a drop target; `label` names it (like a
    /// `DropDelegate` that knows its target's name). No layout effect.
    case onDrop(label: String)
    /// `visualLayoutGuideInteractions(dragEnabled:persistenceEnabled:persistenceNamespace:)`, for every guide inside.
    case visualLayoutGuideInteractions(GuideInteractions)
    /// `visualLayoutGuidePositioning(_:)`, for every guide inside.
    case visualLayoutGuidePositioning(GuidePositioning)
    /// A collision scope of its own for the guides inside.
    case isolatedOverlayCoordinator
    /// `draggablePositionViewInteractions(dragEnabled:persistenceEnabled:persistenceNamespace:)`.
    case draggablePositionViewInteractions(GuideInteractions)
    /// `draggablePositionViewConstraints(_:)`, for every DraggablePositionView inside.
    case draggablePositionViewConstraints(PositionConstraints)
    /// Follows drags: an offset by the gesture's committed plus in-flight translation, and a style while dragging.
    case draggable(DraggableSpec)
    /// `navigationTitle(_:)`: the title of the `NavigationStack` the view is in (the first one in the content wins);
    /// no effect outside a stack.
    case navigationTitle(String)
    /// `navigationBarTitleDisplayMode(_:)`, read like ``navigationTitle(_:)``.
    case navigationBarTitleDisplayMode(NavigationBar.TitleDisplayMode)
    /// A text modifier (``TextModifier``): how the text inside is set, innermost first.
    case text(TextModifier)
    /// `imageScale(_:)`: the size of the symbols inside relative to their font.
    case imageScale(ImageScale)
    /// `dynamicTypeSize(_:)` (or `.environment(\.dynamicTypeSize, …)`): the size text styles inside are set at.
    case dynamicTypeSize(DynamicTypeSize)
    /// `.environment(\.layoutDirection, …)`: the direction the view and its content are laid out in
    /// (`docs/layout.md#right-to-left`).
    case layoutDirection(LayoutDirection)
    /// `flipsForRightToLeftLayoutDirection(_:)`: when `true` and the view is laid out right to left, what it draws is
    /// mirrored across its vertical centre line, text and images included.
    case flipsForRightToLeftLayoutDirection(Bool)
    /// `symbolVariant(_:)`: the form of the symbols inside (filled, in a circle, slashed), innermost wins.
    case symbolVariant(SymbolVariants)
    /// A control modifier (``ControlModifier``): how the buttons and labels inside are drawn.
    case control(ControlModifier)
    /// A list-row modifier (``ListRowModifier``): the row of a list this view is.
    case listRow(ListRowModifier)
    /// `clipShape(_:)`: the view as wrapped so far drawn inside the shape only, fitted to its frame (anti-aliased).
    case clipShape(ShapeKind)
    /// `cornerRadius(_:)`: SwiftUI's older spelling of `clipShape(RoundedRectangle(cornerRadius:))`.
    case cornerRadius(Double)
    /// `tabItem { … }`: the item a tab of a `TabView` shows in the bar.
    case tabItem(TabItem)
    /// `shadow(color:radius:x:y:)`: the view as wrapped so far drawn over its drop shadow (no layout effect).
    case shadow(color: ColorValue, radius: Double, x: Double, y: Double)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the view offered a size of `ratio` (width /
    /// height; `nil` is the view's own) that fits or fills what it is offered (`docs/layout.md#aspect-ratio`).
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    /// A grid-cell modifier (``GridCellModifier``): how the view takes its place in a `Grid`.
    case gridCell(GridCellModifier)
    /// `toolbar { … }`: items for the bars of the `NavigationStack` the view is in; no effect outside a stack.
    case toolbar([ToolbarItemSpec])
    /// `navigationBarHidden(_:)`, `toolbar(.hidden, for: .navigationBar)`: the navigation bar hidden (or shown again).
    case navigationBarHidden(Bool)
    /// `zIndex(_:)`: where the view is drawn among its siblings, higher over lower; no layout effect.
    case zIndex(Double)
    /// `scaleEffect(x:y:anchor:)`: the view as wrapped so far drawn scaled about `anchor` of its frame; no layout effect.
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// `rotationEffect(_:anchor:)`: the view as wrapped so far drawn turned by `degrees` (clockwise) about `anchor`;
    /// no layout effect.
    case rotationEffect(degrees: Double, anchor: UnitPoint)
    /// `blur(radius:)`: the view as wrapped so far drawn blurred (a Gaussian of standard deviation `radius / 2`).
    case blur(radius: Double)
    /// `contentMargins(_:_:for:)`: space around a `ScrollView`'s content, inside the scroll view; elsewhere nothing.
    case contentMargins(EdgeInsets)
    /// `mask(alignment:_:)`: the view as wrapped so far drawn only where `content` (laid out in its frame, as an
    /// overlay) is opaque, in proportion to its alpha.
    case mask(alignment: Alignment, content: ViewNode)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: `content` along `edge`, the view as wrapped so far in the rest.
    case safeAreaInset(edge: InsetEdge, alignment: Alignment, spacing: Double?, content: ViewNode)
    /// `alignmentGuide(_:computeValue:)`: where the view as wrapped so far puts `guide` when a container aligns it;
    /// no change to its size.
    case alignmentGuide(GuideKey, GuideValue)
    /// `searchable(text:prompt:)`: a search field in the navigation bar of the stack the view is in, showing `prompt`.
    case searchable(prompt: String)

    /// The modifier's key as the scene format spells it.
    public var name: String {
        switch self {
        case .frame, .flexibleFrame: return "frame"
        case .padding: return "padding"
        case .offset: return "offset"
        case .position: return "position"
        case .overlay: return "overlay"
        case .background: return "background"
        case .foregroundStyle: return "foregroundStyle"
        case .opacity: return "opacity"
        case .font: return "font"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .coordinateSpace: return "coordinateSpace"
        case .containerShape: return "containerShape"
        case .fixedSize: return "fixedSize"
        case .layoutPriority: return "layoutPriority"
        case .clipped: return "clipped"
        case .border: return "border"
        case .onDrop: return "onDrop"
        case .visualLayoutGuideInteractions: return "visualLayoutGuideInteractions"
        case .visualLayoutGuidePositioning: return "visualLayoutGuidePositioning"
        case .isolatedOverlayCoordinator: return "overlayCoordinator"
        case .draggablePositionViewInteractions: return "draggablePositionViewInteractions"
        case .draggablePositionViewConstraints: return "draggablePositionViewConstraints"
        case .draggable: return "draggable"
        case .navigationTitle: return "navigationTitle"
        case .navigationBarTitleDisplayMode: return "navigationBarTitleDisplayMode"
        case .text(let modifier): return modifier.name
        case .imageScale: return "imageScale"
        case .dynamicTypeSize: return "dynamicTypeSize"
        case .layoutDirection: return "layoutDirection"
        case .flipsForRightToLeftLayoutDirection: return "flipsForRightToLeftLayoutDirection"
        case .symbolVariant: return "symbolVariant"
        case .control(let modifier): return modifier.name
        case .listRow(let modifier): return modifier.name
        case .clipShape: return "clipShape"
        case .cornerRadius: return "cornerRadius"
        case .aspectRatio: return "aspectRatio"
        case .shadow: return "shadow"
        case .tabItem: return "tabItem"
        case .gridCell(let modifier): return modifier.name
        case .toolbar: return "toolbar"
        case .navigationBarHidden: return "navigationBarHidden"
        case .zIndex: return "zIndex"
        case .scaleEffect: return "scaleEffect"
        case .rotationEffect: return "rotationEffect"
        case .blur: return "blur"
        case .safeAreaInset: return "safeAreaInset"
        case .mask: return "mask"
        case .contentMargins: return "contentMargins"
        case .alignmentGuide: return "alignmentGuide"
        case .searchable: return "searchable"
        }
    }
}

extension Modifier {
    /// `containerShape(RoundedRectangle(cornerRadius:))`: the same radius at every corner.
    public static func containerShape(cornerRadius: Double) -> Modifier { .containerShape(CornerRadii(all: cornerRadius)) }
}

extension ViewNode {
    /// The view's `zIndex`: its outermost one, else 0.
    public var zIndex: Double {
        for case .zIndex(let value) in modifiers.reversed() { return value }
        return 0
    }
}

/// The edge a `safeAreaInset` puts its content along.
public enum InsetEdge: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing
}
