#if os(Linux) && canImport(Glibc)
import Glibc
#endif

/// Allocation of a canvas's packed pixels.
enum PixelStorage {
    /// Buffers at least this large (4 MiB) ask for transparent huge pages.
    static let hugePageThreshold = 1 << 20

    /// `count` pixels set to `value`.
    ///
    /// On Linux a large buffer is marked `MADV_HUGEPAGE` before its first write, so the kernel can back it with
    /// 2 MiB pages: a screen-sized canvas then needs a handful of TLB entries instead of thousands, which
    /// matters because every row of a span starts on a different 4 KiB page. The advice is only a hint; the
    /// pixels are the same either way.
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
        return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { initialized = 0; meanwhile(); return }
            adviseHugePages(UnsafeMutableRawPointer(base), byteCount: count &* 4)
            let chunks = FirstTouchChunks(base: base, count: count)
            ParallelParts.run(count: chunks.count, threads: threads, { part in
                let range = chunks.range(part)
                SpanKernels.fillLarge(UnsafeMutableBufferPointer(start: base + range.lowerBound, count: range.count),
                                      with: value)
            }, meanwhile: meanwhile)
            initialized = count
        }
    }

    /// Advises huge pages for the whole 2 MiB pages inside the buffer (a no-op elsewhere).
    private static func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux) && canImport(Glibc)
        let hugePage: UInt = 2 << 20
        let first = (UInt(bitPattern: start) &+ hugePage &- 1) & ~(hugePage &- 1)
        let last = (UInt(bitPattern: start) &+ UInt(byteCount)) & ~(hugePage &- 1)
        guard last > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, Int(last &- first), MADV_HUGEPAGE)
        #endif
    }
}
