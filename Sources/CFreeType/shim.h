#ifndef LOUPE_CFREETYPE_SHIM_H
#define LOUPE_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MODULE_H
#include FT_DRIVER_H
#include FT_LCD_FILTER_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_TAGS_H
#include FT_SYNTHESIS_H
#include FT_OUTLINE_H

// Swift imports no function-like macros: re-export the ones the text module uses.
static const FT_Int32 LOUPE_FT_LOAD_TARGET_LIGHT = FT_LOAD_TARGET_LIGHT;
static const FT_Int32 LOUPE_FT_LOAD_TARGET_NORMAL = FT_LOAD_TARGET_NORMAL;
static const FT_Int32 LOUPE_FT_LOAD_TARGET_MONO = FT_LOAD_TARGET_MONO;

// Table tags are built with FT_MAKE_TAG, a function-like macro.
static const FT_ULong LOUPE_TTAG_GSUB = TTAG_GSUB;
#endif
