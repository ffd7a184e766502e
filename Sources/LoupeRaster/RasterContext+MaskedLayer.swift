extension RasterContext {
    /// Closes the innermost layer as ``endLayer(opacity:)`` does, but through a mask: `drawMask` draws into a context
    /// over the layer's pixels (device coordinates, as every context), and each layer pixel is kept in proportion to
    /// the alpha drawn there — SwiftUI's `clipShape`, anti-aliased at the shape's edge.
    public mutating func endLayer(opacity: Double, mask drawMask: (inout RasterContext) throws -> Void) throws {
        guard let layer = topLayer else { throw RasterError.layerStackUnderflow }
        var mask = RasterContext(canvas: Canvas(validatedWidth: layer.canvas.width, height: layer.canvas.height),
                                 originX: layer.originX, originY: layer.originY)
        try drawMask(&mask)
        let alphas = mask.base.canvas.storage
        withTopLayerPixels { pixels in
            for index in pixels.indices {
                pixels[index] = PixelMath.scale(pixels[index], by: alphas[index] &>> 24)
            }
        }
        try endLayer(opacity: opacity)
    }
}
