import SwiftSyntax

/// Which expressions Swift types as optionals, read from their syntax: what a string interpolation needs to write
/// `Optional(3)` where Swift does. A value the front end holds has no optional wrapper of its own (`nil` is ``Value/null``).
extension Evaluator {
    /// The standard library's members that give an optional: `first`, `last`, `min()`, `randomElement()`, ….
    static let optionalMembers: Set<String> = [
        "first", "last", "min", "max", "randomElement", "popLast", "firstIndex", "lastIndex", "index",
    ]

    /// Whether `expression`, which gave `value`, is an optional that holds a value.
    func isOptional(_ expression: ExprSyntax, _ value: Value, in scope: Scope) throws -> Bool {
        switch value {
        case .null, .unknown, .view, .views, .geometry: return false
        default: break
        }
        if expression.is(OptionalChainingExprSyntax.self) { return true }
        if let reference = expression.as(DeclReferenceExprSyntax.self), !scope.bindsLocally(reference.baseName.text, above: globals),
           let type = source.declarations.variables[reference.baseName.text]?.typeAnnotation?.type.trimmedDescription {
            // A file-level constant declared optional (`let o: Double? = 0.5`).
            return type.hasSuffix("?") || type.hasPrefix("Optional<")
        }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            return tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self) {
            return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, Self.containsOptionalChaining(base) { return true }
            // `items.first`, `text.last`; not a type's own member of that name (`Theme.first`).
            guard ["first", "last"].contains(member.declName.baseName.text), let base = member.base, Self.isPure(base) else { return false }
            return Self.isCollection(try evaluate(base, in: scope))
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                if Self.containsOptionalChaining(base) { return true }
                guard Self.optionalMembers.contains(member.declName.baseName.text), Self.isPure(base) else { return false }
                return Self.isCollection(try evaluate(base, in: scope))
            }
            // `Int("12")`, `Double(text)`: a conversion from a string may fail.
            if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               NumericKind(typeName: type) != nil || type == "URL",
               call.arguments.count == 1, call.arguments.first?.label == nil,
               case .string = try evaluate(call.arguments.first!.expression, in: scope) {
                return true
            }
            return false
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
           Self.isPure(subscriptCall.calledExpression) {
            // `scores["x"]`: a dictionary's subscript gives an optional.
            if case .dictionary = try evaluate(subscriptCall.calledExpression, in: scope) { return true }
        }
        return false
    }

    /// Whether `expression` may be evaluated again without an effect: names, members of names, literals. A base with a
    /// call in it is not (`makeItems().first` would run `makeItems` twice), and its optional is written unwrapped.
    static func isPure(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(StringLiteralExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.map(isPure) ?? true }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isPure($0.expression) || LiteralNumber($0.expression) != nil } }
        if let dictionary = expression.as(DictionaryExprSyntax.self) { return dictionary.trimmedDescription.contains("(") == false }
        // Ranges and operators over such parts (`1...`, `..<n`, `i + 1`).
        if let postfix = expression.as(PostfixOperatorExprSyntax.self) { return isPure(postfix.expression) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isPure(prefix.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { $0.is(BinaryOperatorExprSyntax.self) || isPure($0) }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isPure(only.expression)
        }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) {
            return true
        }
        return LiteralNumber.mayBeLiteral(expression) && LiteralNumber(expression) != nil
    }

    private static func isCollection(_ value: Value) -> Bool {
        switch value {
        case .array, .string, .dictionary, .range: true
        default: false
        }
    }

    private static func containsOptionalChaining(_ expression: ExprSyntax) -> Bool {
        var node: ExprSyntax? = expression
        while let current = node {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let member = current.as(MemberAccessExprSyntax.self) { node = member.base; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { node = call.calledExpression; continue }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { node = subscriptCall.calledExpression; continue }
            return false
        }
        return false
    }
}
