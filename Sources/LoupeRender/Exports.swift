// The library's vocabulary, available to anyone who imports LoupeRender: the scene model and its layout, overlays,
// interactions and display list; the raster canvas with the fonts, text and glyph masks drawn onto it; the PNG
// codec; image comparison; and the file helpers. Tools built on the library (the benchmarks and fuzzers of this
// repository among them) import LoupeRender alone.
@_exported import LoupeCore
@_exported import LoupeDiff
@_exported import LoupeDisplayList
@_exported import LoupeExamples
@_exported import LoupeFiles
@_exported import LoupeJSON
@_exported import LoupeInteraction
@_exported import LoupeLayout
@_exported import LoupeOverlays
@_exported import LoupePNG
@_exported import LoupeScene
@_exported import LoupeRaster
@_exported import LoupeText
