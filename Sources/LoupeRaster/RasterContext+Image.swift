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
