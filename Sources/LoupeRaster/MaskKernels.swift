import CRasterKernels

/// Row kernels for 8-bit coverage masks: one premultiplied source scaled per pixel by its mask sample, then
/// composited src-over (`d = s·m/255 + d·(255 − (s·m/255)α)/255`, exactly ``PixelMath``'s rounding).
enum MaskKernels {
    /// The per-pixel reference: what ``blend(_:onto:count:source:)`` must reproduce bit for bit.
    static func blendScalar(_ mask: UnsafePointer<UInt8>, onto row: UnsafeMutablePointer<UInt32>, count: Int,
                            source: UInt32) {
        for i in 0..<max(count, 0) {
            let m = UInt32(mask[i])
            if m == 0 { continue }
            let s = m == 255 ? source : PixelMath.scale(source, by: m)
            row[i] = PixelMath.sourceOver(s, onto: row[i])
        }
    }

    /// Blends `count` mask samples onto `count` pixels, eight at a time.
    ///
    /// Eight blank samples (the common case around glyphs) are skipped in one test and eight full ones with an
    /// opaque source are stored directly; mixed groups are blended four pixels per vector without branches,
    /// which is exact because coverage 0 leaves a pixel unchanged and coverage 255 keeps the source as is.
    static func blend(_ mask: UnsafePointer<UInt8>, onto row: UnsafeMutablePointer<UInt32>, count: Int,
                      source: UInt32) {
        // Eight pixels a vector where the processor has AVX2 (C decides at run time); this does the rest.
        let done = count >= 8 ? loupe_mask_blend_span(mask, row, count, source) : 0
        blendBaseline(mask + done, onto: row + done, count: count &- done, source: source)
    }

    /// ``blend(_:onto:count:source:)`` without AVX2: four pixels a vector (SSE2).
    static func blendBaseline(_ mask: UnsafePointer<UInt8>, onto row: UnsafeMutablePointer<UInt32>, count: Int,
                              source: UInt32) {
        let opaque = source &>> 24 == 255
        let sourceVector = SIMD4<UInt32>(repeating: source)
        let maskBytes = UnsafeRawPointer(mask)
        let pixels = UnsafeMutableRawPointer(row)
        var i = 0
        while i &+ 8 <= count {
            let word = maskBytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if word != 0 {
                if opaque && word == .max {
                    (row + i).update(repeating: source, count: 8)
                } else {
                    blendQuad(maskBytes, pixels, at: i, sourceVector, opaque: opaque)
                    blendQuad(maskBytes, pixels, at: i &+ 4, sourceVector, opaque: opaque)
                }
            }
            i &+= 8
        }
        if i &+ 4 <= count {
            blendQuad(maskBytes, pixels, at: i, sourceVector, opaque: opaque)
            i &+= 4
        }
        if i < count { blendScalar(mask + i, onto: row + i, count: count &- i, source: source) }
    }

    /// Pixels `i..<i + 4` with the same blank and full shortcuts as groups of eight (glyph edges often leave
    /// one half of a group blank or solid).
    @inline(__always)
    private static func blendQuad(_ mask: UnsafeRawPointer, _ pixels: UnsafeMutableRawPointer, at i: Int,
                                  _ source: SIMD4<UInt32>, opaque: Bool) {
        let word = mask.loadUnaligned(fromByteOffset: i, as: UInt32.self)
        if word == 0 { return }
        if opaque && word == .max {
            pixels.storeBytes(of: source, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        } else {
            blendFour(mask, pixels, at: i, source)
        }
    }

    /// Pixels `i..<i + 4`: the packed-pixel arithmetic of ``PixelMath`` on four 32-bit lanes, each seen as two
    /// 16-bit channel pairs.
    @inline(__always)
    private static func blendFour(_ mask: UnsafeRawPointer, _ pixels: UnsafeMutableRawPointer, at i: Int,
                                  _ source: SIMD4<UInt32>) {
        let m = SIMD4<UInt32>(truncatingIfNeeded: mask.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt8>.self))
        let offset = i &* 4
        let d = pixels.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
        let s = scale(source, by: m | m &<< 16)
        let inverse = SIMD4<UInt32>(repeating: 255) &- (s &>> 24)
        let result = s &+ scale(d, by: inverse | inverse &<< 16)
        pixels.storeBytes(of: result, toByteOffset: offset, as: SIMD4<UInt32>.self)
    }

    /// Each channel of four pixels times its lane's factor / 255, rounded (``PixelMath/scale(_:by:)``); the
    /// factor is repeated in both 16-bit halves of its pixel's lane.
    @inline(__always)
    private static func scale(_ p: SIMD4<UInt32>, by factor: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let x = unsafeBitCast(p, to: SIMD8<UInt16>.self), k = unsafeBitCast(factor, to: SIMD8<UInt16>.self)
        let low = SIMD8<UInt16>(repeating: 0x00FF), rounding = SIMD8<UInt16>(repeating: 0x0080)
        var even = (x & low) &* k &+ rounding
        even = (even &+ (even &>> 8)) &>> 8
        var odd = (x &>> 8) &* k &+ rounding
        odd = (odd &+ (odd &>> 8)) & ~low
        return unsafeBitCast(even | odd, to: SIMD4<UInt32>.self)
    }
}
