// LoupeRaster — pixels only.
//
// A small deterministic CPU rasterizer: a premultiplied RGBA8 ``Canvas``, paints (solid colours, linear
// gradients), anti-aliased shapes, 8-bit glyph masks, a clip stack, layers for group opacity and a blurred
// material backdrop. It knows nothing about fonts, scenes or SwiftUI; callers hand it device pixels.
//
// ## Conventions
//
// - **Coordinates** are device pixels as `Double`; the pixel `(x, y)` is the unit square
//   `[x, x + 1) × [y, y + 1)` and its centre is `(x + 0.5, y + 0.5)`. y grows downwards.
// - **Colours** are gamma-encoded sRGB. ``RasterColor`` has straight alpha; the canvas stores
//   premultiplied 8-bit values, converted with `round(component × alpha × 255)`.
// - **Compositing** is src-over on premultiplied 8-bit values in gamma-encoded space, with exact
//   rounded division by 255 in integer arithmetic: `d' = s + round(d × (255 − sα) / 255)`. A 20 % black over
//   opaque white gives 204; an opaque colour at full coverage is written exactly. Results are bit-identical
//   across runs and build configurations.
// - **Coverage** is the exact area of the pixel square inside the shape, computed analytically where an
//   edge crosses the pixel (straight edges and elliptical arcs are integrated in closed form), quantised
//   to 8 bits (`round(area × 255)`) and applied by scaling the premultiplied source. Pixels fully inside a
//   shape are written by span kernels. Polygons use signed-area accumulation with the nonzero rule
//   (coverage = min(1, |winding-weighted area|)).
// - **Clipping** is a stack of rectangles in device pixels. Each clip edge snaps to the nearest pixel
//   boundary (`floor(v + 0.5)`) and the stack intersects; every draw call respects the current clip.
// - **Layers** (``RasterContext/beginLayer()`` / ``RasterContext/endLayer(opacity:)``) are transparent
//   offscreen canvases covering the current clip, composited back with src-over at a group opacity.
// - **Materials** blur the current contents with three integer box passes that approximate a Gaussian
//   (the SVG `feGaussianBlur` box sizes) — for wide blurs on cell averages, interpolated back, as a blur that
//   wide keeps no finer detail (`MaterialBlur`) — apply caller-given tints with blend modes, and write the result
//   inside a rounded rectangle with anti-aliased edges.
