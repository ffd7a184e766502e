import SwiftSyntax

/// What string interpolation writes for an expression, where its type changes the text beyond its value: the
/// `Optional(…)` around an optional, around the optional elements of an array (`[Optional(1), nil]`) and the
/// optional properties of a struct; and the wrapper types Swift writes for lazy views (`ReversedCollection<…>`),
/// refused rather than written as the array they hold.
extension Evaluator {
    /// Methods whose result Swift writes as a wrapper type (`ReversedCollection<Array<Int>>(_base: [1, 2])`,
    /// `EnumeratedSequence<…>`), not as the elements it holds.
    static let wrapperResults: Set<String> = ["reversed", "enumerated", "lazy", "indices", "joined"]
    static let wrapperFunctions: Set<String> = ["stride", "zip", "repeatElement", "sequence"]

    func written(_ expression: ExprSyntax, _ value: Value, in scope: Scope) throws -> String {
        try refuseWrapper(expression, value)
        let depth = try optionalDepth(expression, value, in: scope)
        let text: String
        if case .array(let items) = value, let elementDepth = try elementOptionalDepth(of: expression, in: scope), elementDepth > 0 {
            text = "[" + (try items.map { item -> String in
                if case .null = item { return "nil" }
                return Self.wrapped(try quoted(item, at: expression), depth: elementDepth)
            }.joined(separator: ", ")) + "]"
        } else if case .tuple(let elements) = value, let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == elements.count {
            // `(o, 1)` of an `Int?` o: `(Optional(12), 1)`.
            text = "(" + (try zip(tuple.elements, elements).map { syntax, element -> String in
                let label = element.label.map { "\($0): " } ?? ""
                if case .null = element.value { return label + "nil" }
                let depth = Self.isPure(syntax.expression) ? try optionalDepth(syntax.expression, element.value, in: scope) : 0
                return label + Self.wrapped(try quoted(element.value, at: expression), depth: depth)
            }.joined(separator: ", ")) + ")"
        } else if depth > 0 {
            if case .member(let name, _) = value {
                // `Optional(SwiftUI.UserInterfaceSizeClass.compact)`: inside an optional, Swift writes the qualified name.
                throw error(.unsupportedSwift, "writing the optional '.\(name)' is not supported (Swift writes its module and type's names, which are not tracked here)", at: expression)
            }
            // A URL and a UUID, kept as their text, are written inside `Optional(…)` without quotes.
            text = try writesWithoutQuotes(expression, in: scope) ? interpolated(value, at: expression) : quoted(value, at: expression)
        } else {
            text = try interpolated(value, at: expression)
        }
        return Self.wrapped(text, depth: depth)
    }

    /// Whether `expression` is a `URL` or a `UUID` (by its declaration, or as `URL(string:)`, `UUID(uuidString:)`
    /// make one), which Swift describes without the quotes of a `String`.
    private func writesWithoutQuotes(_ expression: ExprSyntax, in scope: Scope) throws -> Bool {
        if let type = try declaredType(of: expression, in: scope) {
            return ["URL", "UUID"].contains(String(type.filter { $0 != "?" && $0 != "!" }))
        }
        var made = expression
        if let unwrapped = made.as(ForceUnwrapExprSyntax.self)?.expression { made = unwrapped }
        let type = made.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return type == "URL" || type == "UUID"
    }

    static func wrapped(_ text: String, depth: Int) -> String {
        String(repeating: "Optional(", count: depth) + text + String(repeating: ")", count: depth)
    }

    /// How optional an array's elements are, where its declaration or literal says so; nil when unknown.
    func elementOptionalDepth(of expression: ExprSyntax, in scope: Scope) throws -> Int? {
        if let type = try declaredType(of: expression, in: scope), let element = ExpectedType.elementType(of: type) {
            return Self.optionalDepth(ofType: element)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var depth = 0
            for element in array.elements {
                if element.expression.is(NilLiteralExprSyntax.self) { depth = max(depth, 1); continue }
                guard Self.isPure(element.expression) else { continue }
                depth = max(depth, try optionalDepth(element.expression, try evaluate(element.expression, in: scope), in: scope))
            }
            return depth
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "map" {
            // `xs.map { Int($0) }`, `xs.map { $0 > 0 ? $0 : nil }`: whether the closure gives optionals is not worked
            // out here, so such an array is refused rather than written without its `Optional(…)`.
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            if let closure, Self.mayGiveOptional(Syntax(closure.statements)) {
                throw error(.unsupportedSwift, "writing the array '\(spelling(expression))' is not supported here (whether its elements are optionals, which Swift writes as 'Optional(…)', is not worked out)", at: expression)
            }
        }
        return nil
    }

    /// Whether code may give an optional: `nil`, `?`, `try?`, `as?`, a conversion from a string, `first`/`last`, a
    /// dictionary's subscript.
    static func mayGiveOptional(_ code: Syntax) -> Bool {
        let text = code.trimmedDescription
        if text.contains("nil") || text.contains("?") || text.contains(".first") || text.contains(".last") { return true }
        if text.contains("[\"") { return true }
        for type in ["Int(", "Double(", "Float(", "CGFloat(", "URL(", "UUID(", "Bool("] where text.contains(type) { return true }
        return false
    }

    private func refuseWrapper(_ expression: ExprSyntax, _ value: Value) throws {
        // `let r = xs.reversed()` then `"\(r)"`: the constant has the wrapper's type, its declaration writing none.
        if let reference = expression.as(DeclReferenceExprSyntax.self), let initializer = unannotatedInitializer(of: reference) {
            do { try refuseWrapper(initializer, value) } catch let failure as SwiftSourceError {
                throw SwiftSourceError(failure.kind, failure.message, at: place(expression), construct: failure.construct)
            }
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
               ["lazy", "indices"].contains(member.declName.baseName.text) {
                throw error(.unsupportedSwift, "writing '\(spelling(expression))' is not supported (Swift writes its wrapper type)", at: expression)
            }
            return
        }
        let name: String?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            name = Self.wrapperResults.contains(member.declName.baseName.text) ? member.declName.baseName.text : nil
            // `words.joined(separator: ", ")` of strings is a String; of arrays, a wrapper.
            if name == "joined", case .string = value { return }
        } else if let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if function == "NSNumber" {
                throw error(.unsupportedSwift, "writing an NSNumber is not supported (Foundation writes it otherwise than the number: 3.0 as \"3\")", at: expression)
            }
            name = Self.wrapperFunctions.contains(function) ? function : nil
        } else {
            name = nil
        }
        guard let name else { return }
        throw error(.unsupportedSwift, "writing the result of '\(name)' is not supported (Swift writes its wrapper type, not the elements)", at: expression)
    }

    /// The value a constant without a written type is given where it is declared: a `let` before `reference` in a
    /// block around it, else a file-level one.
    private func unannotatedInitializer(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        func initializer(_ binding: PatternBindingSyntax) -> ExprSyntax? {
            binding.typeAnnotation == nil ? binding.initializer?.value : nil
        }
        var node = Syntax(reference)
        while let parent = node.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.position >= node.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name {
                        return initializer(binding)
                    }
                }
            }
            node = parent
        }
        return declarations(at: reference).variables[name].flatMap(initializer)
    }
}
