import LoupeCore

/// SwiftUI's named colours. System colours, `primary` and `secondary` follow the colour scheme.
public enum SystemColor: String, Sendable, Hashable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case black, white, clear, primary, secondary
}

/// A colour as a scene writes it: a named colour, an explicit sRGB colour, or a linear gradient.
public indirect enum ColorValue: Sendable, Hashable {
    case named(SystemColor)
    case rgba(RGBAColor)
    case linearGradient(colors: [ColorValue], startPoint: UnitPoint, endPoint: UnitPoint)
    /// A colour with SwiftUI's `.opacity(_:)` applied.
    case opacity(ColorValue, Double)
}
