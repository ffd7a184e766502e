/// SwiftUI's own modifiers.
extension Vocabulary {
    static let swiftUIModifiers: [ModifierEntry] = [
        ModifierEntry(
            "frame",
            swift: .call(SwiftCall(["frame"], ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight",
                                               "idealHeight", "maxHeight"].map { SwiftParameter($0, $0, .length) }
                                   + [SwiftParameter("alignment", "alignment", .alignment)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"frame": {"maxWidth": "infinity", "alignment": "leading"}}]}"#,
                                       swift: "Color.red.frame(maxWidth: .infinity, alignment: .leading)"),
            decode: { _, located, _ throws(SceneError) in try FrameDecoding.frame(located) }),
        ModifierEntry(
            "padding",
            swift: .translated(.padding, names: ["padding"]),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"padding": {"edges": "horizontal", "length": 8}}]}"#,
                                       swift: "Color.red.padding(.horizontal, 8)"),
            decode: { _, located, _ throws(SceneError) in .padding(try PaddingDecoding.padding(located)) }),
        ModifierEntry(
            "contentMargins",
            swift: .translated(.padding, names: ["contentMargins"]),
            example: VocabularyExample(json: #"{"ScrollView": {"content": [{"Color": "red"}]}, "modifiers": [{"contentMargins": {"edges": "horizontal", "length": 20}}]}"#,
                                       swift: "ScrollView { Color.red }.contentMargins(.horizontal, 20, for: .scrollContent)"),
            decode: { _, located, _ throws(SceneError) in .contentMargins(try PaddingDecoding.padding(located)) }),
        point("offset", .sizeAsOffset, example: VocabularyExample(
            json: #"{"Color": "red", "modifiers": [{"offset": {"x": 4, "y": -2}}]}"#, swift: "Color.red.offset(x: 4, y: -2)"),
              make: { .offset(x: $0, y: $1) }),
        point("position", .point, example: VocabularyExample(
            json: #"{"Color": "red", "modifiers": [{"position": {"x": 40, "y": 20}}]}"#, swift: "Color.red.position(CGPoint(x: 40, y: 20))"),
              make: { .position(x: $0, y: $1) }),
        layer("overlay", example: VocabularyExample(
            json: #"{"Color": "red", "modifiers": [{"overlay": {"alignment": "top", "content": {"Text": "Hi"}}}]}"#,
            swift: #"Color.red.overlay(alignment: .top) { Text("Hi") }"#), make: { .overlay(alignment: $0, content: $1) }),
        layer("background", example: VocabularyExample(
            json: #"{"Text": "Hi", "modifiers": [{"background": {"material": "thin", "in": {"Capsule": {}}}}]}"#,
            swift: #"Text("Hi").background(.thinMaterial, in: Capsule())"#), make: { .background(alignment: $0, content: $1) }),
        ModifierEntry(
            "foregroundStyle",
            swift: .call(SwiftCall(["foregroundStyle", "foregroundColor"], [.init(nil, nil, .color, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"foregroundStyle": "blue"}]}"#,
                                       swift: #"Text("Hi").foregroundColor(.blue)"#),
            decode: { _, located, _ throws(SceneError) in .foregroundStyle(try ColorDecoding.color(located)) }),
        ModifierEntry(
            "opacity",
            swift: .call(SwiftCall(["opacity"], [.init(nil, nil, .number, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"opacity": 0.5}]}"#, swift: #"Text("Hi").opacity(0.5)"#),
            decode: { _, located, _ throws(SceneError) in .opacity(try located.number(in: 0...1)) }),
        ModifierEntry(
            "font",
            swift: .call(SwiftCall(["font"], [.init(nil, nil, .font, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"font": {"size": 20, "weight": "bold"}}]}"#,
                                       swift: #"Text("Hi").font(.system(size: 20, weight: .bold))"#),
            decode: { decoder, located, _ throws(SceneError) in .font(try decoder.font(located)) }),
        ModifierEntry(
            "ignoresSafeArea",
            swift: .translated(.ignoresSafeArea, names: ["ignoresSafeArea", "edgesIgnoringSafeArea"]),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"ignoresSafeArea": {"edges": "top"}}]}"#,
                                       swift: "Color.red.ignoresSafeArea(edges: .top)"),
            decode: { decoder, located, _ throws(SceneError) in .ignoresSafeArea(edges: try decoder.ignoredEdges(located)) }),
        ModifierEntry(
            "coordinateSpace",
            swift: .call(SwiftCall(["coordinateSpace"], [.init("name", nil, .coordinateSpaceName),
                                                         .init(nil, nil, .coordinateSpaceName)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"coordinateSpace": "card"}]}"#,
                                       swift: #"Color.red.coordinateSpace(.named("card"))"#),
            decode: { decoder, located, _ throws(SceneError) in .coordinateSpace(name: try decoder.coordinateSpaceName(located)) }),
        ModifierEntry(
            "containerShape",
            swift: .call(SwiftCall(["containerShape"], [.init(nil, nil, .containerShape, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"containerShape": {"cornerRadius": 12, "style": "continuous"}}]}"#,
                                       swift: "Color.red.containerShape(RoundedRectangle(cornerRadius: 12, style: .continuous))"),
            decode: { decoder, located, _ throws(SceneError) in .containerShape(try decoder.containerShapeRadii(located)) }),
        ModifierEntry(
            "fixedSize",
            swift: .call(SwiftCall(["fixedSize"], [.init("horizontal", "horizontal", .bool), .init("vertical", "vertical", .bool)],
                                   isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"fixedSize": {"horizontal": true}}]}"#,
                                       swift: #"Text("Hi").fixedSize(horizontal: true, vertical: false)"#),
            decode: { decoder, located, _ throws(SceneError) in try decoder.fixedSize(located) }),
        ModifierEntry(
            "layoutPriority",
            swift: .call(SwiftCall(["layoutPriority"], [.init(nil, nil, .number, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"layoutPriority": 1}]}"#, swift: #"Text("Hi").layoutPriority(1)"#),
            decode: { _, located, _ throws(SceneError) in .layoutPriority(try located.number()) }),
        ModifierEntry(
            "alignmentGuide",
            swift: .translated(.alignmentGuide, names: ["alignmentGuide"]),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"alignmentGuide": {"horizontal": "leading", "value": {"width": 0.5, "constant": -4}}}]}"#,
                                       swift: #"Text("Hi").alignmentGuide(.leading) { d in d.width / 2 - 4 }"#),
            decode: { _, located, _ throws(SceneError) in try AlignmentGuideDecoding.alignmentGuide(located) }),
        ModifierEntry(
            "clipped",
            swift: .call(SwiftCall(["clipped"], [.ignored("antialiased")], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"clipped": true}]}"#, swift: "Color.red.clipped()"),
            decode: { _, located, _ throws(SceneError) in
                try located.requireTrue()
                return .clipped
            }),
        ModifierEntry(
            "border",
            swift: .call(SwiftCall(["border"], [.init(nil, "color", .color, required: true), .init("width", "width", .number)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"border": {"color": "blue", "width": 2}}]}"#,
                                       swift: "Color.red.border(.blue, width: 2)"),
            decode: { decoder, located, _ throws(SceneError) in try decoder.border(located) }),
        ModifierEntry(
            "navigationTitle",
            swift: .call(SwiftCall(["navigationTitle"], [.init(nil, nil, .string, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"navigationTitle": "Inbox"}]}"#,
                                       swift: #"Color.red.navigationTitle("Inbox")"#),
            decode: { _, located, _ throws(SceneError) in
                .navigationTitle(try located.string(maximumLength: SceneLimits.maximumStringLength, allowEmpty: true))
            }),
        ModifierEntry(
            "navigationBarTitleDisplayMode",
            swift: .call(SwiftCall(["navigationBarTitleDisplayMode"], [.init(nil, nil, .caseName, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"navigationBarTitleDisplayMode": "inline"}]}"#,
                                       swift: "Color.red.navigationBarTitleDisplayMode(.inline)"),
            decode: { _, located, _ throws(SceneError) in
                let mode = try located.name(in: NavigationBar.TitleDisplayMode.allCases.map(\.rawValue))
                return .navigationBarTitleDisplayMode(NavigationBar.TitleDisplayMode(rawValue: mode) ?? .automatic)
            }),
        ModifierEntry(
            "toolbar",
            swift: .translated(.toolbar, names: ["toolbar", "navigationBarItems"]),
            example: VocabularyExample(
                json: #"{"Color": "red", "modifiers": [{"toolbar": [{"placement": "topBarTrailing", "content": {"Button": "Edit"}}]}]}"#,
                swift: #"Color.red.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") { } } }"#),
            decode: { decoder, located, depth throws(SceneError) in .toolbar(try decoder.toolbar(located, depth: depth)) }),
        ModifierEntry(
            "safeAreaInset",
            swift: .call(SwiftCall(["safeAreaInset"], [.init("edge", "edge", .caseName, required: true),
                                                       .init("alignment", "alignment", .alignment),
                                                       .init("spacing", "spacing", .number),
                                                       .init("content", "content", .content)])),
            example: VocabularyExample(
                json: #"{"Color": "red", "modifiers": [{"safeAreaInset": {"edge": "bottom", "spacing": 8, "content": [{"Text": {"string": "Bar"}}]}}]}"#,
                swift: #"Color.red.safeAreaInset(edge: .bottom, spacing: 8) { Text("Bar") }"#),
            decode: { decoder, located, depth throws(SceneError) in try decoder.safeAreaInset(located, depth: depth) }),
        ModifierEntry(
            "navigationBarHidden",
            swift: .call(SwiftCall(["navigationBarHidden"], [.init(nil, nil, .bool, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"navigationBarHidden": true}]}"#,
                                       swift: "Color.red.navigationBarHidden(true)"),
            decode: { _, located, _ throws(SceneError) in .navigationBarHidden(try located.bool()) }),
        ModifierEntry(
            "searchable",
            swift: .call(SwiftCall(["searchable"], [.ignored("text"), .ignored("isPresented"), .ignored("placement"),
                                                    .init("prompt", "prompt", .string)], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"searchable": {"prompt": "Find"}}]}"#,
                                       swift: #"Color.red.searchable(text: .constant(""), prompt: "Find")"#),
            decode: { _, located, _ throws(SceneError) in
                if case .bool = located.value {
                    try located.requireTrue()
                    return .searchable(prompt: NavigationBar.defaultSearchPrompt)
                }
                let reader = try ObjectReader(located, keys: ["prompt"])
                return .searchable(prompt: try reader.optional("prompt")?.string(maximumLength: SceneLimits.maximumTextLength, allowEmpty: true)
                                   ?? NavigationBar.defaultSearchPrompt)
            }),
    ]

    /// `offset(x:y:)` and `position(x:y:)`, or their one `CGSize` / `CGPoint` argument (`form`).
    private static func point(_ key: String, _ form: SwiftValueForm, example: VocabularyExample,
                              make: @escaping @Sendable (Double, Double) -> Modifier) -> ModifierEntry {
        ModifierEntry(
            key,
            swift: .call(SwiftCall([key], [.init("x", "x", .number), .init("y", "y", .number), .init(nil, nil, form)])),
            example: example,
            decode: { _, located, _ throws(SceneError) in
                let (x, y) = try GeometryDecoding.xy(located)
                return make(x, y)
            })
    }

    /// `overlay` or `background`: a view, style or material in the modified view's frame, placed by an alignment.
    private static func layer(_ key: String, example: VocabularyExample,
                              make: @escaping @Sendable (Alignment, LayerContent) -> Modifier) -> ModifierEntry {
        ModifierEntry(
            key,
            swift: .translated(.layer, names: [key]),
            example: example,
            decode: { decoder, located, depth throws(SceneError) in
                let (alignment, content) = try decoder.layer(located, depth: depth)
                return make(alignment, content)
            })
    }
}
