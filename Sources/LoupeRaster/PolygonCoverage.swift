/// Anti-aliased polygon fill by signed-area accumulation (nonzero rule).
///
/// Each edge adds, to every pixel of a row, the signed area of the pixel lying right of the edge (downward
/// edges positive). Stored as differences along the row, a running sum then yields each pixel's
/// winding-weighted area; coverage is `min(1, |sum|)`, exact wherever a pixel sees winding 0 or ±1.
/// Rows are processed in strips of ``stripHeight`` to bound memory.
struct PolygonCoverage {
    static let stripHeight = 16

    private struct Edge {
        var x0, y0, x1, y1: Double
        /// +1 for an edge going down, −1 going up.
        var direction: Double
    }

    private let edges: [Edge]
    private let minX, minY, maxX, maxY: Double

    /// Edges of the closed contours; horizontal edges and non-finite points are dropped.
    init(contours: [[PixelPoint]]) {
        var edges: [Edge] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours where contour.count >= 3 && contour.allSatisfy(\.isFinite) {
            for (i, a) in contour.enumerated() {
                let b = contour[(i + 1) % contour.count]
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                guard a.y != b.y else { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, direction: 1)
                                       : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, direction: -1))
            }
        }
        self.edges = edges
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// The pixels the polygon may touch, limited to `clip`.
    func bounds(in clip: PixelBounds) -> PixelBounds {
        guard !edges.isEmpty else { return .empty }
        return PixelBounds(covering: PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
                           within: clip)
    }

    func paint(with painter: SpanPainter) {
        let box = bounds(in: painter.clip)
        guard !box.isEmpty else { return }
        let width = box.width
        let rowLength = width + 2
        var accumulator = [Double](repeating: 0, count: rowLength * Self.stripHeight)
        var runs: [CoverageRun] = []
        var stripTop = box.minY
        while stripTop < box.maxY {
            let stripBottom = min(stripTop + Self.stripHeight, box.maxY)
            accumulator.withUnsafeMutableBufferPointer { acc in
                acc.update(repeating: 0)
                for edge in edges {
                    accumulate(edge, rows: stripTop..<stripBottom, box: box, rowLength: rowLength, into: acc)
                }
            }
            for y in stripTop..<stripBottom {
                runs.removeAll(keepingCapacity: true)
                var winding = 0.0
                let base = (y - stripTop) * rowLength
                for i in 0..<width {
                    winding += accumulator[base + i]
                    let coverage = PixelMath.coverageByte(abs(winding))
                    guard coverage != 0 else { continue }
                    let x = box.minX + i
                    if let last = runs.last, last.x1 == x, last.coverage == coverage {
                        runs[runs.count - 1].x1 = x + 1
                    } else {
                        runs.append(CoverageRun(x0: x, x1: x + 1, coverage: coverage))
                    }
                }
                painter.paint(runs, y: y)
            }
            stripTop = stripBottom
        }
    }

    /// Adds one edge's contribution to the rows of a strip.
    private func accumulate(_ edge: Edge, rows: Range<Int>, box: PixelBounds, rowLength: Int,
                            into acc: UnsafeMutableBufferPointer<Double>) {
        let top = max(edge.y0, Double(rows.lowerBound)), bottom = min(edge.y1, Double(rows.upperBound))
        guard bottom > top else { return }
        let slope = (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
        let firstRow = PixelMath.floorInt(top, in: rows.lowerBound...rows.upperBound)
        let lastRow = PixelMath.ceilInt(bottom, in: rows.lowerBound...rows.upperBound)
        for y in firstRow..<lastRow {
            let t0 = max(top, Double(y)), t1 = min(bottom, Double(y + 1))
            guard t1 > t0 else { continue }
            let xa = edge.x0 + (t0 - edge.y0) * slope, xb = edge.x0 + (t1 - edge.y0) * slope
            let row = (y - rows.lowerBound) * rowLength
            depositClipped(xa, xb, height: t1 - t0, direction: edge.direction,
                           left: Double(box.minX), right: Double(box.maxX), into: acc, row: row)
        }
    }

    /// Splits a row segment where it leaves the box's columns: the parts outside become vertical segments
    /// on the box edge, which leaves the coverage of every column inside unchanged.
    private func depositClipped(_ xa: Double, _ xb: Double, height: Double, direction: Double,
                                left: Double, right: Double, into acc: UnsafeMutableBufferPointer<Double>, row: Int) {
        // Parameters (0…1 along the segment) where it crosses the box's vertical edges, in order.
        var first = 1.0, second = 1.0
        if xa != xb {
            let a = (left - xa) / (xb - xa), b = (right - xa) / (xb - xa)
            let low = min(a, b), high = max(a, b)
            if low > 0 && low < 1 { first = low }
            if high > 0 && high < 1 { if first < 1 { second = high } else { first = high } }
        }
        func piece(_ s0: Double, _ s1: Double) {
            guard s1 > s0 else { return }
            let p0 = min(max(xa + (xb - xa) * s0, left), right) - left
            let p1 = min(max(xa + (xb - xa) * s1, left), right) - left
            deposit(p0, p1, height: height * (s1 - s0), direction: direction, into: acc, row: row)
        }
        piece(0, first)
        piece(first, second)
        piece(second, 1)
    }

    /// Deposits, as differences between neighbouring columns, the signed area of each pixel lying right of
    /// a segment running from `xa` to `xb` (box-relative, within 0…width) over `height` of one row.
    private func deposit(_ xa: Double, _ xb: Double, height: Double, direction: Double,
                         into acc: UnsafeMutableBufferPointer<Double>, row: Int) {
        let lo = min(xa, xb), hi = max(xa, xb)
        let first = Int(lo.rounded(.down))
        let last = max(Int(hi.rounded(.up)), first + 1)
        // areaLeft(X) = ∫ max(X − x(t), 0) dt with x uniform on [lo, hi].
        func areaLeft(_ X: Double) -> Double {
            if X <= lo { return 0 }
            if X >= hi { return height * (X - (lo + hi) / 2) }
            return height * (X - lo) * (X - lo) / (2 * (hi - lo))
        }
        var previous = 0.0
        var before = areaLeft(Double(first))
        for i in first..<last {
            let after = areaLeft(Double(i + 1))
            let coverage = direction * (after - before)
            acc[row + i] += coverage - previous
            previous = coverage
            before = after
        }
        acc[row + last] += direction * height - previous
    }
}
