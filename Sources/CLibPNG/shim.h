#ifndef LOUPE_CLIBPNG_SHIM_H
#define LOUPE_CLIBPNG_SHIM_H
#include <png.h>
#endif
