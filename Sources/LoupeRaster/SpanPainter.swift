/// The pixels of the current drawing target, addressed in device coordinates.
struct PixelTarget {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let originX: Int
    let originY: Int

    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + ((y &- originY) &* stride &+ (x &- originX))
    }
}

/// A run of pixels `x0..<x1` in one row sharing one 8-bit coverage.
struct CoverageRun {
    var x0: Int
    var x1: Int
    var coverage: UInt32
}

/// Composites one paint into a target through a clip rectangle.
struct SpanPainter {
    let target: PixelTarget
    /// Device-space clip, already limited to the target.
    let clip: PixelBounds
    let paint: PaintSource

    /// Composites the paint at `coverage` (0…255) over columns `x0..<x1` of row `y`, clipped.
    @inline(__always)
    func span(y: Int, x0: Int, x1: Int, coverage: UInt32) {
        guard coverage != 0, y >= clip.minY, y < clip.maxY else { return }
        let start = max(x0, clip.minX), end = min(x1, clip.maxX)
        guard start < end else { return }
        let row = target.pointer(x: start, y: y)
        switch paint {
        case let .solid(color):
            let source = coverage == 255 ? color : PixelMath.scale(color, by: coverage)
            SpanKernels.sourceOver(source, onto: row, count: end &- start)
        case let .gradient(ramp):
            SpanKernels.sourceOver(ramp, onto: row, x0: start, x1: end, y: y, coverage: coverage)
        }
    }

    /// Composites every run of one row.
    func paint(_ runs: [CoverageRun], y: Int) {
        for run in runs { span(y: y, x0: run.x0, x1: run.x1, coverage: run.coverage) }
    }

    /// Composites the same runs on each of `rows`, one run at a time down the rows: clipping a run and scaling
    /// the colour by its coverage happen once instead of once per row, which matters for the many narrow rows
    /// of borders. Each pixel is still composited exactly once, so the order changes nothing.
    func paint(_ runs: [CoverageRun], rows: Range<Int>) {
        let rows = rows.clamped(to: clip.minY..<max(clip.minY, clip.maxY))
        guard !rows.isEmpty else { return }
        for run in runs where run.coverage != 0 {
            let start = max(run.x0, clip.minX), end = min(run.x1, clip.maxX)
            guard start < end else { continue }
            switch paint {
            case let .solid(color):
                let source = run.coverage == 255 ? color : PixelMath.scale(color, by: run.coverage)
                var row = target.pointer(x: start, y: rows.lowerBound)
                for _ in rows {
                    SpanKernels.sourceOver(source, onto: row, count: end &- start)
                    row += target.stride
                }
            case let .gradient(ramp):
                for y in rows {
                    SpanKernels.sourceOver(ramp, onto: target.pointer(x: start, y: y), x0: start, x1: end, y: y,
                                           coverage: run.coverage)
                }
            }
        }
    }
}
