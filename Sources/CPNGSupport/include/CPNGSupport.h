#ifndef LOUPE_CPNGSUPPORT_H
#define LOUPE_CPNGSUPPORT_H

// The C side of LoupePNG: libpng's classic API with its setjmp/longjmp error
// handling kept in C, because Swift cannot call setjmp and a returning error
// callback makes libpng abort. This header deliberately does not include
// <png.h>: Swift sees only the plain types and functions below.

#include <stddef.h>
#include <stdint.h>

/// Outcome of every entry point. On anything but OK the message buffer holds
/// a NUL-terminated explanation (libpng's own text where libpng raised it).
typedef enum LoupePNGStatus {
    LOUPE_PNG_OK = 0,
    /// The data does not start with the PNG signature (or is shorter than it).
    LOUPE_PNG_NOT_PNG = 1,
    /// The data ended before the image did.
    LOUPE_PNG_TRUNCATED = 2,
    /// libpng raised an error: when decoding, the data is corrupt (bad CRC,
    /// bad chunk, bad compressed stream…); the message holds libpng's text.
    LOUPE_PNG_LIBPNG_ERROR = 3,
    /// The image header announces more pixels than the caller's limits allow.
    LOUPE_PNG_TOO_LARGE = 4,
    /// An allocation failed.
    LOUPE_PNG_OUT_OF_MEMORY = 5,
    /// The caller passed inconsistent arguments (sizes, levels, buffers).
    LOUPE_PNG_INVALID_ARGUMENT = 6,
    /// The fast path does not take this file; decode it with libpng (loupe_png_decoder_open).
    LOUPE_PNG_FAST_DECLINED = 7
} LoupePNGStatus;

/// Row filters. ADAPTIVE lets libpng try all five per row (its default).
typedef enum LoupePNGFilter {
    LOUPE_PNG_FILTER_NONE = 0,
    LOUPE_PNG_FILTER_SUB = 1,
    LOUPE_PNG_FILTER_UP = 2,
    LOUPE_PNG_FILTER_AVERAGE = 3,
    LOUPE_PNG_FILTER_PAETH = 4,
    LOUPE_PNG_FILTER_ADAPTIVE = 5
} LoupePNGFilter;

/// A malloc'd byte buffer owned by the caller once returned; release it with
/// loupe_png_buffer_free.
typedef struct LoupePNGBuffer {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} LoupePNGBuffer;

/// Releases a buffer filled by loupe_png_encode_rgba (safe on an empty one).
void loupe_png_buffer_free(LoupePNGBuffer *buffer);

/// Encodes tightly packed straight-alpha RGBA8 rows (width * 4 bytes each).
/// Writes colour type RGB when every alpha byte is 255, RGBA otherwise.
/// No time or text chunks: equal input gives equal bytes.
/// compression_level is zlib's 0…9. On success *output owns the PNG bytes.
LoupePNGStatus loupe_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                                     int compression_level, LoupePNGFilter filter,
                                     LoupePNGBuffer *output,
                                     char *message, size_t message_capacity);

/// How the pixels handed to loupe_png_encode_fast are laid out: four bytes a pixel, R, G, B, A in memory order,
/// with straight alpha or premultiplied (c' = round(c·a / 255)).
typedef enum LoupePNGPixelLayout {
    LOUPE_PNG_STRAIGHT_RGBA = 0,
    LOUPE_PNG_PREMULTIPLIED_RGBA = 1
} LoupePNGPixelLayout;

/// The default encoder's compressed image, from loupe_png_fast_compress until loupe_png_fast_free.
typedef struct LoupePNGFastEncoding LoupePNGFastEncoding;

/// The default encoder, first step: RGB when every alpha is 255, RGBA otherwise; premultiplied pixels are converted
/// to straight alpha as each row is filtered (c = round(c'·255 / a)). Scanlines use filter None and are compressed
/// by a DEFLATE coder that looks for runs of one colour and rows like the one above, in fixed ranges of rows, with
/// a Huffman code per block. Up to `threads` threads compress the ranges (the calling one among them); equal input
/// gives equal bytes whatever their number. On success *encoding holds the result (free it with
/// loupe_png_fast_free); its file is loupe_png_fast_file_size bytes, which loupe_png_fast_write writes.
LoupePNGStatus loupe_png_fast_compress(const uint8_t *pixels, LoupePNGPixelLayout layout, uint32_t width,
                                       uint32_t height, int threads, LoupePNGFastEncoding **encoding, char *message,
                                       size_t message_capacity);

