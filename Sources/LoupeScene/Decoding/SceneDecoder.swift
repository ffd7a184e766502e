import LoupeJSON
/// Turns a JSON value tree into a ``SceneDocument``. It carries what must be checked across the whole scene:
/// unique ids (with the path of each, to name the first holder in a duplicate error) and the view count.
struct SceneDecoder {
    /// Every id seen so far and the path of the view that holds it.
    private(set) var idPaths: [String: String] = [:]
    /// Every id seen so far and the kind of the view that holds it (`"GridDragView"`, …).
    private(set) var idKinds: [String: String] = [:]
    /// Views decoded so far, overlay and background views included. A GridDragView's factory is decoded once to
    /// check it and once per cell it makes; only the instances stay counted.
    var viewCount = 0
    /// The font files the scene's fonts name, by absolute path: what a renderer opens before laying it out.
    private(set) var fontFiles: Set<String> = []
    /// How many GridDragView factories enclose the view being decoded: ids are refused inside one, since every
    /// instance would carry it.
    var factoryDepth = 0
    /// How many GeometryReaders enclose the content being decoded (a `Text` with `frameIn` needs one).
    var geometryReaderDepth = 0
    /// Whether the view being decoded is the scene's body, whose tab view may have `NavigationStack` tabs.
    var isDecodingBody = false
    /// How many views with a `draggable` modifier enclose the view being decoded, the view itself included (a
    /// `Text` with `readsDrag` needs one).
    var draggableDepth = 0

    static let topLevelKeys = ["device", "sizing", "colorScheme", "dynamicTypeSize", "layoutDirection",
                               "background", "defaults", "body",
                               "interactions"]

    mutating func document(_ root: JSONValue) throws(SceneError) -> SceneDocument {
        let reader = try ObjectReader(LocatedValue(value: root, path: ""), keys: Self.topLevelKeys,
                                      expected: "a scene object {\"device\", \"body\", …}")
        let device = try reader.optional("device").map { (value) throws(SceneError) in
            try DeviceDecoding.device(value)
        } ?? Self.defaultDevice
        let sizingName = try reader.optional("sizing")?.name(in: SceneSizing.allCases.map(\.rawValue))
        let schemeName = try reader.optional("colorScheme")?.name(in: ColorScheme.allCases.map(\.rawValue))
        let colorScheme = schemeName.flatMap(ColorScheme.init(rawValue:)) ?? .light
        let typeSizeName = try reader.optional("dynamicTypeSize")?.name(in: DynamicTypeSize.allCases.map(\.rawValue))
        let directionName = try reader.optional("layoutDirection")?.name(in: LayoutDirection.allCases.map(\.rawValue))
        let background = try reader.optional("background").map { (value) throws(SceneError) in
            try Self.background(value)
        } ?? .system
        let defaults = try reader.optional("defaults").map { (value) throws(SceneError) in
            try DefaultsDecoding.defaults(value)
        } ?? [:]
        let (body, navigationBar) = try bodyView(reader.required("body"))
        var interactions: [Interaction] = []
        if let interactionsValue = reader.optional("interactions") {
            interactions = try InteractionDecoding.interactions(interactionsValue, knownIDs: idPaths, kinds: idKinds)
        }
        var document = SceneDocument(device: device, colorScheme: colorScheme, background: background, defaults: defaults,
                                     body: body, interactions: interactions, navigationBar: navigationBar)
        document.sizing = sizingName.flatMap(SceneSizing.init(rawValue:)) ?? .device
        document.fontFiles = fontFiles
        document.dynamicTypeSize = typeSizeName.flatMap(DynamicTypeSize.init(rawValue:)) ?? .large
        document.layoutDirection = directionName.flatMap(LayoutDirection.init(rawValue:)) ?? .leftToRight
        return document
    }

    /// iPhone 15, the contract's default device.
    static let defaultDevice = Device.preset(named: "iPhone 15") ?? Device.presets[0]

    /// The scene's backdrop: a colour, or `{"image": "relative/path.png"}`.
    private static func background(_ located: LocatedValue) throws(SceneError) -> SceneBackground {
        if case .object(let object) = located.value, object["image"] != nil {
            let reader = try ObjectReader(located, keys: ["image"])
            return .image(path: try reader.required("image").string())
        }
        return .color(try ColorDecoding.color(located))
    }

    /// Records `id` for the view of `kind` at `path`, or throws if another view already holds it or the view is
    /// inside a GridDragView factory.
    mutating func register(id: String, kind: String, at located: LocatedValue, viewPath: String) throws(SceneError) {
        if factoryDepth > 0 {
            throw located.error("a GridDragView factory is repeated for many cells, so an id inside it would name "
                                + "several views; give ids to explicit cells instead")
        }
        if let first = idPaths[id] {
            throw located.error("duplicate id \(quoted(id)); \(first) already has it")
        }
        idPaths[id] = viewPath
        idKinds[id] = kind
    }

    /// Counts one more view, or throws when the scene holds too many.
    mutating func countView(at located: LocatedValue) throws(SceneError) {
        viewCount += 1
        if viewCount > SceneLimits.maximumViewCount {
            throw located.error("the scene has more than \(SceneLimits.maximumViewCount) views, the limit")
        }
    }
}

extension SceneDecoder {
    /// A font, its file (if it names one) recorded in ``fontFiles``.
    mutating func font(_ located: LocatedValue) throws(SceneError) -> FontStyle {
        let style = try FontDecoding.font(located)
        var inner = style
        while true {
            switch inner {
            case .italic(let upright): inner = upright; continue
            case .width(_, let standard): inner = standard; continue
            case .file(_, let path, _, _): fontFiles.insert(path)
            case .textStyle, .custom: break
            }
            break
        }
        return style
    }
}
