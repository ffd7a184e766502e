import SwiftSyntax

/// A call's arguments, evaluated, with its trailing closures kept as syntax for the builders that run them.
struct CallArguments {
    var list: [Argument]
    /// Trailing closures: the first unlabeled, the others with their labels.
    var trailing: [(label: String?, closure: ClosureExprSyntax)]
    /// The whole call, for messages.
    var node: Syntax
    var scope: Scope

    var isEmpty: Bool { list.isEmpty && trailing.isEmpty }

    /// The arguments an implicit member call kept (`.init(title: "a") { … }`), its trailing closures apart again.
    init(implicit given: [Argument], node: Syntax, scope: Scope) {
        list = given.filter { !$0.isTrailingClosure }
        trailing = given.compactMap { argument in
            guard argument.isTrailingClosure, case .closure(let closure, _) = argument.value else { return nil }
            return (argument.label, closure)
        }
        self.node = node
        // The trailing closures see the names where the call was written (a `ForEach`'s `index`).
        let captured = given.lazy.compactMap { argument -> Scope? in
            guard argument.isTrailingClosure, case .closure(_, let scope) = argument.value else { return nil }
            return scope
        }.first
        self.scope = captured ?? scope
    }

    init(list: [Argument], trailing: [(label: String?, closure: ClosureExprSyntax)], node: Syntax, scope: Scope) {
        self.list = list
        self.trailing = trailing
        self.node = node
        self.scope = scope
    }

    /// The argument labelled `label` (nil: the first unlabeled one).
    func argument(_ label: String?) -> Argument? { list.first { $0.label == label } }

    /// The `index`-th unlabeled argument.
    func unlabeled(_ index: Int) -> Argument? {
        let plain = list.filter { $0.label == nil }
        return plain.indices.contains(index) ? plain[index] : nil
    }

    /// A closure given as `label:` or as the trailing closure (`content` is usually written trailing).
    func closure(_ label: String) -> ClosureExprSyntax? {
        if let argument = argument(label), case .closure(let closure, _) = argument.value { return closure }
        if let match = trailing.first(where: { $0.label == label }) { return match.closure }
        return trailing.first(where: { $0.label == nil })?.closure
    }

