#ifndef LOUPE_CRASTERKERNELS_H
#define LOUPE_CRASTERKERNELS_H

// The rasterizer's widest loops, in C so that they can use AVX2 where the processor has it (chosen at run time;
// Swift code is compiled for the x86-64 baseline, SSE2). Every path computes exactly the same bytes.

#include <stddef.h>
#include <stdint.h>

/// Premultiplied src-over of one colour onto `count` packed pixels (r | g << 8 | b << 16 | a << 24):
/// d = s + (t + (t >> 8)) >> 8 per channel, with t = d · (255 − sα) + 128.
void loupe_source_over_span(uint32_t *row, size_t count, uint32_t source);

/// loupe_source_over_span without AVX2 (what a processor without it runs), for tests.
void loupe_source_over_span_baseline(uint32_t *row, size_t count, uint32_t source);

/// Blends 8-bit mask samples onto pixels with one premultiplied source (d = s·m/255 + d·(255 − (s·m/255)α)/255,
/// PixelMath's rounding), eight at a time, where AVX2 is there. Returns how many leading pixels it did (a multiple
/// of eight; 0 without AVX2): the caller does the rest.
size_t loupe_mask_blend_span(const uint8_t *mask, uint32_t *row, size_t count, uint32_t source);

/// Blends `rows` rows of `width` mask samples (`pitch` bytes apart) onto as many rows of pixels (`stride` pixels
/// apart), as loupe_mask_blend_span does, the last pixels of each row included. Returns 1 when done, 0 without AVX2
/// (the caller then blends the rows itself).
int loupe_mask_blend_rows(const uint8_t *mask, size_t pitch, uint32_t *pixels, size_t stride, size_t width,
                          size_t rows, uint32_t source);

/// Composites `count` premultiplied layer pixels onto `row` at group opacity `weight` (0…255): s' = s·w/255 when
/// w < 255, then d = s' + d·(255 − s'α)/255, PixelMath's rounding; eight at a time with AVX2.
void loupe_layer_over_span(const uint32_t *source, uint32_t *row, size_t count, uint32_t weight);

/// loupe_layer_over_span without AVX2, one pixel at a time, for tests.
void loupe_layer_over_span_baseline(const uint32_t *source, uint32_t *row, size_t count, uint32_t weight);

#endif
