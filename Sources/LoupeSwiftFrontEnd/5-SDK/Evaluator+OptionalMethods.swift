import SwiftSyntax

/// `Optional`'s own methods: `map` and `flatMap` run their closure once on the value an optional holds (not on the
/// characters of an optional `String` or the elements of an optional array), and give `nil` for `nil`.
extension Evaluator {
    static let optionalMethods: Set<String> = ["map", "flatMap"]

    /// `o.map { … }` where `o` is an optional (by its declaration or its expression); nil when `base` is not one.
    func optionalMethod(_ name: String, on base: Value, _ baseExpression: ExprSyntax, _ arguments: CallArguments,
                        in scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        guard Self.optionalMethods.contains(name), arguments.list.count + arguments.trailing.count == 1,
              arguments.list.first?.label == nil else { return nil }
        if case .null = base { return .null }
        guard try isOptional(baseExpression, base, in: scope) else { return nil }
        if let trailing = arguments.trailing.first {
            return try callClosure(trailing.closure, in: arguments.scope, with: [base], at: node)
        }
        let transform = arguments.list[0]
        return try callValue(transform.value, CallArguments(list: [Argument(label: nil, value: base, place: transform.place)], trailing: [],
                                                            node: Syntax(node), scope: arguments.scope),
                             named: name, at: node)
    }
}
