#include "png_errors.h"
#include <stdarg.h>
#include <stdio.h>
#include <zlib.h>

void loupe_png_errors_begin(LoupePNGErrorContext *errors, char *message, size_t message_capacity) {
    errors->message = message;
    errors->message_capacity = message_capacity;
    errors->failure = LOUPE_PNG_LIBPNG_ERROR;
    if (message != NULL && message_capacity > 0) message[0] = '\0';
}

void loupe_png_errors_set_message(LoupePNGErrorContext *errors, const char *format, ...) {
    if (errors->message == NULL || errors->message_capacity == 0) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(errors->message, errors->message_capacity, format, arguments);
    va_end(arguments);
}

void loupe_png_on_error(png_structp png, png_const_charp message) {
    LoupePNGErrorContext *errors = png_get_error_ptr(png);
    loupe_png_errors_set_message(errors, "%s", message);
    longjmp(errors->jump, 1);
}

void loupe_png_on_warning(png_structp png, png_const_charp message) {
    LoupePNGErrorContext *errors = png_get_error_ptr(png);
    // Later warnings are usually consequences of the first one.
    if (errors->warning[0] == '\0') snprintf(errors->warning, sizeof errors->warning, "%s", message);
}

void loupe_png_fail(png_structp png, LoupePNGStatus status, const char *message) {
    LoupePNGErrorContext *errors = png_get_error_ptr(png);
    errors->failure = status;
    png_error(png, message);
}

const char *loupe_png_libpng_version(void) {
    return png_get_libpng_ver(NULL);
}

const char *loupe_png_zlib_version(void) {
    // The header's version: calling zlibVersion() would need a direct -lz.
    return ZLIB_VERSION;
}
