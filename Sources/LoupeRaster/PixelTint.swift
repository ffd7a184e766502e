/// How a material tint combines with the blurred backdrop (W3C Compositing separable blend modes,
/// composited src-over).
public enum PixelBlendMode: Hashable, Sendable {
    /// Plain src-over.
    case sourceOver
    /// Brightens the backdrop: `B = min(1, cb / (1 − cs))`, 0 where `cb = 0`.
    case colorDodge
    /// Multiplies or screens depending on the backdrop: `B = cb ≤ ½ ? 2·cs·cb : screen(cs, 2·cb − 1)`.
    case overlay
}

/// One tint layer of a material: a colour (with its alpha) and a blend mode.
public struct PixelTint: Hashable, Sendable {
    /// The tint's colour; its alpha is how strongly the blended result is laid over the backdrop.
    public var color: RasterColor
    /// How the tint's colour combines with the backdrop before it is composited.
    public var mode: PixelBlendMode
    /// A tint of `color` combined by `mode`.
    public init(color: RasterColor, mode: PixelBlendMode) { self.color = color; self.mode = mode }
}

/// A tint prepared for 8-bit pixels: the blend function of each colour channel tabulated over the
/// backdrop's 256 straight values.
struct TintOperation {
    private let source: UInt32
    private let sourceAlpha: Int
    private let mode: PixelBlendMode
    /// `table[channel * 256 + cb] = round(B(cb, cs) · 255)`.
    private let table: [UInt8]

    init(_ tint: PixelTint) {
        let premultiplied = tint.color.premultiplied
        source = premultiplied.packed
        sourceAlpha = Int(premultiplied.alpha)
        mode = tint.mode
        guard mode != .sourceOver else { table = []; return }
        var table = [UInt8](repeating: 0, count: 3 * 256)
        let straight = [tint.color.red, tint.color.green, tint.color.blue].map(PixelMath.unit)
        for channel in 0..<3 {
            for backdrop in 0..<256 {
                let value = Self.blend(Double(backdrop) / 255, straight[channel], mode)
                table[channel * 256 + backdrop] = PixelMath.unitToByte(value)
            }
        }
        self.table = table
    }

    private static func blend(_ cb: Double, _ cs: Double, _ mode: PixelBlendMode) -> Double {
        switch mode {
        case .sourceOver: return cs
        case .colorDodge: return cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs)))
        case .overlay:
            if cb <= 0.5 { return 2 * cs * cb }
            let d = 2 * cb - 1
            return cs + d - cs * d
        }
    }

    /// Applies the tint to premultiplied pixels in place.
    func apply(to pixels: UnsafeMutableBufferPointer<UInt32>) {
        guard source != 0, let base = pixels.baseAddress else { return }
        if mode == .sourceOver {
            // PixelMath.sourceOver on every pixel, eight at a time (CRasterKernels).
            SpanKernels.sourceOver(source, onto: base, count: pixels.count)
            return
        }
        table.withUnsafeBufferPointer { table in
            for i in pixels.indices { pixels[i] = blended(pixels[i], table) }
        }
    }

    /// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb, cs)`, `αo = αs + αb·(1 − αs)`, on premultiplied bytes.
    @inline(__always)
    private func blended(_ p: UInt32, _ table: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let backdropAlpha = Int(p >> 24)
        if backdropAlpha == 0 { return source }
        let sa = sourceAlpha
        let outAlpha = sa + PixelMath.div255(backdropAlpha * (255 - sa))
        let both = PixelMath.div255(sa * backdropAlpha)
        var result = UInt32(outAlpha) << 24
        for channel in 0..<3 {
            let shift = UInt32(channel * 8)
            let cb = Int((p >> shift) & 0xFF)
            let cs = Int((source >> shift) & 0xFF)
            let straight = backdropAlpha == 255 ? cb : min((cb * 255 + backdropAlpha / 2) / backdropAlpha, 255)
            let b = Int(table[channel * 256 + straight])
            let value = PixelMath.div255(cs * (255 - backdropAlpha)) + PixelMath.div255(cb * (255 - sa))
                + PixelMath.div255(both * b)
            result |= UInt32(min(value, outAlpha)) << shift
        }
        return result
    }
}
