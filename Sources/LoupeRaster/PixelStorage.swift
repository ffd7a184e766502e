import CLargeBuffers
import LoupeWorkers

/// Allocation of a canvas's packed pixels.
enum PixelStorage {
    /// Buffers at least this large (4 MiB) ask for transparent huge pages.
    static let hugePageThreshold = 1 << 20

    /// `count` pixels set to `value`.
    ///
    /// On Linux a large buffer is allocated and marked `MADV_HUGEPAGE` before its first write so that the kernel
    /// can back all of it with 2 MiB pages (`CLargeBuffers`): a screen-sized canvas then needs a handful of TLB
    /// entries instead of thousands, which matters because every row of a span starts on a different 4 KiB page,
    /// and its first fill takes a few page faults instead of thousands. The advice is only a hint; the pixels are
    /// the same either way.
    ///
    /// A large buffer is filled by up to `threads` threads at once: its first write is when the system maps and
    /// clears each page, which is a good part of the cost of a screen-sized canvas. The pool threads start on the
    /// parts while the calling thread runs `meanwhile` (which must not touch the buffer), so other work can hide the
    /// filling. The parts are the buffer's 2 MiB pages (``FirstTouchChunks``), taken one at a time: a page the
    /// system is slow to provide holds up one thread for that page alone, while the others fill the rest.
    static func make(count: Int, value: UInt32, threads: Int = 1, meanwhile: () -> Void = {}) -> [UInt32] {
        guard count >= hugePageThreshold else {
            defer { meanwhile() }
            return Array(repeating: value, count: count)
        }
        let capacity = loupe_large_array_capacity(count &* 4) / 4
        return [UInt32](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { initialized = 0; meanwhile(); return }
            loupe_advise_huge_pages(base, capacity &* 4)
            let chunks = FirstTouchChunks(base: base, count: count)
            ParallelParts.run(count: chunks.count, threads: threads, { part in
                let range = chunks.range(part)
                SpanKernels.fillLarge(UnsafeMutableBufferPointer(start: base + range.lowerBound, count: range.count),
                                      with: value)
            }, meanwhile: meanwhile)
            initialized = count
        }
    }
}
