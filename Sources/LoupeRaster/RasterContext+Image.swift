extension RasterContext {
    /// Composites `image` (premultiplied) source-over with its top-left corner at pixel `x`, `y`, within the clip:
    /// pixel for pixel, no scaling or filtering. Onto a clear target the result is the image itself.
    public mutating func drawImage(_ image: Canvas, x: Int, y: Int) {
        let placed = PixelBounds(minX: x, minY: y, maxX: x + image.width, maxY: y + image.height)
        let region = placed.intersection(clipBounds)
        draw(region) { target in
            image.storage.withUnsafeBufferPointer { pixels in
                for row in region.minY..<region.maxY {
                    let out = target.pointer(x: region.minX, y: row)
                    let from = (row - y) * image.width + (region.minX - x)
                    for i in 0..<region.width {
                        out[i] = PixelMath.sourceOver(pixels[from + i], onto: out[i])
                    }
                }
            }
        }
    }
}

extension RasterContext {
    /// Composites `image` (premultiplied) source-over, scaled to fill `rect` (its edges snapped to the nearest pixel
    /// boundary), within the clip. Each pixel samples the image bilinearly at its centre, edge texels repeated.
    public mutating func drawImage(_ image: Canvas, scaledInto rect: PixelRect) {
        let placed = PixelBounds(snapping: rect, within: clipBounds)
        guard image.width > 0, image.height > 0, !placed.isEmpty else { return }
        let target = PixelBounds(snapping: rect, within: PixelBounds(minX: Int.min / 4, minY: Int.min / 4,
                                                                     maxX: Int.max / 4, maxY: Int.max / 4))
        let stepX = Double(image.width) / Double(max(target.width, 1))
        let stepY = Double(image.height) / Double(max(target.height, 1))
        draw(placed) { out in
            image.storage.withUnsafeBufferPointer { pixels in
                for row in placed.minY..<placed.maxY {
                    let v = (Double(row - target.minY) + 0.5) * stepY - 0.5
                    let line = out.pointer(x: placed.minX, y: row)
                    for column in placed.minX..<placed.maxX {
                        let u = (Double(column - target.minX) + 0.5) * stepX - 0.5
                        let sample = Self.bilinear(pixels, width: image.width, height: image.height, u: u, v: v)
                        line[column - placed.minX] = PixelMath.sourceOver(sample, onto: line[column - placed.minX])
                    }
                }
            }
        }
    }

    /// The premultiplied pixel at (`u`, `v`) in texel coordinates (texel centres at integers), blended from the four
    /// around it; coordinates outside the image take its edge.
    private static func bilinear(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, u: Double, v: Double) -> UInt32 {
        let u = min(max(u, 0), Double(width - 1)), v = min(max(v, 0), Double(height - 1))
        let x0 = Int(u), y0 = Int(v)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = u - Double(x0), fy = v - Double(y0)
        let p00 = pixels[y0 * width + x0], p10 = pixels[y0 * width + x1]
        let p01 = pixels[y1 * width + x0], p11 = pixels[y1 * width + x1]
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            func channel(_ p: UInt32) -> Double { Double((p >> UInt32(shift)) & 0xFF) }
            let top = channel(p00) * (1 - fx) + channel(p10) * fx
            let bottom = channel(p01) * (1 - fx) + channel(p11) * fx
            let value = UInt32(min(max((top * (1 - fy) + bottom * fy).rounded(), 0), 255))
            result |= value << UInt32(shift)
        }
        return result
    }
}
