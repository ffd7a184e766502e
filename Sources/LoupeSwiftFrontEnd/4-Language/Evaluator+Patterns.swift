import LoupeJSON
import SwiftSyntax

/// `switch` and patterns: enum cases with and without associated values, ranges, literals, tuples, `let` bindings,
/// `where`, `default`; and when two values are equal.
extension Evaluator {
    /// The case a `switch` takes and the scope holding what its pattern bound; nil when none matches.
    func matchingCase(_ switchExpression: SwitchExprSyntax, in scope: Scope) throws -> (SwitchCaseSyntax, Scope)? {
        let subject = try evaluate(switchExpression.subject, in: scope)
        for switchCase in Self.activeCases(switchExpression.cases) {
            try step(at: switchCase)
            switch switchCase.label {
            case .default:
                return (switchCase, Scope(parent: scope))
            case .case(let label):
                for item in label.caseItems {
                    let branch = Scope(parent: scope)
                    if try match(item.pattern, subject, binding: branch) {
                        if let whereClause = item.whereClause {
                            guard case .bool(true) = try evaluate(whereClause.condition, in: branch) else { branch.dissolve(); continue }
                        }
                        return (switchCase, branch)
                    }
                    branch.dissolve()
                }
            @unknown default: break
            }
        }
        return nil
    }

    /// A `switch` used as a value: the taken case's value.
    func switchValue(_ switchExpression: SwitchExprSyntax, in scope: Scope) throws -> Value {
        guard let (chosen, branch) = try matchingCase(switchExpression, in: scope) else {
            throw error(.invalidValue, "no case of this switch matches", at: switchExpression)
        }
        defer { branch.dissolve() }
        return try functionValue(chosen.statements, in: branch, at: chosen)
    }

    /// The cases `#if` leaves in a switch.
    static func activeCases(_ cases: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        var result: [SwitchCaseSyntax] = []
        for element in cases {
            switch element {
            case .switchCase(let switchCase): result.append(switchCase)
            case .ifConfigDecl(let ifConfig):
                if case .switchCases(let inner)? = CompileConditions.activeClause(of: ifConfig)?.elements {
                    result += activeCases(inner)
                }
            @unknown default: break
            }
        }
        return result
    }

