#ifndef LOUPE_RUN_DEFLATE_H
#define LOUPE_RUN_DEFLATE_H

// A DEFLATE compressor (RFC 1951) for filtered PNG scanlines of flat pictures.
//
// It looks for repeats at two distances first: one pixel back (`near`, a run of one colour) and one row back (`far`,
// a row like the one above). On interface pictures — flat fills, straight edges, repeated rows — those two find
// most repeats at a fraction of a general matcher's cost. Where neither matches (text, anti-aliased edges), the last
// earlier pixel with the same four bytes is tried (a glyph drawn before), and a repeat found takes in the bytes
// before it that repeat too. The tokens of each block get Huffman codes made for them. Output is a function of the
// input bytes and the parameters only: not of the processor, nor of the threads.

#include <stddef.h>
#include <stdint.h>

/// Bytes of output that compressing `length` bytes can need at most (stored blocks plus block framing).
size_t loupe_run_deflate_bound(size_t length);

/// Working memory for loupe_run_deflate (about 200 KiB), reused from call to call; NULL when out of memory.
typedef struct LoupeRunDeflateScratch LoupeRunDeflateScratch;
LoupeRunDeflateScratch *loupe_run_deflate_scratch_new(void);
void loupe_run_deflate_scratch_free(LoupeRunDeflateScratch *scratch);

/// Memory the next loupe_run_deflate call on `scratch` brings into the cache, a line at a time while it works (the
/// pixels the caller reads next): reading it afterwards then waits less. Nothing else changes; NULL for none.
void loupe_run_deflate_prefetch(LoupeRunDeflateScratch *scratch, const void *memory, size_t length);

/// Compresses data[start ..< end] as DEFLATE blocks into `out`, which holds at least
/// loupe_run_deflate_bound(end - start) bytes, and returns the number of bytes written.
///
/// Matches may reach back before `start` (to data[0]): `data` must hold the bytes that precede the range in the
/// stream. When `last` is nonzero the final block carries BFINAL and the output ends at the stream's end, padded to
/// a byte; otherwise it ends with an empty stored block, so the next range's output can be appended byte-aligned
/// (ranges compressed separately concatenate into one stream). `near` and `far` are the two match distances
/// (1 ≤ near < far ≤ 32768); `far` 0 means rows are too long for a DEFLATE distance, and only runs are found. When
/// `far` is nonzero, data[0] is the first byte (the filter byte) of a row of `far` bytes.
size_t loupe_run_deflate(const uint8_t *data, size_t start, size_t end, uint32_t near, uint32_t far, int last,
                         LoupeRunDeflateScratch *scratch, uint8_t *out);

#endif
