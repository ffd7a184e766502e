import LoupeCore

/// SwiftUI's named colours. System colours, `primary` and `secondary` follow the colour scheme.
public enum SystemColor: String, Sendable, Hashable, CaseIterable {
    /// The system colours, which take a different sRGB value in light and dark mode (see `rgba(in:)`).
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    /// `black`, `white` and `clear` are the same in both schemes; `primary` is black in light mode and white in dark
    /// mode, and `secondary` is `primary` at ``SystemColor/secondaryOpacity``.
    case black, white, clear, primary, secondary
}

/// A colour as a scene writes it: a named colour, an explicit sRGB colour, or a linear gradient.
public indirect enum ColorValue: Sendable, Hashable {
    /// A named colour, resolved for the colour scheme when drawn.
    case named(SystemColor)
    /// An explicit sRGB colour, the same in both colour schemes.
    case rgba(RGBAColor)
    /// A linear gradient with `colors` spread evenly from `startPoint` to `endPoint`, unit points of the filled shape's
    /// bounds; where a single colour is needed (text, for instance) the first colour stands for it.
    case linearGradient(colors: [ColorValue], startPoint: UnitPoint, endPoint: UnitPoint)
    /// A colour with SwiftUI's `.opacity(_:)` applied.
    case opacity(ColorValue, Double)
    /// One colour in light mode and another in dark mode, as an asset catalog's colour set with a dark appearance.
    case adaptive(light: ColorValue, dark: ColorValue)
}
