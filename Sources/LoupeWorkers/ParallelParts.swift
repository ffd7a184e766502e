import CWorkerPool

/// Runs the parts of one job on the calling thread and the process's worker threads (`CWorkerPool`): a picture's
/// bands, a comparison's bands, the two images of a comparison. One pool for all of them, so threads never compete
/// with another pool's idle polling.
package enum ParallelParts {
    /// Calls `body(part)` for every part in `0..<count`, on up to `threads` threads, and returns when all are done.
    /// Parts must write disjoint memory; which thread runs a part never changes what it computes. With one thread or
    /// one part, or while another job holds the pool, the calling thread runs every part itself, in order.
    package static func run(count: Int, threads: Int, _ body: (Int) -> Void) {
        run(count: count, threads: threads, body, meanwhile: {})
    }

    /// Like ``run(count:threads:_:)``, but the worker threads start on the parts while the calling thread runs
    /// `meanwhile` (work that touches none of the parts' memory); the caller then runs the parts left.
    package static func run(count: Int, threads: Int, _ body: (Int) -> Void, meanwhile: () -> Void) {
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
