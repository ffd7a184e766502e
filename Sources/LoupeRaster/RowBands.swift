import CWorkerPool

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

/// Runs the parts of one job on the calling thread and the worker pool (`CWorkerPool`'s `loupe_parallel_for`).
enum ParallelParts {
    /// Calls `body(part)` for every part in `0..<count`, on up to `threads` threads, and returns when all are done.
    /// Parts must write disjoint memory; which thread runs a part never changes what it computes.
    static func run(count: Int, threads: Int, _ body: (Int) -> Void) {
        run(count: count, threads: threads, body, meanwhile: {})
    }

    /// Like ``run(count:threads:_:)``, but the pool threads start on the parts while the calling thread runs
    /// `meanwhile` (work that touches none of the parts' memory); the caller then runs the parts left.
    static func run(count: Int, threads: Int, _ body: (Int) -> Void, meanwhile: () -> Void) {
        withoutActuallyEscaping(body) { body in
            var job = body
            withUnsafeMutablePointer(to: &job) { pointer in
                var pending = loupe_pending_job()
                loupe_parallel_start(&pending, count, threads, { context, part in
                    context!.assumingMemoryBound(to: ((Int) -> Void).self).pointee(part)
                }, pointer)
                meanwhile()
                loupe_parallel_finish(&pending)
            }
        }
    }
}

/// The threads a ``RasterContext`` with ``RasterContext/threads`` above 1 shares its work with. Started and woken
/// by the renderer's scheduler.
package enum RasterWorkers {
    /// Starts the threads now (they are kept for the process and sleep when idle), so that the first picture does
    /// not wait for them: a thread made by the first job of a picture arrives after that job is done.
    package static func prepare(threads: Int) {
        loupe_parallel_prepare(threads)
    }

    /// Wakes the threads to poll for work for a few milliseconds, with none to give them yet: call it when a
    /// picture is about to be drawn (a renderer does when it starts laying out a scene), so that a thread that went
    /// to sleep since the last picture is awake for the first job of the next, not milliseconds late.
    package static func wake() {
        loupe_parallel_wake()
    }
}
