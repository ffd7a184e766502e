/// A drop shadow under a layer: its colour, how much it is blurred and how far it is moved, in device pixels.
public struct LayerShadow: Sendable, Hashable {
    /// The shadow's colour; the layer's alpha shapes it.
    public var color: RasterColor
    /// The Gaussian blur's standard deviation, in pixels.
    public var standardDeviation: Double
    /// How far the shadow is moved right and down, in whole pixels.
    public var dx: Int, dy: Int

    /// A shadow of `color` blurred by `standardDeviation` and moved by (`dx`, `dy`).
    public init(color: RasterColor, standardDeviation: Double, dx: Int, dy: Int) {
        self.color = color; self.standardDeviation = standardDeviation; self.dx = dx; self.dy = dy
    }
}

extension RasterContext {
    /// Closes the innermost layer as ``endLayer(opacity:)`` does, drawing first, under it, its shadow: the layer's
    /// alpha in `shadow`'s colour, blurred, moved and clipped to the clip in force around the layer.
    public mutating func endLayer(opacity: Double, shadow: LayerShadow) throws {
        guard let layer = detachTopLayer() else { throw RasterError.layerStackUnderflow }
        let width = layer.canvas.width, height = layer.canvas.height
        if width > 0, height > 0 {
            var silhouette = Canvas(validatedWidth: width, height: height)
            let color = shadow.color.premultiplied.packed
            silhouette.withUnsafeMutablePixels { out in
                layer.canvas.storage.withUnsafeBufferPointer { pixels in
                    for index in pixels.indices { out[index] = PixelMath.scale(color, by: pixels[index] &>> 24) }
                }
            }
            let blurred = BoxBlur(standardDeviation: shadow.standardDeviation)
                .blur(silhouette, region: PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height))
            let placed = PixelBounds(minX: layer.originX + shadow.dx, minY: layer.originY + shadow.dy,
                                     maxX: layer.originX + shadow.dx + width, maxY: layer.originY + shadow.dy + height)
            let region = placed.intersection(clipBounds)
            draw(region) { target in
                for row in region.minY..<region.maxY {
                    let out = target.pointer(x: region.minX, y: row)
                    let from = (row - placed.minY) * width + (region.minX - placed.minX)
                    for i in 0..<region.width { out[i] = PixelMath.sourceOver(blurred[from + i], onto: out[i]) }
                }
            }
        }
        reattach(layer)
        try endLayer(opacity: opacity)
    }
}
