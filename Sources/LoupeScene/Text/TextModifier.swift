import LoupeCore

/// The modifiers that change how the text inside a view is set: its weight, design, digits, alignment and case.
/// They change no frame but the text's own, and the innermost one of each kind wins, as SwiftUI's environment does
/// (`docs/layout.md#text-styling`).
public enum TextModifier: Sendable, Hashable {
    /// `fontWeight(_:)`: the weight of every font inside, whatever weight the font names.
    case fontWeight(FontWeight)
    /// `bold(_:)`: the bold weight (`true`), or the font's own weight again (`false`).
    case bold(Bool)
    /// `fontDesign(_:)`: the design of every font inside.
    case fontDesign(FontDesign)
    /// `monospacedDigit()`: digits of equal width.
    case monospacedDigit
    /// `multilineTextAlignment(_:)`: how the lines of a text sit in its frame.
    case multilineTextAlignment(TextAlignment)
    /// `textCase(_:)`: the text shown in upper or lower case; `nil` shows it as written, undoing an outer one.
    case textCase(TextCase?)
    /// `italic(_:)`: slanted glyphs (`true`), or upright again (`false`).
    case italic(Bool)
    /// `tracking(_:)` or (`kerning` true) `kerning(_:)`: points added after every character. The fonts shipped are
    /// set without kerning pairs, so the two are drawn alike (`docs/layout.md#text-styling`).
    case tracking(Double, kerning: Bool)
    /// `lineSpacing(_:)`: points added between the lines of a text.
    case lineSpacing(Double)
    /// `truncationMode(_:)`: where a text cut to one line shows its ellipsis.
    case truncationMode(TruncationMode)
    /// `minimumScaleFactor(_:)`: how far (0…1) a text's font may shrink so that it fits before it is truncated.
    case minimumScaleFactor(Double)
    /// `fontWidth(_:)`: the width of every font inside; `nil` keeps each font's own.
    case fontWidth(FontWidth?)

    /// The modifier's key as the scene format spells it.
    public var name: String {
        switch self {
        case .fontWeight: "fontWeight"
        case .bold: "bold"
        case .fontDesign: "fontDesign"
        case .monospacedDigit: "monospacedDigit"
        case .multilineTextAlignment: "multilineTextAlignment"
        case .textCase: "textCase"
        case .italic: "italic"
        case .tracking(_, let kerning): kerning ? "kerning" : "tracking"
        case .lineSpacing: "lineSpacing"
        case .truncationMode: "truncationMode"
        case .minimumScaleFactor: "minimumScaleFactor"
        case .fontWidth: "fontWidth"
        }
    }
}

/// SwiftUI's `TextAlignment`: where each line of a multi-line text sits in the text's frame.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Lines start at the frame's leading edge (the default), are centred, or end at its trailing edge.
    case leading, center, trailing

    /// The fraction of the spare width left of a line: 0, ½ or 1.
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// SwiftUI's `Text.Case`.
public enum TextCase: String, Sendable, Hashable, CaseIterable {
    /// Every letter in upper case, or in lower case.
    case uppercase, lowercase

    /// `string` in this case.
    public func apply(to string: String) -> String {
        switch self {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        }
    }
}

/// The text modifiers in force at a view: what the text inside is set with.
public struct TextStyling: Sendable, Hashable {
    /// The weight every font takes (`fontWeight`, `bold`); `nil` keeps each font's own.
    public var weight: FontWeight?
    /// The design every font takes (`fontDesign`); `nil` keeps each font's own.
    public var design: FontDesign?
    /// Whether digits have equal widths (`monospacedDigit`).
    public var monospacedDigit = false
    /// How lines sit in a text's frame.
    public var alignment = TextAlignment.leading
    /// The case the text is shown in; `nil` as written.
    public var textCase: TextCase?
    /// Whether the glyphs are slanted (`italic`).
    public var italic = false
    /// Points after every character (`tracking`, `kerning`).
    public var tracking = 0.0
    /// Points between lines (`lineSpacing`).
    public var lineSpacing = 0.0
    /// Where a text cut to one line shows its ellipsis.
    public var truncationMode = TruncationMode.tail
    /// The smallest fraction of its size a text's font may shrink to so that it fits; 1 never shrinks.
    public var minimumScaleFactor = 1.0
    /// The width every font takes (`fontWidth`); `nil` keeps each font's own.
    public var width: FontWidth?

    /// No text modifier: fonts as they are, lines leading, text as written.
    public init() {}

    /// The styling after `modifier`, which wins over what an enclosing view set.
    public func applying(_ modifier: TextModifier) -> TextStyling {
        var styling = self
        switch modifier {
        case .fontWeight(let weight): styling.weight = weight
        case .bold(let isActive): styling.weight = isActive ? .bold : nil
        case .fontDesign(let design): styling.design = design
        case .monospacedDigit: styling.monospacedDigit = true
        case .multilineTextAlignment(let alignment): styling.alignment = alignment
        case .textCase(let textCase): styling.textCase = textCase
        case .italic(let isActive): styling.italic = isActive
        case .tracking(let points, _): styling.tracking = points
        case .lineSpacing(let points): styling.lineSpacing = points
        case .truncationMode(let mode): styling.truncationMode = mode
        case .minimumScaleFactor(let factor): styling.minimumScaleFactor = factor
        case .fontWidth(let width): styling.width = width
        }
        return styling
    }

    /// `font` with the weight, design and digits this styling sets.
    public func font(_ font: FontSpec) -> FontSpec {
        var font = font
        if let weight { font.weight = weight }
        if let design { font.design = design }
        if monospacedDigit { font.monospacedDigit = true }
        if italic { font.italic = true }
        if let width { font.width = width }
        font.tracking = tracking
        font.lineSpacing = lineSpacing
        font.truncationMode = truncationMode
        return font
    }

    /// `string` in the case this styling shows it in.
    public func cased(_ string: String) -> String { textCase?.apply(to: string) ?? string }
}

/// One run of a text of several (`Text("a") + Text("b").bold()`, markdown), and what styles it beyond the text's own
/// font and colour (`docs/scene-format.md#text-runs`).
public struct TextRunStyle: Sendable, Hashable {
    /// The run's characters.
    public var string: String
    /// A font of its own, in place of the text's.
    public var font: FontStyle?
    /// The bold weight, the slanted glyphs, the monospaced design.
    public var bold = false, italic = false, monospaced = false
    /// Lines under or through the run.
    public var underline = false, strikethrough = false
    /// A colour of its own, in place of the foreground style.
    public var color: ColorValue?
    /// For an `Image(systemName:)` in the text: the symbol's name; the run is its stand-in glyph
    /// (`docs/controls.md#symbols`) at the text's size.
    public var symbol: String?

    /// A run of `string`, styled as the text is unless told.
    public init(_ string: String) { self.string = string }

    /// A run showing the symbol `name`.
    public init(symbol name: String) { string = SymbolStandIns.glyph(for: name); symbol = name }

    /// The run's font, from the text's `base` font: its own font (a text style sized for `dynamicTypeSize`, with the
    /// text styling's changes, `styling`), then its weight, slant and design.
    public func font(base: FontSpec, styling: TextStyling, dynamicTypeSize: DynamicTypeSize = .large) -> FontSpec {
        if symbol != nil {
            return .symbols(size: (font.map { styling.font($0.spec(at: dynamicTypeSize)) } ?? base).size)
        }
        var spec = font.map { styling.font($0.spec(at: dynamicTypeSize)) } ?? base
        if bold { spec.weight = .bold }
        if italic { spec.italic = true }
        if monospaced { spec.design = .monospaced }
        return spec
    }
}
