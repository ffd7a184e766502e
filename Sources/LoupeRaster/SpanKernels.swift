import CRasterKernels

/// Row kernels: a run of pixels composited with one source and one coverage.
enum SpanKernels {
    /// Writes `value` into `count` pixels (the memset-like path for opaque sources).
    @inline(__always)
    static func fill(_ row: UnsafeMutablePointer<UInt32>, count: Int, with value: UInt32) {
        row.update(repeating: value, count: count)
    }

    /// Writes `value` into every pixel of a large buffer (a canvas clear).
    ///
    /// A value made of four equal bytes (opaque white, transparent) is a byte fill, which the compiler lowers
    /// to `memset`; any other value is stored 32 bytes at a time.
    static func fillLarge(_ pixels: UnsafeMutableBufferPointer<UInt32>, with value: UInt32) {
        guard let base = pixels.baseAddress else { return }
        let byte = UInt8(truncatingIfNeeded: value)
        if value == UInt32(byte) &* 0x0101_0101 {
            UnsafeMutableRawPointer(base).initializeMemory(as: UInt8.self, repeating: byte, count: pixels.count &* 4)
            return
        }
        let vector = SIMD8<UInt32>(repeating: value)
        let raw = UnsafeMutableRawPointer(base)
        var i = 0
        while i &+ 8 <= pixels.count {
            raw.storeBytes(of: vector, toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        (base + i).update(repeating: value, count: pixels.count &- i)
    }

    /// Src-over of one premultiplied source onto `count` pixels.
    ///
    /// Eight pixels per step with AVX2 (four with SSE2) as 16-bit lanes of channel pairs: the low and high byte of
    /// each lane are scaled by `255 − sα` with exact rounding, then the source is added (no carry is possible).
    /// The ragged end is a vector too, which matters because the workload's fills are many short rows: scalar
    /// ends cost more than the body for a 9-pixel border (`CRasterKernels`).
    static func sourceOver(_ source: UInt32, onto row: UnsafeMutablePointer<UInt32>, count: Int) {
        let alpha = source &>> 24
        if alpha == 255 { fill(row, count: count, with: source); return }
        if source == 0 || count <= 0 { return }
        // AVX2 where the processor has it (C decides at run time), else SSE2: the same bytes either way.
        loupe_source_over_span(row, count, source)
    }

    /// Src-over of a gradient onto pixels `x0..<x1` of row `y`, each source scaled by `coverage`.
    ///
    /// The sources come from the ramp's table by each pixel's own parameter (not an accumulated step, so a pixel's
    /// colour never depends on its span; the row's term is the same product for every pixel, computed once), then
    /// are composited eight a vector where AVX2 is there (`CRasterKernels`).
    static func sourceOver(_ ramp: GradientRamp, onto row: UnsafeMutablePointer<UInt32>,
                           x0: Int, x1: Int, y: Int, coverage: UInt32) {
        let count = x1 &- x0
        guard count > 0 else { return }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { sources in
            ramp.table.withUnsafeBufferPointer { table in
                if case let .linear(start, direction) = ramp.geometry {
                    let rowTerm = (Double(y) + 0.5 - start.y) * direction.y
                    for x in x0..<x1 {
                        let t = (Double(x) + 0.5 - start.x) * direction.x + rowTerm
                        sources[x &- x0] = table[GradientRamp.index(t)]
                    }
                } else {
                    for x in x0..<x1 { sources[x &- x0] = table[GradientRamp.index(ramp.parameter(x: x, y: y))] }
                }
            }
            loupe_layer_over_span(sources.baseAddress!, row, count, coverage)
        }
    }
}
