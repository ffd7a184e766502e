#include "CJPEGSupport.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct loupe_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t message_size;
};

// libjpeg's default error handler exits the process: this one records the message and jumps back instead.
static void loupe_jpeg_error_exit(j_common_ptr info) {
    struct loupe_jpeg_error *error = (struct loupe_jpeg_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(error->message, error->message_size, "%s", text);
    longjmp(error->jump, 1);
}

// Warnings (a corrupt but readable stream) are not printed on standard error.
static void loupe_jpeg_output_message(j_common_ptr info) { (void)info; }

int loupe_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                      uint8_t **pixels, int *width, int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct loupe_jpeg_error error;
    uint8_t *volatile output = NULL;
    *pixels = NULL;
    if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
        snprintf(message, message_size, "not a JPEG (no SOI marker)");
        return 1;
    }
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = loupe_jpeg_error_exit;
    error.manager.output_message = loupe_jpeg_output_message;
    error.message = message;
    error.message_size = message_size;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(output);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((uint64_t)info.image_width * (uint64_t)info.image_height > max_pixels) {
        snprintf(message, message_size, "%u×%u pixels is more than the %llu a picture may have",
                 info.image_width, info.image_height, (unsigned long long)max_pixels);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    // The accurate integer IDCT: its SIMD and plain C versions give the same pixels, so output does not depend
    // on the processor.
    info.dct_method = JDCT_ISLOW;
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    output = malloc(stride * info.output_height);
    if (!output) {
        snprintf(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = output + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    // libjpeg decodes a damaged stream with warnings ("Corrupt JPEG data: …") into a picture of garbage: refused.
    if (error.manager.num_warnings > 0) {
        char text[JMSG_LENGTH_MAX];
        (*error.manager.format_message)((j_common_ptr)&info, text);
        snprintf(message, message_size, "%s", text);
        jpeg_destroy_decompress(&info);
        free(output);
        return 1;
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = output;
    return 0;
}

void loupe_jpeg_free(uint8_t *pixels) { free(pixels); }
