/// Stacks, readers and scroll views: the kinds with child views in `content`.
extension Vocabulary {
    static let containerKinds: [ViewKindEntry] = [
        ViewKindEntry(
            "ZStack", .container,
            swift: .call(SwiftCall(["ZStack"], [.init("alignment", "alignment", .alignment), content])),
            example: VocabularyExample(json: #"{"ZStack": {"alignment": "topLeading", "content": [{"Color": "red"}]}}"#,
                                       swift: "ZStack(alignment: .topLeading) { Color.red }"),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                // `spacing` is accepted because the contract lists it for all three stacks; SwiftUI's ZStack has none.
                let reader = try decoder.parameters(of: "ZStack", located, viewPath: viewPath,
                                                    keys: ["alignment", "spacing", "content"])
                let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
                    try GeometryDecoding.alignment(value)
                } ?? .center
                _ = try reader.optional("spacing")?.number()
                return .zStack(alignment: alignment, content: try decoder.content(reader, viewPath: viewPath, depth: depth))
            }),
        stack("HStack", example: VocabularyExample(
            json: #"{"HStack": {"alignment": "top", "spacing": 4, "content": [{"Color": "red"}]}}"#,
            swift: "HStack(alignment: .top, spacing: 4) { Color.red }"),
              alignment: { (value) throws(SceneError) in try GeometryDecoding.verticalAlignment(value) },
              make: { .hStack(alignment: $0 ?? .center, spacing: $1, content: $2) }),
        stack("VStack", example: VocabularyExample(
            json: #"{"VStack": {"alignment": "leading", "spacing": 4, "content": [{"Color": "red"}]}}"#,
            swift: "VStack(alignment: .leading, spacing: 4) { Color.red }"),
              alignment: { (value) throws(SceneError) in try GeometryDecoding.horizontalAlignment(value) },
              make: { .vStack(alignment: $0 ?? .center, spacing: $1, content: $2) }),
        stack("LazyHStack", example: VocabularyExample(
            json: #"{"LazyHStack": {"spacing": 4, "content": [{"Color": "red"}]}}"#,
            swift: "LazyHStack(spacing: 4, pinnedViews: []) { Color.red }"),
              alignment: { (value) throws(SceneError) in try GeometryDecoding.verticalAlignment(value) },
              ignoring: ["pinnedViews"],
              make: { .lazyHStack(alignment: $0 ?? .center, spacing: $1, content: $2) }),
        stack("LazyVStack", example: VocabularyExample(
            json: #"{"LazyVStack": {"alignment": "leading", "content": [{"Color": "red"}]}}"#,
            swift: "LazyVStack(alignment: .leading) { Color.red }"),
              alignment: { (value) throws(SceneError) in try GeometryDecoding.horizontalAlignment(value) },
              ignoring: ["pinnedViews"],
              make: { .lazyVStack(alignment: $0 ?? .center, spacing: $1, content: $2) }),
        ViewKindEntry(
            "ViewThatFits", .container,
            swift: .call(SwiftCall(["ViewThatFits"], [.init("in", "axes", .scrollAxes), content])),
            example: VocabularyExample(json: #"{"ViewThatFits": {"axes": "horizontal", "content": [{"Text": "Long title"}, {"Text": "Short"}]}}"#,
                                       swift: #"ViewThatFits(in: .horizontal) { Text("Long title"); Text("Short") }"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "ViewThatFits", located, viewPath: viewPath, keys: ["axes", "content"])
                let axesName = try reader.optional("axes")?.name(in: ScrollAxes.allCases.map(\.rawValue))
                return .viewThatFits(axes: axesName.flatMap(ScrollAxes.init(rawValue:)) ?? .both,
                                     content: try decoder.content(reader, viewPath: viewPath, depth: depth))
            }),
        ViewKindEntry(
            "GeometryReader", .container,
            swift: .call(SwiftCall(["GeometryReader"], [.init("content", "content", .geometryContent)])),
            example: VocabularyExample(json: #"{"GeometryReader": {"content": [{"Color": "red"}]}}"#,
                                       swift: "GeometryReader { proxy in Color.red }"),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "GeometryReader", located, viewPath: viewPath, keys: ["content"])
                decoder.geometryReaderDepth += 1
                defer { decoder.geometryReaderDepth -= 1 }
                return .geometryReader(content: try decoder.content(reader, viewPath: viewPath, depth: depth))
            }),
        ViewKindEntry(
            "ScrollView", .container,
            swift: .call(SwiftCall(["ScrollView"], [.init(nil, "axes", .scrollAxes), .ignored("showsIndicators"), content])),
            example: VocabularyExample(json: #"{"ScrollView": {"axes": "horizontal", "content": [{"Color": "red"}]}}"#,
                                       swift: "ScrollView(.horizontal, showsIndicators: false) { Color.red }"),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "ScrollView", located, viewPath: viewPath,
                                                    keys: ["axes", "contentOffset", "content"])
                let axesName = try reader.optional("axes")?.name(in: ScrollAxes.allCases.map(\.rawValue))
                let axes = axesName.flatMap(ScrollAxes.init(rawValue:)) ?? .vertical
                let offset = try reader.optional("contentOffset")?.number() ?? 0
                if axes == .both, offset != 0, let offsetValue = reader.optional("contentOffset") {
                    throw offsetValue.error("a ScrollView with both axes has no single scroll axis; contentOffset must be 0")
                }
                return .scrollView(axes: axes, contentOffset: offset,
                                   content: try decoder.content(reader, viewPath: viewPath, depth: depth))
            }),
    ]

    /// `HStack` or `VStack` (or a lazy one): an alignment across the axis (decoded by `alignment`), a spacing, the
    /// content; SwiftUI arguments in `ignoring` change nothing in a picture.
    private static func stack<A>(_ key: String, example: VocabularyExample,
                                 alignment: @escaping @Sendable (LocatedValue) throws(SceneError) -> A,
                                 ignoring: [String] = [],
                                 make: @escaping @Sendable (A?, Double?, [ViewNode]) -> ViewKind) -> ViewKindEntry {
        ViewKindEntry(
            key, .container,
            swift: .call(SwiftCall([key], [.init("alignment", "alignment", .alignment), spacing]
                                   + ignoring.map { SwiftParameter.ignored($0) } + [content])),
            example: example,
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: key, located, viewPath: viewPath, keys: ["alignment", "spacing", "content"])
                let value = try reader.optional("alignment").map { (value) throws(SceneError) in try alignment(value) }
                return make(value, try reader.optional("spacing")?.number(),
                            try decoder.content(reader, viewPath: viewPath, depth: depth))
            })
    }

    /// A stack's `spacing:`; `nil` is the default spacing.
    private static let spacing = SwiftParameter("spacing", "spacing", .number)
    /// A container's view builder.
    private static let content = SwiftParameter("content", "content", .content)

    static let bodyOnlyKinds: [ViewKindEntry] = [
        ViewKindEntry(
            "NavigationStack", .bodyOnly,
            swift: .call(SwiftCall(["NavigationStack", "NavigationView"], [content])),
            example: VocabularyExample(json: #"{"NavigationStack": {"content": [{"Color": "red"}]}}"#,
                                       swift: "NavigationStack { Color.red }"),
            decode: { _, located, _, _ throws(SceneError) in
                // The bar is screen-wide chrome that moves the safe area: only a stack at the root has one to show
                // (`SceneDecoder.bodyView` reads it there).
                throw located.error("a NavigationStack is supported only as the scene's body")
            }),
    ]
}

