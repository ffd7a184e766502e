import SwiftSyntax

/// An expression made only of number literals (`130 / 255`, `-(1 / 2) * 8 + 3`, `0.5`): Swift gives such an expression
/// no type of its own — its literals take the type its context expects (a `Double` parameter, a `CGFloat` annotation,
/// the other operand of an operator), and `Int` (or `Double`, when a literal has a fraction) only where nothing
/// expects one. So it is worked out in each type it may take, and the context picks one.
struct LiteralNumber {
    /// As `Int`: nil when a literal has a fraction or exponent, so that the expression cannot be an `Int`.
    let integer: IntegerResult?
    /// As `Double` (and `CGFloat`, which is a `Double` on 64-bit platforms).
    let double: Double
    /// As `Float`: each literal and each operation rounded to single precision.
    let float: Float

    /// What the expression gives as an `Int`: its value, or why it does not compile as one (the compiler refuses an
    /// overflow or a division by zero between literals).
    enum IntegerResult {
        case value(Int)
        case refused(String)
    }

    /// The type Swift gives the expression where no context expects one.
    var defaultValue: Value {
        switch integer {
        case .value(let n)?: .int(n)
        case .refused?, nil: .double(double)
        }
    }

    /// The value in the numeric type `kind`.
    func value(as kind: NumericKind) -> Value? {
        switch kind {
        case .integer:
            if case .value(let n)? = integer { return .int(n) }
            return nil
        case .double: return .double(double)
        case .float: return .float(float)
        }
    }
}

/// The numeric types a literal can take, as far as their arithmetic and printing differ: `Int` (and the sized
/// integers), `Double` (and `CGFloat`), `Float`.
enum NumericKind {
    case integer
    case double
    case float

    /// The kind of a declared type's name (`CGFloat`, `Double?`, `TimeInterval`); nil for every other type.
    init?(typeName: String) {
        var name = Substring(typeName)
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        if name.hasPrefix("Swift.") { name = name.dropFirst(6) }
        if name.hasPrefix("CoreGraphics.") || name.hasPrefix("Foundation.") { name = name.drop { $0 != "." }.dropFirst() }
        switch NumericTypes.canonical(String(name)) {
        case "Double": self = .double
        case "Float": self = .float
        case "Int": self = .integer
        default:
            // The sized integers take literals as `Int` does.
            guard ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(name) else { return nil }
            self = .integer
        }
    }

    /// The kind of a number already evaluated.
    init?(of value: Value) {
        switch value {
        case .int: self = .integer
        case .double: self = .double
        case .float: self = .float
        default: return nil
        }
    }
}

extension LiteralNumber {
    /// The expression worked out in every type it may take; nil when it is not made only of number literals,
    /// parentheses, prefix `-`/`+` and the operators `+ - * / %`.
    init?(_ expression: ExprSyntax) {
        guard let parts = Self.parts(of: expression) else { return nil }
        self = parts
    }

    /// Whether `expression` could be one (a quick test on its outermost syntax, before any work).
    static func mayBeLiteral(_ expression: ExprSyntax) -> Bool {
        switch expression.kind {
        case .integerLiteralExpr, .floatLiteralExpr, .sequenceExpr, .prefixOperatorExpr, .tupleExpr: true
        case .functionCallExpr: expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
            .map { literalFunctions.contains($0.baseName.text) } ?? false
        default: false
        }
    }

