// The fast path of decoding: 8-bit RGB and RGBA without interlacing, the format screenshots and this project's own
// goldens are written in. The chunks are walked and every CRC checked here, the image data is inflated in one call
// to libdeflate (much faster than zlib) and unfiltered here. Anything else — another format, a tRNS or unknown
// critical chunk, a bad CRC, a stream that does not fill the image exactly — is declined, and libpng decodes the file
// instead, with its own errors and warnings. So the fast path never changes what a file decodes to or why it fails.

#include "CPNGSupport.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <tmmintrin.h>
#endif

static uint32_t read_u32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static int is_type(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

/// Four ASCII letters with the reserved (third) letter upper-case, as the specification requires; libpng judges
/// any other name, so the fast path declines it.
static int is_well_formed_type(const uint8_t *type) {
    for (int i = 0; i < 4; i++) {
        const uint8_t c = type[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return 0;
    }
    return (type[2] & 0x20) == 0;
}

/// Walks the chunks after the signature; on success fills the header fields and where the image data lies.
static LoupePNGStatus walk_chunks(const uint8_t *bytes, size_t count, uint32_t max_dimension,
                                  uint64_t max_pixel_count, LoupePNGFastImage *image) {
    size_t offset = 8;
    int seen_header = 0, seen_data = 0, data_ended = 0;
    size_t data_bytes = 0;
    while (1) {
        if (count - offset < 12) return LOUPE_PNG_FAST_DECLINED;
        const uint32_t length = read_u32(bytes + offset);
        const uint8_t *type = bytes + offset + 4;
        if (length > 0x7FFFFFFFu || count - offset - 12 < length) return LOUPE_PNG_FAST_DECLINED;
        const uint8_t *data = type + 4;
        if (!is_well_formed_type(type)) return LOUPE_PNG_FAST_DECLINED;
        if (libdeflate_crc32(0, type, (size_t)length + 4) != read_u32(data + length)) return LOUPE_PNG_FAST_DECLINED;
        if (!seen_header) {
            if (!is_type(type, "IHDR") || length != 13) return LOUPE_PNG_FAST_DECLINED;
            image->width = read_u32(data);
            image->height = read_u32(data + 4);
            const uint8_t depth = data[8], color = data[9];
            if (image->width == 0 || image->height == 0 || image->width > 0x7FFFFFFFu || image->height > 0x7FFFFFFFu
                || depth != 8 || (color != 2 && color != 6) || data[10] != 0 || data[11] != 0 || data[12] != 0) {
                return LOUPE_PNG_FAST_DECLINED;
            }
            // Over the limits: libpng's path refuses it with the message every caller knows.
            if (image->width > max_dimension || image->height > max_dimension
                || (uint64_t)image->width * image->height > max_pixel_count) {
                return LOUPE_PNG_FAST_DECLINED;
            }
            image->channels = color == 6 ? 4 : 3;
            seen_header = 1;
        } else if (is_type(type, "IDAT")) {
            if (data_ended) return LOUPE_PNG_FAST_DECLINED;  // image data must be one run of chunks
            if (!seen_data) image->first_data_chunk = offset;
            seen_data = 1;
            data_bytes += length;
        } else if (is_type(type, "IEND")) {
            if (!seen_data || length != 0) return LOUPE_PNG_FAST_DECLINED;
            image->data_bytes = data_bytes;
            return LOUPE_PNG_OK;
        } else {
            if (seen_data) data_ended = 1;
            // Critical chunks other than these, and tRNS (a transparent key colour), need libpng.
            if ((type[0] & 0x20) == 0 || is_type(type, "tRNS")) return LOUPE_PNG_FAST_DECLINED;
        }
        offset += (size_t)length + 12;
    }
}

LoupePNGStatus loupe_png_fast_probe(const uint8_t *bytes, size_t count, uint32_t max_dimension,
                                    uint64_t max_pixel_count, LoupePNGFastImage *image) {
    if (bytes == NULL || image == NULL || count < 8) return LOUPE_PNG_FAST_DECLINED;
    memset(image, 0, sizeof *image);
    return walk_chunks(bytes, count, max_dimension, max_pixel_count, image);
}

/// The Paeth predictor of the PNG specification.
static inline uint8_t paeth(int a, int b, int c) {
    const int p = a + b - c;
    const int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return pb <= pc ? (uint8_t)b : (uint8_t)c;
}

/// Reverses one row's filter in place; `previous` is the row above, already reconstructed (NULL for the first).
static int unfilter(uint8_t filter, uint8_t *row, const uint8_t *previous, size_t length, size_t bpp) {
    switch (filter) {
    case 0:
        return 1;
    case 1:
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 2:
        if (previous) for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < length; i++) {
            const int left = i >= bpp ? row[i - bpp] : 0, up = previous ? previous[i] : 0;
            row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
        }
        return 1;
    case 4:
        for (size_t i = 0; i < length; i++) {
            const int left = i >= bpp ? row[i - bpp] : 0, up = previous ? previous[i] : 0;
            const int upper_left = (previous && i >= bpp) ? previous[i - bpp] : 0;
            row[i] = (uint8_t)(row[i] + paeth(left, up, upper_left));
        }
        return 1;
    default:
        return 0;
    }
}

/// The 32-bit word whose fourth byte in memory is 255 and the others 0, whatever the byte order.
static inline uint32_t opaque_alpha_word(void) {
    const uint8_t bytes[4] = {0, 0, 0, 255};
    uint32_t word;
    memcpy(&word, bytes, 4);
    return word;
}

/// Expands a row of RGB pixels to RGBA with an opaque alpha, in the word loop's way: each pixel one 32-bit load
/// of its three bytes and the next, whose place takes the alpha. Reads one byte past the row.
static void expand_rgb_words(const uint8_t *row, uint8_t *out, size_t from, size_t width) {
    const uint32_t alpha = opaque_alpha_word();
    for (size_t x = from; x < width; x++) {
        uint32_t word;
        memcpy(&word, row + 3 * x, 4);
        word = (word & ~alpha) | alpha;
        memcpy(out + 4 * x, &word, 4);
    }
}

#if defined(__x86_64__)
/// Four pixels per shuffle where the processor has SSSE3 (the x86-64 baseline does not, so it is checked at run
/// time); the word loop finishes the row. Each 16-byte load is used before its pixels' places are written, and it
/// stops six pixels short of the end so that no load reaches past the row and the byte after it.
__attribute__((target("ssse3")))
static void expand_rgb_ssse3(const uint8_t *row, uint8_t *out, size_t width) {
    const __m128i spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    size_t x = 0;
    for (; x + 6 <= width; x += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(row + 3 * x));
        _mm_storeu_si128((__m128i *)(out + 4 * x), _mm_or_si128(_mm_shuffle_epi8(pixels, spread), alpha));
    }
    expand_rgb_words(row, out, x, width);
}
#endif