    /// Whether `value` matches `pattern`; names the pattern binds go into `scope`.
    func match(_ pattern: PatternSyntax, _ value: Value, binding scope: Scope) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.bind(identifier.identifier.bareText, value)
            return true
        }
        if let bindingPattern = pattern.as(ValueBindingPatternSyntax.self) {
            return try match(bindingPattern.pattern, value, binding: scope)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, elements) where try !match(element.pattern, part.value, binding: scope) {
                return false
            }
            return true
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
            return try match(expressionPattern.expression, value, binding: scope)
        }
        if let typePattern = pattern.as(IsTypePatternSyntax.self) {
            return matchesType(value, typePattern.type.trimmedDescription)
        }
        throw error(.unsupportedSwift, "the pattern '\(spelling(pattern))' is not supported", at: pattern)
    }

    /// An expression pattern: `.loaded(let items)`, `Tab.home`, `1...5`, `"a"`, `(0, _)`, `let x`.
    private func match(_ expression: ExprSyntax, _ value: Value, binding scope: Scope) throws -> Bool {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let patternExpression = expression.as(PatternExprSyntax.self) {
            return try match(patternExpression.pattern, value, binding: scope)
        }
        // `let color?`, `3?`: a value that is not nil, matched unwrapped.
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            if case .null = value { return false }
            return try match(optional.expression, value, binding: scope)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, elements) where try !match(element.expression, part.value, binding: scope) {
                return false
            }
            return true
        }
        // An enum case, with or without its values: `.name`, `Type.name`, `.name(let a, _)`; the subject is a case
        // of a declared enum or an implicit member not yet typed (`.loaded(items)`).
        let subjectCase: (name: String, payload: [Value], isCase: (String) -> Bool)? = switch value {
        case .enumCase(let subject):
            (subject.name, subject.payload.map(\.value), { name in subject.type.enumCases.contains { $0.name.bareText == name } })
        case .member(let name, let arguments):
            (name, (arguments ?? []).map(\.value), { _ in true })
        default: nil
        }
        if let subjectCase {
            var callee = expression
            var payloadPatterns: LabeledExprListSyntax?
            if let call = expression.as(FunctionCallExprSyntax.self) { callee = call.calledExpression; payloadPatterns = call.arguments }
            if let member = callee.as(MemberAccessExprSyntax.self), subjectCase.isCase(member.declName.baseName.text),
               member.base == nil || payloadPatterns != nil || !(member.base.map { $0.is(DeclReferenceExprSyntax.self) && $0.trimmedDescription.first?.isLowercase == true } ?? false) {
                guard member.declName.baseName.text == subjectCase.name else { return false }
                guard let payloadPatterns else { return true }
                for (index, argument) in payloadPatterns.enumerated() {
                    guard index < subjectCase.payload.count else { return false }
                    if try !match(argument.expression, subjectCase.payload[index], binding: scope) { return false }
                }
                return true
            }
        }
        // Partial ranges: `..<3` and `...3` hold every number below, `3...` every one from 3 on.
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text),
           let number = value.number {
            guard let bound = try evaluate(prefix.expression, in: scope).number else { return false }
            return prefix.operator.text == "..<" ? number < bound : number <= bound
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "...", let number = value.number {
            guard let bound = try evaluate(postfix.expression, in: scope).number else { return false }
            return number >= bound
        }
        let candidate = try evaluate(expression, in: scope)
        if case .range(let lower, let upper, let closed) = candidate, let number = value.number {
            return number >= lower && (closed ? number <= upper : number < upper)
        }
        return valuesEqual(value, candidate)
    }

    /// Swift's `==` on the values a preview holds: numbers by value, enum cases by case and values, struct instances
    /// property by property, class instances by identity.
    func valuesEqual(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.keyPath(let x), .keyPath(let y)): return x == y
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.enumCase(let x), .enumCase(let y)):
            return x.type.name == y.type.name && x.name == y.name && payloadsEqual(x.payload.map(\.value), y.payload.map(\.value))
        case (.enumCase(let x), .member(let name, let arguments)), (.member(let name, let arguments), .enumCase(let x)):
            return x.name == name && payloadsEqual(x.payload.map(\.value), (arguments ?? []).map(\.value))
        case (.member(let x, let xa), .member(let y, let ya)):
            return x == y && payloadsEqual((xa ?? []).map(\.value), (ya ?? []).map(\.value))
        case (.array(let x), .array(let y)): return payloadsEqual(x, y)
        case (.tuple(let x), .tuple(let y)): return payloadsEqual(x.map(\.value), y.map(\.value))
        case (.instance(let x), .instance(let y)):
            if let custom = try? customEquality(x, y) { return custom }
            if x === y { return true }
            guard x.type.kind == .structure, x.type.name == y.type.name else { return false }
            let xs = x.properties.ownBindings, ys = y.properties.ownBindings
            return xs.keys.sorted() == ys.keys.sorted() && xs.allSatisfy { key, value in ys[key].map { valuesEqual(value, $0) } ?? false }
        case (.date(let x), .date(let y)): return x == y
        case (.color(let x), .color(let y)), (.font(let x), .font(let y)): return x == y
        case (.type(let x), .type(let y)): return x == y
        case (.size(let w1, let h1), .size(let w2, let h2)), (.point(let w1, let h1), .point(let w2, let h2)): return w1 == w2 && h1 == h2
        case (.rect(let x1, let y1, let w1, let h1), .rect(let x2, let y2, let w2, let h2)):
            return x1 == x2 && y1 == y2 && w1 == w2 && h1 == h2
        case (.edgeInsets(let x), .edgeInsets(let y)): return x == y
        default:
            if let x = a.number, let y = b.number { return x == y }
            return false
        }
    }

    /// `a == b` by the type's own `static func ==`, when it declares one; nil when it does not.
    private func customEquality(_ a: Instance, _ b: Instance) throws -> Bool? {
        let functions = a.type.methods("==", isStatic: true)
        guard !functions.isEmpty else { return nil }
        let place = source.place(of: functions[0])
        // An operator's parameters take no argument labels when it is called; they are given here as declared.
        let labels = functions[0].signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        guard labels.count == 2 else { return nil }
        let arguments = CallArguments(list: [Argument(label: labels[0], value: .instance(a), place: place),
                                             Argument(label: labels[1], value: .instance(b), place: place)],
                                      trailing: [], node: Syntax(functions[0]), scope: globals)
        guard case .bool(let equal) = try callFunction(functions, arguments, selfValue: .type(a.type.name), named: "==", at: functions[0]) else { return nil }
        return equal
    }

    private func payloadsEqual(_ a: [Value], _ b: [Value]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { valuesEqual($0, $1) }
    }

    /// `Item` of `[Item]` and `Array<Item>`; nil for a dictionary or another type.
    static func arrayElementType(_ type: String) -> String? {
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let inner = type.dropFirst().dropLast()
        var depth = 0
        for character in inner {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return nil
            default: break
            }
        }
        return String(inner)
    }

    /// `Int` of `Int?` and `Optional<Int>`.
    static func unwrapped(_ type: String) -> String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return type
    }

    /// `value is Type`, `case is Type`.
    func matchesType(_ value: Value, _ type: String) -> Bool {
        switch value {
        case .int: return type == "Int"
        case .double: return type == "Double" || type == "CGFloat"
        case .float: return type == "Float"
        case .string: return type == "String"
        case .bool: return type == "Bool"
        case .array: return type.hasPrefix("[") || type.hasPrefix("Array")
        case .instance(let instance): return instance.type.name == type || instance.type.conformances.contains(type)
        case .enumCase(let value): return value.type.name == type || value.type.conformances.contains(type)
        case .view, .views: return type.contains("View")
        default: return false
        }
    }

    /// `let p: MapCameraPosition = .automatic`: a value of an Apple type not evaluated is refused where it is given,
    /// not kept as the bare name an implicit member is until its type resolves it.
    func requireEvaluatedType(_ value: Value, as type: String?, at node: some SyntaxProtocol) throws {
        guard case .member = value, let type, let framework = KnownTypes.appleTypesNotEvaluated[Self.unwrapped(type)],
              try resolveType(Self.unwrapped(type), at: node) == nil else { return }
        throw error(.unsupportedSwift, "'\(Self.unwrapped(type))' (\(framework)) is not evaluated yet (supported Swift: docs/swift-source.md)",
                    at: node, construct: Self.unwrapped(type))
    }

    /// A value given where `type` is declared: an implicit member (`.loaded(items)`) becomes a case of that enum, a
    /// whole number a `Double` where one is declared.
    func typed(_ value: Value, as type: String?) throws -> Value {
        guard var type else { return value }
        if type.hasSuffix("?") || type.hasPrefix("Optional<") {
            // `.none` where an optional is declared is nil, even for an enum with a case of that name (Swift takes
            // `Optional.none` there, with a warning); `.some(x)` is x.
            if case .member("none", nil) = value { return .null }
            if case .member("some", let given?) = value, given.count == 1 {
                let inner = Self.unwrapped(type)
                // `Int?? = .some(nil)`: an optional holding nil, which a value here cannot tell from nil.
                if case .null = given[0].value, inner.hasSuffix("?") || inner.hasPrefix("Optional<") {
                    throw SwiftSourceError(.unsupportedSwift, "'.some(nil)' of a nested optional is not supported", at: given[0].place)
                }
                return try typed(given[0].value, as: inner)
            }
            type = Self.unwrapped(type)
        }
        // `let stamp: Date = .now`, `let s: CGSize = .zero`: a constant of a Foundation, CoreGraphics or numeric
        // type, unless the module declares a type of that name.
        if let constant = ValueStatics.implicit(value, as: type), try resolveType(type, at: source.tree) == nil {
            return constant
        }
        // `let size: CGSize = .init(width: 1, height: 2)`: the value type's own initializer.
        if case .member("init", let given?) = value, ["CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "Date", "UUID", "URL"].contains(type),
           try resolveType(type, at: source.tree) == nil {
            return try construct(type, CallArguments(implicit: given, node: Syntax(source.tree), scope: globals), at: source.tree)
        }
        // `var columns: [GridItem] { .init(repeating: GridItem(.flexible()), count: 3) }`: the array's initializer.
        if case .member("init", let given) = value, type.hasPrefix("[") && !type.contains(":") || type.hasPrefix("Array<") {
            return try construct("Array", CallArguments(implicit: given ?? [], node: Syntax(source.tree), scope: globals), at: source.tree)
        }
        switch value {
        case .member(let name, let given):
            let parts = type.split(separator: ".").map(String.init)
            // A nested type named from inside its outer type's code (`Content` in `Icon`'s initializer) first.
            let nested = parts.count == 1 ? typeContext.reversed().lazy.compactMap { $0.nestedTypes[type] }.first : nil
            // `static let none: Self = .symbol(.none)`: the type whose member is evaluated.
            let itself = type == "Self" ? typeContext.last : nil
            var declared = itself ?? nested ?? source.declarations.resolve(parts) ?? localTypes[type]
            // A type of the module's other files: read them (once) to know it.
            if declared == nil, !KnownTypes.all.contains(type), source.loadModule() { declared = source.declarations.resolve(parts) }
            guard let declared else {
                // `.dim` given to a `Double` parameter: `Double`'s own static, from the module's extension of it.
                if !name.contains("."), let foreign = try? implicitForeignStatic(name, nil, at: source.tree, expecting: [type]),
                   source.declarations.foreignTypes(withStatic: name).contains(type), given == nil {
                    return foreign
                }
                break
            }
            if let typedCase = (try? enumCase(named: value, of: declared)) ?? nil { return .enumCase(typedCase) }
            // `= .init(rawValue: "grid")` of an enum: its case, or nil.
            if name == "init", declared.kind == .enumeration {
                return try constructDeclared(declared, CallArguments(implicit: given ?? [], node: Syntax(source.tree), scope: globals), at: source.tree)
            }
            // `= .preferred(wide: true)`: the type's static method.
            if let given, !name.contains("."), !declared.methods(name, isStatic: true).isEmpty,
               let made = try staticMethod(name, of: declared.name, CallArguments(implicit: given, node: Syntax(source.tree), scope: globals),
                                           at: source.tree) {
                return made
            }
            // `= .init()`, `= .init(name: "a")` where the module's type is declared: an instance of it.
            if name == "init", declared.kind != .enumeration {
                // Counted as a call: a class whose property is `= .init()` of itself makes instances without end.
                try enterCall(at: source.tree)
                defer { state.budget.depthOfCalls -= 1 }
                return try constructDeclared(declared, CallArguments(implicit: given ?? [], node: Syntax(source.tree), scope: globals), at: source.tree)
            }
            // `.small.doubled`: a static of the type, then members of what it gives.
            if given == nil, name.contains("."), let chained = try? implicitMemberChain(name, of: declared) { return chained }
            // `.standard` for a static property of a struct (`static let standard = Theme(…)`).
            // Its own error, where evaluating it fails (an image set the module lacks), rather than the member unresolved.
            if given == nil, !name.contains("."), declared.staticVariable(name) != nil,
               let stored = try declaredStaticMember(name, of: declared, at: source.tree) {
                return stored
            }
            if given == nil, !name.contains("."), let stored = try? declaredStaticMember(name, of: declared, at: source.tree) {
                return stored
            }
        case .color(.string(let caseName)):
            // `theme: .indigo` for a `Theme` enum whose case shares a colour's name.
            if let declared = source.declarations.resolve(type.split(separator: ".").map(String.init)),
               let typedCase = (try? enumCase(named: .member(caseName, nil), of: declared)) ?? nil {
                return .enumCase(typedCase)
            }
        case .int(let n) where NumericKind(typeName: type) == .double:
            return .double(Double(n))
        case .int(let n) where NumericKind(typeName: type) == .float:
            return .float(Float(n))
        case .double(let d) where NumericKind(typeName: type) == .float:
            return .float(Float(d))
        case .tuple(let elements) where type.hasPrefix("(") && elements.allSatisfy({ $0.label == nil }):
            // `-> (first: Int, second: String)` names the elements of `(1, "one")`.
            let labels = Self.tupleLabels(type)
            guard labels.count == elements.count else { return value }
            return .tuple(zip(labels, elements).map { ($0, $1.value) })
        case .array(let items):
            // `let tags: Set<String> = ["b", "a", "b"]`: a set literal keeps one of equal elements.
            if type == "Set" || type.hasPrefix("Set<"), try resolveType("Set", at: source.tree) == nil {
                let element = type.hasPrefix("Set<") && type.hasSuffix(">") ? String(type.dropFirst(4).dropLast()) : nil
                return .array(setElements(try items.map { try typed($0, as: element) }))
            }
            // `[.init(title: "Done")]` given as `[MoreAction]`: each element typed by the element type.
            guard let element = Self.arrayElementType(type) else { break }
            return .array(try items.map { try typed($0, as: element) })
        default:
            break
        }
        return value
    }

    /// The element labels of a tuple type, `(first: Int, second: String)`; nil for an unlabeled element.
    static func tupleLabels(_ type: String) -> [String?] {
        var labels: [String?] = []
        var depth = 0
        var current = ""
        for character in type.dropFirst().dropLast() {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { labels.append(label(current)); current = "" } else { current.append(character) }
        }
        labels.append(label(current))
        func label(_ element: String) -> String? {
            let parts = element.split(separator: ":", maxSplits: 1)
            return parts.count == 2 ? parts[0].trimmingSpaces : nil
        }
        return labels
    }

    /// `value as Type`: numbers convert as literals do (`1 as Double`); other values pass as they are.
    func converted(_ value: Value, to type: String, at node: some SyntaxProtocol) throws -> Value {
        switch (type, value) {
        case (_, .int(let n)) where NumericKind(typeName: type) == .double: return .double(Double(n))
        case (_, .int(let n)) where NumericKind(typeName: type) == .float: return .float(Float(n))
        // `floor(1e15) as Float`: Swift cannot cast a Double to a Float, so the value's literals were Floats.
        case (_, .double(let d)) where NumericKind(typeName: type) == .float: return .float(Float(d))
        default: return value
        }
    }
}

extension Substring {
    /// Without the spaces around it.
    var trimmingSpaces: String { String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
}