    /// `.sheet(isPresented:)`: the name with the labels written in parentheses.
    func spelling(_ name: String) -> String {
        if list.isEmpty { return trailing.isEmpty ? "\(name)()" : name }
        return "\(name)(" + list.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

extension Evaluator {
    /// Whether what gave an argument's value divides: of `c ? a / 2 : 0` with a condition that reads nothing but
    /// values (evaluated again to know), only the branch taken.
    func dividesIntegers(taken expression: ExprSyntax, in scope: Scope) throws -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return Self.dividesIntegers(expression) }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self), Self.isPure(elements[0]),
              case .bool(let flag) = try evaluate(elements[0], in: scope) else { return Self.dividesIntegers(expression) }
        return flag ? try dividesIntegers(taken: ternary.thenExpression, in: scope) : try dividesIntegers(taken: elements[2], in: scope)
    }

    /// In `unevaluated`: a first argument that is a string literal is left for the callee to read from the syntax.
    static let textLiteral = "#text-literal"

    /// The arguments of `call`; those labelled in `unevaluated` (a button's `action:`) are kept as their source text.
    func arguments(of call: FunctionCallExprSyntax, in scope: Scope, unevaluated: Set<String> = []) throws -> CallArguments {
        try arguments(of: call.arguments, trailing: call, node: Syntax(call), in: scope, unevaluated: unevaluated)
    }

    /// The arguments of a call or a macro, with the trailing closures of `trailing`.
    func arguments(of labeled: LabeledExprListSyntax, trailing call: FunctionCallExprSyntax?, node: Syntax,
                   in scope: Scope, unevaluated: Set<String> = []) throws -> CallArguments {
        var list: [Argument] = []
        for (index, argument) in labeled.enumerated() {
            let value: Value = if let label = argument.label?.text, unevaluated.contains(label) {
                .opaque(spelling(argument.expression))
            } else if index == 0, unevaluated.contains(Self.textLiteral), argument.expression.is(StringLiteralExprSyntax.self) {
                // `Text("…\(x)…")` reads its literal from the syntax, once: evaluating it here as well would run what
                // it interpolates twice.
                .string("")
            } else {
                try orUnknown(argument.expression, in: scope)
            }
            var given = try self.argument(argument.expression, label: argument.label?.text, value: value, place: place(argument), in: scope)
            // `Double(n / 2)`: a conversion takes an Int by its own initializer.
            let converts = call?.calledExpression.as(DeclReferenceExprSyntax.self).map { NumericKind(typeName: $0.baseName.text) != nil } ?? false
            if given.literal == nil, !converts, case .int = value { given.dividedInts = try dividesIntegers(taken: argument.expression, in: scope) }
            list.append(given)
        }
        var trailing: [(label: String?, closure: ClosureExprSyntax)] = []
        if let call {
            if let closure = call.trailingClosure { trailing.append((nil, closure)) }
            for extra in call.additionalTrailingClosures { trailing.append((extra.label.text, extra.closure)) }
        }
        return CallArguments(list: list, trailing: trailing, node: node, scope: scope)
    }

    /// An implicit member call's arguments as the `.member` value keeps them: its trailing closures among them.
    func implicitArguments(_ arguments: CallArguments) -> [Argument] {
        arguments.list + arguments.trailing.map { trailing in
            Argument(label: trailing.label, value: .closure(trailing.closure, arguments.scope), place: place(trailing.closure),
                     isTrailingClosure: true)
        }
    }

    /// An expression given where a parameter's type will type it (an argument, a default value): its value, and the
    /// literal it is made of, if it is one.
    func argument(_ expression: ExprSyntax, label: String? = nil, value: Value? = nil, place: SourcePlace? = nil,
                  in scope: Scope) throws -> Argument {
        let literal = LiteralNumber.mayBeLiteral(expression) ? LiteralNumber(expression) : nil
        return Argument(label: label, value: try value ?? evaluate(expression, in: scope), place: place ?? self.place(expression),
                        literal: try literal ?? chosenLiteralBranch(expression, in: scope), expression: expression, scope: scope)
    }

    /// Refuses labels a call does not take: `'VStack' takes no argument 'spacng:' (it takes alignment: spacing:
    /// content:)`.
    func expect(_ arguments: CallArguments, labels allowed: [String?], trailing allowsTrailing: Bool = false,
                of name: String) throws {
        for argument in arguments.list where !allowed.contains(argument.label) {
            let what = argument.label.map { "no argument '\($0):'" } ?? "no unlabeled argument"
            let accepted = allowed.map { $0.map { "\($0):" } ?? "_:" }
            let note = accepted.isEmpty ? "it takes no arguments" : "it takes \(accepted.joined(separator: " "))"
            throw SwiftSourceError(.unexpectedArgument, "'\(name)' takes \(what) here (\(note))", at: argument.place,
                                   construct: name)
        }
        if !allowsTrailing, let extra = arguments.trailing.first {
            throw error(.unexpectedArgument, "'\(name)' takes no trailing closure here", at: extra.closure)
        }
    }

    /// The views a builder closure makes, its parameters bound to `parameters`.
    func closureViews(_ closure: ClosureExprSyntax, parameters: [Value], in scope: Scope) throws -> [BuiltView] {
        let inner = Scope(parent: scope)
        defer { inner.dissolve() }
        try bindClosureParameters(closure, parameters, in: inner)
        return try builderViews(closure.statements, in: inner)
    }

    /// `c ? 7 / 2 : 1` given as an argument: the branch taken, when both are literals, so that the parameter's type
    /// types it as it types a literal (`.frame(width: c ? 7 / 2 : 1)` is 3.5 wide).
    private func chosenLiteralBranch(_ expression: ExprSyntax, in scope: Scope) throws -> LiteralNumber? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              LiteralNumber.mayBeLiteral(ternary.thenExpression), let then = LiteralNumber(ternary.thenExpression),
              let last = elements.last, LiteralNumber.mayBeLiteral(last), let otherwise = LiteralNumber(last) else { return nil }
        let condition = elements.count == 3 ? try evaluate(elements[0], in: scope)
            : try evaluate(ExprSyntax(sequence.with(\.elements, ExprListSyntax(elements.dropLast(2)))), in: scope)
        guard case .bool(let flag) = condition else { return nil }
        return flag ? then : otherwise
    }
}
