import LoupeCore

extension PathOutline {
    /// The part of the outline between the fractions `from` and `to` of its length (`Shape.trim(from:to:)`), measured
    /// along the contours in order, a closed one including its closing line: open polylines. Fractions are clamped to
    /// 0…1; nothing is left when `from` is not below `to`, and the whole outline, closed contours still closed, when
    /// they span 0…1.
    public func trimmed(from: Double, to: Double) -> PathOutline {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return PathOutline(contours: [], closed: []) }
        if start == 0, end == 1 { return self }
        let walked = contours.indices.map { index -> [Point] in
            var points = contours[index]
            if index < closed.count, closed[index], let first = points.first, points.count > 2 { points.append(first) }
            return points
        }
        var total = 0.0
        for points in walked where points.count > 1 {
            for i in 1..<points.count { total += distance(points[i - 1], points[i]) }
        }
        guard total > 0, total.isFinite else { return PathOutline(contours: [], closed: []) }
        // Pieces shorter than rounding error at either end are not kept (a trim at a vertex ends at the vertex).
        let tolerance = total * 1e-12
        let low = start * total, high = end * total
        var pieces: [[Point]] = []
        var travelled = 0.0
        for points in walked where points.count > 1 {
            var current: [Point] = []
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                let length = distance(a, b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard length > 0, segmentEnd > low + tolerance, segmentStart < high - tolerance else { continue }
                func at(_ position: Double) -> Point {
                    let t = (position - segmentStart) / length
                    return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if current.isEmpty { current.append(segmentStart >= low - tolerance ? a : at(low)) }
                current.append(segmentEnd <= high + tolerance ? b : at(high))
            }
            if current.count > 1 { pieces.append(current) }
        }
        return PathOutline(contours: pieces, closed: pieces.map { _ in false })
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
