/// What `overlay` and `background` hold. Three forms, told apart by their keys:
/// - `{"alignment", "content"}`: the wrapper, whose `content` is a view or a colour;
/// - a colour: a string, or an object with colour keys (`red`, `linearGradient`, `color`, …);
/// - a view: an object with a kind key (`{"Text": "Hi"}`).
extension SceneDecoder {
    static let layerWrapperKeys = ["alignment", "content"]

    mutating func layer(_ located: LocatedValue, depth: Int) throws(SceneError) -> (Alignment, LayerContent) {
        guard case .object(let object) = located.value, object.keys.contains(where: Self.layerWrapperKeys.contains)
        else { return (.center, try layerContent(located, depth: depth)) }
        let reader = try ObjectReader(located, keys: Self.layerWrapperKeys, unknownKey: { _ in
            "unknown key; expected alignment or content (an object with alignment or content is the "
                + "{\"alignment\", \"content\"} form)"
        })
        let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
            try GeometryDecoding.alignment(value)
        } ?? .center
        return (alignment, try layerContent(reader.required("content"), depth: depth))
    }

    /// A view, a colour, or a material in a shape.
    private mutating func layerContent(_ located: LocatedValue, depth: Int) throws(SceneError) -> LayerContent {
        switch located.value {
        case .string:
            return .style(try ColorDecoding.color(located))
        case .object(let object):
            let keys = object.keys
            if keys.contains("material") { return try materialLayer(located, depth: depth) }
            let looksLikeColor = keys.contains(where: ColorDecoding.objectKeys.contains)
                && !keys.contains(where: { Vocabulary.viewKind($0) != nil || $0 == "id" || $0 == "modifiers" })
            if looksLikeColor { return .style(try ColorDecoding.color(located)) }
            return .view(try view(located, depth: depth + 1))
        default:
            throw located.mismatch(expected: "a view, a colour or an object {\"alignment\", \"content\"}")
        }
    }

    /// `{"material": "regular", "in": {"ConcentricRectangle": {}}}`: `in` is a shape view with no modifiers,
    /// a Rectangle when left out.
    private mutating func materialLayer(_ located: LocatedValue, depth: Int) throws(SceneError) -> LayerContent {
        let reader = try ObjectReader(located, keys: ["material", "in"])
        let materialValue = try reader.required("material")
        let name = try materialValue.string()
        guard let material = MaterialStyle(rawValue: name) else {
            throw materialValue.error("expected \(MaterialStyle.allCases.map { quoted($0.rawValue) }.joined(separator: " or ")), "
                                      + "found \(quoted(name))")
        }
        guard let shapeValue = reader.optional("in") else { return .material(material, in: .rectangle) }
        return .material(material, in: try plainShape(shapeValue, depth: depth))
    }

    /// A shape view with no modifiers and no stroke, as `background(_:in:)` and `clipShape(_:)` take it.
    mutating func plainShape(_ located: LocatedValue, depth: Int) throws(SceneError) -> ShapeKind {
        let shape = try view(located, depth: depth + 1)
        guard case .shape(let kind, nil) = shape.kind, shape.modifiers.isEmpty else {
            throw located.error("expected a shape with no modifiers and no stroke (Rectangle, RoundedRectangle, "
                                + "Capsule, Circle, Ellipse, ConcentricRectangle)")
        }
        return kind
    }
}
