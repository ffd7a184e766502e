import LoupeCore

/// SwiftUI's named colours. System colours, `primary` and `secondary` follow the colour scheme.
public enum SystemColor: String, Sendable, Hashable, CaseIterable {
    /// The system colours, which take a different sRGB value in light and dark mode (see `rgba(in:)`).
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    /// `black`, `white` and `clear` are the same in both schemes; `primary` is black in light mode and white in dark
    /// mode, and `secondary` is `primary` at ``SystemColor/secondaryOpacity``.
    case black, white, clear, primary, secondary
    /// UIKit's semantic colours and further greys, by their UIKit names (`Color(.systemGroupedBackground)`), each with
    /// its light and dark value (`docs/layout.md#system-colours`).
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, separator, opaqueSeparator, link
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// The colour UIKit names `name` (`systemBlue`, `label`, `systemGray`), or nil for a name UIKit does not have.
    public init?(uiKitName name: String) {
        if name.hasPrefix("system"), let base = SystemColor(rawValue: name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)),
           base.isSystemTint {
            self = base
        } else if let semantic = SystemColor(rawValue: name), !semantic.isSystemTint,
                  ![.black, .white, .clear, .primary, .secondary].contains(semantic) {
            self = semantic
        } else {
            switch name {
            case "black", "white", "clear": self.init(rawValue: name)
            case "darkText": self = .black
            default: return nil
            }
        }
    }

    /// Whether it is one of the tints that UIKit spells with `system` (`systemRed` is SwiftUI's `red`).
    public var isSystemTint: Bool {
        switch self {
        case .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray: true
        default: false
        }
    }
}

/// A colour as a scene writes it: a named colour, an explicit sRGB colour, or a linear gradient.
public indirect enum ColorValue: Sendable, Hashable {
    /// A named colour, resolved for the colour scheme when drawn.
    case named(SystemColor)
    /// An explicit sRGB colour, the same in both colour schemes.
    case rgba(RGBAColor)
    /// A linear gradient with `colors` (spread evenly unless they give locations) from `startPoint` to `endPoint`, unit
    /// points of the filled shape's bounds; where a single colour is needed (text, for instance) the first colour stands
    /// for it.
    case linearGradient(colors: GradientStops, startPoint: UnitPoint, endPoint: UnitPoint)
    /// A colour with SwiftUI's `.opacity(_:)` applied.
    case opacity(ColorValue, Double)
    /// One colour in light mode and another in dark mode, as an asset catalog's colour set with a dark appearance.
    case adaptive(light: ColorValue, dark: ColorValue)
    /// A radial, elliptical or angular gradient with `colors` from its start to its end.
    case shapedGradient(colors: GradientStops, shape: GradientShape)
    /// A colour made lighter: its HSL lightness raised by `amount` (0…1), what `Color.gradient` starts from.
    case lightened(ColorValue, Double)
}

/// Where a gradient other than a linear one runs (`docs/scene-format.md#gradients`).
public enum GradientShape: Sendable, Hashable {
    /// `RadialGradient(colors:center:startRadius:endRadius:)`: circles around `center`, radii in points.
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// `EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`: ellipses around `center`, their
    /// radii fractions of the filled shape's width and height.
    case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// `AngularGradient(colors:center:startAngle:endAngle:)`: around `center`, angles in degrees clockwise from the
    /// trailing side.
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
}

/// A gradient's colours, and where each sits between its start (0) and end (1): SwiftUI's `Gradient(colors:)` spreads
/// them evenly, `Gradient(stops:)` gives each its location.
public struct GradientStops: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// The colours, in order.
    public var colors: [ColorValue]
    /// Each colour's location, from 0 to 1; `nil` spreads them evenly (`i / (n − 1)`).
    public var locations: [Double]?

    /// `colors` at `locations` (as many), or spread evenly.
    public init(_ colors: [ColorValue], locations: [Double]? = nil) {
        self.colors = colors
        self.locations = locations.flatMap { $0.count == colors.count ? $0 : nil }
    }

    /// Colours spread evenly.
    public init(arrayLiteral colors: ColorValue...) { self.init(colors) }
}
