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
    /// A linear gradient with `colors` spread evenly from `startPoint` to `endPoint`, unit points of the filled shape's
    /// bounds; where a single colour is needed (text, for instance) the first colour stands for it.
    case linearGradient(colors: [ColorValue], startPoint: UnitPoint, endPoint: UnitPoint)
    /// A colour with SwiftUI's `.opacity(_:)` applied.
    case opacity(ColorValue, Double)
    /// One colour in light mode and another in dark mode, as an asset catalog's colour set with a dark appearance.
    case adaptive(light: ColorValue, dark: ColorValue)
}
