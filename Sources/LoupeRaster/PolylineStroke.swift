#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// How a stroke ends and turns (`StrokeStyle`'s `lineCap` and `lineJoin`).
public enum PolylineCap: Sendable { case butt, round, square }
/// Where two pieces of a stroke meet.
public enum PolylineJoin: Sendable { case miter, round, bevel }

/// The outline of a stroke along polylines, as polygons filled together with the nonzero rule: a quadrilateral per
/// segment; at each open end, nothing (a butt cap, SwiftUI's default), a circle (round) or half a width more of the
/// line (square); where two segments meet, the wedge that closes the gap between them (a miter, SwiftUI's default
/// join, cut to a bevel past a miter limit of 10 as Core Graphics does; a bevel; or a circle for a round join).
///
/// Every polygon is turned to wind the same way, so where they overlap the nonzero rule covers the union once.
enum PolylineStroke {
    static let miterLimit = 10.0

    static func contours(of polylines: [[PixelPoint]], closed: [Bool], lineWidth: Double,
                         cap: PolylineCap = .butt, join joinStyle: PolylineJoin = .miter) -> [[PixelPoint]] {
        let half = lineWidth / 2
        guard half > 0, half.isFinite else { return [] }
        var result: [[PixelPoint]] = []
        for (index, polyline) in polylines.enumerated() {
            var points = deduplicated(polyline)
            let isClosed = index < closed.count && closed[index] && points.count > 2
            if isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else {
                // A lone point draws only its caps: a dot for a round cap, a square for a square one (as Core Graphics).
                if let point = points.first, polyline.count > 1 {
                    switch cap {
                    case .butt: break
                    case .round: result.append(circle(around: point, radius: half))
                    case .square: result.append(oriented([PixelPoint(x: point.x - half, y: point.y - half),
                                                          PixelPoint(x: point.x + half, y: point.y - half),
                                                          PixelPoint(x: point.x + half, y: point.y + half),
                                                          PixelPoint(x: point.x - half, y: point.y + half)]))
                    }
                }
                continue
            }
            if !isClosed, cap == .square {
                points[0] = extended(points[0], awayFrom: points[1], by: half)
                points[points.count - 1] = extended(points[points.count - 1], awayFrom: points[points.count - 2], by: half)
            }
            if !isClosed, cap == .round {
                result.append(circle(around: points[0], radius: half))
                result.append(circle(around: points[points.count - 1], radius: half))
            }
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
                switch joinStyle {
                case .round: result.append(circle(around: vertex, radius: half))
                case .miter, .bevel:
                    if let wedge = join(previous, vertex, next, half: half, bevel: joinStyle == .bevel) { result.append(oriented(wedge)) }
                }
            }
        }
        return result
    }

    /// The wedge on the outer side of the turn at `vertex`: to the miter point, or a bevel when it is too long.
    private static func join(_ previous: PixelPoint, _ vertex: PixelPoint, _ next: PixelPoint, half: Double,
                             bevel: Bool) -> [PixelPoint]? {
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
        guard !bevel, sumLength > 1e-12, 1 / cosHalf <= miterLimit else { return [vertex, p1, p2] }
        let reach = half / cosHalf
        let miter = PixelPoint(x: vertex.x + side * sum.x / sumLength * reach, y: vertex.y + side * sum.y / sumLength * reach)
        return [vertex, p1, miter, p2]
    }

    /// A circle as a polygon whose sides are at most about a pixel long (at least 8, at most 256 of them): it strays
    /// from the circle by less than a fortieth of a pixel up to a radius of 40.
    static func circle(around center: PixelPoint, radius: Double) -> [PixelPoint] {
        let circumference = 2 * Double.pi * radius
        let sides = circumference.isFinite ? min(max(Int(circumference.rounded(.up)), 8), 256) : 8
        return (0..<sides).map { index in
            let angle = Double(index) / Double(sides) * 2 * .pi
            return PixelPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// `end` moved `distance` further along the line from `previous` to it.
    private static func extended(_ end: PixelPoint, awayFrom previous: PixelPoint, by distance: Double) -> PixelPoint {
        let dx = end.x - previous.x, dy = end.y - previous.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-12, length.isFinite else { return end }
        return PixelPoint(x: end.x + dx / length * distance, y: end.y + dy / length * distance)
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
    /// Strokes `polylines` `lineWidth` pixels wide, centred on them, with `cap` ends and `join` corners
    /// (`PolylineStroke`; butt ends and mitered joins unless told).
    public mutating func strokePolylines(_ polylines: [[PixelPoint]], closed: [Bool], lineWidth: Double, paint: Paint,
                                         cap: PolylineCap = .butt, join: PolylineJoin = .miter) {
        let contours = PolylineStroke.contours(of: polylines, closed: closed, lineWidth: lineWidth, cap: cap, join: join)
        guard !contours.isEmpty else { return }
        fillPolygon(contours: contours, paint: paint)
    }
}