/// The exact size in bytes of the PNG file of `encoding`.
size_t loupe_png_fast_file_size(const LoupePNGFastEncoding *encoding);

/// Writes the PNG file of `encoding` into `file`, whose `capacity` must be loupe_png_fast_file_size bytes: the
/// signature, IHDR, the compressed ranges as IDAT chunks of at most 1 GiB, and IEND, each chunk with its CRC.
LoupePNGStatus loupe_png_fast_write(const LoupePNGFastEncoding *encoding, uint8_t *file, size_t capacity,
                                    char *message, size_t message_capacity);

/// Releases an encoding (safe on NULL).
void loupe_png_fast_free(LoupePNGFastEncoding *encoding);

/// Whether the default encoder may compare 32 bytes at a time where the processor can (AVX2; the default), for
/// encodings started after the call. For tests: the bytes written are the same either way.
void loupe_run_deflate_allow_wide_compare(int allowed);

/// An in-progress decode: created by loupe_png_decoder_open, finished by
/// loupe_png_decoder_read, always released by loupe_png_decoder_close.
typedef struct LoupePNGDecoder LoupePNGDecoder;

/// Reads the header of the PNG in `bytes` (which must outlive the decoder)
/// and refuses it, before any pixel memory exists, when the width or height
/// exceed max_dimension or their product exceeds max_pixel_count.
/// On success *decoder is set and *width / *height hold the image size.
LoupePNGStatus loupe_png_decoder_open(const uint8_t *bytes, size_t count,
                                      uint32_t max_dimension, uint64_t max_pixel_count,
                                      LoupePNGDecoder **decoder,
                                      uint32_t *width, uint32_t *height,
                                      char *message, size_t message_capacity);

/// Decodes every pixel as straight-alpha RGBA8 into `rgba`, which must hold
/// width * height * 4 bytes. Gray, gray+alpha, RGB, palette (with tRNS) and
/// low bit depths are expanded; 16-bit samples are rounded to 8 bits;
/// interlaced images are de-interlaced; gamma and colour-profile chunks are
/// ignored (samples are passed through unconverted).
LoupePNGStatus loupe_png_decoder_read(LoupePNGDecoder *decoder, uint8_t *rgba, size_t rgba_count,
                                      char *message, size_t message_capacity);

/// The first warning libpng reported so far (e.g. an ancillary chunk with a
/// bad CRC, which libpng skips), or an empty string.
const char *loupe_png_decoder_warning(const LoupePNGDecoder *decoder);

/// Frees the decoder and everything libpng allocated for it (NULL is fine).
void loupe_png_decoder_close(LoupePNGDecoder *decoder);

/// What the fast path's probe found: the size, 3 (RGB) or 4 (RGBA) channels, and where the image data is.
typedef struct LoupePNGFastImage {
    uint32_t width, height, channels;
    size_t first_data_chunk;
    size_t data_bytes;
} LoupePNGFastImage;

/// Decides whether the fast path takes the PNG in `bytes`: 8-bit RGB or RGBA, not interlaced, every chunk's CRC
/// right, no tRNS or unknown critical chunk, within the limits, ending in IEND. LOUPE_PNG_OK fills `image`;
/// LOUPE_PNG_FAST_DECLINED means: decode it with libpng, which also reports whatever is wrong with it.
LoupePNGStatus loupe_png_fast_probe(const uint8_t *bytes, size_t count, uint32_t max_dimension,
                                    uint64_t max_pixel_count, LoupePNGFastImage *image);

/// The size of the buffer loupe_png_fast_read needs: the image (width * height * 4 bytes, or * 3 for an RGB file
/// read with `keep_rgb`) or, when larger, the inflated stream, which is decoded in place.
size_t loupe_png_fast_buffer_size(const LoupePNGFastImage *image, int keep_rgb);

/// Decodes a probed PNG, inflating with libdeflate, into the first bytes of `buffer` (of
/// loupe_png_fast_buffer_size bytes; the rest is scratch): RGBA, or RGB as stored when the file is RGB and
/// `keep_rgb` is non-zero. LOUPE_PNG_FAST_DECLINED when the compressed stream or a row filter is not exactly
/// right: decode it with libpng then.
LoupePNGStatus loupe_png_fast_read(const uint8_t *bytes, size_t count, const LoupePNGFastImage *image,
                                   int keep_rgb, uint8_t *buffer, size_t buffer_size);

/// The libpng version linked at run time, e.g. "1.6.39".
const char *loupe_png_libpng_version(void);

/// The zlib version libpng was compiled against here, e.g. "1.2.13".
const char *loupe_png_zlib_version(void);

#endif
