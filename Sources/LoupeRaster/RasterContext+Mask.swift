import CRasterKernels

extension RasterContext {
    /// Blends an 8-bit coverage mask (e.g. a FreeType grayscale glyph) in `color`, with the mask's top-left
    /// sample at pixel `(x, y)`, clipped to the current clip.
    ///
    /// - Parameters:
    ///   - coverage: `height` rows of `pitch` bytes, top row first; the first `width` bytes of each row are
    ///     samples. `pitch` must be ≥ `width` (flip bottom-up FreeType bitmaps, whose pitch is negative).
    ///   - width: The number of samples per row, at least 0.
    ///   - height: The number of rows, at least 0.
    ///   - pitch: The number of bytes from the start of one row to the start of the next.
    ///   - x: The canvas column of the mask's left edge, in pixels (it may lie outside the canvas).
    ///   - y: The canvas row of the mask's top edge, in pixels (it may lie outside the canvas).
    ///   - color: The colour drawn where coverage is 255; lower samples scale its alpha. A fully transparent colour
    ///     draws nothing.
    /// - Throws: ``RasterError/invalidMask(width:height:pitch:bytes:)`` when the buffer cannot hold the mask.
    public mutating func drawMask(_ coverage: UnsafeBufferPointer<UInt8>, width: Int, height: Int, pitch: Int,
                                  x: Int, y: Int, color: RasterColor) throws {
        let (leadingBytes, overflowRows) = max(height - 1, 0).multipliedReportingOverflow(by: pitch)
        let (neededBytes, overflowBytes) = leadingBytes.addingReportingOverflow(width)
        guard width >= 0, height >= 0, pitch >= width, !overflowRows, !overflowBytes,
              width == 0 || height == 0 || neededBytes <= coverage.count
        else { throw RasterError.invalidMask(width: width, height: height, pitch: pitch, bytes: coverage.count) }
        let source = color.premultiplied.packed
        guard source != 0, width > 0, height > 0 else { return }
        let (endX, overflowX) = x.addingReportingOverflow(width)
        let (endY, overflowY) = y.addingReportingOverflow(height)
        guard !overflowX, !overflowY else { return }
        let region = PixelBounds(minX: x, minY: y, maxX: endX, maxY: endY).intersection(clipBounds)
        guard !region.isEmpty, let samples = coverage.baseAddress else { return }
        draw(region) { target in
            // The whole mask in one call where the processor has AVX2; row by row otherwise.
            if loupe_mask_blend_rows(samples + ((region.minY - y) * pitch + (region.minX - x)), pitch,
                                     target.pointer(x: region.minX, y: region.minY), target.stride, region.width,
                                     region.height, source) != 0 {
                return
            }
            for row in region.minY..<region.maxY {
                let maskRow = samples + ((row - y) * pitch + (region.minX - x))
                MaskKernels.blend(maskRow, onto: target.pointer(x: region.minX, y: row), count: region.width,
                                  source: source)
            }
        }
    }

    /// ``drawMask(_:width:height:pitch:x:y:color:)`` for a byte array.
    public mutating func drawMask(_ coverage: [UInt8], width: Int, height: Int, pitch: Int,
                                  x: Int, y: Int, color: RasterColor) throws {
        try coverage.withUnsafeBufferPointer {
            try drawMask($0, width: width, height: height, pitch: pitch, x: x, y: y, color: color)
        }
    }
}
