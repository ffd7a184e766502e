#include "CRasterKernels.h"
#include "pixel_math.h"

// Glyph masks, eight pixels at a time with AVX2: d = s·m/255 + d·(255 − (s·m/255)α)/255 with PixelMath's rounding,
// where blank mask groups are skipped and full ones with an opaque source stored directly (both exact: coverage 0
// leaves a pixel unchanged, 255 keeps the source as it is).

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#include <string.h>

/// Each channel of eight pixels times its pixel's factor / 255, rounded; `factor` holds it in both 16-bit halves.
__attribute__((target("avx2")))
static inline __m256i scale8(__m256i p, __m256i factor) {
    const __m256i low = _mm256_set1_epi16(0x00FF), rounding = _mm256_set1_epi16(0x0080);
    __m256i even = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(p, low), factor), rounding);
    even = _mm256_srli_epi16(_mm256_add_epi16(even, _mm256_srli_epi16(even, 8)), 8);
    __m256i odd = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(p, 8), factor), rounding);
    odd = _mm256_andnot_si256(low, _mm256_add_epi16(odd, _mm256_srli_epi16(odd, 8)));
    return _mm256_or_si256(even, odd);
}

__attribute__((target("avx2")))
static inline void blend8(const uint8_t *mask, uint32_t *row, __m256i source) {
    __m256i m = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)mask));
    __m256i s = scale8(source, _mm256_or_si256(m, _mm256_slli_epi32(m, 16)));
    __m256i inverse = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(s, 24));
    __m256i d = _mm256_loadu_si256((const __m256i *)row);
    __m256i result = _mm256_add_epi32(s, scale8(d, _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16))));
    _mm256_storeu_si256((__m256i *)row, result);
}

__attribute__((target("avx2")))
static size_t mask_blend_avx2(const uint8_t *mask, uint32_t *row, size_t count, uint32_t source) {
    const int opaque = (source >> 24) == 255;
    const __m256i s = _mm256_set1_epi32((int)source);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t word;
        memcpy(&word, mask + i, 8);
        if (word == 0) continue;
        if (opaque && word == UINT64_MAX) {
            _mm256_storeu_si256((__m256i *)(row + i), s);
            continue;
        }
        blend8(mask + i, row + i, s);
    }
    return i;
}

size_t loupe_mask_blend_span(const uint8_t *mask, uint32_t *row, size_t count, uint32_t source) {
    return __builtin_cpu_supports("avx2") ? mask_blend_avx2(mask, row, count, source) : 0;
}

/// The last `count` (1…7) pixels of a row: the samples gathered into a register (a copy through memory would wait
/// for its byte stores), the pixels loaded and stored through a lane mask, so nothing past the row is touched.
__attribute__((target("avx2")))
static void mask_blend_tail_avx2(const uint8_t *mask, uint32_t *row, size_t count, __m256i source) {
    uint64_t word = 0;
    for (size_t i = 0; i < count; i++) word |= (uint64_t)mask[i] << (8 * i);
    if (word == 0) return;
    const __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i m = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)word));
    __m256i s = scale8(source, _mm256_or_si256(m, _mm256_slli_epi32(m, 16)));
    __m256i inverse = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(s, 24));
    __m256i d = _mm256_maskload_epi32((const int *)row, lanes);
    __m256i result = _mm256_add_epi32(s, scale8(d, _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16))));
    _mm256_maskstore_epi32((int *)row, lanes, result);
}

__attribute__((target("avx2")))
static void mask_blend_rows_avx2(const uint8_t *mask, size_t pitch, uint32_t *pixels, size_t stride, size_t width,
                                 size_t rows, uint32_t source) {
    const __m256i s = _mm256_set1_epi32((int)source);
    const size_t whole = width & ~(size_t)7;
    for (size_t y = 0; y < rows; y++, mask += pitch, pixels += stride) {
        mask_blend_avx2(mask, pixels, whole, source);
        if (whole < width) mask_blend_tail_avx2(mask + whole, pixels + whole, width - whole, s);
    }
}

int loupe_mask_blend_rows(const uint8_t *mask, size_t pitch, uint32_t *pixels, size_t stride, size_t width,
                          size_t rows, uint32_t source) {
    if (!__builtin_cpu_supports("avx2")) return 0;
    mask_blend_rows_avx2(mask, pitch, pixels, stride, width, rows, source);
    return 1;
}
#else
size_t loupe_mask_blend_span(const uint8_t *mask, uint32_t *row, size_t count, uint32_t source) {
    (void)mask; (void)row; (void)count; (void)source;
    return 0;
}

int loupe_mask_blend_rows(const uint8_t *mask, size_t pitch, uint32_t *pixels, size_t stride, size_t width,
                          size_t rows, uint32_t source) {
    (void)mask; (void)pitch; (void)pixels; (void)stride; (void)width; (void)rows; (void)source;
    return 0;
}
#endif

// A layer composited onto what is below at a group opacity: s' = s·w/255 (when w < 255), d = s' + d·(255 − s'α)/255,
// PixelMath's rounding, eight pixels a vector with AVX2; blank source groups are skipped.

static void layer_over_portable(const uint32_t *source, uint32_t *row, size_t count, uint32_t weight) {
    for (size_t i = 0; i < count; i++) {
        uint32_t s = source[i];
        if (weight != 255) s = loupe_scale_pixel(s, weight);
        row[i] = s + loupe_scale_pixel(row[i], 255 - (s >> 24));
    }
}

#if defined(__x86_64__) || defined(__i386__)
__attribute__((target("avx2")))
static void layer_over_avx2(const uint32_t *source, uint32_t *row, size_t count, uint32_t weight) {
    const __m256i w = _mm256_set1_epi16((short)weight), all = _mm256_set1_epi32(255);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(source + i));
        if (_mm256_testz_si256(s, s)) continue;  // a transparent source changes nothing
        if (weight != 255) s = scale8(s, w);
        __m256i inverse = _mm256_sub_epi32(all, _mm256_srli_epi32(s, 24));
        __m256i d = _mm256_loadu_si256((const __m256i *)(row + i));
        d = scale8(d, _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16)));
        _mm256_storeu_si256((__m256i *)(row + i), _mm256_add_epi32(s, d));
    }
    layer_over_portable(source + i, row + i, count - i, weight);
}

void loupe_layer_over_span(const uint32_t *source, uint32_t *row, size_t count, uint32_t weight) {
    if (__builtin_cpu_supports("avx2")) layer_over_avx2(source, row, count, weight);
    else layer_over_portable(source, row, count, weight);
}
#else
void loupe_layer_over_span(const uint32_t *source, uint32_t *row, size_t count, uint32_t weight) {
    layer_over_portable(source, row, count, weight);
}
#endif

void loupe_layer_over_span_baseline(const uint32_t *source, uint32_t *row, size_t count, uint32_t weight) {
    layer_over_portable(source, row, count, weight);
}
