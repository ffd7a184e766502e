import SwiftSyntax

/// The type the code around an expression declares for it, read from the syntax as the compiler's type checker reads
/// it: a `let`'s or property's annotation, a parameter's type for its default value, a function's or getter's return
/// type, an array's or dictionary's element type, parentheses passed through. Nil where the code declares none (an
/// operand, a call's argument — the callee's parameter decides those, where the call is made).
enum ExpectedType {
    /// The declared type's spelling (`CGFloat`, `[Double]`, `Double?`), or nil.
    static func of(_ expression: some SyntaxProtocol) -> String? {
        var node = Syntax(expression)
        // Parentheses and `try` pass the context through.
        while let parent = node.parent {
            if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
               let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1,
               let tuple = list.parent?.as(TupleExprSyntax.self) {
                node = Syntax(tuple)
                continue
            }
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent; continue }
            break
        }
        guard let parent = node.parent else { return nil }
        if let initializer = parent.as(InitializerClauseSyntax.self) {
            if let binding = initializer.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedDescription
            }
            if let parameter = initializer.parent?.as(FunctionParameterSyntax.self) {
                return parameter.type.trimmedDescription
            }
            return nil
        }
        if let element = parent.as(ArrayElementSyntax.self),
           let array = element.parent?.parent?.as(ArrayExprSyntax.self), let type = of(array) {
            return elementType(of: type)
        }
        if let element = parent.as(DictionaryElementSyntax.self),
           let dictionary = element.parent?.parent?.as(DictionaryExprSyntax.self), let type = of(dictionary),
           let (key, value) = keyAndValueTypes(of: type) {
            return element.value.id == node.id ? value : key
        }
        if let element = parent.as(LabeledExprSyntax.self), let list = element.parent?.as(LabeledExprListSyntax.self),
           let tuple = list.parent?.as(TupleExprSyntax.self), list.count > 1, let type = of(tuple),
           let index = list.firstIndex(where: { $0.id == element.id }) {
            // `(x: Double, y: Int) = (8, 1)`: each element in its own type.
            let types = tupleElementTypes(of: type)
            let position = list.distance(from: list.startIndex, to: index)
            return types.indices.contains(position) ? types[position] : nil
        }
        // `[7 / 2, 1] as [Double]`: the cast's type.
        if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.first?.id == node.id, let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
           cast.questionOrExclamationMark == nil {
            return sequence.elements.last?.trimmedDescription
        }
        if parent.is(ReturnStmtSyntax.self) { return returnType(around: parent) }
        // A body of one expression returns it implicitly.
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1 {
            return returnType(ofBody: Syntax(list))
        }
        return nil
    }

    /// The parameter types and the result type of a function type (`(CGFloat, Int) -> Double`), or nil.
    static func functionTypeParts(_ written: String) -> (parameters: [String], result: String)? {
        let type = bareFunctionType(written)
        var depth = 0, arrow: String.Index?
        var index = type.startIndex
        while index < type.endIndex {
            let character = type[index]
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character), !type[..<index].hasSuffix("-") { depth -= 1 }
            if depth == 0, type[index...].hasPrefix("->") { arrow = index; break }
            index = type.index(after: index)
        }
        guard let arrow else { return nil }
        var left = Substring(type[..<arrow]).trimmingPrefix(" ")
        while left.last == " " { left = left.dropLast() }
        guard left.hasPrefix("("), left.hasSuffix(")") else { return nil }
        let inner = left.dropFirst().dropLast()
        var parameters: [String] = [], current = "", level = 0
        for character in inner {
            if "([<".contains(character) { level += 1 } else if ")]>".contains(character) { level -= 1 }
            if character == ",", level == 0 { parameters.append(current); current = ""; continue }
            current.append(character)
        }
        if !current.trimmingCharacters(in: " ").isEmpty { parameters.append(current) }
        let result = String(type[type.index(arrow, offsetBy: 2)...]).trimmingCharacters(in: " ")
        return (parameters.map { $0.trimmingCharacters(in: " ") }, result)
    }

    /// A parameter's function type without what does not change its parameters and result: `@escaping`,
    /// `@Sendable`, `@MainActor`, and an optional's parentheses (`((Double) -> Double)?`).
    static func bareFunctionType(_ written: String) -> String {
        var type = Substring(written).trimmingPrefix(" ")
        while type.hasPrefix("@") {
            guard let space = type.firstIndex(of: " ") else { break }
            type = type[type.index(after: space)...].trimmingPrefix(" ")
        }
        if type.hasSuffix(")?") || type.hasSuffix(")!"), type.hasPrefix("("), closingParenthesis(of: type) == type.index(type.endIndex, offsetBy: -2) {
            type = type.dropFirst().dropLast(2)
        }
        return String(type)
    }

    /// Where the parenthesis that opens `text` closes.
    private static func closingParenthesis(of text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The element type of `[T]`, `[T]?`, `Array<T>`, `Set<T>`, `ContiguousArray<T>`.
    static func elementType(of type: String) -> String? {
        var type = Substring(type)
        while type.hasSuffix("?") { type = type.dropLast() }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = type.dropFirst().dropLast()
            return topLevelColon(in: inner) == nil ? String(inner).trimmingCharacters(in: " ") : nil
        }
        for generic in ["Array<", "Set<", "ContiguousArray<", "ArraySlice<"] where type.hasPrefix(generic) && type.hasSuffix(">") {
            return String(type.dropFirst(generic.count).dropLast())
        }
        return nil
    }

    /// The key and value types of `[K: V]` or `Dictionary<K, V>`.
    static func keyAndValueTypes(of type: String) -> (String, String)? {
        var type = Substring(type)
        while type.hasSuffix("?") { type = type.dropLast() }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = type.dropFirst().dropLast()
            guard let colon = topLevelColon(in: inner) else { return nil }
            return (String(inner[..<colon]).trimmingCharacters(in: " "),
                    String(inner[inner.index(after: colon)...]).trimmingCharacters(in: " "))
        }
        return nil
    }

    private static func topLevelColon(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The element types of `(x: Double, y: Int)`, labels dropped.
    static func tupleElementTypes(of type: String) -> [String] {
        var type = Substring(type)
        while type.hasSuffix("?") { type = type.dropLast() }
        guard type.hasPrefix("("), type.hasSuffix(")") else { return [] }
        var parts: [String] = [], depth = 0, current = ""
        for character in type.dropFirst().dropLast() {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { parts.append(current); current = "" } else { current.append(character) }
        }
        parts.append(current)
        return parts.map { part in
            let element = part.split(separator: ":", maxSplits: 1).last.map(String.init) ?? part
            return element.trimmingCharacters(in: " ")
        }
    }

    /// The result type of a closure: its own signature's (`{ () -> Double in … }`), or the function type it is declared
    /// as (`let k: () -> Double = { … }`).
    static func closureResult(_ closure: ClosureExprSyntax) -> String? {
        if let written = closure.signature?.returnClause?.type.trimmedDescription { return written }
        // `let q: Double = { 7 / 2 }()`: called at once, it gives the declared type; `let xs: [Double] = a.map { … }`:
        // a transform's closure gives the element type.
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let call {
            if call.calledExpression.id == closure.id { return of(call) }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               ["map", "compactMap", "flatMap"].contains(member.declName.baseName.text), let type = of(call) {
                return member.declName.baseName.text == "flatMap" ? type : elementType(of: type)
            }
        }
        guard let type = of(closure) else { return nil }
        var depth = 0
        var index = type.startIndex
        while index < type.endIndex {
            let character = type[index]
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if depth == 0, type[index...].hasPrefix("->") {
                return String(type[type.index(index, offsetBy: 2)...]).trimmingCharacters(in: " ")
            }
            index = type.index(after: index)
        }
        return nil
    }

    /// The return type of the function, getter or closure a `return` is in.
    private static func returnType(around statement: Syntax) -> String? {
        var node: Syntax? = statement
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) { return closureResult(closure) }
            if let list = current.as(CodeBlockItemListSyntax.self), let type = returnType(ofBody: Syntax(list)) { return type }
            node = current.parent
        }
        return nil
    }

    /// The declared result of the body `list` is: a function's return type, a computed property's or subscript's type.
    private static func returnType(ofBody list: Syntax) -> String? {
        guard let holder = list.parent else { return nil }
        if let closure = holder.as(ClosureExprSyntax.self) { return closureResult(closure) }
        if let block = holder.as(CodeBlockSyntax.self), let function = block.parent?.as(FunctionDeclSyntax.self) {
            return function.signature.returnClause?.type.trimmedDescription
        }
        // `var width: CGFloat { 10 / 4 }` and `var width: CGFloat { get { … } }`.
        var accessors: Syntax? = holder.is(AccessorBlockSyntax.self) ? holder : nil
        if let block = holder.as(CodeBlockSyntax.self), let accessor = block.parent?.as(AccessorDeclSyntax.self),
           accessor.accessorSpecifier.tokenKind == .keyword(.get) {
            accessors = accessor.parent?.parent
        }
        if let accessors, let binding = accessors.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation?.type.trimmedDescription
        }
        return nil
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