    private static func parts(of expression: ExprSyntax) -> LiteralNumber? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.filter { $0 != "_" }
            guard let n = integerValue(text) else { return nil }
            return LiteralNumber(integer: .value(n), double: Double(n), float: Float(n))
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            let text = String(literal.literal.text.filter { $0 != "_" })
            guard let d = Double(text), d.isFinite, let f = Float(text) else { return nil }
            return LiteralNumber(integer: nil, double: d, float: f)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `max(10, 7 / 2)`, `abs(-7 / 2)` of literals: generic over the type the context gives the call.
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, literalFunctions.contains(name),
                  call.trailingClosure == nil, call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
            var numbers: [LiteralNumber] = []
            for argument in call.arguments {
                guard let number = parts(of: argument.expression) else { return nil }
                numbers.append(number)
            }
            switch name {
            case "abs": return numbers.count == 1 ? numbers[0].magnitude : nil
            case "max", "min": return extreme(numbers, largest: name == "max")
            default:
                // `sqrt(100 / 7)`: floating-point only, so its literals are never Ints.
                guard numbers.count == 1 else { return nil }
                let x = numbers[0]
                let d: Double, f: Float
                switch name {
                case "sqrt": d = x.double.squareRoot(); f = x.float.squareRoot()
                case "floor": d = x.double.rounded(.down); f = x.float.rounded(.down)
                case "ceil": d = x.double.rounded(.up); f = x.float.rounded(.up)
                default: d = x.double.rounded(); f = x.float.rounded()
                }
                return LiteralNumber(integer: nil, double: d, float: f)
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
            return parts(of: only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            guard let operand = parts(of: prefix.expression) else { return nil }
            switch prefix.operator.text {
            case "+": return operand
            case "-": return operand.negated
            default: return nil
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1 else { return nil }
            var operands: [LiteralNumber] = []
            var operators: [String] = []
            for (index, element) in elements.enumerated() {
                if index % 2 == 0 {
                    guard let operand = parts(of: element) else { return nil }
                    operands.append(operand)
                } else {
                    guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text,
                          ["+", "-", "*", "/", "%"].contains(op) else { return nil }
                    operators.append(op)
                }
            }
            return fold(operands[...], operators[...])
        }
        return nil
    }

    /// Folds by precedence: `*`, `/` and `%` before `+` and `-`, each group from the left.
    static func fold(_ operands: ArraySlice<LiteralNumber>, _ operators: ArraySlice<String>) -> LiteralNumber? {
        guard let first = operands.first else { return nil }
        if operators.isEmpty { return first }
        let isAdditive = { (op: String) in op == "+" || op == "-" }
        let split = operators.lastIndex(where: isAdditive) ?? operators.index(before: operators.endIndex)
        let offset = split - operators.startIndex
        guard let left = fold(operands.prefix(offset + 1), operators.prefix(upTo: split)),
              let right = fold(operands.dropFirst(offset + 1), operators.dropFirst(offset + 1)) else { return nil }
        return left.combined(operators[split], right)
    }

    private static func integerValue(_ text: String) -> Int? {
        var digits = Substring(text)
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            digits = digits.dropFirst(2); radix = base
        }
        return Int(digits, radix: radix)
    }

    /// The standard library's generic functions whose result is a literal-only expression when their arguments are.
    static let literalFunctions: Set<String> = ["max", "min", "abs", "sqrt", "floor", "ceil", "round"]

    private var magnitude: LiteralNumber {
        let n: IntegerResult? = switch integer {
        case .value(let n)?: n == .min ? .refused("arithmetic overflow") : .value(Swift.abs(n))
        case let other: other
        }
        return LiteralNumber(integer: n, double: Swift.abs(double), float: Swift.abs(float))
    }

    private static func extreme(_ numbers: [LiteralNumber], largest: Bool) -> LiteralNumber? {
        guard numbers.count >= 2 else { return nil }
        func pick<T: Comparable>(_ values: [T]) -> T { largest ? values.max()! : values.min()! }
        var integers: [Int] = []
        var integer: IntegerResult? = nil
        for number in numbers {
            switch number.integer {
            case .value(let n)?: integers.append(n)
            case .refused(let why)?: integer = .refused(why)
            case nil: break
            }
        }
        if integer == nil, integers.count == numbers.count { integer = .value(pick(integers)) }
        else if integer == nil, integers.count != numbers.count { integer = nil }
        return LiteralNumber(integer: integer, double: pick(numbers.map(\.double)), float: pick(numbers.map(\.float)))
    }

    private var negated: LiteralNumber {
        let n: IntegerResult? = switch integer {
        case .value(let n)?: n == .min ? .refused("arithmetic overflow") : .value(-n)
        case let other: other
        }
        return LiteralNumber(integer: n, double: -double, float: -float)
    }

    /// `self op other` in each type; `%` has no floating-point meaning in Swift (`truncatingRemainder` is its
    /// spelling), so an expression with it can only be an `Int`.
    private func combined(_ op: String, _ other: LiteralNumber) -> LiteralNumber? {
        let n: IntegerResult?
        switch (integer, other.integer) {
        case (.value(let a)?, .value(let b)?): n = Self.integer(a, op, b)
        case (.refused(let why)?, _), (_, .refused(let why)?): n = .refused(why)
        default: n = nil
        }
        if op == "%" {
            guard let n else { return nil }
            return LiteralNumber(integer: n, double: double.truncatingRemainder(dividingBy: other.double),
                                 float: float.truncatingRemainder(dividingBy: other.float))
        }
        let d: Double, f: Float
        switch op {
        case "+": d = double + other.double; f = float + other.float
        case "-": d = double - other.double; f = float - other.float
        case "*": d = double * other.double; f = float * other.float
        default: d = double / other.double; f = float / other.float
        }
        return LiteralNumber(integer: n, double: d, float: f)
    }

    private static func integer(_ a: Int, _ op: String, _ b: Int) -> IntegerResult {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        default:
            guard b != 0 else { return .refused(op == "/" ? "division by zero" : "division by zero in remainder operation") }
            result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        }
        return result.overflow ? .refused("arithmetic overflow") : .value(result.partialValue)
    }
}
