#include "png_errors.h"
#include "run_deflate.h"
#include <libdeflate.h>
#include "CWorkerPool.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// The default encoder: rows converted (and unpremultiplied) straight into filtered scanlines, compressed by the
// run matcher in fixed ranges of rows, and written as a file of IHDR, IDAT and IEND. The ranges do not depend on
// how many threads compress them, so the bytes never do either.

/// Rows of at most this many bytes form one compressed range.
enum { RANGE_BYTES = 1 << 18 };

/// RGB bytes of `count` RGBA pixels (the alpha dropped) at `out`, which may be written up to 16 bytes past the
/// last pixel; returns the AND of every alpha, 255 when the pixels are all opaque.
static uint8_t rgb_of_rgba_portable(const uint8_t *source, size_t count, uint8_t *out) {
    uint8_t alpha = 255;
    for (size_t x = 0; x < count; x++) {
        memcpy(out + 3 * x, source + 4 * x, 4);  // the fourth byte is overwritten by the next pixel
        alpha &= source[4 * x + 3];
    }
    return alpha;
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

/// As rgb_of_rgba_portable, four pixels at a time with SSSE3's byte shuffle.
__attribute__((target("ssse3")))
static uint8_t rgb_of_rgba_ssse3(const uint8_t *source, size_t count, uint8_t *out) {
    const __m128i drop_alpha = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi8(-1);
    size_t x = 0;
    for (; x + 4 <= count; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(source + 4 * x));
        all = _mm_and_si128(all, pixels);
        _mm_storeu_si128((__m128i *)(out + 3 * x), _mm_shuffle_epi8(pixels, drop_alpha));
    }
    uint8_t lanes[16];
    _mm_storeu_si128((__m128i *)lanes, all);
    uint8_t alpha = lanes[3] & lanes[7] & lanes[11] & lanes[15];
    return alpha & rgb_of_rgba_portable(source + 4 * x, count - x, out + 3 * x);
}

static uint8_t rgb_of_rgba(const uint8_t *source, size_t count, uint8_t *out) {
    return __builtin_cpu_supports("ssse3") ? rgb_of_rgba_ssse3(source, count, out)
                                           : rgb_of_rgba_portable(source, count, out);
}
#elif defined(__aarch64__)
#include <arm_neon.h>

/// As rgb_of_rgba_portable, sixteen pixels at a time with NEON's interleaved loads and stores.
static uint8_t rgb_of_rgba(const uint8_t *source, size_t count, uint8_t *out) {
    uint8x16_t all = vdupq_n_u8(255);
    size_t x = 0;
    for (; x + 16 <= count; x += 16) {
        uint8x16x4_t pixels = vld4q_u8(source + 4 * x);
        all = vandq_u8(all, pixels.val[3]);
        uint8x16x3_t rgb = {{pixels.val[0], pixels.val[1], pixels.val[2]}};
        vst3q_u8(out + 3 * x, rgb);
    }
    return vminvq_u8(all) & rgb_of_rgba_portable(source + 4 * x, count - x, out + 3 * x);
}
#else
static uint8_t rgb_of_rgba(const uint8_t *source, size_t count, uint8_t *out) {
    return rgb_of_rgba_portable(source, count, out);
}
#endif

/// One row as straight RGBA: copied, or converted from premultiplied (c = round(c'·255 / a), at most 255; zero
/// where alpha is 0), the inverse of premultiplying.
static void rgba_row(const uint8_t *source, LoupePNGPixelLayout layout, uint32_t width, uint8_t *out) {
    if (layout == LOUPE_PNG_STRAIGHT_RGBA) {
        memcpy(out, source, (size_t)width * 4);
        return;
    }
    for (uint32_t x = 0; x < width; x++) {
        const uint8_t *p = source + 4 * x;
        uint8_t *o = out + 4 * x;
        uint32_t a = p[3];
        if (a == 255) {
            memcpy(o, p, 4);
        } else if (a == 0) {
            memset(o, 0, 4);
        } else {
            for (int c = 0; c < 3; c++) {
                uint32_t v = (p[c] * 255u + a / 2) / a;
                o[c] = (uint8_t)(v > 255 ? 255 : v);
            }
            o[3] = (uint8_t)a;
        }
    }
}

