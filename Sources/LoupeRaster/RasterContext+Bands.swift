import LoupeWorkers

extension RasterContext {
    /// Draws with several threads at once: `body` runs once per band of rows of the canvas, each time on a context
    /// that draws only that band's rows, into this context's canvas directly.
    ///
    /// Every band replays the same drawing; each pixel is computed exactly as a single context would compute it (a
    /// row's coverage depends on the row alone), so the picture is the same for every number of bands. The bands
    /// share the cache-friendly part of the work (one thread's rows stay in its core's cache across commands) and
    /// need no synchronisation between commands.
    ///
    /// A material cannot be drawn in a band, because its blur reads pixels of the neighbouring bands: draw materials
    /// on this context between two calls. Runs `body` on this context itself when there is one band, a layer is
    /// open or a clip is pushed.
    ///
    /// - Parameters:
    ///   - count: How many bands (threads) to use; at most one per row.
    ///   - body: The drawing, run once per band, possibly concurrently; it must not touch shared mutable state. The
    ///     band's context draws into this context's pixels and is valid only inside `body`; its own ``canvas`` is
    ///     empty.
    /// - Throws: The error of the first band (in band order) whose `body` threw, else
    ///   ``RasterError/materialInBand`` if a band was asked to draw a material.
    public mutating func drawInBands(_ count: Int, _ body: (inout RasterContext) throws -> Void) throws {
        // One band per thread: more, smaller bands balance uneven rows better but repeat every command's set-up,
        // which costs more (docs/performance.md#threads).
        let bands = min(count, base.canvas.height)
        guard bands > 1, layerDepth == 0, clipDepthIsZero, !isBand else { return try body(&self) }
        let width = base.canvas.width, height = base.canvas.height, whole = base.canvas.bounds
        var outcomes = [Result<Bool, Error>](repeating: .success(false), count: bands)
        base.dirty = base.dirty.union(whole)
        base.canvas.withUnsafeMutablePixels { buffer in
            guard let pixels = buffer.baseAddress else { return }
            outcomes.withUnsafeMutableBufferPointer { outcomes in
                ParallelParts.run(count: bands, threads: bands) { index in
                    let rows = RowBands.band(index, of: bands, in: whole)
                    var context = RasterContext(borrowing: pixels, width: width, height: height, band: rows)
                    outcomes[index] = Result { try body(&context); return context.refusedMaterial }
                }
            }
        }
        for outcome in outcomes {
            if try outcome.get() { throw RasterError.materialInBand }
        }
    }
}
