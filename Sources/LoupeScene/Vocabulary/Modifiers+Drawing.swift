/// SwiftUI's modifiers that change how a view is drawn, not where: clipping to a shape.
extension Vocabulary {
    static let drawingModifiers: [ModifierEntry] = [
        ModifierEntry(
            "zIndex",
            swift: .call(SwiftCall(["zIndex"], [.init(nil, nil, .number, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"zIndex": 1}]}"#, swift: "Color.red.zIndex(1)"),
            decode: { _, located, _ throws(SceneError) in .zIndex(try located.number()) }),
        ModifierEntry(
            "scaleEffect",
            swift: .translated(.effect, names: ["scaleEffect"]),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"scaleEffect": {"x": 1.5, "y": 0.5, "anchor": "top"}}]}"#,
                                       swift: "Color.red.scaleEffect(x: 1.5, y: 0.5, anchor: .top)"),
            decode: { _, located, _ throws(SceneError) in
                let limit = -SceneLimits.maximumMagnitude...SceneLimits.maximumMagnitude
                if case .number = located.value {
                    let factor = try located.number(in: limit)
                    return .scaleEffect(x: factor, y: factor, anchor: .center)
                }
                let reader = try ObjectReader(located, keys: ["x", "y", "anchor"])
                return .scaleEffect(x: try reader.optional("x")?.number(in: limit) ?? 1, y: try reader.optional("y")?.number(in: limit) ?? 1,
                                    anchor: try reader.optional("anchor").map { (value) throws(SceneError) in
                                        try GeometryDecoding.unitPoint(value) } ?? .center)
            }),
        ModifierEntry(
            "rotationEffect",
            swift: .translated(.effect, names: ["rotationEffect"]),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"rotationEffect": {"degrees": 45, "anchor": "topLeading"}}]}"#,
                                       swift: "Color.red.rotationEffect(.degrees(45), anchor: .topLeading)"),
            decode: { _, located, _ throws(SceneError) in
                let limit = -SceneLimits.maximumMagnitude...SceneLimits.maximumMagnitude
                if case .number = located.value { return .rotationEffect(degrees: try located.number(in: limit), anchor: .center) }
                let reader = try ObjectReader(located, keys: ["degrees", "anchor"])
                return .rotationEffect(degrees: try reader.required("degrees").number(in: limit),
                                       anchor: try reader.optional("anchor").map { (value) throws(SceneError) in
                                           try GeometryDecoding.unitPoint(value) } ?? .center)
            }),
        ModifierEntry(
            "mask",
            swift: .translated(.layer, names: ["mask"]),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"mask": {"alignment": "top", "content": {"Circle": {}}}}]}"#,
                                       swift: "Color.red.mask(alignment: .top) { Circle() }"),
            decode: { decoder, located, depth throws(SceneError) in
                let (alignment, content) = try decoder.layer(located, depth: depth)
                switch content {
                case .view(let view): return .mask(alignment: alignment, content: view)
                case .style(let color): return .mask(alignment: alignment, content: ViewNode(.color(color), path: located.path))
                case .material: throw located.error("a mask is a view or a colour, not a material")
                }
            }),
        ModifierEntry(
            "blur",
            swift: .call(SwiftCall(["blur"], [.init("radius", nil, .number, required: true), .ignored("opaque")])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"blur": 4}]}"#, swift: "Color.red.blur(radius: 4)"),
            decode: { _, located, _ throws(SceneError) in .blur(radius: try located.number(in: 0...1000)) }),
        ModifierEntry(
            "clipShape",
            swift: .call(SwiftCall(["clipShape"], [.init(nil, nil, .shape, required: true), .ignored("style")])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"clipShape": {"Circle": {}}}]}"#,
                                       swift: "Color.red.clipShape(Circle())"),
            decode: { decoder, located, depth throws(SceneError) in .clipShape(try decoder.plainShape(located, depth: depth)) }),
        ModifierEntry(
            "cornerRadius",
            swift: .call(SwiftCall(["cornerRadius"], [.init(nil, nil, .number, required: true), .ignored("antialiased")])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"cornerRadius": 12}]}"#,
                                       swift: "Color.red.cornerRadius(12)"),
            decode: { _, located, _ throws(SceneError) in .cornerRadius(try located.nonNegativeNumber()) }),
        ModifierEntry(
            "shadow",
            swift: .call(SwiftCall(["shadow"], [.init("color", "color", .color), .init("radius", "radius", .number, required: true),
                                                .init("x", "x", .number), .init("y", "y", .number)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"shadow": {"color": "black", "radius": 8, "y": 4}}]}"#,
                                       swift: "Color.red.shadow(color: .black, radius: 8, y: 4)"),
            decode: { _, located, _ throws(SceneError) in
                let reader = try ObjectReader(located, keys: ["color", "radius", "x", "y"])
                let color = try reader.optional("color").map { (value) throws(SceneError) in try ColorDecoding.color(value) }
                return .shadow(color: color ?? defaultShadowColor, radius: try reader.required("radius").number(in: 0...1000),
                               x: try reader.optional("x")?.number() ?? 0, y: try reader.optional("y")?.number() ?? 0)
            }),
    ]

    /// SwiftUI's shadow colour when none is given: black at 33 %.
    public static let defaultShadowColor = ColorValue.opacity(.named(.black), 0.33)
}

/// `aspectRatio(_:contentMode:)` and its shorthands `scaledToFit()` and `scaledToFill()`.
extension Vocabulary {
    static let aspectModifiers: [ModifierEntry] = [
        ModifierEntry(
            "aspectRatio",
            swift: .translated(.aspectRatio, names: ["aspectRatio", "scaledToFit", "scaledToFill"]),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}]}"#,
                                       swift: "Color.red.aspectRatio(1.5, contentMode: .fit)"),
            decode: { _, located, _ throws(SceneError) in
                let reader = try ObjectReader(located, keys: ["ratio", "contentMode"])
                let ratio = try reader.optional("ratio").map { (value) throws(SceneError) in
                    let number = try value.number()
                    guard number > 0 else { throw value.error("expected a ratio > 0, found \(number)") }
                    return number
                }
                let mode = try reader.optional("contentMode")?.name(in: ContentMode.allCases.map(\.rawValue))
                return .aspectRatio(ratio: ratio, contentMode: mode.flatMap(ContentMode.init(rawValue:)) ?? .fit)
            }),
    ]
}
