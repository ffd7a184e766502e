import SwiftSyntax

/// A dictionary's order is not Swift's to keep: its keys come out in its hash order, which changes from one run of
/// the app to the next (Swift seeds its hashing per process). What reads a dictionary of two or more entries in order
/// — `for (k, v) in d`, `d.keys` or `d.values` used as an array, `d.map`, `d.first`, a floating-point `reduce` — is
/// refused, as no one picture is the app's; what does not depend on the order (`count`, `contains`, `sorted`,
/// `min`/`max`, `mapValues`, `filter`, an integer sum) is evaluated (`docs/swift-source.md#collections`).
extension Evaluator {
    /// The dictionary methods and properties whose result does not depend on the entries' order.
    static let orderFreeDictionaryMembers: Set<String> = [
        "count", "isEmpty", "contains", "allSatisfy", "sorted", "min", "max", "mapValues", "compactMapValues", "filter",
        "index", "keys", "values", "randomElement",
    ]

    /// What consumes a dictionary's `keys` or `values` (or an array of them) without its order.
    static let orderFreeConsumers: Set<String> = ["count", "isEmpty", "contains", "allSatisfy", "sorted", "min", "max"]

    /// Refuses `name` read from a dictionary of `entries` where its result depends on their order. `node` is where
    /// the member is read; its expression's consumer decides for `keys` and `values`.
    func requireOrderFree(_ name: String, of entries: [(key: Value, value: Value)], at node: some SyntaxProtocol) throws {
        guard entries.count > 1 else { return }
        if name == "keys" || name == "values" {
            // An integer sum of the values is the same in any order; a floating-point one is not, to the last digit.
            let values = name == "keys" ? entries.map(\.key) : entries.map(\.value)
            let integers = values.allSatisfy { if case .int = $0 { true } else { false } }
            guard let expression = Self.enclosing(MemberAccessExprSyntax.self, of: Syntax(node)), Self.consumedWithoutOrder(expression, integers: integers) else {
                throw orderError("'.\(name)'", at: node)
            }
            return
        }
        if name == "reduce", entries.allSatisfy({ if case .int = $0.value { true } else { false } }) { return }
        // `Array(dict)` and `d.map { … }` feeding only `.sorted`/`.count`/…: the order never shows.
        if name == "Array" || name == "map" || name == "compactMap",
           let expression = Self.enclosing(FunctionCallExprSyntax.self, of: Syntax(node)), Self.consumedWithoutOrder(expression, integers: false) {
            return
        }
        if !Self.orderFreeDictionaryMembers.contains(name) { throw orderError(name == "Array" ? "'Array(…)'" : "'.\(name)'", at: node) }
    }

    /// Refuses a loop over a dictionary of two or more entries.
    func requireOrderFreeLoop(over value: Value, at node: some SyntaxProtocol) throws {
        if case .dictionary(let entries) = value, entries.count > 1 { throw orderError("a loop over it", at: node) }
    }

    private func orderError(_ what: String, at node: some SyntaxProtocol) -> SwiftSourceError {
        error(.unsupportedSwift, "\(what) reads a dictionary in its order, which Swift does not keep (it changes from one run of the app to the next); sort it first (.sorted(by:), .keys.sorted())",
              at: node)
    }

    /// The nearest expression of `kind` that holds `node`: the member access a member's name is in
    /// (`d.keys`), or the call (`d.map { … }`, `Array(d)`).
    static func enclosing<Kind: ExprSyntaxProtocol>(_ kind: Kind.Type, of node: Syntax) -> ExprSyntax? {
        var current: Syntax? = node
        while let syntax = current {
            if let found = syntax.as(Kind.self) { return ExprSyntax(found) }
            current = syntax.parent
        }
        return nil
    }

    /// Whether `expression`'s value is used only in ways its order does not change: `.sorted()`, `.count`,
    /// `.contains(…)`, `Set(…)`, and through `Array(…)` to one of these.
    static func consumedWithoutOrder(_ expression: ExprSyntax, integers: Bool) -> Bool {
        guard let parent = expression.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id {
            let name = member.declName.baseName.text
            return orderFreeConsumers.contains(name) || name == "reduce" && integers
        }
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1 {
            switch call.calledExpression.trimmedDescription {
            case "Set": return true
            case "Array": return consumedWithoutOrder(ExprSyntax(call), integers: integers)
            default: return false
            }
        }
        return false
    }
}
