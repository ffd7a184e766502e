import LoupeJSON
import SwiftSyntax

/// Evaluates the expressions of one preview statically: literals, constants, arithmetic, view initializers and
/// modifiers become a scene; anything else is an error at its place.
final class Evaluator {
    let source: SwiftSourceFile
    private(set) var warnings: [SwiftSourceWarning] = []
    /// The view structs being evaluated, outermost first: a struct that appears twice is recursion.
    var structStack: [String] = []
    /// How deep the evaluation is: a guard against stack exhaustion on pathological input.
    private var depth = 0
    static let maximumDepth = 300
    /// Views made so far: the scene format's limit, checked early so that a `ForEach` over a huge range stops soon.
    var viewCount = 0

    /// `.preferredColorScheme(.dark)` anywhere in the preview sets the scene's colour scheme, as on the canvas.
    var preferredColorScheme: String?
    /// The file-level constants, each evaluated when first read.
    let globals = Scope()
    private var evaluatingGlobals: Set<String> = []

    init(source: SwiftSourceFile) {
        self.source = source
        for variable in source.constants {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initializer = binding.initializer else { continue }
                globals.bind(name, .global(name, initializer.value))
            }
        }
    }

    // MARK: - Places and messages

    func place(_ node: some SyntaxProtocol) -> SourcePlace { source.place(of: node) }

    func error(_ kind: SwiftSourceError.Kind, _ message: String, at node: some SyntaxProtocol,
               construct: String? = nil) -> SwiftSourceError {
        SwiftSourceError(kind, message, at: place(node), construct: construct)
    }

    /// `'TabView' is not supported (supported views: docs/swift-source.md)`.
    func unsupported(_ kind: SwiftSourceError.Kind, _ construct: String, _ note: String,
                     at node: some SyntaxProtocol) -> SwiftSourceError {
        error(kind, "'\(construct)' is not supported (\(note))", at: node, construct: construct)
    }

    func warn(_ message: String, at node: some SyntaxProtocol) {
        warnings.append(SwiftSourceWarning(place: place(node), message: message))
    }

    /// The construct's own spelling, shortened: `.sheet(isPresented:)`, `TabView`.
    func spelling(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        return firstLine.count > 60 ? String(firstLine.prefix(57)) + "…" : firstLine
    }

    // MARK: - Expressions

    func evaluate(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw error(.limit, "the expression is nested too deeply (more than \(Self.maximumDepth) levels)", at: expression)
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return try integer(literal)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(String(literal.literal.text.filter { $0 != "_" })), value.isFinite else {
                throw error(.invalidValue, "'\(literal.literal.text)' is not a number this renderer reads", at: literal)
            }
            return .double(value)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return .string(try string(literal, in: scope).text)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(try array.elements.map { try evaluate($0.expression, in: scope) })
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                throw error(.unsupportedSwift, "tuples are not supported: '\(spelling(tuple))'", at: tuple)
            }
            return try evaluate(only.expression, in: scope)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return try prefixOperation(prefix, in: scope)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return try evaluateSequence(sequence, in: scope)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = try evaluate(ternary.condition, in: scope)
            guard case .bool(let flag) = condition else {
                throw error(.typeMismatch, "expected a Boolean condition, found \(condition.kind)", at: ternary.condition)
            }
            return try evaluate(flag ? ternary.thenExpression : ternary.elseExpression, in: scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return try lookUp(reference, in: scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return try memberAccess(member, in: scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return try self.call(call, in: scope)
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            return .keyPath(keyPath.components.trimmedDescription.trimmingPrefix("."))
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(closure, scope)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return .views(try ifViews(ifExpression, in: scope))
        }
        throw unsupported(.unsupportedSwift, spelling(expression), "supported Swift: docs/swift-source.md", at: expression)
    }

    private func integer(_ literal: IntegerLiteralExprSyntax) throws -> Value {
        var text = String(literal.literal.text.filter { $0 != "_" })
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            text.removeFirst(2); radix = base
        }
        guard let value = Int(text, radix: radix) else {
            throw error(.invalidValue, "'\(literal.literal.text)' does not fit an Int", at: literal)
        }
        return .int(value)
    }

    private func prefixOperation(_ prefix: PrefixOperatorExprSyntax, in scope: Scope) throws -> Value {
        let operand = try evaluate(prefix.expression, in: scope)
        switch (prefix.operator.text, operand) {
        case ("-", .int(let n)): return .int(-n)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return operand
        case ("!", .bool(let b)): return .bool(!b)
        default:
            let op = prefix.operator.text.count > 10 ? String(prefix.operator.text.prefix(10)) + "…" : prefix.operator.text
            throw error(.typeMismatch, "'\(op)' cannot be applied to \(operand.kind)", at: prefix)
        }
    }

    /// A name: a binding in scope, a view struct or type of the subset, or an error.
    private func lookUp(_ reference: DeclReferenceExprSyntax, in scope: Scope) throws -> Value {
        let name = reference.baseName.text
        if let value = scope.lookUp(name) { return try resolveComputed(value, at: reference) }
        if source.viewStructs[name] != nil || KnownTypes.all.contains(name) { return .type(name) }
        if name == "self" { return .type("Self") }
        throw error(.undeclared, "'\(name)' is not defined in this file (a preview may use literals, file-level constants, view structs and the SwiftUI subset of docs/swift-source.md)", at: reference)
    }

    /// Reading a computed property (`var header: some View { … }`) runs its getter.
    func resolveComputed(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .computed(let statements, let scope):
            return .views(try builderViews(statements, in: scope))
        case .global(let name, let expression):
            guard evaluatingGlobals.insert(name).inserted else {
                throw error(.recursion, "the constant '\(name)' depends on itself", at: node)
            }
            defer { evaluatingGlobals.remove(name) }
            return try evaluate(expression, in: globals)
        default:
            return value
        }
    }

    // MARK: - Strings

    /// A string literal's text, with interpolations evaluated; `space` is set when an interpolation reads a
    /// GeometryReader's frame (then the text is a template of the scene format's `{x}` placeholders).
    struct InterpolatedString { var text: String; var space: String? }

    func string(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> InterpolatedString {
        var result = InterpolatedString(text: "", space: nil)
        let raw = literal.openingPounds != nil
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                result.text += raw ? piece.content.text : try unescaped(piece.content.text, at: piece)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    throw error(.unsupportedSwift, "this string interpolation is not supported: '\(spelling(interpolation))'", at: interpolation)
                }
                let value = try evaluate(only.expression, in: scope)
                if case .geometry(let read) = value, let placeholder = read.placeholder {
                    if let space = result.space, space != read.space {
                        throw error(.unsupportedSwift, "one Text can show frames in one coordinate space only", at: interpolation)
                    }
                    result.space = read.space
                    result.text += "{\(placeholder)}"
                } else {
                    result.text += try interpolated(value, at: only.expression)
                }
            }
        }
        return result
    }

    /// How Swift's string interpolation writes a value.
    func interpolated(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .int(let n): return String(n)
        case .double(let d): return d.description
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .size(let w, let h): return "(\(w.description), \(h.description))"
        default: throw error(.typeMismatch, "\(value.kind) cannot be written into a string here", at: node)
        }
    }

    private func unescaped(_ text: String, at node: some SyntaxProtocol) throws -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else { out.unicodeScalars.append(scalar); continue }
            switch iterator.next() {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "\"": out += "\""
            case "'": out += "'"
            case "\\": out += "\\"
            case "u":
                var hex = ""
                guard iterator.next() == "{" else { throw error(.syntax, "malformed \\u escape", at: node) }
                while let c = iterator.next(), c != "}" { hex.unicodeScalars.append(c) }
                guard let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else {
                    throw error(.syntax, "malformed \\u escape", at: node)
                }
                out.unicodeScalars.append(decoded)
            default:
                throw error(.syntax, "unsupported escape in a string literal", at: node)
            }
        }
        return out
    }
}

extension String {
    func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
