#ifndef LOUPE_CJPEGSUPPORT_H
#define LOUPE_CJPEGSUPPORT_H

// The C side of JPEG decoding: libjpeg reports errors by calling a function that must not return, so its
// setjmp/longjmp handling is kept here (Swift cannot call setjmp). Swift sees only the plain function below.

#include <stddef.h>
#include <stdint.h>

/// Decodes the JPEG in `data` into straight RGBA, 8 bits a channel, alpha 255. On success returns 0 and sets
/// `*pixels` (free it with `loupe_jpeg_free`), `*width` and `*height`; an image of more than `max_pixels` pixels is
/// refused before its pixels are decoded. On failure returns 1 and writes a NUL-terminated message into `message`.
int loupe_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                      uint8_t **pixels, int *width, int *height, char *message, size_t message_size);

void loupe_jpeg_free(uint8_t *pixels);

#endif
