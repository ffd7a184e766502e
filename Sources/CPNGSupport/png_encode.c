#include "png_errors.h"
#include <stdlib.h>
#include <string.h>

void loupe_png_buffer_free(LoupePNGBuffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}

/// libpng write callback: appends to the growable buffer, doubling it.
static void append_to_buffer(png_structp png, png_bytep data, size_t length) {
    LoupePNGBuffer *buffer = png_get_io_ptr(png);
    if (length > SIZE_MAX - buffer->count) loupe_png_fail(png, LOUPE_PNG_OUT_OF_MEMORY, "out of memory");
    size_t needed = buffer->count + length;
    if (needed > buffer->capacity) {
        size_t capacity = buffer->capacity > SIZE_MAX / 2 ? SIZE_MAX : buffer->capacity * 2;
        if (capacity < needed) capacity = needed;
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) loupe_png_fail(png, LOUPE_PNG_OUT_OF_MEMORY, "out of memory");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count = needed;
}

/// Nothing is buffered between libpng and memory.
static void flush_nothing(png_structp png) { (void)png; }

static int filter_mask(LoupePNGFilter filter) {
    switch (filter) {
    case LOUPE_PNG_FILTER_NONE: return PNG_FILTER_NONE;
    case LOUPE_PNG_FILTER_SUB: return PNG_FILTER_SUB;
    case LOUPE_PNG_FILTER_UP: return PNG_FILTER_UP;
    case LOUPE_PNG_FILTER_AVERAGE: return PNG_FILTER_AVG;
    case LOUPE_PNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    case LOUPE_PNG_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
    }
    return -1;
}

static int is_opaque(const uint8_t *rgba, size_t pixel_count) {
    for (size_t i = 0; i < pixel_count; i++) {
        if (rgba[i * 4 + 3] != 255) return 0;
    }
    return 1;
}

/// What one encode call writes.
typedef struct EncodeJob {
    const uint8_t *rgba;
    uint32_t width, height;
    int compression_level, filters, opaque;
    LoupePNGBuffer *output;
} EncodeJob;

/// Drives libpng. The setjmp lives here, in a function whose own locals never
/// change after it, so nothing it reads after a longjmp is indeterminate.
static LoupePNGStatus write_png(png_structp png, png_infop info, LoupePNGErrorContext *errors,
                                const EncodeJob *job) {
    if (setjmp(errors->jump)) return errors->failure;

    // A first guess at the size (flat UI pictures compress about 8:1);
    // the write callback grows the buffer when it is wrong.
    const size_t row_bytes = (size_t)job->width * 4;
    job->output->capacity = row_bytes / 8 * job->height + 4096;
    job->output->bytes = malloc(job->output->capacity);
    if (job->output->bytes == NULL) loupe_png_fail(png, LOUPE_PNG_OUT_OF_MEMORY, "out of memory");

    png_set_write_fn(png, job->output, append_to_buffer, flush_nothing);
    // libpng's default limit is 1,000,000 pixels per side; PNG allows 2^31-1.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_compression_level(png, job->compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, job->filters);
    png_set_IHDR(png, info, job->width, job->height, 8,
                 job->opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    // Only IHDR, IDAT and IEND are written: no tIME, no text, so equal
    // pixels and options always give equal bytes.
    png_write_info(png, info);
    // On write, a filler means "the rows carry a 4th byte to drop".
    if (job->opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < job->height; y++) {
        png_write_row(png, job->rgba + (size_t)y * row_bytes);
    }
    png_write_end(png, NULL);
    return LOUPE_PNG_OK;
}

LoupePNGStatus loupe_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                                     int compression_level, LoupePNGFilter filter,
                                     LoupePNGBuffer *output,
                                     char *message, size_t message_capacity) {
    LoupePNGErrorContext errors = {0};
    loupe_png_errors_begin(&errors, message, message_capacity);
    const int filters = filter_mask(filter);
    if (output == NULL || rgba == NULL || width == 0 || height == 0
        || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX
        || compression_level < 0 || compression_level > 9 || filters < 0) {
        loupe_png_errors_set_message(&errors, "invalid encoding arguments");
        return LOUPE_PNG_INVALID_ARGUMENT;
    }
    *output = (LoupePNGBuffer){0};

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors,
                                              loupe_png_on_error, loupe_png_on_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        loupe_png_errors_set_message(&errors, "out of memory");
        return LOUPE_PNG_OUT_OF_MEMORY;
    }
    const EncodeJob job = {
        .rgba = rgba, .width = width, .height = height,
        .compression_level = compression_level, .filters = filters,
        .opaque = is_opaque(rgba, (size_t)width * height), .output = output,
    };
    const LoupePNGStatus status = write_png(png, info, &errors, &job);
    png_destroy_write_struct(&png, &info);
    // Never hand back a partial PNG.
    if (status != LOUPE_PNG_OK) loupe_png_buffer_free(output);
    return status;
}
