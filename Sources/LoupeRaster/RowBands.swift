import LoupeWorkers

/// Splits work on a region into horizontal bands, one per thread, when the region is large enough to pay for the
/// threads; each band is done by one thread, and bands never share a row.
enum RowBands {
    /// Regions smaller than this many pixels are done on the calling thread: starting threads costs more.
    static let minimumPixels = 1 << 17

    /// Calls `body` once per band of `region` (full width, consecutive rows), concurrently when `threads` > 1 and
    /// the region is large; with one band, `body` gets `region` itself.
    static func forEach(of region: PixelBounds, threads: Int, _ body: (PixelBounds) -> Void) {
        let count = bandCount(of: region, threads: threads)
        guard count > 1 else { return body(region) }
        ParallelParts.run(count: count, threads: threads) { index in body(band(index, of: count, in: region)) }
    }

    /// Calls `body` once per part of `rows` (consecutive, in order of index), concurrently when `threads` > 1 and
    /// the work (`pixels`) is large; with one part, `body` gets `rows` itself.
    static func forEach(_ rows: Range<Int>, threads: Int, pixels: Int, _ body: (Range<Int>) -> Void) {
        let count = threads > 1 && pixels >= minimumPixels ? min(threads, rows.count) : 1
        guard count > 1 else { return body(rows) }
        ParallelParts.run(count: count, threads: threads) { index in
            body(rows.lowerBound + index * rows.count / count ..< rows.lowerBound + (index + 1) * rows.count / count)
        }
    }

    /// How many bands `region` is cut into.
    static func bandCount(of region: PixelBounds, threads: Int) -> Int {
        guard threads > 1, region.width * region.height >= minimumPixels else { return 1 }
        return min(threads, region.height)
    }

    /// Band `index` of `count`: rows `⌊index·h / count⌋ ..< ⌊(index + 1)·h / count⌋` of the region.
    static func band(_ index: Int, of count: Int, in region: PixelBounds) -> PixelBounds {
        let height = region.height
        return PixelBounds(minX: region.minX, minY: region.minY + index * height / count,
                           maxX: region.maxX, maxY: region.minY + (index + 1) * height / count)
    }
}
