import SwiftSyntax

/// SwiftUI's older spelling of the built-in styles as types: `GroupedListStyle()`, `SegmentedPickerStyle()`,
/// `PlainButtonStyle()`, `RoundedBorderTextFieldStyle()`, read as the member they name (`.grouped`, `.segmented`, …).
extension Evaluator {
    /// The families of built-in styles, by the suffix of their type names.
    static let styleTypeSuffixes = ["ListStyle", "PickerStyle", "ButtonStyle", "TextFieldStyle", "ProgressViewStyle",
                                    "LabelStyle", "ToggleStyle", "DatePickerStyle", "GroupBoxStyle", "MenuStyle"]

    /// `.member("grouped")` for `GroupedListStyle`, `.member("automatic")` for `DefaultListStyle`; nil for any other
    /// name. A module's own style type is looked up before this.
    func builtInStyle(_ type: String, _ arguments: CallArguments) -> Value? {
        guard arguments.list.isEmpty, arguments.trailing.isEmpty,
              let suffix = Self.styleTypeSuffixes.first(where: { type.hasSuffix($0) && type.count > $0.count }) else { return nil }
        let stem = String(type.dropLast(suffix.count))
        if stem == "Default" || stem == "Automatic" { return .member("automatic", nil) }
        return .member(stem.prefix(1).lowercased() + stem.dropFirst(), nil)
    }

    /// Refuses one of the older style types given arguments (`CircularProgressViewStyle(tint: .gray)`), which change
    /// what is drawn in ways not modelled, with what to write instead.
    func refuseBuiltInStyleArguments(_ type: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws {
        guard !arguments.isEmpty, Self.styleTypeSuffixes.contains(where: { type.hasSuffix($0) && type.count > $0.count }),
              try resolveType(type, at: node) == nil else { return }
        throw error(.unsupportedSwift, "'\(arguments.spelling(type))' is not supported: the older style types' arguments are not drawn (a style without them is written as a member: .progressViewStyle(.circular))",
                    at: node, construct: type)
    }
}

