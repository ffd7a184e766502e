#include "CRasterKernels.h"
#include "pixel_math.h"
#include <string.h>

/// One pixel: the source plus the destination scaled by the source's inverse alpha.
static inline uint32_t source_over_pixel(uint32_t d, uint32_t source, uint32_t inverse) {
    return source + loupe_scale_pixel(d, inverse);
}

static void source_over_portable(uint32_t *row, size_t count, uint32_t source, uint32_t inverse) {
    for (size_t i = 0; i < count; i++) row[i] = source_over_pixel(row[i], source, inverse);
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

// Per 16-bit lane, even bytes: t = d·inv + 128, then (t·257) >> 16 (the same as (t + (t >> 8)) >> 8 for t < 65536);
// odd bytes the same with the result left in the high byte.

// A row's ragged end is one more vector, ending at the row's last pixel and blended from the original pixels before
// the body is stored: where it overlaps the body it holds exactly what the body stores. (Rows are often short: a
// 9-pixel border is one vector and one end.)

__attribute__((target("avx2")))
static inline __m256i blend8(__m256i d, __m256i inv, __m256i s) {
    const __m256i low = _mm256_set1_epi16(0x00FF), rounding = _mm256_set1_epi16(0x0080);
    const __m256i by257 = _mm256_set1_epi16(257), high = _mm256_set1_epi16((short)0xFF00);
    __m256i even = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, low), inv), rounding);
    __m256i odd = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), inv), rounding);
    even = _mm256_mulhi_epu16(even, by257);
    odd = _mm256_and_si256(_mm256_add_epi16(odd, _mm256_srli_epi16(odd, 8)), high);
    return _mm256_add_epi32(_mm256_or_si256(even, odd), s);
}

static inline __m128i blend4(__m128i d, __m128i inv, __m128i s) {
    const __m128i low = _mm_set1_epi16(0x00FF), rounding = _mm_set1_epi16(0x0080);
    const __m128i by257 = _mm_set1_epi16(257), high = _mm_set1_epi16((short)0xFF00);
    __m128i even = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(d, low), inv), rounding);
    __m128i odd = _mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(d, 8), inv), rounding);
    even = _mm_mulhi_epu16(even, by257);
    odd = _mm_and_si128(_mm_add_epi16(odd, _mm_srli_epi16(odd, 8)), high);
    return _mm_add_epi32(_mm_or_si128(even, odd), s);
}

/// Rows of 4 to 7 pixels (and every row without AVX2): four at a time, then the end.
static void source_over_sse2(uint32_t *row, size_t count, uint32_t source, uint32_t inverse) {
    if (count < 4) {
        source_over_portable(row, count, source, inverse);
        return;
    }
    const __m128i inv = _mm_set1_epi16((short)inverse), s = _mm_set1_epi32((int)source);
    __m128i end = blend4(_mm_loadu_si128((const __m128i *)(row + count - 4)), inv, s);
    for (size_t i = 0; i + 4 <= count; i += 4) {
        _mm_storeu_si128((__m128i *)(row + i), blend4(_mm_loadu_si128((const __m128i *)(row + i)), inv, s));
    }
    _mm_storeu_si128((__m128i *)(row + count - 4), end);
}

__attribute__((target("avx2")))
static void source_over_avx2(uint32_t *row, size_t count, uint32_t source, uint32_t inverse) {
    if (count < 8) {
        source_over_sse2(row, count, source, inverse);
        return;
    }
    const __m256i inv = _mm256_set1_epi16((short)inverse), s = _mm256_set1_epi32((int)source);
    __m256i end = blend8(_mm256_loadu_si256((const __m256i *)(row + count - 8)), inv, s);
    for (size_t i = 0; i + 8 <= count; i += 8) {
        _mm256_storeu_si256((__m256i *)(row + i), blend8(_mm256_loadu_si256((const __m256i *)(row + i)), inv, s));
    }
    _mm256_storeu_si256((__m256i *)(row + count - 8), end);
}

void loupe_source_over_span(uint32_t *row, size_t count, uint32_t source) {
    uint32_t inverse = 255 - (source >> 24);
    if (__builtin_cpu_supports("avx2")) source_over_avx2(row, count, source, inverse);
    else source_over_sse2(row, count, source, inverse);
}

void loupe_source_over_span_baseline(uint32_t *row, size_t count, uint32_t source) {
    source_over_sse2(row, count, source, 255 - (source >> 24));
}
#else
void loupe_source_over_span(uint32_t *row, size_t count, uint32_t source) {
    source_over_portable(row, count, source, 255 - (source >> 24));
}

void loupe_source_over_span_baseline(uint32_t *row, size_t count, uint32_t source) {
    loupe_source_over_span(row, count, source);
}
#endif