/// Whether the processor can run expand_rgb_ssse3.
static int has_ssse3(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("ssse3") ? 1 : 0;
#else
    return 0;
#endif
}

static void expand_rgb(const uint8_t *row, uint8_t *out, size_t width, int ssse3) {
#if defined(__x86_64__)
    if (ssse3) {
        expand_rgb_ssse3(row, out, width);
        return;
    }
#else
    (void)ssse3;
#endif
    expand_rgb_words(row, out, 0, width);
}

/// Concatenates the image data of the run of IDAT chunks starting at `offset`.
static void gather_data(const uint8_t *bytes, size_t offset, uint8_t *target) {
    while (is_type(bytes + offset + 4, "IDAT")) {
        const uint32_t length = read_u32(bytes + offset);
        memcpy(target, bytes + offset + 8, length);
        target += length;
        offset += (size_t)length + 12;
    }
}

/// The channels written out: RGB stays RGB only when asked for.
static size_t output_channels(const LoupePNGFastImage *image, int keep_rgb) {
    return image->channels == 3 && keep_rgb ? 3 : 4;
}

size_t loupe_png_fast_buffer_size(const LoupePNGFastImage *image, int keep_rgb) {
    const size_t width = image->width, height = image->height;
    const size_t raw_count = height * (width * image->channels + 1);
    const size_t pixel_count = width * height * output_channels(image, keep_rgb);
    // The stream, with one spare byte, must fit; RGB's is smaller than its RGBA, RGBA's a byte a row larger.
    return pixel_count > raw_count + 1 ? pixel_count : raw_count + 1;
}

