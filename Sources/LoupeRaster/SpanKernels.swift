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
    /// The body starts on a 16-byte boundary, so no vector access straddles two cache lines. The ragged ends
    /// are vectors too (see ``sourceOverEnds(_:onto:count:inverse:source:)``), which matters because the
    /// workload's fills are many short rows: scalar ends cost more than the body for a 9-pixel border.
    static func sourceOver(_ source: UInt32, onto row: UnsafeMutablePointer<UInt32>, count: Int) {
        let alpha = source &>> 24
        if alpha == 255 { fill(row, count: count, with: source); return }
        if source == 0 || count <= 0 { return }
        // The vector source is built from memory so its lane layout matches the pixels' on any host.
        let sourceVector = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
        let inverse = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- alpha))
        guard count >= 4 else {
            for k in 0..<count { row[k] = source &+ PixelMath.scale(row[k], by: 255 &- alpha) }
            return
        }
        let raw = UnsafeMutableRawPointer(row)
        let ends = sourceOverEnds(raw, count: count, inverse: inverse, source: sourceVector)
        // The aligned body, from the first 16-byte boundary to the last whole group of four.
        var i = Int(bitPattern: (0 &- UInt(bitPattern: raw)) & 15) &>> 2
        while i &+ 8 <= count {
            let offset = i &* 4
            let a = raw.load(fromByteOffset: offset, as: SIMD8<UInt16>.self)
            let b = raw.load(fromByteOffset: offset &+ 16, as: SIMD8<UInt16>.self)
            raw.storeBytes(of: blend(a, inverse, sourceVector), toByteOffset: offset, as: SIMD8<UInt16>.self)
            raw.storeBytes(of: blend(b, inverse, sourceVector), toByteOffset: offset &+ 16, as: SIMD8<UInt16>.self)
            i &+= 8
        }
        if i &+ 4 <= count {
            let offset = i &* 4
            let a = raw.load(fromByteOffset: offset, as: SIMD8<UInt16>.self)
            raw.storeBytes(of: blend(a, inverse, sourceVector), toByteOffset: offset, as: SIMD8<UInt16>.self)
        }
        raw.storeBytes(of: ends.head, toByteOffset: 0, as: SIMD8<UInt16>.self)
        raw.storeBytes(of: ends.tail, toByteOffset: (count &- 4) &* 4, as: SIMD8<UInt16>.self)
    }

    /// The first and last four pixels of a row of at least four, blended from their original values and to be
    /// stored after the body: they cover the pixels before the body's first boundary and after its last group
    /// of four, and where they overlap the body (or each other) they hold exactly what it stores, because each
    /// is the same function of the same original pixel.
    @inline(__always)
    private static func sourceOverEnds(_ raw: UnsafeMutableRawPointer, count: Int, inverse: SIMD8<UInt16>,
                                       source: SIMD8<UInt16>) -> (head: SIMD8<UInt16>, tail: SIMD8<UInt16>) {
        let head = raw.loadUnaligned(fromByteOffset: 0, as: SIMD8<UInt16>.self)
        let tail = raw.loadUnaligned(fromByteOffset: (count &- 4) &* 4, as: SIMD8<UInt16>.self)
        return (blend(head, inverse, source), blend(tail, inverse, source))
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
