import LoupeCore

/// A decoded scene: a device, a colour scheme, a background, the persisted-offset store, a view tree and
/// the gestures to replay. See `docs/scene-format.md` for the JSON contract.
public struct SceneDocument: Sendable {
    /// The screen the scene is laid out on and rendered for.
    public var device: Device
    /// The colour scheme, light unless the scene or an override says otherwise.
    public var colorScheme: ColorScheme
    /// What is drawn before the view tree.
    public var background: SceneBackground
    /// The persisted-offset store's initial contents, `"<namespace>.<key>": [width, height]`.
    public var defaults: [String: [Double]]
    /// The root view, laid out in the device's safe area (`docs/layout.md#root-view`).
    public var body: ViewNode
    /// The gestures to replay, in order, after the first layout.
    public var interactions: [Interaction]
    /// The navigation bar when the scene's body is a `NavigationStack` (then ``body`` is the stack's content);
    /// `nil` otherwise.
    public var navigationBar: NavigationBar?
    /// Whether the picture is the device's screen or just the body at the size it takes (Xcode's size-that-fits
    /// preview layout).
    public var sizing: SceneSizing = .device
    /// The Dynamic Type size text styles are set at; `large`, iOS's default, unless the scene or an override says.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The font files the scene's fonts name (`Font.custom` with a file the app bundles), by absolute path: a renderer
    /// opens them before laying the scene out.
    public var fontFiles: Set<String> = []
    /// The direction the body is laid out in; `leftToRight`, iOS's default, unless the scene or an override says.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// A scene on an iPhone 15 in light mode with the system background, no persisted offsets and no interactions,
    /// unless told otherwise.
    public init(device: Device = .preset(named: "iPhone 15")!, colorScheme: ColorScheme = .light,
                background: SceneBackground = .system, defaults: [String: [Double]] = [:],
                body: ViewNode, interactions: [Interaction] = [], navigationBar: NavigationBar? = nil) {
        self.device = device; self.colorScheme = colorScheme; self.background = background
        self.defaults = defaults; self.body = body; self.interactions = interactions
        self.navigationBar = navigationBar
    }

    /// The device the body is laid out on: ``device`` with the navigation bar's height added to its top safe-area
    /// inset when there is a bar.
    public var layoutDevice: Device { navigationBar?.layoutDevice(for: device) ?? device }
}

/// How big the picture is.
public enum SceneSizing: String, Sendable, Hashable, CaseIterable {
    /// The device's whole screen, the body laid out in its safe area.
    case device
    /// The body alone, offered the device's whole screen and drawn at the size it takes, with no safe area and no
    /// screen around it (`docs/layout.md#size-that-fits`): Xcode's `.sizeThatFitsLayout` / `.previewLayout(.sizeThatFits)`.
    case sizeThatFits
}

/// `light` or `dark`: decides what `primary`, `secondary`, system colours and materials look like.
public enum ColorScheme: String, Sendable, Codable, CaseIterable {
    /// The light and the dark appearance.
    case light, dark
}

/// What is drawn before the view tree.
public enum SceneBackground: Sendable, Hashable {
    /// The system background: white in light mode, black in dark mode, following the colour scheme in force
    /// (so a `--color-scheme` override changes it too). What a scene without `background` gets.
    case system
    /// A colour or gradient filling the whole screen, safe area included.
    case color(ColorValue)
    /// A PNG path, relative to the scene file, of exactly the output's pixel size.
    case image(path: String)
}

/// A gesture replayed against the laid-out scene.
public enum Interaction: Sendable, Hashable {
    /// A finger that goes down, moves and (usually) lifts.
    case drag(DragInteraction)
    /// Something dragged in from elsewhere, released at a point.
    case drop(DropInteraction)
    /// A GridDragView's `resetCellOffsets()`: every cell back to its home slot.
    case reset(ResetInteraction)
}

/// `{"reset": {"target"}}`: puts a GridDragView's cells back in their home slots, as the demo's Reset button does.
public struct ResetInteraction: Sendable, Hashable {
    /// The `id` of the GridDragView.
    public var target: String
    /// Where this interaction stands in the scene, e.g. `interactions[2]`.
    public var path: String

    /// A reset of the GridDragView whose `id` is `target`.
    public init(target: String, path: String = "interactions[0]") { self.target = target; self.path = path }
}

/// A drag: `steps` change events along the straight path from `start` by `translation`, then an end event
/// unless `release` is false.
public struct DragInteraction: Sendable, Hashable {
    /// The `id` of the view dragged.
    public var target: String
    /// Where the finger goes down, in global points; `nil` means on the target, wherever its gesture is attached
    /// (`docs/interactions.md#where-a-drag-lands`).
    public var start: Point?
    /// How far the finger moves from ``start``, in points.
    public var translation: Size
    /// The number of change events the move is split into, evenly along the line; 1 by default.
    public var steps: Int
    /// Whether the finger lifts at the end (an end event that commits the drag); `false` leaves the gesture in flight.
    public var release: Bool
    /// Where this interaction stands in the scene, e.g. `interactions[0]`, for error messages.
    public var path: String

    /// A drag of `target` by `translation`, in one step and released, starting on the target unless `start` is given.
    public init(target: String, start: Point? = nil, translation: Size, steps: Int = 1, release: Bool = true,
                path: String = "interactions[0]") {
        self.target = target; self.start = start; self.translation = translation
        self.steps = steps; self.release = release; self.path = path
    }
}