/// SwiftUI's lazy grids.
extension Vocabulary {
    static let gridKinds: [ViewKindEntry] = [
        lazyGrid("LazyVGrid", itemsLabel: "columns", example: VocabularyExample(
            json: #"{"LazyVGrid": {"columns": [{"flexible": {}}, {"fixed": 80}], "spacing": 4, "content": [{"Color": "red"}]}}"#,
            swift: "LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(80))], spacing: 4) { Color.red }")),
        lazyGrid("LazyHGrid", itemsLabel: "rows", example: VocabularyExample(
            json: #"{"LazyHGrid": {"rows": [{"adaptive": {"minimum": 40}, "spacing": 2}], "alignment": "top", "content": [{"Color": "red"}]}}"#,
            swift: "LazyHGrid(rows: [GridItem(.adaptive(minimum: 40), spacing: 2)], alignment: .top) { Color.red }")),
    ]

    private static func lazyGrid(_ key: String, itemsLabel: String, example: VocabularyExample) -> ViewKindEntry {
        ViewKindEntry(
            key, .control,
            swift: .call(SwiftCall([key], [.init(itemsLabel, itemsLabel, .gridItems, required: true),
                                           .init("alignment", "alignment", .alignment), spacing, .ignored("pinnedViews"), content])),
            example: example,
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                .lazyGrid(try decoder.lazyGrid(located, isVertical: key == "LazyVGrid", viewPath: viewPath, depth: depth))
            })
    }
}

/// `Grid` and `GridRow`.
extension Vocabulary {
    static let gridTableKinds: [ViewKindEntry] = [
        ViewKindEntry(
            "Grid", .container,
            swift: .call(SwiftCall(["Grid"], [.init("alignment", "alignment", .alignment),
                                              .init("horizontalSpacing", "horizontalSpacing", .number),
                                              .init("verticalSpacing", "verticalSpacing", .number), content])),
            example: VocabularyExample(
                json: #"{"Grid": {"horizontalSpacing": 4, "content": [{"GridRow": [{"Color": "red"}, {"Color": "blue"}]}]}}"#,
                swift: "Grid(horizontalSpacing: 4) { GridRow { Color.red; Color.blue } }"),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                .grid(try decoder.grid(located, viewPath: viewPath, depth: depth))
            }),
        ViewKindEntry(
            "GridRow", .container,
            swift: .call(SwiftCall(["GridRow"], [.init("alignment", "alignment", .alignment), content])),
            example: VocabularyExample(json: #"{"GridRow": {"alignment": "top", "content": [{"Color": "red"}]}}"#,
                                       swift: "GridRow(alignment: .top) { Color.red }"),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "GridRow", located, viewPath: viewPath, keys: ["alignment", "content"])
                let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
                    try GeometryDecoding.verticalAlignment(value)
                }
                return .gridRow(alignment: alignment, content: try decoder.content(reader, viewPath: viewPath, depth: depth))
            }),
    ]
}
