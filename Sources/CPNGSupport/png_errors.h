#ifndef LOUPE_PNG_ERRORS_H
#define LOUPE_PNG_ERRORS_H

// Shared by the encoder and the decoder: libpng reports errors through a
// callback that must not return, so it records the text and longjmps back
// to the setjmp in the entry point that called into libpng.

#include <png.h>
#include <setjmp.h>
#include "CPNGSupport.h"

typedef struct LoupePNGErrorContext {
    jmp_buf jump;
    /// Where error text goes: the caller's buffer of the current call.
    char *message;
    size_t message_capacity;
    /// The first warning, kept for the caller to inspect after success.
    char warning[256];
    /// Status to report when libpng jumps out; LIBPNG_ERROR unless a
    /// callback of ours raised the error for a more specific reason.
    LoupePNGStatus failure;
} LoupePNGErrorContext;

/// Points the context at the caller's message buffer for one call and
/// empties that buffer.
void loupe_png_errors_begin(LoupePNGErrorContext *errors, char *message, size_t message_capacity);

/// Copies formatted text into the caller's message buffer (truncating).
void loupe_png_errors_set_message(LoupePNGErrorContext *errors, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/// libpng callbacks; the error pointer given to libpng must be the context.
void loupe_png_on_error(png_structp png, png_const_charp message);
void loupe_png_on_warning(png_structp png, png_const_charp message);

/// Raises a libpng error that reports `status` instead of LIBPNG_ERROR.
void loupe_png_fail(png_structp png, LoupePNGStatus status, const char *message)
    __attribute__((noreturn));

#endif
