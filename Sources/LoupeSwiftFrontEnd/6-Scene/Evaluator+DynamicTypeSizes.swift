import LoupeScene
import SwiftSyntax

/// `.dynamicTypeSize(.accessibility3)` sets the size the views inside read (`@Environment(\.dynamicTypeSize)`) and
/// their text styles are set at; `.dynamicTypeSize(.small ... .large)`, `(...DynamicTypeSize.xxxLarge)`, `(.large...)`
/// clamp the size they are given into the range: the environment's (`.large` unless an enclosing modifier set
/// another), moved to the nearest bound.
extension Evaluator {
    /// The modifier, with its size handed down to the views its base makes.
    func dynamicTypeSize(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, base: ExprSyntax,
                         in scope: Scope) throws -> Value {
        let arguments = try clampedDynamicTypeSize(call, in: scope) ?? self.arguments(of: call, in: scope)
        guard let size = arguments.unlabeled(0) else { return try method("dynamicTypeSize", on: try evaluate(base, in: scope), arguments, at: member.declName) }
        state.environment.entries.append(EnvironmentEntry(kind: .value(key: "dynamicTypeSize"), value: size.value))
        let made: Value
        do {
            defer { state.environment.entries.removeLast() }
            made = try evaluate(base, in: scope)
        }
        return try method("dynamicTypeSize", on: made, arguments, at: member.declName)
    }

    /// The modifier's argument as the one size it sets; nil when the argument is not a range.
    func clampedDynamicTypeSize(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> CallArguments? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let (lower, upper) = try dynamicTypeSizeBounds(argument.expression, in: scope) else { return nil }
        let sizes = DynamicTypeSize.allCases.map(\.rawValue)
        guard case .member(let current, nil) = environmentValue("dynamicTypeSize"), var index = sizes.firstIndex(of: current) else {
            return nil
        }
        if let lower, let bound = sizes.firstIndex(of: lower) { index = max(index, bound) }
        if let upper { index = min(index, upper) }
        return CallArguments(list: [Argument(label: nil, value: .member(sizes[index], nil), place: place(argument))], trailing: [],
                             node: Syntax(call), scope: scope)
    }

    /// A range of sizes' lower bound and the index of the largest size in it, from its syntax.
    private func dynamicTypeSizeBounds(_ expression: ExprSyntax, in scope: Scope) throws -> (String?, Int?)? {
        let sizes = DynamicTypeSize.allCases.map(\.rawValue)
        func size(_ expression: ExprSyntax) throws -> String {
            let value = try evaluate(expression, in: scope)
            guard case .member(let name, nil) = value, sizes.contains(name) else {
                throw error(.typeMismatch, "expected a DynamicTypeSize such as '.large', found \(value.kind)", at: expression)
            }
            return name
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<" {
            let elements = Array(sequence.elements)
            let lower = try size(elements[0]), upper = sizes.firstIndex(of: try size(elements[2]))! - (op == "..." ? 0 : 1)
            guard upper >= sizes.firstIndex(of: lower)! else {
                throw error(.invalidValue, "the range '\(spelling(expression))' holds no size", at: expression)
            }
            return (lower, upper)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(prefix.operator.text) {
            let upper = sizes.firstIndex(of: try size(prefix.expression))!
            return (nil, prefix.operator.text == "..." ? upper : upper - 1)
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return (try size(postfix.expression), nil)
        }
        return nil
    }
}
