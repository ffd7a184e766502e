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
    /// Eight pixels per step as four `SIMD8<UInt16>` lanes of channel pairs: the low and high byte of each
    /// lane are scaled by `255 − sα` with exact rounding, then the source is added (no carry is possible).
    static func sourceOver(_ source: UInt32, onto row: UnsafeMutablePointer<UInt32>, count: Int) {
        let alpha = source &>> 24
        if alpha == 255 { fill(row, count: count, with: source); return }
        if source == 0 || count <= 0 { return }
        // The vector source is built from memory so its lane layout matches the pixels' on any host.
        let sourceVector = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
        let inverse = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- alpha))
        let raw = UnsafeMutableRawPointer(row)
        let inverse32 = 255 &- alpha
        // Single pixels up to a 16-byte boundary, so no vector access straddles two cache lines.
        var i = min(count, Int(bitPattern: (0 &- UInt(bitPattern: raw)) & 15) &>> 2)
        for k in 0..<i { row[k] = source &+ PixelMath.scale(row[k], by: inverse32) }
        while i &+ 8 <= count {
            let offset = i &* 4
            let a = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
            let b = raw.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD8<UInt16>.self)
            raw.storeBytes(of: blend(a, inverse, sourceVector), toByteOffset: offset, as: SIMD8<UInt16>.self)
            raw.storeBytes(of: blend(b, inverse, sourceVector), toByteOffset: offset &+ 16, as: SIMD8<UInt16>.self)
            i &+= 8
        }
        while i < count {
            row[i] = source &+ PixelMath.scale(row[i], by: inverse32)
            i &+= 1
        }
    }

    @inline(__always)
    private static func blend(_ d: SIMD8<UInt16>, _ inverse: SIMD8<UInt16>, _ s: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let rounding = SIMD8<UInt16>(repeating: 0x0080)
        let even = divideBy255((d & low) &* inverse &+ rounding)
        let odd = divideBy255((d &>> 8) &* inverse &+ rounding) &<< 8
        return (even | odd) &+ s
    }

    /// `(t + (t >> 8)) >> 8` per lane, computed as the high half of `t · 257` (one multiply-high instruction):
    /// with `t = 256q + r` both are `⌊(256q + r + q) / 256⌋`, since the extra `r / 256 < 1` cannot reach the
    /// next multiple of 256.
    @inline(__always)
    static func divideBy255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: t) &* 257) &>> 16)
    }

    /// Src-over of a gradient onto pixels `x0..<x1` of row `y`, each source scaled by `coverage`.
    static func sourceOver(_ ramp: GradientRamp, onto row: UnsafeMutablePointer<UInt32>,
                           x0: Int, x1: Int, y: Int, coverage: UInt32) {
        ramp.table.withUnsafeBufferPointer { table in
            // Per-pixel parameters (not an accumulated step) so a pixel's colour never depends on its span.
            for x in x0..<x1 {
                var s = table[GradientRamp.index(ramp.parameter(x: x, y: y))]
                if coverage != 255 { s = PixelMath.scale(s, by: coverage) }
                let p = row + (x &- x0)
                p.pointee = PixelMath.sourceOver(s, onto: p.pointee)
            }
        }
    }
}
