/// A `Path` as a preview builds it: its elements with their points in the coordinates of the rect it was built in.
/// Arcs, ellipses, rectangles and rounded rectangles are added as lines and cubic curves (`Evaluator+Paths`).
struct PathValue {
    /// A point of the plane.
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    /// One element, as SwiftUI's `Path.Element`.
    enum Element: Equatable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    private(set) var elements: [Element] = []
    /// Where the last subpath started, what `closeSubpath` returns to.
    private var subpathStart: Point?
    /// The pen, after the last element.
    private(set) var current: Point?

    mutating func append(_ element: Element) {
        elements.append(element)
        switch element {
        case .move(let point): subpathStart = point; current = point
        case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
            if current == nil { subpathStart = point }
            current = point
        case .closeSubpath: current = subpathStart
        }
    }

    /// The points of every element, in order: what must change alike when the path is built in another rect.
    var points: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let to, let control): [to, control]
            case .curve(let to, let c1, let c2): [to, c1, c2]
            case .closeSubpath: []
            }
        }
    }

    /// The elements' kinds alone, to compare the shape of two builds.
    var skeleton: [Int] {
        elements.map {
            switch $0 {
            case .move: 0
            case .line: 1
            case .quadCurve: 2
            case .curve: 3
            case .closeSubpath: 4
            }
        }
    }
}
