import SwiftSyntax

/// Modifiers that name the style iOS draws anyway: `.toggleStyle(.switch)`, `.formStyle(.grouped)`,
/// `.renderingMode(.original)` on a picture. They change nothing and are accepted; the styles that would draw
/// something else are refused by name.
extension Evaluator {
    /// True when `.name(…)` was such a modifier and is done with; nil when `name` is none of them.
    func defaultStyleModifier(_ name: String, _ arguments: CallArguments, of view: BuiltView,
                              at node: some SyntaxProtocol) throws -> Bool? {
        let drawn: Set<String>
        switch name {
        case "toggleStyle": drawn = ["automatic", "switch"]
        case "formStyle": drawn = ["automatic", "grouped"]
        case "renderingMode":
            // A symbol's stand-in has one layer in either mode; a picture is drawn as it is (`.original`).
            let isSymbol = view.parameterKeys.contains("systemName")
            drawn = isSymbol ? ["original", "template"] : ["original"]
        default: return nil
        }
        try expect(arguments, labels: [nil], of: "." + name)
        guard let style = arguments.unlabeled(0) else {
            throw error(.missingArgument, "'.\(name)' needs a style", at: node, construct: "." + name)
        }
        let styleName = try memberName(style)
        guard drawn.contains(styleName) else {
            throw SwiftSourceError(.unsupportedModifier, "'.\(name)(.\(styleName))' is not drawn (drawn: \(drawn.sorted().map { "." + $0 }.joined(separator: ", ")), which iOS draws by default here)",
                                   at: style.place, construct: "." + name)
        }
        return true
    }
}
