import SwiftSyntax

/// A set's order is not Swift's to keep either: its elements come out in hash order, which changes from one run of
/// the app to the next. The front end keeps a set as an array of its distinct elements, so a set is known by its
/// declared type (`let tags: Set<String>`, `@State var picked: Set<Int>`) or by being made with `Set(…)`; what reads
/// one of two or more elements in order — `Array(tags)`, `for t in tags`, `tags.first`, `tags.map { … }` shown as it
/// is — is refused, and what does not depend on the order (`count`, `contains`, `sorted`, set algebra) is evaluated
/// (`docs/swift-source.md#collections`).
extension Evaluator {
    /// The set members whose result does not depend on the elements' order.
    static let orderFreeSetMembers: Set<String> = [
        "count", "isEmpty", "contains", "allSatisfy", "sorted", "min", "max", "filter", "union", "intersection",
        "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint", "isStrictSubset", "isStrictSuperset",
        "insert", "remove", "removeAll", "update", "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
        "randomElement",
    ]

    /// The set methods whose result is a set again (`tags.filter { … }` is a `Set`).
    private static let setResults: Set<String> = ["filter", "union", "intersection", "subtracting", "symmetricDifference"]

    /// Refuses `name` read from `base`, a set of `count` elements, where its result depends on their order. `node` is
    /// the member access or call that reads it.
    func requireSetOrderFree(_ name: String, base: ExprSyntax, count: Int, at node: some SyntaxProtocol, in scope: Scope) throws {
        guard count > 1, !Self.orderFreeSetMembers.contains(name), try isSet(base, in: scope) else { return }
        if name == "map" || name == "compactMap" || name == "reduce",
           let call = Self.enclosing(FunctionCallExprSyntax.self, of: Syntax(node)), Self.consumedWithoutOrder(call, integers: false) {
            return
        }
        throw setOrderError("'.\(name)'", at: node)
    }

    /// Refuses `Array(set)` and a loop over a set of two or more elements, unless only an order-free use follows.
    func requireSetOrderFree(converting argument: Argument, named name: String, at node: some SyntaxProtocol, in scope: Scope) throws {
        guard name != "Set", case .array(let items) = argument.value, items.count > 1, let expression = argument.expression,
              try isSet(expression, in: scope) else { return }
        if let call = node.as(FunctionCallExprSyntax.self), Self.consumedWithoutOrder(ExprSyntax(call), integers: false) { return }
        throw setOrderError("'\(name)(…)'", at: node)
    }

    /// Refuses `for x in set` over a set of two or more elements.
    func requireSetOrderFreeLoop(over value: Value, written expression: ExprSyntax, in scope: Scope) throws {
        guard case .array(let items) = value, items.count > 1, try isSet(expression, in: scope) else { return }
        throw setOrderError("a loop over it", at: expression)
    }

    /// Whether `expression` is a `Set`: made by `Set(…)`, declared as one, or a set method's result on one.
    func isSet(_ expression: ExprSyntax, in scope: Scope) throws -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression
            if called.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set" || called.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription == "Set" {
                return true
            }
            if let member = called.as(MemberAccessExprSyntax.self), let base = member.base, Self.setResults.contains(member.declName.baseName.text) {
                return try isSet(base, in: scope)
            }
        }
        // `let tags = Set(names)` at file level or as a property: its initializer says.
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let property: PatternBindingSyntax? = if case .instance(let instance)? = scope.lookUp("self") { Self.property(name, of: instance.type)?.1 } else { nil }
            let global = scope.bindsLocally(name, above: globals) ? nil : declarations(at: reference).variables[name]
            if let initializer = (property ?? global)?.initializer?.value,
               initializer.id != expression.id, initializer.is(FunctionCallExprSyntax.self), try isSet(initializer, in: scope) {
                return true
            }
        }
        guard let declared = try declaredType(of: expression, in: scope) else { return false }
        let type = Self.unwrapped(declared)
        return type == "Set" || type.hasPrefix("Set<")
    }

    private func setOrderError(_ what: String, at node: some SyntaxProtocol) -> SwiftSourceError {
        error(.unsupportedSwift, "\(what) reads a set in its order, which Swift does not keep (it changes from one run of the app to the next); sort it first (.sorted())",
              at: node)
    }
}
