// Screen-sized pixel buffers (a canvas, a decoded PNG) backed by 2 MiB pages where Linux allows it. Their first
// write is when the system maps and clears each page; with 4 KiB pages that is thousands of faults per picture,
// more than the work done in them (docs/performance.md#huge-pages).
#ifndef LOUPE_CLARGEBUFFERS_H
#define LOUPE_CLARGEBUFFERS_H
#include <stddef.h>
#include <stdint.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

enum { LOUPE_HUGE_PAGE = 2 << 20 };

/// The capacity, in bytes, to ask of a Swift array that needs `bytes` of elements: the smallest whose block glibc
/// maps on its own as a whole number of 2 MiB pages (the elements, the array's 32-byte header on 64-bit platforms
/// and malloc's 16 bytes, its request rounded to 16), which Linux places on a 2 MiB boundary. Then every page of the
/// buffer can be a huge page, not only those inside it. A wrong guess of the layout costs huge pages, never
/// correctness. Small buffers keep their size.
static inline size_t loupe_large_array_capacity(size_t bytes) {
    const size_t overhead = 32 + 32;
    if (bytes < LOUPE_HUGE_PAGE || bytes > SIZE_MAX / 2) return bytes;
    const size_t pages = (bytes + overhead + LOUPE_HUGE_PAGE - 1) / LOUPE_HUGE_PAGE;
    return pages * LOUPE_HUGE_PAGE - overhead;
}

/// Asks for huge pages over the buffer at `start`, `capacity` bytes long, before its first write. When the buffer
/// sits just inside 2 MiB boundaries at both ends, it is a block mapped as ``loupe_large_array_capacity`` intends,
/// and the advice covers the whole mapping; otherwise only the whole 2 MiB pages inside the buffer. Only a hint:
/// the contents are the same either way.
static inline void loupe_advise_huge_pages(void *start, size_t capacity) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = LOUPE_HUGE_PAGE, slack = 64;
    const uintptr_t first = (uintptr_t)start, last = first + capacity;
    uintptr_t from = (first + huge - 1) & ~(huge - 1), to = last & ~(huge - 1);
    const uintptr_t below = first & ~(huge - 1), above = (last + huge - 1) & ~(huge - 1);
    if (first - below <= slack && above - last <= slack) {
        from = below;
        to = above;
    }
    if (to > from) madvise((void *)from, to - from, MADV_HUGEPAGE);
#else
    (void)start;
    (void)capacity;
#endif
}
#endif