/// Rows y0 ..< y1 as scanlines (filter byte None, then the samples) at `out`, which has 16 bytes to spare: RGB when
/// `opaque`, else straight RGBA. Returns the AND of the alphas of RGB rows (255 when they are all opaque).
static uint8_t write_scanlines(const uint8_t *pixels, LoupePNGPixelLayout layout, uint32_t width, size_t y0, size_t y1,
                               int opaque, uint8_t *out) {
    const size_t stride = 1 + (size_t)width * (opaque ? 3 : 4);
    uint8_t alpha = 255;
    for (size_t y = y0; y < y1; y++) {
        uint8_t *row = out + (y - y0) * stride;
        row[0] = 0;
        const uint8_t *source = pixels + y * width * 4;
        if (opaque) alpha &= rgb_of_rgba(source, width, row + 1);
        else rgba_row(source, layout, width, row + 1);
    }
    return alpha;
}

/// The ranges of one image, compressed by any number of threads: range `r` is rows `r·rows_per_range ..<` of the
/// image, converted with the row before it (what matches one row back read) into the worker's own buffer, and
/// compressed into slot `r`. A range's bytes depend on its rows only, so the threads change nothing in the output.
typedef struct RangeWork {
    const uint8_t *pixels;
    LoupePNGPixelLayout layout;
    uint32_t width, height;
    int opaque;
    size_t stride, rows_per_range, ranges, slot_size;
    size_t workers;
    uint8_t *slots;
    size_t *lengths;
    uint32_t *adlers;
    atomic_size_t next;
    atomic_int translucent;
    atomic_int out_of_memory;
} RangeWork;

static void *compress_ranges(void *argument) {
    RangeWork *work = argument;
    const size_t stride = work->stride;
    uint8_t *buffer = malloc((work->rows_per_range + 1) * stride + 16);
    LoupeRunDeflateScratch *scratch = loupe_run_deflate_scratch_new();
    if (buffer == NULL || scratch == NULL) {
        atomic_store(&work->out_of_memory, 1);
    } else {
        const uint32_t far = stride <= 32768 ? (uint32_t)stride : 0;
        for (;;) {
            size_t r = atomic_fetch_add(&work->next, 1);
            if (r >= work->ranges || atomic_load(&work->translucent) || atomic_load(&work->out_of_memory)) break;
            size_t y0 = r * work->rows_per_range;
            size_t y1 = y0 + work->rows_per_range < work->height ? y0 + work->rows_per_range : work->height;
            size_t first = y0 > 0 ? y0 - 1 : 0;
            uint8_t alpha = write_scanlines(work->pixels, work->layout, work->width, first, y1, work->opaque, buffer);
            if (work->opaque && alpha != 255) {
                atomic_store(&work->translucent, 1);
                break;
            }
            size_t start = y0 > 0 ? stride : 0, length = (y1 - y0) * stride;
            // The pixels of the range this worker will likely take next are read from memory meanwhile.
            size_t ahead = y0 + work->workers * work->rows_per_range;
            if (ahead < work->height) {
                size_t rows = work->height - ahead < work->rows_per_range ? work->height - ahead : work->rows_per_range;
                loupe_run_deflate_prefetch(scratch, work->pixels + ahead * work->width * 4, rows * work->width * 4);
            }
            work->adlers[r] = libdeflate_adler32(1, buffer + start, length);
            work->lengths[r] = loupe_run_deflate(buffer, start, start + length, work->opaque ? 3 : 4, far,
                                                 y1 == work->height, scratch, work->slots + r * work->slot_size);
        }
    }
    free(buffer);
    loupe_run_deflate_scratch_free(scratch);
    return NULL;
}

static void compress_part(void *work, long part) {
    (void)part;
    compress_ranges(work);
}

/// A compressed image waiting to be written: the zlib stream of its scanlines as its header, the ranges' DEFLATE
/// output in order (each in its own slot, where a thread wrote it) and the Adler-32 trailer. Written straight from
/// the slots into the file, so the stream is never gathered into one buffer.
struct LoupePNGFastEncoding {
    uint32_t width, height;
    int opaque;
    size_t ranges, slot_size;
    uint8_t *slots;
    size_t *lengths;
    uint8_t header[2], trailer[4];
    size_t idat_count;
};

