// The one file call LoupeFiles needs that Swift cannot reach: Linux's fallocate is declared only for _GNU_SOURCE,
// which the Glibc module is built without.
#if defined(__linux__)
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

/// Allocates the first `count` bytes of the open file `descriptor` (fallocate, mode 0). Returns 0, or -1 with errno
/// set (EOPNOTSUPP where the file system cannot).
static inline int loupe_reserve_file_blocks(int descriptor, long long count) {
    return (int)syscall(SYS_fallocate, descriptor, 0, (off_t)0, (off_t)count);
}
#else
static inline int loupe_reserve_file_blocks(int descriptor, long long count) {
    (void)descriptor;
    (void)count;
    return -1;
}
#endif
