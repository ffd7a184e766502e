/// `{"Path": {"elements": [["move", x, y], ["line", x, y], ["quadCurve", x, y, cx, cy],
/// ["curve", x, y, c1x, c1y, c2x, c2y], ["closeSubpath"]]}}` (`docs/scene-format.md#path`).
enum PathDecoding {
    /// The operands each element takes, by name.
    static let operandCounts = ["move": 2, "line": 2, "quadCurve": 4, "curve": 6, "closeSubpath": 0]

    static func path(_ located: LocatedValue) throws(SceneError) -> PathShape {
        let values = try located.elements()
        guard values.count <= PathShape.maximumElements else {
            throw located.error("a path of \(values.count) elements; at most \(PathShape.maximumElements)")
        }
        var elements: [PathElement] = []
        elements.reserveCapacity(values.count)
        for value in values {
            let parts = try value.elements(expected: "an element such as [\"line\", x, y]")
            guard let first = parts.first else { throw value.error("an empty path element") }
            let name = try first.name(in: ["move", "line", "quadCurve", "curve", "closeSubpath"])
            let expected = operandCounts[name] ?? 0
            guard parts.count == expected + 1 else {
                throw value.error("\"\(name)\" takes \(expected) lengths, found \(parts.count - 1)")
            }
            var points: [PathPoint] = []
            var index = 1
            while index < parts.count {
                points.append(PathPoint(x: try length(parts[index]), y: try length(parts[index + 1])))
                index += 2
            }
            switch name {
            case "move": elements.append(.move(to: points[0]))
            case "line": elements.append(.line(to: points[0]))
            case "quadCurve": elements.append(.quadCurve(to: points[0], control: points[1]))
            case "curve": elements.append(.curve(to: points[0], control1: points[1], control2: points[2]))
            default: elements.append(.closeSubpath)
            }
        }
        return PathShape(elements)
    }

    /// A number of points, or `{"points", "width", "height"}`: that many points plus fractions of the frame's width
    /// and height.
    static func length(_ located: LocatedValue) throws(SceneError) -> PathLength {
        if case .number = located.value { return PathLength(points: try located.number()) }
        let reader = try ObjectReader(located, keys: ["points", "width", "height"],
                                      expected: "a number or {\"points\", \"width\", \"height\"}")
        return PathLength(points: try reader.optional("points")?.number() ?? 0,
                          width: try reader.optional("width")?.number() ?? 0,
                          height: try reader.optional("height")?.number() ?? 0)
    }
}
