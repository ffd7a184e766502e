import LoupeCore

/// How a material tint combines with the blurred backdrop.
public enum TintBlendMode: String, Sendable, Hashable {
    case sourceOver, colorDodge, overlay
}

/// One tint layer of a material.
public struct MaterialTint: Sendable, Hashable {
    public var color: RGBAColor
    public var mode: TintBlendMode
    public init(color: RGBAColor, mode: TintBlendMode) { self.color = color; self.mode = mode }
}

/// A material (SwiftUI's `.thinMaterial` and friends): a blur of what lies behind, then tints.
///
/// Loupe's overlays all use `thin`. The constants are the published approximation of Apple's iOS 18 design kit
/// (`layout.md` R8.3): a 24-pt blur, then a colour-dodge (light) or overlay (dark) tint, then a source-over tint.
public struct Material: Sendable, Hashable {
    /// The blur radius in points.
    public var blurRadius: Double
    /// Tints applied in order over the blurred backdrop.
    public var tints: [MaterialTint]
    public init(blurRadius: Double, tints: [MaterialTint]) { self.blurRadius = blurRadius; self.tints = tints }

    /// `.thinMaterial` in light mode.
    public static let thinLight = Material(blurRadius: 24, tints: [
        MaterialTint(color: RGBAColor(rgb8: 0x33, 0x33, 0x33), mode: .colorDodge),
        MaterialTint(color: RGBAColor(rgb8: 0xA6, 0xA6, 0xA6, alpha: 0.70), mode: .sourceOver),
    ])
    /// `.thinMaterial` in dark mode.
    public static let thinDark = Material(blurRadius: 24, tints: [
        MaterialTint(color: RGBAColor(rgb8: 0x9C, 0x9C, 0x9C), mode: .overlay),
        MaterialTint(color: RGBAColor(rgb8: 0x25, 0x25, 0x25, alpha: 0.70), mode: .sourceOver),
    ])
}