/// Compresses the image's scanlines into `encoding`'s ranges. Returns 0 when `opaque` was assumed and a translucent
/// pixel turned up, -1 when out of memory, else 1 (and `encoding` then owns the slots).
static int compress_scanlines(const uint8_t *pixels, LoupePNGPixelLayout layout, uint32_t width, uint32_t height,
                              int opaque, int threads, LoupePNGFastEncoding *encoding) {
    RangeWork work = {.pixels = pixels, .layout = layout, .width = width, .height = height, .opaque = opaque};
    work.stride = 1 + (size_t)width * (opaque ? 3 : 4);
    work.rows_per_range = work.stride >= RANGE_BYTES ? 1 : RANGE_BYTES / work.stride;
    work.ranges = (height + work.rows_per_range - 1) / work.rows_per_range;
    work.slot_size = loupe_run_deflate_bound(work.rows_per_range * work.stride);
    work.slots = work.slot_size > SIZE_MAX / work.ranges ? NULL : malloc(work.ranges * work.slot_size);
    work.lengths = calloc(work.ranges, sizeof(size_t));
    work.adlers = calloc(work.ranges, sizeof(uint32_t));
    atomic_init(&work.next, 0);
    atomic_init(&work.translucent, 0);
    atomic_init(&work.out_of_memory, work.slots == NULL || work.lengths == NULL || work.adlers == NULL);
    if (!atomic_load(&work.out_of_memory)) {
        // One part per thread, each compressing ranges until none is left (which thread takes which range
        // changes no byte); the pool's threads, so they never compete with idle-polling raster threads.
        long parts = threads < 1 ? 1 : threads;
        if ((size_t)parts > work.ranges) parts = (long)work.ranges;
        work.workers = (size_t)parts;
        loupe_parallel_for(parts, parts, compress_part, &work);
    }
    int result = atomic_load(&work.out_of_memory) ? -1 : atomic_load(&work.translucent) ? 0 : 1;
    if (result == 1) {
        *encoding = (LoupePNGFastEncoding){
            .width = width, .height = height, .opaque = opaque, .ranges = work.ranges, .slot_size = work.slot_size,
            .slots = work.slots, .lengths = work.lengths,
            // zlib header: deflate, 32 KiB window, no dictionary, "fastest" level, checksum bits.
            .header = {0x78, 0x01},
        };
        uLong adler = adler32(0L, Z_NULL, 0);
        size_t count = 2 + 4;
        for (size_t r = 0; r < work.ranges; r++) {
            count += work.lengths[r];
            size_t rows = r + 1 < work.ranges ? work.rows_per_range : height - r * work.rows_per_range;
            adler = adler32_combine(adler, work.adlers[r], (z_off_t)(rows * work.stride));
        }
        for (int i = 0; i < 4; i++) encoding->trailer[i] = (uint8_t)(adler >> (24 - 8 * i));
        encoding->idat_count = count;
    } else {
        free(work.slots);
        free(work.lengths);
    }
    free(work.adlers);
    return result;
}

/// The file as it is written: the signature, IHDR, the IDAT data as IDAT chunks and IEND, nothing else. Written here
/// rather than by libpng, whose chunks take their CRCs from zlib's `crc32`, which is several times slower than
/// libdeflate's on the megabyte of IDAT data.
typedef struct FileWriter {
    uint8_t *bytes;
    size_t count;
} FileWriter;

static void put_u32(FileWriter *file, uint32_t value) {
    for (int i = 0; i < 4; i++) file->bytes[file->count++] = (uint8_t)(value >> (24 - 8 * i));
}

/// Starts a chunk: its length and type; returns the CRC of the type, which the data then extends.
static uint32_t chunk_start(FileWriter *file, const char type[4], uint32_t length) {
    put_u32(file, length);
    memcpy(file->bytes + file->count, type, 4);
    file->count += 4;
    return (uint32_t)libdeflate_crc32(0, type, 4);
}

static uint32_t chunk_data(FileWriter *file, uint32_t crc, const uint8_t *data, size_t length) {
    memcpy(file->bytes + file->count, data, length);
    file->count += length;
    return (uint32_t)libdeflate_crc32(crc, data, length);
}

static void write_chunk(FileWriter *file, const char type[4], const uint8_t *data, uint32_t length) {
    uint32_t crc = chunk_start(file, type, length);
    put_u32(file, length ? chunk_data(file, crc, data, length) : crc);
}

