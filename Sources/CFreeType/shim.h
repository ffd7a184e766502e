#ifndef LOUPE_CFREETYPE_SHIM_H
#define LOUPE_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MODULE_H
#include FT_DRIVER_H
#include FT_LCD_FILTER_H

// Swift imports no function-like macros: re-export the ones the text module uses.
static const FT_Int32 LOUPE_FT_LOAD_TARGET_LIGHT = FT_LOAD_TARGET_LIGHT;
static const FT_Int32 LOUPE_FT_LOAD_TARGET_NORMAL = FT_LOAD_TARGET_NORMAL;
static const FT_Int32 LOUPE_FT_LOAD_TARGET_MONO = FT_LOAD_TARGET_MONO;
#endif
