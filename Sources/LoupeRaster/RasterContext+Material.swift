extension RasterContext {
    /// Draws a material: blurs what is already drawn under and around `rect`, applies `tints` in order,
    /// and writes the result inside the rounded rectangle (edge pixels mix by their area coverage).
    ///
    /// - Parameters:
    ///   - rect: The material's rectangle in device pixels; nothing is drawn when it is empty.
    ///   - cornerRadii: The rectangle's corner radii in device pixels.
    ///   - blurRadius: the Gaussian's standard deviation in device pixels (at most 256), approximated by three box
    ///     passes, at a reduced resolution for wide blurs (`MaterialBlur`); edge pixels of the target extend
    ///     beyond it.
    ///   - tints: applied to the blurred backdrop in order. A published approximation of SwiftUI's light
    ///     `thinMaterial` is `[(#333333, .colorDodge), (#A6A6A6 @ 0.70, .sourceOver)]`, dark
    ///     `[(#9C9C9C, .overlay), (#252525 @ 0.70, .sourceOver)]`, over a 24 pt blur; the cheap look is a
    ///     single `.sourceOver` of white (or #252525) at 0.70. The constants belong to the caller
    ///     (`docs/overlays.md#materials`).
    public mutating func fillMaterial(_ rect: PixelRect, cornerRadii: PixelCornerRadii, blurRadius: Double,
                                      tints: [PixelTint]) {
        guard !rect.isEmpty else { return }
        // A band cannot see the rows of the other bands the blur reads: the caller draws materials between bands.
        if isBand { refusedMaterial = true; return }
        let clip = clipBounds
        let region = PixelBounds(covering: rect, within: clip)
        guard !region.isEmpty else { return }
        let threads = self.threads
        var backdrop = withCurrentTarget { canvas, originX, originY in
            let local = PixelBounds(minX: region.minX - originX, minY: region.minY - originY,
                                    maxX: region.maxX - originX, maxY: region.maxY - originY)
            return MaterialBlur(standardDeviation: blurRadius).blur(canvas, region: local, threads: threads)
        }
        let operations = tints.map(TintOperation.init)
        let shape = RingCoverage(outer: RoundedShape(rect: rect, radii: cornerRadii), inner: nil)
        backdrop.withUnsafeMutableBufferPointer { material in
            guard let material = material.baseAddress else { return }
            draw(region) { target in
                // Rows in bands, one per thread: a row's coverage depends on the row alone, and a row of the
                // backdrop is tinted by the band that writes it, just before it is written (the tints act on each
                // pixel alone, so tinting row by row gives the same pixels as tinting the whole backdrop first).
                RowBands.forEach(of: region, threads: threads) { band in
                    var runs: [CoverageRun] = []
                    RingCoverage.withEdgeScratch { scratch in
                        for y in shape.rows(in: clip.intersection(band)) {
                            let backdropRow = material + (y - region.minY) * region.width
                            for operation in operations {
                                operation.apply(to: UnsafeMutableBufferPointer(start: backdropRow, count: region.width))
                            }
                            shape.runs(row: y, clip: clip, into: &runs, scratch: scratch)
                            let from = backdropRow - region.minX
                            for run in runs {
                                let row = target.pointer(x: run.x0, y: y), count = run.x1 - run.x0
                                if run.coverage == 255 {
                                    row.update(from: from + run.x0, count: count)
                                    continue
                                }
                                for i in 0..<count {
                                    row[i] = PixelMath.mix(from[run.x0 + i], row[i], weight: run.coverage)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// ``fillMaterial(_:cornerRadii:blurRadius:tints:)`` with one radius on every corner.
    public mutating func fillMaterial(_ rect: PixelRect, cornerRadius: Double, blurRadius: Double,
                                      tints: [PixelTint]) {
        fillMaterial(rect, cornerRadii: PixelCornerRadii(cornerRadius), blurRadius: blurRadius, tints: tints)
    }
}
