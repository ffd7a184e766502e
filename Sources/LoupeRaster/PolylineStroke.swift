/// The outline of a stroke along polylines, as polygons filled together with the nonzero rule: a quadrilateral per
/// segment (butt ends, SwiftUI's default cap) and, where two segments meet, the wedge that closes the gap between
/// them (a miter, SwiftUI's default join, cut to a bevel past a miter limit of 10 as Core Graphics does).
///
/// Every polygon is turned to wind the same way, so where they overlap the nonzero rule covers the union once.
enum PolylineStroke {
    static let miterLimit = 10.0

    static func contours(of polylines: [[PixelPoint]], closed: [Bool], lineWidth: Double) -> [[PixelPoint]] {
        let half = lineWidth / 2
        guard half > 0, half.isFinite else { return [] }
        var result: [[PixelPoint]] = []
        for (index, polyline) in polylines.enumerated() {
            var points = deduplicated(polyline)
            let isClosed = index < closed.count && closed[index] && points.count > 2
            if isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            for i in 0..<(points.count - 1) {
                let a = points[i], b = points[i + 1]
                guard let n = normal(a, b) else { continue }
                result.append(oriented([PixelPoint(x: a.x + n.x * half, y: a.y + n.y * half),
                                        PixelPoint(x: b.x + n.x * half, y: b.y + n.y * half),
                                        PixelPoint(x: b.x - n.x * half, y: b.y - n.y * half),
                                        PixelPoint(x: a.x - n.x * half, y: a.y - n.y * half)]))
            }
            // Joins at every inner vertex, and where a closed polyline meets its start.
            let vertexCount = points.count
            let joins = isClosed ? Array(1..<vertexCount) : Array(1..<max(vertexCount - 1, 1))
            for j in joins {
                let previous = points[j - 1], vertex = points[j]
                let next = j + 1 < vertexCount ? points[j + 1] : points[1]
                if let wedge = join(previous, vertex, next, half: half) { result.append(oriented(wedge)) }
            }
        }
        return result
    }

    /// The wedge on the outer side of the turn at `vertex`: to the miter point, or a bevel when it is too long.
    private static func join(_ previous: PixelPoint, _ vertex: PixelPoint, _ next: PixelPoint, half: Double) -> [PixelPoint]? {
        guard let n1 = normal(previous, vertex), let n2 = normal(vertex, next) else { return nil }
        let cross = (vertex.x - previous.x) * (next.y - vertex.y) - (vertex.y - previous.y) * (next.x - vertex.x)
        guard abs(cross) > 1e-12 else { return nil }
        // The outer side is the one the path turns away from.
        let side = cross > 0 ? -1.0 : 1.0
        let p1 = PixelPoint(x: vertex.x + side * n1.x * half, y: vertex.y + side * n1.y * half)
        let p2 = PixelPoint(x: vertex.x + side * n2.x * half, y: vertex.y + side * n2.y * half)
        let sum = PixelPoint(x: n1.x + n2.x, y: n1.y + n2.y)
        let sumLength = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        let cosHalf = sumLength / 2   // cos of half the angle between the normals
        guard sumLength > 1e-12, 1 / cosHalf <= miterLimit else { return [vertex, p1, p2] }
        let reach = half / cosHalf
        let miter = PixelPoint(x: vertex.x + side * sum.x / sumLength * reach, y: vertex.y + side * sum.y / sumLength * reach)
        return [vertex, p1, miter, p2]
    }

    /// The unit normal of the segment (its direction turned a quarter to the left), nil for a zero-length one.
    private static func normal(_ a: PixelPoint, _ b: PixelPoint) -> PixelPoint? {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-12, length.isFinite else { return nil }
        return PixelPoint(x: -dy / length, y: dx / length)
    }

    private static func deduplicated(_ points: [PixelPoint]) -> [PixelPoint] {
        var result: [PixelPoint] = []
        for point in points where point.isFinite {
            if let last = result.last, last.x == point.x, last.y == point.y { continue }
            result.append(point)
        }
        return result
    }

    /// The polygon wound so that its signed area (shoelace, y down) is positive.
    private static func oriented(_ polygon: [PixelPoint]) -> [PixelPoint] {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}

extension RasterContext {
    /// Strokes `polylines` `lineWidth` pixels wide, centred on them: butt ends, mitered joins (`PolylineStroke`).
    public mutating func strokePolylines(_ polylines: [[PixelPoint]], closed: [Bool], lineWidth: Double, paint: Paint) {
        let contours = PolylineStroke.contours(of: polylines, closed: closed, lineWidth: lineWidth)
        guard !contours.isEmpty else { return }
        fillPolygon(contours: contours, paint: paint)
    }
}
