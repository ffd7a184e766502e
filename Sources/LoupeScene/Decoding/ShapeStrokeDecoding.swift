import LoupeCore

/// A shape's `stroke` or `strokeBorder` parameter: `{"lineWidth", "style", "dash", "dashPhase", "lineCap",
/// "lineJoin"}`, all optional.
enum ShapeStrokeDecoding {
    /// The parameter keys a shape takes for its outline.
    static let keys = ["stroke", "strokeBorder"]

    /// The stroke `reader` gives the shape `name`, or `nil` when it is filled.
    static func stroke(of name: String, in reader: ObjectReader) throws(SceneError) -> ShapeStroke? {
        let given = keys.filter { reader.has($0) }
        guard let key = given.first, let located = reader.optional(key) else { return nil }
        if given.count > 1 {
            throw located.error("a shape takes \"stroke\" or \"strokeBorder\", not both")
        }
        let stroke = try ObjectReader(located, keys: ["lineWidth", "style", "dash", "dashPhase", "lineCap", "lineJoin"])
        var result = ShapeStroke(lineWidth: try stroke.optional("lineWidth")?.nonNegativeNumber() ?? 1,
                                 style: try stroke.optional("style").map { (value) throws(SceneError) in
                                     try ColorDecoding.color(value)
                                 },
                                 placement: ShapeStroke.Placement(rawValue: key) ?? .centered)
        if let dash = stroke.optional("dash") {
            let lengths = try dash.elements(expected: "an array of dash and gap lengths")
            guard lengths.count <= 64 else { throw dash.error("a dash pattern has at most 64 lengths, found \(lengths.count)") }
            result.dash = try lengths.map { (length) throws(SceneError) in try length.number(in: 0...SceneLimits.maximumMagnitude) }
            if !result.dash.isEmpty, result.dash.reduce(0, +) <= 0 { throw dash.error("a dash pattern needs a length above 0") }
        }
        if let cap = stroke.optional("lineCap") {
            result.ends.cap = StrokeEnds.Cap(rawValue: try cap.name(in: StrokeEnds.Cap.allCases.map(\.rawValue))) ?? .butt
        }
        if let join = stroke.optional("lineJoin") {
            result.ends.join = StrokeEnds.Join(rawValue: try join.name(in: StrokeEnds.Join.allCases.map(\.rawValue))) ?? .miter
        }
        result.dashPhase = try stroke.optional("dashPhase")?.number(in: -SceneLimits.maximumMagnitude...SceneLimits.maximumMagnitude) ?? 0
        return result
    }
}
