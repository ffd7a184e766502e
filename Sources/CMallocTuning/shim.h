// The allocator settings of a process that renders many screen-sized pictures one after another (`check`).
#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__)
/// Keeps freed buffers of up to 32 MiB in the heap, and the heap's free top up to 512 MiB, instead of handing them
/// back to the system: the next scene's canvas, straight copy and decoded golden then reuse pages already mapped
/// rather than faulting 12 MB each in again. A whole-process setting, so only the command line makes it.
static inline void loupe_keep_freed_buffers(void) {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
}
#else
static inline void loupe_keep_freed_buffers(void) {}
#endif