/// The IDAT data as IDAT chunks of at most 1 GiB (a chunk's length must stay below 2³¹), piece by piece from the
/// header, the slots and the trailer.
static void write_idat_chunks(FileWriter *file, const LoupePNGFastEncoding *encoding) {
    size_t segment = 0, offset = 0;   // segment 0 is the header, 1 ... ranges the slots, ranges + 1 the trailer
    size_t written = 0;
    do {
        size_t piece = encoding->idat_count - written > (1u << 30) ? (1u << 30) : encoding->idat_count - written;
        uint32_t crc = chunk_start(file, "IDAT", (uint32_t)piece);
        for (size_t left = piece; left > 0;) {
            const uint8_t *bytes;
            size_t length;
            if (segment == 0) {
                bytes = encoding->header, length = sizeof encoding->header;
            } else if (segment <= encoding->ranges) {
                bytes = encoding->slots + (segment - 1) * encoding->slot_size, length = encoding->lengths[segment - 1];
            } else {
                bytes = encoding->trailer, length = sizeof encoding->trailer;
            }
            size_t take = length - offset < left ? length - offset : left;
            crc = chunk_data(file, crc, bytes + offset, take);
            offset += take;
            left -= take;
            if (offset == length) segment++, offset = 0;
        }
        put_u32(file, crc);
        written += piece;
    } while (written < encoding->idat_count);
}

LoupePNGStatus loupe_png_fast_compress(const uint8_t *pixels, LoupePNGPixelLayout layout, uint32_t width,
                                       uint32_t height, int threads, LoupePNGFastEncoding **encoding, char *message,
                                       size_t message_capacity) {
    LoupePNGErrorContext errors = {0};
    loupe_png_errors_begin(&errors, message, message_capacity);
    if (encoding == NULL || pixels == NULL || width == 0 || height == 0 || width > PNG_UINT_31_MAX / 4
        || height > PNG_UINT_31_MAX || (layout != LOUPE_PNG_STRAIGHT_RGBA && layout != LOUPE_PNG_PREMULTIPLIED_RGBA)) {
        loupe_png_errors_set_message(&errors, "invalid encoding arguments");
        return LOUPE_PNG_INVALID_ARGUMENT;
    }
    *encoding = NULL;
    if ((size_t)height > (SIZE_MAX - 16) / (1 + (size_t)width * 4)) {
        loupe_png_errors_set_message(&errors, "image too large");
        return LOUPE_PNG_INVALID_ARGUMENT;
    }
    LoupePNGFastEncoding *result = calloc(1, sizeof *result);
    // Filter type None throughout: flat pictures repeat along rows and down columns, which the matcher finds.
    // Opaque is tried first, and the rare translucent picture is compressed again as RGBA.
    int outcome = result == NULL ? -1 : compress_scanlines(pixels, layout, width, height, 1, threads, result);
    if (outcome == 0) outcome = compress_scanlines(pixels, layout, width, height, 0, threads, result);
    if (outcome < 0) {
        free(result);
        loupe_png_errors_set_message(&errors, "out of memory");
        return LOUPE_PNG_OUT_OF_MEMORY;
    }
    *encoding = result;
    return LOUPE_PNG_OK;
}

size_t loupe_png_fast_file_size(const LoupePNGFastEncoding *encoding) {
    // The signature (8), IHDR (25), IDAT framing (12 per GiB), IEND (12).
    return encoding->idat_count + 8 + 25 + 12 * ((encoding->idat_count + (1u << 30) - 1) / (1u << 30)) + 12;
}

LoupePNGStatus loupe_png_fast_write(const LoupePNGFastEncoding *encoding, uint8_t *file, size_t capacity,
                                    char *message, size_t message_capacity) {
    LoupePNGErrorContext errors = {0};
    loupe_png_errors_begin(&errors, message, message_capacity);
    if (encoding == NULL || file == NULL || capacity != loupe_png_fast_file_size(encoding)) {
        loupe_png_errors_set_message(&errors, "invalid encoding arguments");
        return LOUPE_PNG_INVALID_ARGUMENT;
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    // Width, height, 8 bits a sample, RGB (2) or RGBA (6), deflate, adaptive filtering's method 0, no interlacing.
    uint8_t header[13] = {0, 0, 0, 0, 0, 0, 0, 0, 8, encoding->opaque ? 2 : 6, 0, 0, 0};
    for (int i = 0; i < 4; i++) {
        header[i] = (uint8_t)(encoding->width >> (24 - 8 * i));
        header[4 + i] = (uint8_t)(encoding->height >> (24 - 8 * i));
    }
    FileWriter writer = {.bytes = file, .count = 0};
    memcpy(writer.bytes, signature, sizeof signature);
    writer.count = sizeof signature;
    write_chunk(&writer, "IHDR", header, sizeof header);
    write_idat_chunks(&writer, encoding);
    write_chunk(&writer, "IEND", NULL, 0);
    return LOUPE_PNG_OK;
}

void loupe_png_fast_free(LoupePNGFastEncoding *encoding) {
    if (encoding == NULL) return;
    free(encoding->slots);
    free(encoding->lengths);
    free(encoding);
}
