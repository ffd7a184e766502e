import SwiftSyntax

/// Number literals typed as Swift types them (``LiteralNumber``): by the type the code declares around them, by the
/// other operand of an operator, by the variable an assignment stores into; `Int` (or `Double`) where nothing does.
extension Evaluator {
    /// A literal-only expression in the type its context declares, or in Swift's default type.
    func literalValue(_ literal: LiteralNumber, at expression: ExprSyntax) throws -> Value {
        try literalValue(literal, as: ExpectedType.of(expression).flatMap(NumericKind.init(typeName:)), at: expression)
    }

    /// A literal-only expression as `kind`; nil `kind`: Swift's default type.
    func literalValue(_ literal: LiteralNumber, as kind: NumericKind?, at node: some SyntaxProtocol) throws -> Value {
        switch kind {
        case .double?:
            guard literal.double.isFinite else { throw error(.invalidValue, "the result is not a finite number", at: node) }
            return .double(literal.double)
        case .float?:
            guard literal.float.isFinite else { throw error(.invalidValue, "the result is not a finite number", at: node) }
            return .float(literal.float)
        case .integer?, nil:
            switch literal.integer {
            case .value(let n)?: return .int(n)
            case .refused(let why)?: throw error(.invalidValue, why, at: node)
            case nil:
                if kind == .integer { throw error(.typeMismatch, "a number with a fraction cannot be an Int here", at: node) }
                return try literalValue(literal, as: .double, at: node)
            }
        }
    }

    /// The operands and operators of part of a sequence, when they are literals only (`1 / 2` of `x + 1 / 2`).
    func literal(_ operands: ArraySlice<ExprSyntax>, _ operators: ArraySlice<(text: String, node: ExprSyntax)>) -> LiteralNumber? {
        var numbers: [LiteralNumber] = []
        for operand in operands {
            guard LiteralNumber.mayBeLiteral(operand), let number = LiteralNumber(operand) else { return nil }
            numbers.append(number)
        }
        guard operators.allSatisfy({ ["+", "-", "*", "/", "%"].contains($0.text) }) else { return nil }
        return LiteralNumber.fold(numbers[...], operators.map(\.text)[...])
    }

    /// The elements of a sequence (operands and operators in turn, as after `=`), when they are literals only.
    func literal(_ elements: ArraySlice<ExprSyntax>) -> LiteralNumber? {
        let operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.compactMap { element -> (text: String, node: ExprSyntax)? in
            element.element.as(BinaryOperatorExprSyntax.self).map { ($0.operator.text, element.element) }
        }
        guard operators.count == operands.count - 1 else { return nil }
        return literal(operands[...], operators[...])
    }

    /// The base of an operator given as a function (`sorted(by: >)`): `.boundMethod(.type(operatorFunctions), ">")`.
    static let operatorFunctions = "an operator"

    /// The operators whose two operands Swift gives one type (`x + 1 / 2`: the literals take `x`'s type).
    static func unifiesOperands(_ op: String) -> Bool {
        switch op {
        case "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "..<", "...": true
        default: false
        }
    }

    /// A value stored into `current`'s variable: literals take the variable's type (`width = 3 / 2` for a
    /// `CGFloat` width is 1.5).
    func assigned(_ elements: ArraySlice<ExprSyntax>, to current: Value?, declared: NumericKind? = nil,
                  spelled sequence: SequenceExprSyntax, in scope: Scope) throws -> Value {
        if let kind = current.flatMap({ NumericKind(of: $0) }) ?? declared, let first = elements.first, let literal = literal(elements) {
            return try literalValue(literal, as: kind, at: first)
        }
        if elements.count == 1, let only = elements.first { return try evaluate(only, in: scope) }
        return try evaluateSequence(elements, spelled: sequence, in: scope)
    }

    /// An argument given to a parameter of type `type`: a literal-only argument takes that type, as do the literals
    /// of an array, tuple or dictionary written in it (`[7 / 2, 1]` given as `[Double]`); a closure keeps the
    /// function type for when it is called.
    func typedArgument(_ argument: Argument, as type: String?) throws -> Value {
        guard let type else { return argument.value }
        if let literal = argument.literal, let kind = NumericKind(typeName: type) {
            do { return try literalValue(literal, as: kind, at: source.tree) }
            catch let failure as SwiftSourceError {
                throw SwiftSourceError(failure.kind, failure.message, at: argument.place, construct: failure.construct)
            }
        }
        // `title: LocalizedStringKey` given `"Total \(amount)"`: a Double written as that type writes it (`%lf`).
        if Self.unwrapped(type) == "LocalizedStringKey", let literal = argument.expression?.as(StringLiteralExprSyntax.self),
           let scope = argument.scope, literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }),
           literal.segments.allSatisfy({ segment in
               guard case .expressionSegment(let interpolation) = segment else { return true }
               return interpolation.expressions.allSatisfy { Self.isPure($0.expression) }
           }) {
            return .string(try string(literal, in: scope, localized: true).text)
        }
        if case .closure(let closure, _) = argument.value, ExpectedType.functionTypeParts(type) != nil {
            state.closureTypes[closure.id] = type
        }
        let value = try argument.expression.map { try literalsTyped(argument.value, written: $0, as: type) } ?? argument.value
        return try typed(value, as: type)
    }

    /// `value`, written as `expression`, with the number literals inside the arrays, tuples and dictionaries it
    /// spells typed by the element types of `type` (`(7 / 2, 1)` as `(Double, Int)` is `(3.5, 1)`).
    func literalsTyped(_ value: Value, written expression: ExprSyntax, as type: String) throws -> Value {
        var expression = expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            expression = only.expression
        }
        let type = Self.unwrapped(type)
        if LiteralNumber.mayBeLiteral(expression), let literal = LiteralNumber(expression), let kind = NumericKind(typeName: type) {
            return try literalValue(literal, as: kind, at: expression)
        }
        switch value {
        case .array(var items):
            guard let array = expression.as(ArrayExprSyntax.self), array.elements.count == items.count,
                  let element = ExpectedType.elementType(of: type) else { return value }
            for (index, written) in array.elements.enumerated() {
                items[index] = try literalsTyped(items[index], written: written.expression, as: element)
            }
            return .array(items)
        case .tuple(var elements):
            let types = ExpectedType.tupleElementTypes(of: type)
            guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == elements.count, types.count == elements.count else {
                return value
            }
            for (index, written) in tuple.elements.enumerated() {
                elements[index].value = try literalsTyped(elements[index].value, written: written.expression, as: types[index])
            }
            return .tuple(elements)
        case .dictionary(var entries):
            guard let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let written) = dictionary.content,
                  written.count == entries.count, let (keyType, valueType) = ExpectedType.keyAndValueTypes(of: type) else { return value }
            for (index, element) in written.enumerated() {
                entries[index] = (try literalsTyped(entries[index].key, written: element.key, as: keyType),
                                  try literalsTyped(entries[index].value, written: element.value, as: valueType))
            }
            return .dictionary(entries)
        default:
            return value
        }
    }

    /// The one floating-point kind among numbers, when every number is floating or an Int and at least one is floating.
    static func floatingKind(of items: [Value]) -> NumericKind? {
        var kinds: Set<String> = []
        for item in items {
            switch item {
            case .double: kinds.insert("double")
            case .float: kinds.insert("float")
            default: break
            }
        }
        guard kinds.count == 1 else { return nil }
        return kinds.first == "double" ? .double : .float
    }
}
