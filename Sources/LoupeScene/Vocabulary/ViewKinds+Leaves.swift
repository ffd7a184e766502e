import LoupeCore

/// Colours, shapes, text, spacers and symbols: the kinds without children.
extension Vocabulary {
    static let leafKinds: [ViewKindEntry] = [
        ViewKindEntry(
            "Color", .leaf,
            swift: .translated(.color, names: ["Color", "LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient"]),
            example: VocabularyExample(json: #"{"Color": {"red": 1, "green": 0.5, "blue": 0, "opacity": 0.5}}"#,
                                       swift: "Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)"),
            decode: { _, located, _, _ throws(SceneError) in .color(try ColorDecoding.color(located)) }),
        shape("Rectangle", .rectangle),
        shape("Circle", .circle),
        shape("Capsule", .capsule, parameters: [.init("style", nil, .cornerStyle)]),
        shape("Ellipse", .ellipse),
        ViewKindEntry(
            "RoundedRectangle", .leaf,
            swift: .call(SwiftCall(["RoundedRectangle"], [.init("cornerRadius", "cornerRadius", .number, required: true),
                                                          .init("style", nil, .cornerStyle)],
                                   methods: shapeMethods)),
            example: VocabularyExample(json: #"{"RoundedRectangle": {"cornerRadius": 8, "strokeBorder": {"lineWidth": 2, "style": "red"}}}"#,
                                       swift: "RoundedRectangle(cornerRadius: 8, style: .continuous).strokeBorder(.red, lineWidth: 2)"),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                let reader = try decoder.parameters(of: "RoundedRectangle", located, viewPath: viewPath,
                                                    keys: ["cornerRadius"] + ShapeStrokeDecoding.keys + [ShapeTrimDecoding.key])
                return .shape(try ShapeTrimDecoding.trimmed(.roundedRectangle(cornerRadius: try reader.required("cornerRadius").nonNegativeNumber()),
                                                            in: reader),
                              stroke: try ShapeStrokeDecoding.stroke(of: "RoundedRectangle", in: reader))
            }),
        shape("ConcentricRectangle", .concentricRectangle),
        ViewKindEntry(
            "Path", .leaf,
            swift: .translated(.path, names: ["Path"], methods: shapeMethods),
            example: VocabularyExample(
                json: #"{"Path": {"elements": [["move", 0, 0], ["line", 100, 50], ["line", 0, 100], ["closeSubpath"]]}}"#,
                swift: "Path { path in path.move(to: .zero); path.addLine(to: CGPoint(x: 100, y: 50)); path.addLine(to: CGPoint(x: 0, y: 100)); path.closeSubpath() }"),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                let reader = try decoder.parameters(of: "Path", located, viewPath: viewPath,
                                                    keys: ["elements"] + ShapeStrokeDecoding.keys + [ShapeTrimDecoding.key])
                return .shape(try ShapeTrimDecoding.trimmed(.path(try PathDecoding.path(try reader.required("elements"))), in: reader),
                              stroke: try ShapeStrokeDecoding.stroke(of: "Path", in: reader))
            }),
        ViewKindEntry(
            "Text", .leaf,
            swift: .translated(.text, names: ["Text"], methods: [
                SwiftMethod("underline", [.init(nil, nil, .bool), .undrawn("pattern"), .undrawn("color")],
                            .parameterInside("underline"), isTrueWhenEmpty: true),
                SwiftMethod("strikethrough", [.init(nil, nil, .bool), .ignored("pattern"), .ignored("color")],
                            .parameterInside("strikethrough"), isTrueWhenEmpty: true),
                SwiftMethod("lineLimit", [.init(nil, nil, .lineLimit), .init("reservesSpace", nil, .bool)],
                            .parameterInside("lineLimit")),
            ]),
            example: VocabularyExample(json: #"{"Text": {"string": "Hello", "underline": true, "lineLimit": 3, "reservedLines": 2}}"#,
                                       swift: #"Text("Hello").underline().lineLimit(2...3)"#),
            decode: { decoder, located, viewPath, _ throws(SceneError) in .text(try decoder.text(located, viewPath: viewPath)) }),
        ViewKindEntry(
            "Spacer", .leaf,
            swift: .call(SwiftCall(["Spacer"], [.init("minLength", "minLength", .number)])),
            example: VocabularyExample(json: #"{"Spacer": {"minLength": 4}}"#, swift: "Spacer(minLength: 4)"),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                let reader = try decoder.parameters(of: "Spacer", located, viewPath: viewPath, keys: ["minLength"])
                return .spacer(minLength: try reader.optional("minLength")?.nonNegativeNumber())
            }),
        ViewKindEntry(
            "Image", .leaf,
            swift: .translated(.image, names: ["Image"], methods: [
                SwiftMethod("resizable", [.undrawn("capInsets"), .undrawn("resizingMode")], .parameter("resizable"),
                            isTrueWhenEmpty: true),
            ]),
            example: VocabularyExample(json: #"{"Image": {"systemName": "star.fill", "resizable": true}}"#,
                                       swift: #"Image(systemName: "star.fill").resizable()"#),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                let reader = try decoder.parameters(of: "Image", located, viewPath: viewPath,
                                                    keys: ["systemName", "name", "size", "file", "resizable"])
                let resizable = try reader.optional("resizable")?.bool() ?? false
                if let symbol = reader.optional("systemName") {
                    if reader.optional("name") != nil || reader.optional("size") != nil || reader.optional("file") != nil {
                        throw located.error("an Image has \"systemName\" (a symbol) or \"name\" and \"size\" (a picture), not both")
                    }
                    return .image(ImageSpec(.symbol(try decoder.symbolImage(symbol)), isResizable: resizable))
                }
                guard let name = reader.optional("name") else {
                    throw located.error("an Image needs \"systemName\" (an SF Symbol) or \"name\" (an asset's name)")
                }
                let size = try reader.optional("size").map { (value) throws(SceneError) in
                    let (width, height) = try value.pair()
                    guard width >= 0, height >= 0 else { throw value.error("expected a size [width, height] of at least 0") }
                    return Size(width: width, height: height)
                }
                let file = try reader.optional("file")?.string()
                return .image(ImageSpec(.asset(name: try name.string(), size: size, file: file), isResizable: resizable))
            }),
        ViewKindEntry(
            "Divider", .leaf,
            swift: .call(SwiftCall(["Divider"])),
            example: VocabularyExample(json: #"{"Divider": {}}"#, swift: "Divider()"),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                _ = try decoder.parameters(of: "Divider", located, viewPath: viewPath, keys: [])
                return .divider
            }),
        placeholderKind,
    ]

    /// What the Swift front end draws for a view it cannot evaluate; a JSON scene may write one too.
    static let placeholderKind = ViewKindEntry(
        "Placeholder", .leaf,
        swift: .none(reason: "drawn by the Swift front end in place of a view it cannot evaluate (--placeholders); SwiftUI has no such view"),
        example: VocabularyExample(json: #"{"Placeholder": {"label": "Button(\"Save\") { … }", "fills": false}}"#, swift: nil),
        decode: { decoder, located, viewPath, _ throws(SceneError) in
            if case .string = located.value { return .placeholder(PlaceholderSpec(label: try located.string(allowEmpty: true))) }
            let reader = try decoder.parameters(of: "Placeholder", located, viewPath: viewPath, keys: ["label", "fills"])
            return .placeholder(PlaceholderSpec(label: try reader.required("label").string(allowEmpty: true),
                                                fills: try reader.optional("fills")?.bool() ?? false))
        })

    /// `Shape`'s styling methods, which SwiftUI allows on the bare shape only: an outline in the scene, or a fill,
    /// which on the shape itself is its foreground style.
    static let shapeMethods = [
        SwiftMethod("trim", [.init("from", "from", .number), .init("to", "to", .number)], .parameter(ShapeTrimDecoding.key)),
        SwiftMethod("stroke", [.init(nil, "style", .color), .init("lineWidth", "lineWidth", .number),
                               .init("style", "lineWidth", .strokeStyle), .ignored("antialiased")], .parameter("stroke")),
        SwiftMethod("strokeBorder", [.init(nil, "style", .color), .init("lineWidth", "lineWidth", .number),
                                     .init("style", "lineWidth", .strokeStyle), .ignored("antialiased")],
                    .parameter("strokeBorder")),
        SwiftMethod("fill", [.init(nil, nil, .color)], .modifier("foregroundStyle")),
    ]

    /// A shape with no parameters but its outline.
    /// `stroked`: whether the example outlines it (an ellipse's outline is not drawn).
    private static func shape(_ key: String, _ shape: ShapeKind, parameters: [SwiftParameter] = [],
                              stroked: Bool = true) -> ViewKindEntry {
        ViewKindEntry(
            key, .leaf,
            swift: .call(SwiftCall([key], parameters, methods: shapeMethods)),
            example: stroked
                ? VocabularyExample(json: #"{"\#(key)": {"stroke": {"lineWidth": 3}}}"#, swift: "\(key)().stroke(lineWidth: 3)")
                : VocabularyExample(json: #"{"\#(key)": {}}"#, swift: "\(key)()"),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                let reader = try decoder.parameters(of: key, located, viewPath: viewPath,
                                                    keys: ShapeStrokeDecoding.keys + [ShapeTrimDecoding.key])
                return .shape(try ShapeTrimDecoding.trimmed(shape, in: reader), stroke: try ShapeStrokeDecoding.stroke(of: key, in: reader))
            })
    }
}
