import LoupeCore

/// The value of a view's kind key. Its parameters are addressed under the view's own path (`body.alignment`,
/// `body.content[0]`), as SwiftUI's initialiser arguments belong to the view; a value that is not an object is
/// addressed as `<view>.<Kind>`.
extension SceneDecoder {
    mutating func kind(_ name: String, _ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> ViewKind {
        if Self.containerKinds.contains(name), case .array = located.value {
            return try shorthandContainer(name, located, viewPath: viewPath, depth: depth)
        }
        switch name {
        case "ZStack":
            let reader = try parameters(of: name, located, viewPath: viewPath, keys: ["alignment", "spacing", "content"])
            let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
                try GeometryDecoding.alignment(value)
            } ?? .center
            // Accepted because the contract lists it for all three stacks; SwiftUI's ZStack has no spacing.
            _ = try reader.optional("spacing")?.number()
            return .zStack(alignment: alignment, content: try content(reader, viewPath: viewPath, depth: depth))
        case "HStack":
            let reader = try parameters(of: name, located, viewPath: viewPath, keys: ["alignment", "spacing", "content"])
            let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
                try GeometryDecoding.verticalAlignment(value)
            } ?? .center
            return .hStack(alignment: alignment, spacing: try reader.optional("spacing")?.number(),
                           content: try content(reader, viewPath: viewPath, depth: depth))
        case "VStack":
            let reader = try parameters(of: name, located, viewPath: viewPath, keys: ["alignment", "spacing", "content"])
            let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
                try GeometryDecoding.horizontalAlignment(value)
            } ?? .center
            return .vStack(alignment: alignment, spacing: try reader.optional("spacing")?.number(),
                           content: try content(reader, viewPath: viewPath, depth: depth))
        case "GeometryReader":
            let reader = try parameters(of: name, located, viewPath: viewPath, keys: ["content"])
            geometryReaderDepth += 1
            defer { geometryReaderDepth -= 1 }
            return .geometryReader(content: try content(reader, viewPath: viewPath, depth: depth))
        case "ScrollView":
            return try scrollView(located, viewPath: viewPath, depth: depth)
        case "Color":
            return .color(try ColorDecoding.color(located))
        case "Rectangle", "Circle", "Capsule", "Ellipse", "ConcentricRectangle":
            let reader = try parameters(of: name, located, viewPath: viewPath, keys: ShapeStrokeDecoding.keys)
            return .shape(Self.plainShapes[name] ?? .rectangle, stroke: try ShapeStrokeDecoding.stroke(of: name, in: reader))
        case "RoundedRectangle":
            let reader = try parameters(of: name, located, viewPath: viewPath, keys: ["cornerRadius"] + ShapeStrokeDecoding.keys)
            return .shape(.roundedRectangle(cornerRadius: try reader.required("cornerRadius").nonNegativeNumber()),
                          stroke: try ShapeStrokeDecoding.stroke(of: name, in: reader))
        case "Text":
            return .text(try text(located, viewPath: viewPath))
        case "Spacer":
            let reader = try parameters(of: name, located, viewPath: viewPath, keys: ["minLength"])
            return .spacer(minLength: try reader.optional("minLength")?.nonNegativeNumber())
        case "VisualLayoutGuide":
            return .visualLayoutGuide(try visualLayoutGuide(located, viewPath: viewPath))
        case "VisualGridGuide":
            return .visualGridGuide(try visualGridGuide(located, viewPath: viewPath))
        case "GridDragView":
            return .gridDragView(try gridDragView(located, viewPath: viewPath, depth: depth))
        case "VisualCornerInsetGuide":
            if case .string = located.value { return .visualCornerInsetGuide(VisualCornerInsetGuideSpec(label: try located.string(allowEmpty: true))) }
            let reader = try parameters(of: "VisualCornerInsetGuide", located, viewPath: viewPath, keys: ["label"])
            return .visualCornerInsetGuide(VisualCornerInsetGuideSpec(label: try reader.optional("label")?.string(allowEmpty: true)))
        case "Image":
            let reader = try parameters(of: name, located, viewPath: viewPath, keys: ["systemName"])
            let symbol = try reader.required("systemName").name(in: SystemImage.allCases.map(\.rawValue))
            return .image(SystemImage(rawValue: symbol) ?? .circleFill)
        case "DraggablePositionView":
            return .draggablePositionView(try draggablePositionView(located, viewPath: viewPath))
        case "NavigationStack":
            // The bar is screen-wide chrome that moves the safe area: only a stack at the root has one to show.
            throw located.error("a NavigationStack is supported only as the scene's body")
        default:
            // `view(_:depth:)` only passes kinds it knows; this keeps an unexpected name an error, not a crash.
            throw located.error("unknown view kind \(quoted(name))")
        }
    }

    private static let plainShapes: [String: ShapeKind] = [
        "Rectangle": .rectangle, "Circle": .circle, "Capsule": .capsule, "Ellipse": .ellipse,
        "ConcentricRectangle": .concentricRectangle,
    ]

    /// Reads a kind's parameter object. Its members live under the view's path; `id` and `modifiers` written
    /// inside it get a hint that they belong one level up.
    func parameters(of kind: String, _ located: LocatedValue, viewPath: String,
                    keys: [String]) throws(SceneError) -> ObjectReader {
        // The expectation is spelled out only for an error: building it for every view was a tenth of decoding.
        guard case .object = located.value else {
            throw located.mismatch(expected: keys.isEmpty ? "{}" : "an object {\(ValueDescriptions.quotedList(keys))}")
        }
        return try ObjectReader(LocatedValue(value: located.value, path: viewPath), keys: keys, owner: kind,
                                unknownKey: { key in
            if key == "id" || key == "modifiers" {
                return "\(quoted(key)) belongs in the view object next to \(quoted(kind)), not inside it"
            }
            if keys.isEmpty { return "unknown key; \(kind) takes no parameters" }
            return ObjectReader.unknownKeyMessage(expected: keys)
        })
    }

    /// `{"VStack": [views]}`: a container with its default parameters and this content.
    private mutating func shorthandContainer(_ name: String, _ located: LocatedValue, viewPath: String,
                                             depth: Int) throws(SceneError) -> ViewKind {
        if name == "GeometryReader" { geometryReaderDepth += 1 }
        defer { if name == "GeometryReader" { geometryReaderDepth -= 1 } }
        let views = try children(located, viewPath: viewPath, depth: depth)
        switch name {
        case "ZStack": return .zStack(alignment: .center, content: views)
        case "HStack": return .hStack(alignment: .center, spacing: nil, content: views)
        case "VStack": return .vStack(alignment: .center, spacing: nil, content: views)
        case "GeometryReader": return .geometryReader(content: views)
        default: return .scrollView(axes: .vertical, contentOffset: 0, content: views)
        }
    }

    /// A container's `content`, required (it may be empty).
    private mutating func content(_ reader: ObjectReader, viewPath: String, depth: Int) throws(SceneError) -> [ViewNode] {
        try children(reader.required("content"), viewPath: viewPath, depth: depth)
    }

    private mutating func scrollView(_ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> ViewKind {
        let reader = try parameters(of: "ScrollView", located, viewPath: viewPath,
                                    keys: ["axes", "contentOffset", "content"])
        let axesName = try reader.optional("axes")?.name(in: ScrollAxes.allCases.map(\.rawValue))
        let axes = axesName.flatMap(ScrollAxes.init(rawValue:)) ?? .vertical
        let offset = try reader.optional("contentOffset")?.number() ?? 0
        if axes == .both, offset != 0, let offsetValue = reader.optional("contentOffset") {
            throw offsetValue.error("a ScrollView with both axes has no single scroll axis; contentOffset must be 0")
        }
        return .scrollView(axes: axes, contentOffset: offset, content: try content(reader, viewPath: viewPath, depth: depth))
    }

    /// `"string"` or `{"string", "font", "underline", "lineLimit", "frameIn", "readsDrag"}`.
    private func text(_ located: LocatedValue, viewPath: String) throws(SceneError) -> TextContent {
        if case .string = located.value {
            return TextContent(try located.string(maximumLength: SceneLimits.maximumTextLength, allowEmpty: true))
        }
        let keys = ["string", "font", "underline", "lineLimit", "frameIn", "readsDrag"]
        guard case .object = located.value else {
            throw located.mismatch(expected: "a string or an object {\(keys.map(quoted).joined(separator: ", "))}")
        }
        let reader = try parameters(of: "Text", located, viewPath: viewPath, keys: keys)
        let stringValue = try reader.required("string")
        let string = try stringValue.string(maximumLength: SceneLimits.maximumTextLength, allowEmpty: true)
        let font = try reader.optional("font").map { (value) throws(SceneError) in try FontDecoding.font(value) }
        let underline = try reader.optional("underline")?.bool() ?? false
        let lineLimit = try reader.optional("lineLimit")?.integer(in: SceneLimits.lineLimitRange)
        var frameIn: GeometryFrameSpace?
        if let frameValue = reader.optional("frameIn") {
            frameIn = try geometryFrameSpace(frameValue)
            if geometryReaderDepth == 0 {
                throw frameValue.error("a Text with \"frameIn\" reads the frame of its GeometryReader; "
                                       + "this Text is not inside a GeometryReader's content")
            }
        }
        let readsDragValue = reader.optional("readsDrag")
        let readsDrag = try readsDragValue?.bool() ?? false
        if readsDrag, draggableDepth == 0, let readsDragValue {
            throw readsDragValue.error("a Text with \"readsDrag\" shows the drag of the nearest view with a "
                                       + "\"draggable\" modifier; neither this Text nor a view it is in has one")
        }
        if frameIn != nil || readsDrag,
           let unknown = TextTemplate.unknownPlaceholders(in: string, frame: frameIn != nil, drag: readsDrag).first {
            let names = TextTemplate.placeholderNames(frame: frameIn != nil, drag: readsDrag)
            throw stringValue.error("unknown placeholder {\(unknown)}; expected one of "
                                    + names.map { "{\($0)}" }.joined(separator: ", "))
        }
        return TextContent(string, font: font, underline: underline, lineLimit: lineLimit, frameIn: frameIn,
                           readsDrag: readsDrag)
    }

    /// `"local"`, `"global"` or `{"named": "name"}`.
    private func geometryFrameSpace(_ located: LocatedValue) throws(SceneError) -> GeometryFrameSpace {
        let expectation = "\"local\", \"global\" or an object {\"named\": \"name\"}"
        switch located.value {
        case .string:
            return try located.name(in: ["local", "global"]) == "local" ? .local : .global
        case .object:
            let reader = try ObjectReader(located, keys: ["named"], expected: expectation)
            return .named(try reader.required("named").string())
        default:
            throw located.mismatch(expected: expectation)
        }
    }

    /// `{}`, a bare label string, or `{"label", "alignment", "shape", "persistenceKey"}`.
    private func visualLayoutGuide(_ located: LocatedValue, viewPath: String) throws(SceneError) -> VisualLayoutGuideSpec {
        if case .string = located.value { return VisualLayoutGuideSpec(label: try located.string(allowEmpty: true)) }
        guard case .object = located.value else {
            throw located.mismatch(
                expected: "a label string or an object {\"label\", \"alignment\", \"shape\", \"persistenceKey\"}")
        }
        let reader = try parameters(of: "VisualLayoutGuide", located, viewPath: viewPath,
                                    keys: ["label", "alignment", "shape", "persistenceKey"])
        let label = try reader.optional("label")?.string(allowEmpty: true)
        let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
            try GeometryDecoding.alignment(value)
        } ?? .center
        let shapeName = try reader.optional("shape")?.name(in: VisualLayoutGuideSpec.Shape.allCases.map(\.rawValue))
        let shape = shapeName.flatMap(VisualLayoutGuideSpec.Shape.init(rawValue:)) ?? .rectangle
        let persistenceKey = try reader.optional("persistenceKey")?.string(allowEmpty: true)
        return VisualLayoutGuideSpec(label: label, alignment: alignment, shape: shape, persistenceKey: persistenceKey)
    }

    /// `{}`, a bare label string, or `{"label", "lineWidth", "squareSize", "fit"}`.
    private func visualGridGuide(_ located: LocatedValue, viewPath: String) throws(SceneError) -> VisualGridGuideSpec {
        if case .string = located.value { return VisualGridGuideSpec(label: try located.string(allowEmpty: true)) }
        guard case .object = located.value else {
            throw located.mismatch(expected: "a label string or an object {\"label\", \"lineWidth\", \"squareSize\", \"fit\"}")
        }
        let reader = try parameters(of: "VisualGridGuide", located, viewPath: viewPath,
                                    keys: ["label", "lineWidth", "squareSize", "fit"])
        let fitName = try reader.optional("fit")?.name(in: VisualGridGuideSpec.Fit.allCases.map(\.rawValue))
        return VisualGridGuideSpec(
            label: try reader.optional("label")?.string(allowEmpty: true),
            lineWidth: try reader.optional("lineWidth")?.number(in: 0.1...100) ?? 1,
            squareSize: try reader.optional("squareSize")?.number(in: 0.5...100_000),
            fit: fitName.flatMap(VisualGridGuideSpec.Fit.init(rawValue:)) ?? .exact)
    }
}
