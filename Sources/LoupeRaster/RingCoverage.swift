/// Exact per-pixel coverage of an outer ``RoundedShape`` minus an optional inner one (fills, rings and
/// frames), produced row by row as runs: interior stretches become one run, only pixels an edge crosses
/// are integrated, a stretch of them at a time.
struct RingCoverage {
    let outer: RoundedShape
    /// Must lie inside `outer`; coverage is clamped to 0…1 if it does not.
    let inner: RoundedShape?

    /// Pixel rows the shape touches, limited to `clip`.
    func rows(in clip: PixelBounds) -> Range<Int> {
        let range = clip.minY...max(clip.minY, clip.maxY)
        let start = PixelMath.floorInt(outer.minY, in: range), end = PixelMath.ceilInt(outer.maxY, in: range)
        return start..<max(start, end)
    }

    /// Rows whose runs are identical: fully inside the straight sections of both shapes.
    func uniformRows(in clip: PixelBounds) -> Range<Int> {
        var top = outer.straightTop, bottom = outer.straightBottom
        if let inner { top = max(top, inner.straightTop); bottom = min(bottom, inner.straightBottom) }
        let range = clip.minY...max(clip.minY, clip.maxY)
        let start = PixelMath.ceilInt(top, in: range), end = PixelMath.floorInt(bottom, in: range)
        return start..<max(start, end)
    }

    /// Columns of edge pixels integrated together; ``withEdgeScratch(_:)`` holds three rows of this many doubles.
    static let edgeChunk = 64

    /// Runs `body` with working memory for ``runs(row:clip:into:scratch:)``, on the stack.
    static func withEdgeScratch<R>(_ body: (UnsafeMutablePointer<Double>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * edgeChunk) { buffer in
            body(buffer.baseAddress!)  // a non-zero capacity always has an address
        }
    }

    /// Replaces `runs` with the coverage runs of row `y`, limited to the clip's columns; `scratch` comes from
    /// ``withEdgeScratch(_:)``.
    func runs(row y: Int, clip: PixelBounds, into runs: inout [CoverageRun], scratch: UnsafeMutablePointer<Double>) {
        runs.removeAll(keepingCapacity: true)
        let top = Double(y), bottom = top + 1
        guard let outerBand = outer.band(from: top, to: bottom) else { return }
        let columns = clip.minX...max(clip.minX, clip.maxX)
        let start = PixelMath.floorInt(outerBand.leftMin, in: columns)
        let end = PixelMath.ceilInt(outerBand.rightMax, in: columns)
        let solidStart = PixelMath.ceilInt(outerBand.leftMax, in: columns)
        let solidEnd = PixelMath.floorInt(outerBand.rightMin, in: columns)
        let innerBand = inner?.band(from: top, to: bottom) ?? RoundedShape.emptyBand
        // Columns the inner shape touches, and those it covers for the whole band.
        var touchStart = Int.max, touchEnd = Int.max, innerSolidStart = 0, innerSolidEnd = 0
        if innerBand.height > 0 {
            touchStart = PixelMath.floorInt(innerBand.leftMin, in: columns)
            touchEnd = PixelMath.ceilInt(innerBand.rightMax, in: columns)
            innerSolidStart = PixelMath.ceilInt(innerBand.leftMax, in: columns)
            innerSolidEnd = PixelMath.floorInt(innerBand.rightMin, in: columns)
        }
        let fullCoverage = PixelMath.coverageByte(outerBand.height)
        let ringCoverage = PixelMath.coverageByte(outerBand.height - innerBand.height)
        /// Columns no edge crosses: inside the outer shape for the whole band, and outside the inner one or
        /// inside it for the whole band.
        func isSolid(_ x: Int) -> Bool {
            x >= solidStart && x < solidEnd
                && (x < touchStart || x >= touchEnd || (x >= innerSolidStart && x < innerSolidEnd))
        }

        var x = start
        while x < end {
            if x >= solidStart && x < solidEnd {
                if x < touchStart || x >= touchEnd {
                    let stop = min(solidEnd, end, x < touchStart ? touchStart : Int.max)
                    append(x, stop, fullCoverage, to: &runs); x = stop; continue
                }
                if x >= innerSolidStart && x < innerSolidEnd {
                    let stop = min(solidEnd, end, innerSolidEnd)
                    append(x, stop, ringCoverage, to: &runs); x = stop; continue
                }
            }
            // Edges cross the pixels from here to the next solid column: integrate them, a chunk at a time.
            var stop = x &+ 1
            while stop < end && !isSolid(stop) { stop &+= 1 }
            while x < stop {
                let count = min(stop &- x, Self.edgeChunk)
                let areas = scratch, innerAreas = scratch + Self.edgeChunk, spare = scratch + 2 &* Self.edgeChunk
                outerBand.coverages(columns: x, count: count, into: areas, scratch: spare)
                let innerFirst = max(x, touchStart), innerEnd = min(x &+ count, touchEnd)
                if innerFirst < innerEnd {
                    innerBand.coverages(columns: innerFirst, count: innerEnd &- innerFirst, into: innerAreas,
                                        scratch: spare)
                    for column in innerFirst..<innerEnd {
                        areas[column &- x] = areas[column &- x] - innerAreas[column &- innerFirst]
                    }
                }
                for i in 0..<count { append(x &+ i, x &+ i &+ 1, PixelMath.coverageByte(areas[i]), to: &runs) }
                x &+= count
            }
        }
    }

    /// Appends a run, merging it with the previous one when they touch and share a coverage.
    @inline(__always)
    private func append(_ x0: Int, _ x1: Int, _ coverage: UInt32, to runs: inout [CoverageRun]) {
        guard coverage != 0, x1 > x0 else { return }
        if let last = runs.last, last.x1 == x0, last.coverage == coverage {
            runs[runs.count - 1].x1 = x1
        } else {
            runs.append(CoverageRun(x0: x0, x1: x1, coverage: coverage))
        }
    }

    /// Composites the shape through `painter`, reusing one row's runs for all uniform rows and, where
    /// ``VerticalMirror`` allows it, each upper row's runs for its mirror image below.
    func paint(with painter: SpanPainter) {
        let rows = rows(in: painter.clip)
        let uniform = uniformRows(in: painter.clip).clamped(to: rows)
        let mirror = VerticalMirror(outer: outer, inner: inner)
        /// Rows integrated on their own (not uniform), whose runs a mirror twin can share.
        func isIntegrated(_ y: Int) -> Bool { rows.contains(y) && !uniform.contains(y) }
        var runs: [CoverageRun] = []
        runs.reserveCapacity(16)
        Self.withEdgeScratch { scratch in
            var y = rows.lowerBound
            while y < rows.upperBound {
                if y == uniform.lowerBound, !uniform.isEmpty {
                    self.runs(row: y, clip: painter.clip, into: &runs, scratch: scratch)
                    painter.paint(runs, rows: uniform)
                    y = uniform.upperBound
                    continue
                }
                if let upper = mirror?.upperRow(mirroredBy: y), isIntegrated(upper) {
                    y += 1  // already painted with its upper twin
                    continue
                }
                self.runs(row: y, clip: painter.clip, into: &runs, scratch: scratch)
                painter.paint(runs, y: y)
                if let lower = mirror?.lowerRow(mirroring: y), isIntegrated(lower) {
                    painter.paint(runs, y: lower)
                }
                y += 1
            }
        }
    }
}
