/// SwiftUI's font weights, lightest to heaviest.
public enum FontWeight: String, Sendable, Codable, CaseIterable, Comparable {
    /// The nine weights, declared lightest first; the declaration order is what `<` compares.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Whether `a` is lighter than `b`, by the weights' order in `allCases` (`.ultraLight` lightest, `.black`
    /// heaviest).
    public static func < (a: FontWeight, b: FontWeight) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// SwiftUI's font designs. `.monospaced` is drawn with the shipped monospaced family, the others with the UI family.
public enum FontDesign: String, Sendable, Codable, CaseIterable {
    /// `.monospaced` selects the monospaced family (JetBrains Mono); `.default`, `.rounded` and `.serif` are all drawn
    /// with the UI family (Inter), as there is no rounded or serif face in the package.
    case `default`, monospaced, rounded, serif
}

/// SwiftUI's `Font.Width`: SF Pro's compressed, condensed, standard and expanded faces. The shipped UI family has
/// one width, so the others are drawn with its glyphs and advances scaled horizontally by ``scale``
/// (`docs/layout.md#text-styling`).
public enum FontWidth: String, Sendable, Codable, CaseIterable {
    case compressed, condensed, standard, expanded

    /// The horizontal scale: CSS's `font-stretch` percentages for the nearest keywords (extra-condensed 62.5 %,
    /// condensed 75 %, normal, expanded 125 %), as SF Pro's widths are not published as figures.
    public var scale: Double {
        switch self {
        case .compressed: 0.625
        case .condensed: 0.75
        case .standard: 1
        case .expanded: 1.25
        }
    }
}

/// The kind of face a font is drawn from: text, or the symbol font that stands in for SF Symbols.
public enum FontFamily: String, Sendable, Codable, CaseIterable {
    /// Text: the UI family, or the monospaced one for `.monospaced` (``FontDesign``).
    case text
    /// The icon font whose glyphs stand in for SF Symbols (`docs/controls.md#symbols`); weight and design are ignored.
    case symbols
}

/// A resolved font: what `.font(...)` and the view's environment say, in points.
public struct FontSpec: Hashable, Sendable, Codable {
    /// The point size.
    public var size: Double
    /// The weight, which picks the face of the family.
    public var weight: FontWeight
    /// The design, which picks the family: monospaced or the UI family.
    public var design: FontDesign
    /// SwiftUI's `.monospacedDigit()`: digits get equal advances (the UI family's tabular figures).
    public var monospacedDigit: Bool
    /// Text, or the symbol stand-ins.
    public var family: FontFamily = .text
    /// SwiftUI's `italic()`: the glyphs slanted (a synthetic oblique of the upright face, `docs/layout.md#text-styling`).
    public var italic = false
    /// SwiftUI's `tracking(_:)` and `kerning(_:)`: points added after every character, the last one included.
    public var tracking = 0.0
    /// SwiftUI's `lineSpacing(_:)`: points added between the lines of a text (not above the first or below the last).
    public var lineSpacing = 0.0
    /// SwiftUI's `truncationMode(_:)`: where a text cut short to one line shows its ellipsis.
    public var truncationMode = TruncationMode.tail
    /// SwiftUI's `fontWidth(_:)` and `Font.width(_:)`: the glyphs and their advances scaled horizontally.
    public var width = FontWidth.standard
    /// The absolute path of the font file an app bundles (`Font.custom`), drawn instead of the shipped families;
    /// `nil` for the system font. Its weight and design are the file's own.
    public var file: String?

    /// A font of `size` points, regular weight, default design and proportional digits unless told otherwise.
    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default, monospacedDigit: Bool = false) {
        self.size = size; self.weight = weight; self.design = design; self.monospacedDigit = monospacedDigit
    }

    /// The symbol font at `size` points to the em (`docs/controls.md#symbols`).
    public static func symbols(size: Double) -> FontSpec {
        var spec = FontSpec(size: size)
        spec.family = .symbols
        return spec
    }

    /// `.body`, the font of text with no explicit font (iOS, Dynamic Type "Large").
    public static let body = FontSpec(size: 17)
}

/// SwiftUI's `Text.TruncationMode`: which part of a line cut short the ellipsis replaces.
public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// "…ing", "Beg…ing", "Begin…": the start, the middle or (the default) the end.
    case head, middle, tail
}
