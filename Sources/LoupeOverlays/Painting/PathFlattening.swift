import LoupeCore
import LoupeDisplayList
import LoupeScene

/// A path's elements in a frame, as polylines (`docs/overlays.md#paths`): curves are cut into straight pieces of
/// about `tolerance` device pixels of error.
enum PathFlattening {
    /// The most straight pieces one curve is cut into.
    static let maximumPieces = 256

    /// How many straight pieces a quarter turn of an ellipse in `bounds` is cut into so that each is about 4 device
    /// pixels long, as the curves of a path are (at least 16, at most `maximumPieces`).
    static func segmentsPerQuarter(of bounds: Rect, scale: Double) -> Int {
        let quarter = Double.pi / 4 * max(bounds.width, bounds.height) * scale
        return quarter.isFinite ? min(max(Int((quarter / 4).rounded(.up)), 16), maximumPieces) : 16
    }

    static func outline(of path: PathShape, in frame: Rect, scale: Double) -> PathOutline {
        var contours: [[Point]] = [], closed: [Bool] = []
        var current: [Point] = []
        var isClosed = false
        func finish() {
            if current.count > 1 { contours.append(current); closed.append(isClosed) }
            current = []
            isClosed = false
        }
        func point(_ p: PathPoint) -> Point {
            let local = p.resolved(in: frame.size)
            return Point(x: frame.minX + local.x, y: frame.minY + local.y)
        }
        for element in path.elements {
            switch element {
            case .move(let to):
                finish()
                current = [point(to)]
            case .line(let to):
                if current.isEmpty { current = [point(to)] } else { current.append(point(to)) }
            case .quadCurve(let to, let control):
                let start = current.last ?? point(control)
                let c = point(control), end = point(to)
                // The quadratic as the cubic with the same shape.
                let c1 = Point(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
                let c2 = Point(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
                append(cubic: (start, c1, c2, end), to: &current, scale: scale)
            case .curve(let to, let control1, let control2):
                let start = current.last ?? point(control1)
                append(cubic: (start, point(control1), point(control2), point(to)), to: &current, scale: scale)
            case .closeSubpath:
                guard let first = current.first else { continue }
                isClosed = true
                let restart = first
                finish()
                current = [restart]
            }
        }
        finish()
        return PathOutline(contours: contours, closed: closed)
    }

    /// The curve's points after its start: pieces as many as its control polygon's length in pixels over 4 (at
    /// least 2): a piece of 4 pixels strays from a circle of radius 10 pixels by 0.2.
    private static func append(cubic: (Point, Point, Point, Point), to points: inout [Point], scale: Double) {
        let (p0, p1, p2, p3) = cubic
        if points.isEmpty { points.append(p0) }
        func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let length = (distance(p0, p1) + distance(p1, p2) + distance(p2, p3)) * scale
        let pieces = length.isFinite ? min(max(Int((length / 4).rounded(.up)), 2), maximumPieces) : 2
        for step in 1...pieces {
            let t = Double(step) / Double(pieces), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }
}
