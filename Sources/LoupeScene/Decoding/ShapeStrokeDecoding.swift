/// A shape's `stroke` or `strokeBorder` parameter: `{"lineWidth", "style"}`, both optional.
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
        // An ellipse's outline is not drawn exactly by the rasterizer (only rects, rounded rects and circles are).
        if name == "Ellipse" {
            throw located.error("a stroked Ellipse is not supported (Circle, Capsule, Rectangle, RoundedRectangle and "
                                + "ConcentricRectangle are)")
        }
        let stroke = try ObjectReader(located, keys: ["lineWidth", "style"])
        return ShapeStroke(lineWidth: try stroke.optional("lineWidth")?.nonNegativeNumber() ?? 1,
                           style: try stroke.optional("style").map { (value) throws(SceneError) in
                               try ColorDecoding.color(value)
                           },
                           placement: ShapeStroke.Placement(rawValue: key) ?? .centered)
    }
}
