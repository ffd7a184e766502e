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

    /// The modifier's key as the scene format spells it.
    public var name: String {
        switch self {
        case .fontWeight: "fontWeight"
        case .bold: "bold"
        case .fontDesign: "fontDesign"
        case .monospacedDigit: "monospacedDigit"
        case .multilineTextAlignment: "multilineTextAlignment"
        case .textCase: "textCase"
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
        }
        return styling
    }

    /// `font` with the weight, design and digits this styling sets.
    public func font(_ font: FontSpec) -> FontSpec {
        var font = font
        if let weight { font.weight = weight }
        if let design { font.design = design }
        if monospacedDigit { font.monospacedDigit = true }
        return font
    }

    /// `string` in the case this styling shows it in.
    public func cased(_ string: String) -> String { textCase?.apply(to: string) ?? string }
}
