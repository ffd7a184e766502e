#include "png_errors.h"
#include <stdlib.h>
#include <string.h>

struct LoupePNGDecoder {
    LoupePNGErrorContext errors;
    png_structp png;
    png_infop info;
    /// The caller's PNG bytes and how far libpng has read them.
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    uint32_t width, height;
    /// Row pointers of the pixel read, on the heap rather than in a local
    /// so they are still known after libpng jumps out.
    png_bytepp rows;
    /// A decoder reads its image once.
    int pixels_read;
};

/// libpng read callback: serves the next bytes of the in-memory file.
static void read_from_memory(png_structp png, png_bytep data, size_t length) {
    LoupePNGDecoder *decoder = png_get_io_ptr(png);
    if (length > decoder->count - decoder->offset) loupe_png_fail(png, LOUPE_PNG_TRUNCATED, "truncated: the file ends before the image does");
    memcpy(data, decoder->bytes + decoder->offset, length);
    decoder->offset += length;
}

/// Asks libpng for straight RGBA8 whatever the stored format.
static void request_rgba8(png_structp png, png_infop info) {
    const int color_type = png_get_color_type(png, info);
    const int has_transparency_chunk = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    // Palette → RGB, gray below 8 bits → 8 bits, tRNS → an alpha channel.
    png_set_expand(png);
    // Rounds to the nearest 8-bit value (v × 255 / 65535), as the PNG specification recommends for reducing
    // sample depth, rather than keeping the high byte.
    if (png_get_bit_depth(png, info) == 16) png_set_scale_16(png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_transparency_chunk) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    // No gamma or colour-profile transform is requested: gAMA, cHRM, sRGB
    // and iCCP are read but samples pass through unconverted.
    png_read_update_info(png, info);
}

/// Reads the header and checks the limits. The only setjmp of opening.
static LoupePNGStatus read_header(LoupePNGDecoder *decoder, uint32_t max_dimension, uint64_t max_pixel_count) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(decoder->errors.jump)) return decoder->errors.failure;

    png_set_read_fn(png, decoder, read_from_memory);
    png_set_sig_bytes(png, 8);
    // libpng's own cap is 1,000,000 per side; ours is checked below so the
    // refusal carries its own status and message.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(png, info);

    const uint32_t width = png_get_image_width(png, info);
    const uint32_t height = png_get_image_height(png, info);
    if (width > max_dimension || height > max_dimension
        || (uint64_t)width * height > max_pixel_count) {
        loupe_png_errors_set_message(&decoder->errors,
            "image is %ux%u pixels, over the limit of %u per side and %llu pixels",
            width, height, max_dimension, (unsigned long long)max_pixel_count);
        return LOUPE_PNG_TOO_LARGE;
    }
    request_rgba8(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        loupe_png_errors_set_message(&decoder->errors, "unexpected row layout after conversion");
        return LOUPE_PNG_LIBPNG_ERROR;
    }
    decoder->width = width;
    decoder->height = height;
    return LOUPE_PNG_OK;
}

LoupePNGStatus loupe_png_decoder_open(const uint8_t *bytes, size_t count,
                                      uint32_t max_dimension, uint64_t max_pixel_count,
                                      LoupePNGDecoder **result,
                                      uint32_t *width, uint32_t *height,
                                      char *message, size_t message_capacity) {
    LoupePNGErrorContext errors = {0};
    loupe_png_errors_begin(&errors, message, message_capacity);
    if (result == NULL || width == NULL || height == NULL || (bytes == NULL && count > 0)) {
        loupe_png_errors_set_message(&errors, "invalid decoding arguments");
        return LOUPE_PNG_INVALID_ARGUMENT;
    }
    *result = NULL;
    if (count == 0) {
        loupe_png_errors_set_message(&errors, "not a PNG file (empty data)");
        return LOUPE_PNG_NOT_PNG;
    }
    // Checked here so short or foreign data gets one clear message.
    if (count < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
        loupe_png_errors_set_message(&errors, "not a PNG file");
        return LOUPE_PNG_NOT_PNG;
    }

    LoupePNGDecoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        loupe_png_errors_set_message(&errors, "out of memory");
        return LOUPE_PNG_OUT_OF_MEMORY;
    }
    loupe_png_errors_begin(&decoder->errors, message, message_capacity);
    decoder->bytes = bytes;
    decoder->count = count;
    decoder->offset = 8;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->errors,
                                          loupe_png_on_error, loupe_png_on_warning);
    decoder->info = decoder->png == NULL ? NULL : png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        loupe_png_decoder_close(decoder);
        loupe_png_errors_set_message(&errors, "out of memory");
        return LOUPE_PNG_OUT_OF_MEMORY;
    }
    const LoupePNGStatus status = read_header(decoder, max_dimension, max_pixel_count);
    if (status != LOUPE_PNG_OK) {
        loupe_png_decoder_close(decoder);
        return status;
    }
    *width = decoder->width;
    *height = decoder->height;
    *result = decoder;
    return LOUPE_PNG_OK;
}

/// Decodes all rows, then reads to IEND so a cut-off file is an error.
/// The only setjmp of reading.
static LoupePNGStatus read_pixels(LoupePNGDecoder *decoder, uint8_t *rgba) {
    if (setjmp(decoder->errors.jump)) return decoder->errors.failure;
    // Interlaced images need every row at once; one path serves both kinds.
    decoder->rows = malloc(sizeof(png_bytep) * decoder->height);
    if (decoder->rows == NULL) loupe_png_fail(decoder->png, LOUPE_PNG_OUT_OF_MEMORY, "out of memory");
    const size_t row_bytes = (size_t)decoder->width * 4;
    for (uint32_t y = 0; y < decoder->height; y++) decoder->rows[y] = rgba + (size_t)y * row_bytes;
    png_read_image(decoder->png, decoder->rows);
    png_read_end(decoder->png, NULL);
    return LOUPE_PNG_OK;
}

LoupePNGStatus loupe_png_decoder_read(LoupePNGDecoder *decoder, uint8_t *rgba, size_t rgba_count,
                                      char *message, size_t message_capacity) {
    if (decoder == NULL) return LOUPE_PNG_INVALID_ARGUMENT;
    loupe_png_errors_begin(&decoder->errors, message, message_capacity);
    if (rgba == NULL || rgba_count != (size_t)decoder->width * decoder->height * 4 || decoder->pixels_read) {
        loupe_png_errors_set_message(&decoder->errors, "invalid decoding arguments");
        return LOUPE_PNG_INVALID_ARGUMENT;
    }
    decoder->pixels_read = 1;
    const LoupePNGStatus status = read_pixels(decoder, rgba);
    free(decoder->rows);
    decoder->rows = NULL;
    return status;
}

const char *loupe_png_decoder_warning(const LoupePNGDecoder *decoder) {
    return decoder == NULL ? "" : decoder->errors.warning;
}

void loupe_png_decoder_close(LoupePNGDecoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}