LoupePNGStatus loupe_png_fast_read(const uint8_t *bytes, size_t count, const LoupePNGFastImage *image,
                                   int keep_rgb, uint8_t *buffer, size_t buffer_size) {
    (void)count;
    const size_t width = image->width, height = image->height, channels = image->channels;
    const size_t out_channels = output_channels(image, keep_rgb);
    if (buffer == NULL || buffer_size != loupe_png_fast_buffer_size(image, keep_rgb)) return LOUPE_PNG_INVALID_ARGUMENT;
    const size_t row_bytes = width * channels;
    const size_t raw_count = height * (row_bytes + 1);
    // The stream is inflated into the end of the buffer, and rows are written out from its start: a row's pixels
    // are read before they are overwritten, and the written rows never reach the rows still to read.
    uint8_t *raw = buffer + buffer_size - raw_count - 1;
    // Image data in one chunk is inflated where it lies in the file; chunks are joined in a copy first.
    const uint8_t *first_data = bytes + image->first_data_chunk;
    const int one_chunk = read_u32(first_data) == image->data_bytes;
    uint8_t *joined = one_chunk ? NULL : malloc(image->data_bytes ? image->data_bytes : 1);
    // The row above, as reconstructed: its place in the buffer is overwritten by the time the next row needs it.
    uint8_t *previous = malloc(row_bytes);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    LoupePNGStatus status = LOUPE_PNG_FAST_DECLINED;
    if ((!one_chunk && joined == NULL) || previous == NULL || inflater == NULL) {
        status = LOUPE_PNG_OUT_OF_MEMORY;
        goto done;
    }
    const uint8_t *compressed = one_chunk ? first_data + 8 : joined;
    if (!one_chunk) gather_data(bytes, image->first_data_chunk, joined);
    size_t consumed = 0;
    // The stream must fill the image exactly and end where the data ends: anything else is libpng's to judge.
    if (libdeflate_zlib_decompress_ex(inflater, compressed, image->data_bytes, raw, raw_count, &consumed, NULL)
            != LIBDEFLATE_SUCCESS || consumed != image->data_bytes) {
        goto done;
    }
    raw[raw_count] = 0;
    const int ssse3 = has_ssse3();
    // Rows copied as they are (no widening) stay whole where they are written, just before the rows still to read:
    // the row above is read from there. A widened row is not the row above, so that one is kept aside.
    const int copied_as_is = channels == out_channels;
    for (size_t y = 0; y < height; y++) {
        uint8_t *row = raw + y * (row_bytes + 1) + 1;
        const uint8_t *above = y == 0 ? NULL : copied_as_is ? buffer + (y - 1) * row_bytes : previous;
        if (!unfilter(row[-1], row, above, row_bytes, channels)) goto done;
        // Only the Up, Average and Paeth filters read the row above: keep this row only for one of them.
        if (!copied_as_is && y + 1 < height && row[row_bytes] >= 2) memcpy(previous, row, row_bytes);
        uint8_t *out = buffer + y * width * out_channels;
        if (copied_as_is) {
            memmove(out, row, row_bytes);
        } else {
            expand_rgb(row, out, width, ssse3);
        }
    }
    status = LOUPE_PNG_OK;
done:
    libdeflate_free_decompressor(inflater);
    free(previous);
    free(joined);
    return status;
}
