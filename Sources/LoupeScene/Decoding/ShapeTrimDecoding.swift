/// A shape's `trim` parameter, `Shape.trim(from:to:)`: `{"from": 0, "to": 0.5}`, fractions of the outline's length,
/// both optional (0 and 1).
enum ShapeTrimDecoding {
    static let key = "trim"

    /// `shape` trimmed as `reader`'s `trim` says, or as it is without one. A shape whose path's start SwiftUI does not
    /// document (a rounded rectangle, a capsule) is refused rather than trimmed from a guessed start.
    static func trimmed(_ shape: ShapeKind, in reader: ObjectReader) throws(SceneError) -> ShapeKind {
        guard let located = reader.optional(key) else { return shape }
        switch shape {
        case .rectangle, .circle, .ellipse, .path: break
        case .roundedRectangle, .capsule, .concentricRectangle, .trimmed:
            throw located.error("trimming a \(shape.name) is not supported: where its outline starts is not known (a Rectangle, Circle, Ellipse or Path can be trimmed)")
        }
        let trim = try ObjectReader(located, keys: ["from", "to"])
        let from = try trim.optional("from")?.number(in: -SceneLimits.maximumMagnitude...SceneLimits.maximumMagnitude) ?? 0
        let to = try trim.optional("to")?.number(in: -SceneLimits.maximumMagnitude...SceneLimits.maximumMagnitude) ?? 1
        return .trimmed(shape, from: from, to: to)
    }
}
