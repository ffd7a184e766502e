import LoupeCore

/// How a material tint combines with the blurred backdrop.
public enum TintBlendMode: String, Sendable, Hashable {
    /// `sourceOver` lays the tint over the backdrop; `colorDodge` and `overlay` are the separable blend modes of the
    /// same names (W3C Compositing), applied per channel.
    case sourceOver, colorDodge, overlay
}

/// One tint layer of a material.
public struct MaterialTint: Sendable, Hashable {
    /// The tint's colour, with its alpha as the tint's strength.
    public var color: RGBAColor
    /// How the tint combines with what lies under it.
    public var mode: TintBlendMode
    /// A tint of `color` combined by `mode`.
    public init(color: RGBAColor, mode: TintBlendMode) { self.color = color; self.mode = mode }
}

/// A material (SwiftUI's `.thinMaterial` and friends): a blur of what lies behind, then tints.
///
/// Loupe's overlays all use `.thinMaterial`. Apple publishes no numbers for it; this renderer uses a simple debug
/// approximation (`docs/overlays.md#materials`): a 24-pt Gaussian blur of the backdrop, then white at 70 % in light
/// mode or #252525 at 70 % in dark mode. (A published two-tint recipe derived from Apple's design kit, with a
/// colour-dodge or overlay tint under the translucent grey, turns a white backdrop a muddy #C1C1C1 grey, which reads
/// darker than the material on a device.) Every overlay takes its material from here.
public struct Material: Sendable, Hashable {
    /// The blur's standard deviation in points.
    public var blurRadius: Double
    /// Tints applied in order over the blurred backdrop.
    public var tints: [MaterialTint]
    /// A material that blurs its backdrop by `blurRadius` points (the standard deviation), then applies `tints` in
    /// order.
    public init(blurRadius: Double, tints: [MaterialTint]) { self.blurRadius = blurRadius; self.tints = tints }

    /// `.thinMaterial` in light mode.
    public static let thinLight = Material(blurRadius: 24, tints: [
        MaterialTint(color: RGBAColor(rgb8: 0xFF, 0xFF, 0xFF, alpha: 0.70), mode: .sourceOver),
    ])
    /// `.thinMaterial` in dark mode.
    public static let thinDark = Material(blurRadius: 24, tints: [
        MaterialTint(color: RGBAColor(rgb8: 0x25, 0x25, 0x25, alpha: 0.70), mode: .sourceOver),
    ])
    /// `.regularMaterial` in light mode: the same recipe, more opaque (white at 80 %).
    public static let regularLight = Material(blurRadius: 24, tints: [
        MaterialTint(color: RGBAColor(rgb8: 0xFF, 0xFF, 0xFF, alpha: 0.80), mode: .sourceOver),
    ])
    /// The same recipe at another strength: white (light mode) or #252525 (dark mode) at `strength` over the blurred
    /// backdrop, the ladder `docs/overlays.md#materials` gives `.ultraThinMaterial`, `.thickMaterial` and
    /// `.ultraThickMaterial`.
    public static func tinted(_ strength: Double, dark: Bool) -> Material {
        Material(blurRadius: 24, tints: [
            MaterialTint(color: dark ? RGBAColor(rgb8: 0x25, 0x25, 0x25, alpha: strength) : RGBAColor(rgb8: 0xFF, 0xFF, 0xFF, alpha: strength),
                         mode: .sourceOver),
        ])
    }

    /// `.regularMaterial` in dark mode: #252525 at 80 %.
    public static let regularDark = Material(blurRadius: 24, tints: [
        MaterialTint(color: RGBAColor(rgb8: 0x25, 0x25, 0x25, alpha: 0.80), mode: .sourceOver),
    ])
}
