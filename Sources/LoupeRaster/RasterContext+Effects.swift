#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// An affine map of the plane in device pixels: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct PixelAffine: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    /// The map with these coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The point `p` maps to.
    public func apply(_ p: PixelPoint) -> PixelPoint {
        PixelPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The map that undoes this one; nil when it flattens the plane (a scale of 0).
    public var inverted: PixelAffine? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return PixelAffine(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                           tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

/// Layers closed through an effect: blurred, or moved by an affine map (`scaleEffect`, `rotationEffect`).
extension RasterContext {
    /// Closes the innermost layer blurred (a Gaussian of standard deviation `standardDeviation` pixels, as shadows
    /// are, a box blur run three times), composited at `opacity`.
    public mutating func endLayer(opacity: Double, blur standardDeviation: Double) throws {
        guard var layer = detachTopLayer() else { throw RasterError.layerStackUnderflow }
        let width = layer.canvas.width, height = layer.canvas.height
        if width > 0, height > 0, standardDeviation > 0, !layer.dirty.isEmpty {
            let blurred = BoxBlur(standardDeviation: standardDeviation)
                .blur(layer.canvas, region: PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height))
            layer.canvas.withUnsafeMutablePixels { out in
                for index in out.indices { out[index] = blurred[index] }
            }
            // The blur spreads what was drawn: any pixel of the layer may hold some now.
            layer.dirty = layer.bounds
        }
        reattach(layer)
        try endLayer(opacity: opacity)
    }

    /// Closes the innermost layer with its pixels moved by `transform` (global device pixels), each target pixel
    /// sampled bilinearly from the layer at the point the map sends to it, then composited src-over at `opacity`.
    public mutating func endLayer(opacity: Double, transform: PixelAffine) throws {
        guard let layer = detachTopLayer() else { throw RasterError.layerStackUnderflow }
        if clips.count > layer.clipDepth { clips.removeLast(clips.count - layer.clipDepth) }
        let weight = UInt32(PixelMath.unitToByte(opacity))
        let drawn = layer.dirty.intersection(layer.bounds)
        guard weight != 0, !drawn.isEmpty, let inverse = transform.inverted else { return }
        // Where the drawn pixels land: the box around their corners' images.
        let corners = [PixelPoint(x: Double(drawn.minX), y: Double(drawn.minY)), PixelPoint(x: Double(drawn.maxX), y: Double(drawn.minY)),
                       PixelPoint(x: Double(drawn.minX), y: Double(drawn.maxY)), PixelPoint(x: Double(drawn.maxX), y: Double(drawn.maxY))]
            .map(transform.apply)
        guard corners.allSatisfy(\.isFinite) else { return }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let landed = PixelRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let region = PixelBounds(covering: landed, within: clipBounds)
        guard !region.isEmpty else { return }
        let source = layer.canvas
        let width = source.width, height = source.height
        draw(region) { target in
            source.storage.withUnsafeBufferPointer { pixels in
                func texel(_ x: Int, _ y: Int) -> UInt32 {
                    x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : 0
                }
                for y in region.minY..<region.maxY {
                    let out = target.pointer(x: region.minX, y: y)
                    for i in 0..<region.width {
                        let p = inverse.apply(PixelPoint(x: Double(region.minX + i) + 0.5, y: Double(y) + 0.5))
                        let sx = p.x - Double(layer.originX) - 0.5, sy = p.y - Double(layer.originY) - 0.5
                        let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                        guard x0 >= -1, y0 >= -1, x0 < width, y0 < height else { continue }
                        let fx = sx - Double(x0), fy = sy - Double(y0)
                        let sample = Self.bilinear(texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), fx, fy)
                        guard sample != 0 else { continue }
                        out[i] = PixelMath.sourceOver(PixelMath.scale(sample, by: weight), onto: out[i])
                    }
                }
            }
        }
    }

    /// The premultiplied pixel between four neighbours, `fx` and `fy` of the way from the first to the last.
    private static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: Double, _ fy: Double) -> UInt32 {
        if p00 == p10, p00 == p01, p00 == p11 { return p00 }
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            func channel(_ p: UInt32) -> Double { Double((p >> shift) & 0xFF) }
            let top = channel(p00) + (channel(p10) - channel(p00)) * fx
            let bottom = channel(p01) + (channel(p11) - channel(p01)) * fx
            let value = min(max((top + (bottom - top) * fy).rounded(), 0), 255)
            result |= UInt32(value) << shift
        }
        return result
    }
}
