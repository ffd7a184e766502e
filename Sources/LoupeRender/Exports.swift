// The library's vocabulary, available to anyone who imports LoupeRender.
@_exported import LoupeCore
@_exported import LoupeDiff
@_exported import LoupeDisplayList
@_exported import LoupeExamples
@_exported import LoupeFiles
@_exported import LoupeJSON
@_exported import LoupeInteraction
@_exported import LoupeLayout
@_exported import LoupeOverlays
@_exported import LoupeScene
@_exported import LoupeRaster
