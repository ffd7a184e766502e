import SwiftSyntax

/// Binary operators and the ternary, folded from the parser's flat sequence by Swift's precedence groups.
extension Evaluator {
    private enum Piece {
        case operand(ExprSyntax)
        case binary(String, ExprSyntax)
        case ternary(ExprSyntax, UnresolvedTernaryExprSyntax)
    }

    /// Swift's precedence of the operators a preview may use (higher binds tighter).
    private static func precedence(_ op: String) -> Int? {
        switch op {
        case "<<", ">>": 9
        case "*", "/", "%", "&", "&*": 8
        case "+", "-", "|", "^", "&+", "&-": 7
        case "..<", "...": 6
        case "as", "is": 5
        case "??": 4
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==": 3
        case "&&": 2
        case "||": 1
        default: nil
        }
    }

    func evaluateSequence(_ sequence: SequenceExprSyntax, in scope: Scope) throws -> Value {
        let result = try evaluateSequence(Array(sequence.elements)[...], spelled: sequence, in: scope)
        // Where the code declares a floating-point type, Swift has no Int to divide: an Int quotient here means
        // literals were typed as Ints that Swift types from the context (`let v: Double = [3, 4].reduce(0, +) / 2`).
        if case .int = result, Self.dividesIntegers(sequence),
           let expected = ExpectedType.of(sequence).flatMap(NumericKind.init(typeName:)), expected != .integer {
            throw error(.unsupportedSwift, "'\(spelling(sequence))' divides Ints where a \(expected == .float ? "Float" : "Double") is declared: Swift types its literals from that, which is not worked out here", at: sequence)
        }
        return result
    }

