#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import LoupeCore

extension DisplayShape {
    /// The shape's boundary as closed polylines, clockwise on the screen from the top-leading corner (an ellipse from
    /// its trailing point): arcs and ellipses in `segmentsPerQuarter` straight pieces a quarter turn. What a dashed
    /// stroke walks along (`docs/overlays.md`).
    public func outline(segmentsPerQuarter: Int = 16) -> PathOutline {
        let steps = max(segmentsPerQuarter, 1)
        func arc(center: Point, rx: Double, ry: Double, from start: Double) -> [Point] {
            (0...steps).map { index in
                let angle = start + Double(index) / Double(steps) * .pi / 2
                return Point(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle))
            }
        }
        switch self {
        case .rect(let r):
            return PathOutline(contours: [[Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
                                           Point(x: r.minX, y: r.maxY)]], closed: [true])
        case .roundedRect(let r, let radii):
            let limit = min(r.width, r.height) / 2
            let tl = min(radii.topLeading, limit), tr = min(radii.topTrailing, limit)
            let br = min(radii.bottomTrailing, limit), bl = min(radii.bottomLeading, limit)
            var points: [Point] = []
            points += arc(center: Point(x: r.minX + tl, y: r.minY + tl), rx: tl, ry: tl, from: .pi)
            points += arc(center: Point(x: r.maxX - tr, y: r.minY + tr), rx: tr, ry: tr, from: 1.5 * .pi)
            points += arc(center: Point(x: r.maxX - br, y: r.maxY - br), rx: br, ry: br, from: 0)
            points += arc(center: Point(x: r.minX + bl, y: r.maxY - bl), rx: bl, ry: bl, from: .pi / 2)
            return PathOutline(contours: [points], closed: [true])
        case .ellipse(let r):
            let center = Point(x: r.midX, y: r.midY)
            let points = (0..<4).flatMap { quarter in
                arc(center: center, rx: r.width / 2, ry: r.height / 2, from: Double(quarter) * .pi / 2).dropLast()
            }
            return PathOutline(contours: [points], closed: [true])
        case .polygon(let points):
            return PathOutline(contours: [points], closed: [true])
        case .path(let outline):
            return outline
        }
    }
}

extension PathOutline {
    /// The dashes of `pattern` (dash, gap, dash, … lengths in points, repeated) along every contour, starting `phase`
    /// points into the pattern: open polylines, each following the contour's corners within its dash.
    public func dashed(_ pattern: [Double], phase: Double) -> PathOutline {
        let lengths = pattern.map { max($0, 0) }
        let period = lengths.reduce(0, +)
        guard period > 0 else { return self }
        var dashes: [[Point]] = []
        for (index, contour) in contours.enumerated() {
            var points = contour
            if index < closed.count, closed[index], let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Where in the pattern the contour starts: the phase, wrapped into one period.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var slot = 0
            while offset >= lengths[slot] { offset -= lengths[slot]; slot = (slot + 1) % lengths.count }
            var remaining = lengths[slot] - offset
            var current: [Point] = slot % 2 == 0 ? [points[0]] : []
            for i in 1..<points.count {
                var from = points[i - 1]
                let to = points[i]
                var segment = hypot(to.x - from.x, to.y - from.y)
                while segment > remaining {
                    let t = remaining / segment
                    let cut = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                    if slot % 2 == 0 {
                        current.append(cut)
                        if current.count > 1 { dashes.append(current) }
                        current = []
                    } else {
                        current = [cut]
                    }
                    segment -= remaining
                    from = cut
                    slot = (slot + 1) % lengths.count
                    remaining = lengths[slot]
                    if dashes.count > 100_000 { return PathOutline(contours: dashes, closed: Array(repeating: false, count: dashes.count)) }
                }
                remaining -= segment
                if slot % 2 == 0 { current.append(to) }
            }
            if slot % 2 == 0, current.count > 1 { dashes.append(current) }
        }
        return PathOutline(contours: dashes, closed: Array(repeating: false, count: dashes.count))
    }
}
