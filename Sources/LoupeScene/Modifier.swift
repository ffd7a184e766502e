import LoupeCore

/// A set of edges, as SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// `frame(width:height:alignment:)`.
public struct FixedFrame: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment
    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width; self.height = height; self.alignment = alignment
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`; `.infinity` allowed.
public struct FlexibleFrame: Sendable, Hashable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment
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
    case view(ViewNode)
    case style(ColorValue)
}

/// `visualLayoutGuideInteractions(dragEnabled:persistenceEnabled:persistenceNamespace:)`.
public struct GuideInteractions: Sendable, Hashable {
    public var dragEnabled: Bool
    public var persistenceEnabled: Bool
    public var persistenceNamespace: String?
    public init(dragEnabled: Bool = false, persistenceEnabled: Bool = false, persistenceNamespace: String? = nil) {
        self.dragEnabled = dragEnabled; self.persistenceEnabled = persistenceEnabled
        self.persistenceNamespace = persistenceNamespace
    }
}

/// `draggablePositionViewConstraints(_:)`: Loupe's `DragConstraints`. Axis-only drops the other axis of every drag;
/// ranges clamp the tracker's reported position in its coordinate space. Loupe declares these but never applies
/// them; Loupe Render applies them as Loupe's documentation describes (`docs/interactions.md#drag-constraints`).
public struct PositionConstraints: Sendable, Hashable {
    public var horizontalRange: ClosedRange<Double>?
    public var verticalRange: ClosedRange<Double>?
    public var horizontalOnly: Bool
    public var verticalOnly: Bool
    public init(horizontalRange: ClosedRange<Double>? = nil, verticalRange: ClosedRange<Double>? = nil,
                horizontalOnly: Bool = false, verticalOnly: Bool = false) {
        self.horizontalRange = horizontalRange; self.verticalRange = verticalRange
        self.horizontalOnly = horizontalOnly; self.verticalOnly = verticalOnly
    }
    public static let none = PositionConstraints()
    public static let horizontal = PositionConstraints(horizontalOnly: true)
    public static let vertical = PositionConstraints(verticalOnly: true)
}

/// `visualLayoutGuidePositioning(_:)`.
public enum GuidePositioning: String, Sendable, Hashable, CaseIterable {
    case auto, disabled
}

/// A modifier. Each wraps the view as modified so far.
public enum Modifier: Sendable, Hashable {
    case frame(FixedFrame)
    case flexibleFrame(FlexibleFrame)
    /// Padding lengths per edge, already resolved (the platform default is 16).
    case padding(EdgeInsets)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case overlay(alignment: Alignment, content: LayerContent)
    case background(alignment: Alignment, content: LayerContent)
    case foregroundStyle(ColorValue)
    case opacity(Double)
    case font(FontStyle)
    case ignoresSafeArea(edges: EdgeSet)
    case coordinateSpace(name: String)
    case containerShape(cornerRadius: Double)
    /// `fixedSize(horizontal:vertical:)`: proposes nil on the chosen axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    /// Clips drawing to the view's frame.
    case clipped
    /// `border(_:width:)`: a stroke `width` wide lying inside the view as wrapped so far, drawn over it
    /// (SwiftUI's `overlay(Rectangle().strokeBorder(style, lineWidth: width))`); no layout effect.
    case border(ColorValue, width: Double)
    /// `onDrop(of:delegate:)`: marks the view as wrapped so far as a drop target; `label` names it (like a
    /// `DropDelegate` that knows its target's name). No layout effect.
    case onDrop(label: String)
    case visualLayoutGuideInteractions(GuideInteractions)
    case visualLayoutGuidePositioning(GuidePositioning)
    /// A collision scope of its own for the guides inside.
    case isolatedOverlayCoordinator
    /// `draggablePositionViewInteractions(dragEnabled:persistenceEnabled:persistenceNamespace:)`.
    case draggablePositionViewInteractions(GuideInteractions)
    case draggablePositionViewConstraints(PositionConstraints)
    /// Follows drags: an offset by the gesture's committed plus in-flight translation, and a style while dragging.
    case draggable(DraggableSpec)

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
        }
    }
}