    /// Whether a sequence divides (`/` or `%` among its operators).
    static func dividesIntegers(_ expression: some SyntaxProtocol) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .binaryOperator("/") || token.tokenKind == .binaryOperator("%")
        }
    }

    /// The operands and operators of a sequence, or of its part after an assignment's `=` (`a = b + c`).
    func evaluateSequence(_ elements: ArraySlice<ExprSyntax>, spelled sequence: some SyntaxProtocol,
                          in scope: Scope) throws -> Value {
        var operands: [ExprSyntax] = []
        var operators: [(text: String, node: ExprSyntax)] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                operands.append(element)
            } else if let binary = element.as(BinaryOperatorExprSyntax.self) {
                operators.append((binary.operator.text, element))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                operators.append(("?:", ExprSyntax(ternary)))
            } else if let cast = element.as(UnresolvedAsExprSyntax.self) {
                // `x as Double` in a sequence: the operand before it is read as the type (numbers convert).
                operators.append(("as", ExprSyntax(cast)))
            } else if element.is(UnresolvedIsExprSyntax.self) {
                operators.append(("is", element))
            } else {
                throw error(.unsupportedSwift, "'\(spelling(element))' is not supported in an expression", at: element)
            }
        }
        guard operands.count == operators.count + 1 else {
            throw error(.unsupportedSwift, "'\(spelling(sequence))' is not an expression this renderer evaluates", at: sequence)
        }
        for op in operators where op.text != "?:" && Self.precedence(op.text) == nil {
            throw error(.unsupportedSwift, "the operator '\(op.text)' is not supported", at: op.node)
        }
        // A ternary's literal branches take the type the code declares around the whole (`let y: Double = b ? 1 : 2`).
        let expected = operators.contains { $0.text == "?:" } ? ExpectedType.of(sequence).flatMap(NumericKind.init(typeName:)) : nil
        return try fold(operands[...], operators[...], expecting: expected, in: scope)
    }

    /// Splits at the loosest operator (the ternary is loosest and right-associative; the others are left-associative,
    /// so the last of the loosest splits), then evaluates both sides.
    private func fold(_ operands: ArraySlice<ExprSyntax>, _ operators: ArraySlice<(text: String, node: ExprSyntax)>,
                      expecting expected: NumericKind? = nil, in scope: Scope) throws -> Value {
        if let expected, let literal = literal(operands, operators) { return try literalValue(literal, as: expected, at: operands.first!) }
        if operators.isEmpty { return try evaluate(operands.first!, in: scope) }
        if let ternaryIndex = operators.firstIndex(where: { $0.text == "?:" }) {
            let offset = ternaryIndex - operators.startIndex
            let condition = try fold(operands.prefix(offset + 1), operators.prefix(upTo: ternaryIndex), in: scope)
            guard case .bool(let flag) = condition else {
                throw error(.typeMismatch, "expected a Boolean condition, found \(condition.kind)", at: operators[ternaryIndex].node)
            }
            let ternary = operators[ternaryIndex].node.as(UnresolvedTernaryExprSyntax.self)!
            let elseOperands = operands.dropFirst(offset + 1), elseOperators = operators.dropFirst(offset + 1)
            // Both branches have one type: the declared one, or a literal's that has a fraction (`b ? 1 : 0.5` is 1.0).
            let thenLiteral = LiteralNumber.mayBeLiteral(ternary.thenExpression) ? LiteralNumber(ternary.thenExpression) : nil
            let elseLiteral = literal(elseOperands, elseOperators)
            var kind = expected
            if kind == nil, thenLiteral?.integer == nil && thenLiteral != nil || elseLiteral?.integer == nil && elseLiteral != nil {
                kind = .double
            }
            if flag {
                if let thenLiteral, let kind { return try literalValue(thenLiteral, as: kind, at: ternary.thenExpression) }
                return try evaluate(ternary.thenExpression, in: scope)
            }
            return try fold(elseOperands, elseOperators, expecting: kind, in: scope)
        }
        let loosest = operators.map { Self.precedence($0.text)! }.min()!
        let splitIndex = operators.lastIndex(where: { Self.precedence($0.text) == loosest })!
        let offset = splitIndex - operators.startIndex
        let op = operators[splitIndex]
        let leftOperands = operands.prefix(offset + 1), leftOperators = operators.prefix(upTo: splitIndex)
        let rightOperands = operands.dropFirst(offset + 1), rightOperators = operators.dropFirst(offset + 1)
        if Self.unifiesOperands(op.text) {
            // Literals take the type of the other operand (`x + 1 / 2` with a Double x adds 0.5), or, both sides
            // literals, one type for both (`1 / 2 == 0.5` compares Doubles).
            let leftLiteral = literal(leftOperands, leftOperators), rightLiteral = literal(rightOperands, rightOperators)
            switch (leftLiteral, rightLiteral) {
            case (let leftLiteral?, nil):
                let right = try fold(rightOperands, rightOperators, in: scope)
                let left = try literalValue(leftLiteral, as: NumericKind(of: right), at: leftOperands.first!)
                return try sized(binary(op.text, left, right, at: op.node), op.text, rightOperands, at: op.node, in: scope)
            case (nil, let rightLiteral?):
                let left = try fold(leftOperands, leftOperators, in: scope)
                let right = try literalValue(rightLiteral, as: NumericKind(of: left), at: rightOperands.first!)
                return try sized(binary(op.text, left, right, at: op.node), op.text, leftOperands, at: op.node, in: scope)
            case (let leftLiteral?, let rightLiteral?):
                let kind: NumericKind? = leftLiteral.integer == nil || rightLiteral.integer == nil ? .double : nil
                return try binary(op.text, try literalValue(leftLiteral, as: kind, at: leftOperands.first!),
                                  try literalValue(rightLiteral, as: kind, at: rightOperands.first!), at: op.node)
            case (nil, nil):
                break
            }
        }
        if op.text == "as", let literal = literal(leftOperands, leftOperators),
           let kind = NumericKind(typeName: operands[operands.startIndex + offset + 1].trimmedDescription) {
            return try literalValue(literal, as: kind, at: leftOperands.first!)
        }
        // `[1.5] + [2]`, `doubles + [7 / 2]`: arrays joined are one type; the integer literals of an array literal
        // take the other side's floating type.
        let leftArray = leftOperands.count == 1 ? leftOperands.first!.as(ArrayExprSyntax.self) : nil
        let rightArray = rightOperands.count == 1 ? rightOperands.first!.as(ArrayExprSyntax.self) : nil
        if op.text == "+", leftArray != nil || rightArray != nil {
            var left = try fold(leftOperands, leftOperators, in: scope)
            var right = try fold(rightOperands, rightOperators, in: scope)
            if case .array(let leftItems) = left, case .array(let rightItems) = right, let kind = Self.floatingKind(of: leftItems + rightItems) {
                if let leftArray { left = .array(try retyped(leftItems, leftArray, as: kind)) }
                if let rightArray { right = .array(try retyped(rightItems, rightArray, as: kind)) }
            }
            return try binary("+", left, right, at: op.node)
        }
        // &&, || and ?? do not evaluate their right side when the left decides.
        let left = try fold(leftOperands, leftOperators, in: scope)
        if op.text == "&&" || op.text == "||", case .bool(let l) = left, (op.text == "&&") != l {
            return .bool(l)
        }
        if op.text == "as" || op.text == "is" {
            // `value as Type`, `value is Type`: the operand after the operator is the type.
            let type = operands[operands.startIndex + offset + 1].trimmedDescription
            return op.text == "is" ? .bool(matchesType(left, type)) : try converted(left, to: type, at: op.node)
        }
        if op.text == "??" {
            guard case .null = left else { return left }
            // `Double(text) ?? 0` is a Double: a literal default takes the type of the optional it stands in for.
            let kind = leftOperands.count == 1 ? try wrappedNumericKind(of: leftOperands.first!, in: scope) : nil
            return try fold(rightOperands, rightOperators, expecting: kind, in: scope)
        }
        let right = try fold(operands.dropFirst(offset + 1), operators.dropFirst(offset + 1), in: scope)
        let result = try binary(op.text, left, right, at: op.node)
        // A shift has its left side's type; the other operators one type for both sides.
        let typed = op.text == "<<" || op.text == ">>" ? try sized(result, op.text, leftOperands, at: op.node, in: scope)
            : try sized(sized(result, op.text, leftOperands, at: op.node, in: scope), op.text, rightOperands, at: op.node, in: scope)
        return typed
    }

    /// An integer result of an operand declared as a sized integer (`let b: UInt8`), in that type: arithmetic that
    /// leaves its range traps in Swift, so it is an error; shifts and bitwise operators keep its width.
    func sized(_ result: Value, _ op: String, _ operand: ArraySlice<ExprSyntax>, at node: ExprSyntax, in scope: Scope) throws -> Value {
        guard case .int(let value) = result, source.namesSizedIntegers, operand.count == 1, let expression = operand.first,
              !expression.is(IntegerLiteralExprSyntax.self), let declared = try declaredType(of: expression, in: scope) else { return result }
        return try sizedInteger(value, op, type: declared, at: node)
    }

    /// `value`, the result of `op` on `type`s, as that type holds it.
    func sizedInteger(_ value: Int, _ op: String, type: String, at node: some SyntaxProtocol) throws -> Value {
        guard let range = Self.sizedIntegerRanges[type], type != "Int64" else { return .int(value) }
        if range.contains(value) { return .int(value) }
        guard ["<<", ">>", "&", "|", "^", "~", "&+", "&-", "&*"].contains(op) else {
            throw error(.invalidValue, "arithmetic overflow: '\(op)' gives \(value), which a \(type) does not hold (Swift traps)", at: node)
        }
        let truncated: Int? = switch type {
        case "Int8": Int(Int8(truncatingIfNeeded: value))
        case "Int16": Int(Int16(truncatingIfNeeded: value))
        case "Int32": Int(Int32(truncatingIfNeeded: value))
        case "UInt8": Int(UInt8(truncatingIfNeeded: value))
        case "UInt16": Int(UInt16(truncatingIfNeeded: value))
        case "UInt32": Int(UInt32(truncatingIfNeeded: value))
        default: nil
        }
        guard let truncated else {
            throw error(.invalidValue, "'\(op)' gives a \(type) past \(Int.max), which is not held here", at: node)
        }
        return .int(truncated)
    }

    /// `a + b` once folded (swift-syntax leaves sequences unfolded; this is for folded trees).
    func evaluateInfix(_ infix: InfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw unsupported(.unsupportedSwift, spelling(infix), "supported Swift: docs/swift-source.md", at: infix)
        }
        return try binary(op, try evaluate(infix.leftOperand, in: scope), try evaluate(infix.rightOperand, in: scope),
                          at: ExprSyntax(infix))
    }

    func binary(_ op: String, _ left: Value, _ right: Value, at node: ExprSyntax) throws -> Value {
        for operand in [left, right] {
            if case .geometry = operand { throw layoutTimeError("'\(op)': \(Self.geometryOnlyInText)", at: place(node)) }
        }
        // `theme == .dark`: the implicit member is a static of the other side's type.
        if ["==", "!="].contains(op), let resolved = try implicitOperand(left, beside: right, at: node) {
            return try binary(op, resolved, right, at: node)
        }
        if ["==", "!="].contains(op), let resolved = try implicitOperand(right, beside: left, at: node) {
            return try binary(op, left, resolved, at: node)
        }
        if ["==", "!="].contains(op) { try comparable(left, right, at: node) }
        switch op {
        case "==", "===": if left.number == nil || right.number == nil { return .bool(valuesEqual(left, right)) }
        case "!=", "!==": if left.number == nil || right.number == nil { return .bool(!valuesEqual(left, right)) }
        default: break
        }
        if let angle = try angleArithmetic(op, left, right, at: node) { return angle }
        switch (left, right) {
        case (.view(let a), .view(let b)) where op == "+":
            if let joined = try joinedTexts(a, b, at: node) { return .view(joined) }
        case (.int(let a), .int(let b)):
            switch op {
            case "+": return try checked(a.addingReportingOverflow(b), at: node)
            case "-": return try checked(a.subtractingReportingOverflow(b), at: node)
            case "*": return try checked(a.multipliedReportingOverflow(by: b), at: node)
            case "/", "%":
                guard b != 0 else { throw error(.invalidValue, "division by zero", at: node) }
                // `Int.min / -1` overflows, and traps in Swift.
                return try checked(op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b), at: node)
            case "..<", "...": return .range(lower: Double(a), upper: Double(b), closed: op == "...")
            // Swift's own smart shifts (a shift past the width gives 0, or -1 for a negative left side) and bitwise
            // operators; a sized integer's width is applied where its type is declared (`sizedResult`).
            case "<<": return .int(a << b)
            case ">>": return .int(a >> b)
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            // The wrapping operators: the result modulo 2⁶⁴, as Swift's `&+`, `&-`, `&*` give it.
            case "&+": return .int(a &+ b)
            case "&-": return .int(a &- b)
            case "&*": return .int(a &* b)
            // Compared as Ints: past 2^53 two Ints can share one Double.
            default: return try comparison(op, a, b, at: node)
            }
        case (.float, .float), (.float, .int), (.int, .float):
            if let result = try floatArithmetic(op, Float(left.number!), Float(right.number!), at: node) { return result }
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(a + b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            return try bounded(a + b, at: node)
        case (.date(let a), .date(let b)):
            return try comparison(op, a, b, at: node)
        case (.date(let a), _) where op == "+" || op == "-":
            if let b = right.number { return .date(op == "+" ? a + b : a - b) }
        case (.bool(let a), .bool(let b)):
            switch op {
            case "&&": return .bool(a && b)
            case "||": return .bool(a || b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: break
            }
        default:
            if let a = left.number, let b = right.number {
                switch op {
                case "+": return try finite(a + b, at: node)
                case "-": return try finite(a - b, at: node)
                case "*": return try finite(a * b, at: node)
                case "/":
                    guard b != 0 else { throw error(.invalidValue, "division by zero", at: node) }
                    return try finite(a / b, at: node)
                case "..<", "...": return .range(lower: a, upper: b, closed: op == "...")
                case "%": break
                default: return try comparison(op, a, b, at: node)
                }
            }
            // The module's `Comparable` types: `<` as the type declares it, the others from it, as Swift derives them.
            if ["<", ">", "<=", ">="].contains(op), let less = try customLess(op == "<" || op == ">=" ? left : right,
                                                                             op == "<" || op == ">=" ? right : left) {
                return .bool(op == "<" || op == ">" ? less : !less)
            }
        }
        throw error(.typeMismatch, "'\(op)' cannot combine \(left.kind) and \(right.kind)", at: node)
    }

    /// An `Int` operation's result, or the error where Swift traps on an overflow.
    private func checked(_ result: (partialValue: Int, overflow: Bool), at node: ExprSyntax) throws -> Value {
        guard !result.overflow else { throw error(.invalidValue, "arithmetic overflow", at: node) }
        return .int(result.partialValue)
    }

    /// `Float`'s arithmetic, in single precision; nil for an operator it does not have.
    private func floatArithmetic(_ op: String, _ a: Float, _ b: Float, at node: ExprSyntax) throws -> Value? {
        let result: Float
        switch op {
        case "+": result = a + b
        case "-": result = a - b
        case "*": result = a * b
        case "/":
            guard b != 0 else { throw error(.invalidValue, "division by zero", at: node) }
            result = a / b
        case "..<", "...": return .range(lower: Double(a), upper: Double(b), closed: op == "...")
        case "%": return nil
        default: return try comparison(op, Double(a), Double(b), at: node)
        }
        guard result.isFinite else { throw error(.invalidValue, "the result is not a finite number", at: node) }
        return .float(result)
    }

    private func finite(_ value: Double, at node: ExprSyntax) throws -> Value {
        guard value.isFinite else { throw error(.invalidValue, "the result is not a finite number", at: node) }
        return .double(value)
    }

    private func comparison<Number: Comparable>(_ op: String, _ a: Number, _ b: Number, at node: ExprSyntax) throws -> Value {
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: throw error(.typeMismatch, "'\(op)' cannot combine two numbers", at: node)
        }
    }

    /// `.dark` compared with an instance of a struct or class: the type's static `dark`; nil otherwise.
    private func implicitOperand(_ operand: Value, beside other: Value, at node: ExprSyntax) throws -> Value? {
        guard case .member(let name, nil) = operand, case .instance(let instance) = other else { return nil }
        guard let value = try declaredStaticMember(name, of: instance.type, at: node) else {
            throw error(.unsupportedSwift, "'.\(name)' is not a static member of '\(instance.type.name)'", at: node)
        }
        return value
    }

    /// An array literal's integer-literal elements as `kind`.
    private func retyped(_ items: [Value], _ array: ArrayExprSyntax, as kind: NumericKind) throws -> [Value] {
        var result = items
        for (index, element) in array.elements.enumerated() where index < result.count {
            guard case .int = result[index], LiteralNumber.mayBeLiteral(element.expression),
                  let literal = LiteralNumber(element.expression) else { continue }
            result[index] = try literalValue(literal, as: kind, at: element.expression)
        }
        return result
    }
}

extension Evaluator {
    /// Refuses `==` between values whose equality is not known here: an implicit member no type resolved
    /// (`.init(…)`, `.make(3)`), or one that names no case of the enum it is compared with — rather than answer false.
    func comparable(_ left: Value, _ right: Value, at node: ExprSyntax) throws {
        for (one, other) in [(left, right), (right, left)] {
            guard case .member(let name, _) = one else { continue }
            let unresolved: Bool = switch other {
            case .enumCase(let value): value.type.kind == .enumeration && !value.type.enumCases.contains { $0.name.bareText == name }
                && !name.contains(".")
            default: name == "init"
            }
            if unresolved {
                throw error(.unsupportedSwift, "'.\(name)' cannot be compared here: what it makes is not known (write its type: Type.\(name)(…))",
                            at: node)
            }
        }
    }
}
