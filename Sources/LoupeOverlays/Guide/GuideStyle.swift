import LoupeCore
import LoupeDisplayList

/// Everything a guide needs to know about how it is painted.
struct GuideStyle {
    /// The foreground style (SwiftUI's `.primary` inside the guide): tints fill, border, bars and text.
    var tint: DisplayPaintProvider
    var material: Material
    var scale: Double
}
