#ifndef LOUPE_PIXEL_MATH_H
#define LOUPE_PIXEL_MATH_H

#include <stdint.h>

/// Each channel of a packed pixel times m / 255, rounded: (t + (t >> 8)) >> 8 with t = c·m + 128, two channels at a
/// time in the 16-bit halves of a word. PixelMath.scale in LoupeRaster, bit for bit.
static inline uint32_t loupe_scale_pixel(uint32_t p, uint32_t m) {
    uint32_t rb = (p & 0x00FF00FFu) * m + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ga = ((p >> 8) & 0x00FF00FFu) * m + 0x00800080u;
    ga = (ga + ((ga >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ga;
}

#endif
