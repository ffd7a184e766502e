import SwiftSyntax

/// Which expressions Swift types as optionals, read from their syntax: what a string interpolation needs to write
/// `Optional(3)` where Swift does. A value the front end holds has no optional wrapper of its own (`nil` is ``Value/null``).
extension Evaluator {
    /// The standard library's members that give an optional: `first`, `last`, `min()`, `randomElement()`, ….
    static let optionalMembers: Set<String> = [
        "first", "last", "min", "max", "randomElement", "popLast", "firstIndex", "lastIndex", "index", "removeValue",
        "updateValue",
    ]

    /// Whether `expression`, which gave `value`, is an optional that holds a value.
    func isOptional(_ expression: ExprSyntax, _ value: Value, in scope: Scope) throws -> Bool {
        try optionalDepth(expression, value, in: scope) > 0
    }

    /// How many `Optional(…)` Swift writes around `value`, which `expression` gave: 0 for a value that is not optional
    /// (or `nil`), 1 for `Int?`, 2 for `Int??`.
    func optionalDepth(_ expression: ExprSyntax, _ value: Value, in scope: Scope) throws -> Int {
        switch value {
        case .null, .unknown, .view, .views, .geometry: return 0
        default: break
        }
        if let type = try declaredType(of: expression, in: scope) { return Self.optionalDepth(ofType: type) }
        if expression.is(OptionalChainingExprSyntax.self) { return 1 }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            return tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? 1 : 0
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try optionalDepth(only.expression, value, in: scope)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return try ternaryDepth(ternary.thenExpression, ternary.elseExpression, value, in: scope)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self) {
                if cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return 1 }
                // `x as Any` keeps what `x` was; `as Int?` makes it optional.
                let target = elements[2].trimmedDescription
                if target == "Any" || target == "AnyObject" { return try optionalDepth(elements[0], value, in: scope) }
                return Self.optionalDepth(ofType: target)
            }
            // `c ? nil : 5`: the branch after the ternary is the last element when it has no operator of its own.
            if elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) {
                return try ternaryDepth(ternary.thenExpression, elements[elements.count - 1], value, in: scope)
            }
            // `a ?? b` is as optional as `b` (`o ?? p` of two `Int?` is an `Int?`), and at least one level less than
            // `a` (`nn ?? 5` of an `Int??` is an `Int?`).
            if elements.count >= 3, let last = elements.dropLast().last?.as(BinaryOperatorExprSyntax.self), last.operator.text == "??" {
                let leftDepth = elements.count == 3 ? (try declaredType(of: elements[0], in: scope)).map { Self.optionalDepth(ofType: $0) - 1 } ?? 0 : 0
                guard let right = elements.last, Self.isPure(right) || right.is(NilLiteralExprSyntax.self) else { return max(leftDepth, 0) }
                return max(leftDepth, try optionalDepth(right, value, in: scope))
            }
            return 0
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, Self.containsOptionalChaining(base) { return 1 }
            // A `DateComponents`' every component is optional (`comps.year`).
            if let base = member.base, Self.dateComponentNames.contains(member.declName.baseName.text),
               try isDateComponents(base, in: scope) { return 1 }
            // A URL's `host` is optional (nil for a file URL).
            if member.declName.baseName.text == "host", let base = member.base {
                let made = base.as(ForceUnwrapExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self)?.calledExpression
                if made?.as(DeclReferenceExprSyntax.self)?.baseName.text == "URL" { return 1 }
                if Self.isPure(base), case .string(let text) = try evaluate(base, in: scope), URLText(text) != nil { return 1 }
            }
            // `items.first`, `text.last`; not a type's own member of that name (`Theme.first`).
            guard ["first", "last"].contains(member.declName.baseName.text), let base = member.base else { return 0 }
            // `a.first` of an `[Int?]` is an `Int??`.
            let elements = try elementOptionalDepth(of: base, in: scope) ?? 0
            if Self.isCollectionExpression(base) { return 1 + elements }
            // `tail().first` of a function declared to give an `ArraySlice<Int>`.
            if let type = try declaredType(of: base, in: scope), Self.isCollectionType(type) { return 1 + elements }
            guard Self.isPure(base) else { return 0 }
            return Self.isCollection(try evaluate(base, in: scope)) ? 1 + elements : 0
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                if Self.containsOptionalChaining(base) { return 1 }
                // `o.map { … }` of an optional `o` is optional.
                if Self.optionalMethods.contains(member.declName.baseName.text), Self.isPure(base),
                   try optionalDepth(base, try evaluate(base, in: scope), in: scope) > 0 { return 1 }
                // `calendar.date(byAdding:value:to:)`, `calendar.date(from:)`.
                if member.declName.baseName.text == "date", call.arguments.first?.label.map({ ["byAdding", "from", "bySetting", "bySettingHour"].contains($0.text) }) == true {
                    return 1
                }
                // `scanner.scanUInt64(representation:)` is nil where no number starts the text.
                if member.declName.baseName.text == "scanUInt64" { return 1 }
                guard Self.optionalMembers.contains(member.declName.baseName.text) else { return 0 }
                if Self.isCollectionExpression(base) { return 1 }
                guard Self.isPure(base) else { return 0 }
                return Self.isCollection(try evaluate(base, in: scope)) ? 1 : 0
            }
            // `Level(rawValue: 2)`, and a type's own `init?`: a failable initializer.
            if let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let type = declarations(at: call).resolve([typeName]) {
                let labels = call.arguments.map { $0.label?.text }
                if type.kind == .enumeration, labels == ["rawValue"], type.initializers.isEmpty { return 1 }
                let failable = type.initializers.filter { $0.optionalMark != nil && Self.accepts($0.signature.parameterClause, labels: labels) }
                if !failable.isEmpty, failable.count == type.initializers.filter({ Self.accepts($0.signature.parameterClause, labels: labels) }).count {
                    return 1
                }
            }
            // `URL(string:)` and `UUID(uuidString:)` are nil for text they cannot read.
            if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               (type == "URL" && call.arguments.map(\.label?.text) == ["string"])
                || (type == "UUID" && call.arguments.map(\.label?.text) == ["uuidString"]) {
                return 1
            }
            // `Int("12")`, `Double(text)`, `Int("ff", radix: 16)`: a conversion from a string may fail.
            if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               NumericKind(typeName: type) != nil || type == "URL",
               call.arguments.count == 1 || call.arguments.count == 2 && call.arguments.last?.label?.text == "radix",
               call.arguments.first?.label == nil,
               case .string = try evaluate(call.arguments.first!.expression, in: scope) {
                return 1
            }
            return 0
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1 {
            // A dictionary's subscript gives an optional: a dictionary by the syntax of the base (`["a": 1]["a"]`,
            // `Dictionary(grouping: xs, by: f)[k]`, `scores.mapValues { … }["a"]`), or by its value (`scores["x"]`).
            let base = subscriptCall.calledExpression
            if subscriptCall.arguments.first?.label == nil {
                if base.is(DictionaryExprSyntax.self) { return 1 }
                if let call = base.as(FunctionCallExprSyntax.self) {
                    if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Dictionary" { return 1 }
                    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                       ["mapValues", "compactMapValues", "merging"].contains(member.declName.baseName.text) { return 1 }
                }
            }
            if Self.isPure(base), case .dictionary = try evaluate(base, in: scope) { return 1 }
        }
        return 0
    }

    /// `c ? nil : x`, `c ? o : 3`: as optional as the more optional branch, a `nil` branch making the other optional.
    private func ternaryDepth(_ first: ExprSyntax, _ second: ExprSyntax, _ value: Value, in scope: Scope) throws -> Int {
        var depth = 0
        for branch in [first, second] {
            if branch.is(NilLiteralExprSyntax.self) { depth = max(depth, 1); continue }
            guard Self.isPure(branch) else { continue }
            depth = max(depth, try optionalDepth(branch, try evaluate(branch, in: scope), in: scope))
        }
        return depth
    }

    /// The type `expression` was declared with, where a declaration says it: a local or parameter (`let o: Int?`,
    /// `func f(o: Int?)`), a property of `self` or of an instance, a file-level constant, a function's result.
    func declaredType(of expression: ExprSyntax, in scope: Scope) throws -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            if scope.bindsLocally(name, above: globals) { return scope.declaredType(of: name) }
            if case .instance(let instance)? = scope.lookUp("self"), let type = propertyAnnotation(name, of: instance.type) {
                return type
            }
            if scope.lookUp("self") == nil || !Self.hasMember(name, in: scope) {
                return declarations(at: reference).variables[name].flatMap(Self.annotation)
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, Self.isPure(base),
           member.declName.argumentNames == nil {
            if case .instance(let instance) = try evaluate(base, in: scope) {
                return propertyAnnotation(member.declName.baseName.text, of: instance.type)
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), !scope.bindsLocally(reference.baseName.text, above: globals),
           !Self.hasMember(reference.baseName.text, in: scope),
           let functions = declarations(at: call).functions[reference.baseName.text], functions.count == 1,
           let result = functions[0].signature.returnClause?.type.trimmedDescription {
            return result
        }
        return nil
    }

    /// Whether `self` in `scope` is an instance with a member `name` (which hides a file-level one).
    static func hasMember(_ name: String, in scope: Scope) -> Bool {
        guard case .instance(let instance)? = scope.lookUp("self") else { return false }
        return instance.properties.lookUp(name) != nil || !instance.type.methods(name, isStatic: false).isEmpty
            || property(name, of: instance.type) != nil
    }

    /// `Int?` is 1, `Int??` and `Optional<Int?>` 2, `Int!` 1, `[Int?]` 0.
    static func optionalDepth(ofType type: String) -> Int {
        var text = Substring(type.filter { $0 != " " })
        var depth = 0
        while true {
            if text.hasSuffix("?") || text.hasSuffix("!") { depth += 1; text = text.dropLast(); continue }
            if text.hasPrefix("Optional<"), text.hasSuffix(">") { depth += 1; text = text.dropFirst("Optional<".count).dropLast(); continue }
            if text.hasPrefix("("), text.hasSuffix(")"), !text.contains(","), !text.contains("->") { text = text.dropFirst().dropLast(); continue }
            return depth
        }
    }

    /// The numeric type an optional expression that gave `nil` wraps, where its syntax or declaration says it:
    /// `Double(text)`, a property declared `CGFloat?`, a dictionary's value or an array's element (`scores["x"]`,
    /// `values.first` of Doubles).
    func wrappedNumericKind(of expression: ExprSyntax, in scope: Scope) throws -> NumericKind? {
        if let call = expression.as(FunctionCallExprSyntax.self),
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let kind = NumericKind(typeName: type) {
            return kind
        }
        if let type = try declaredType(of: expression, in: scope) { return NumericKind(typeName: type) }
        // `rows.first?.price ?? 0`: the property's type, as the module's types declare a property of that name.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
           let kind = try propertyNumericKind(named: member.declName.baseName.text, at: member) {
            return kind
        }
        var container: ExprSyntax?
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { container = subscriptCall.calledExpression }
        if let member = expression.as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text) { container = member.base }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           Self.optionalMembers.contains(member.declName.baseName.text) { container = member.base }
        guard let container, Self.isPure(container) else { return nil }
        if let type = try declaredType(of: container, in: scope) {
            if let (_, valueType) = ExpectedType.keyAndValueTypes(of: type) { return NumericKind(typeName: valueType) }
            if let element = ExpectedType.elementType(of: type) { return NumericKind(typeName: element) }
        }
        let elements: [Value]
        switch try evaluate(container, in: scope) {
        case .array(let items): elements = items
        case .dictionary(let pairs): elements = pairs.map(\.value)
        default: return nil
        }
        let kinds = Set(elements.compactMap { NumericKind(of: $0).map { "\($0)" } })
        return kinds.count == 1 ? elements.first.flatMap { NumericKind(of: $0) } : nil
    }

    /// The numeric kind of the stored properties named `name` in the module's types (declared or inferred from their
    /// initial value), when they agree; an error where they disagree, as the one meant is not known without types.
    private func propertyNumericKind(named name: String, at node: some SyntaxProtocol) throws -> NumericKind? {
        var kinds: [String: NumericKind] = [:]
        var sawOther = false
        for annotation in propertyTypes(named: name) {
            if let kind = NumericKind(typeName: Self.unwrapped(annotation)) { kinds["\(kind)"] = kind } else { sawOther = true }
        }
        guard let first = kinds.values.first else { return nil }
        if kinds.count > 1 || sawOther {
            throw error(.unsupportedSwift, "'?? …' after '.\(name)': the module's types declare '\(name)' with different types, so the default's type is not known here",
                        at: node)
        }
        return first
    }

    /// The declared (or initial-value) types of the stored properties named `name` in the module's types.
    func propertyTypes(named name: String) -> [String] {
        let types = source.declarations.types
        // Built again only when reading the module's other files added declarations.
        if propertyTypesByName?.typeCount != types.count {
            var index: [String: [String]] = [:]
            for type in types.values {
                for binding in type.instanceVariables.flatMap(\.bindings) {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                          let annotation = Self.annotation(binding) else { continue }
                    index[property, default: []].append(annotation)
                }
            }
            propertyTypesByName = (types.count, index)
        }
        return propertyTypesByName?.types[name] ?? []
    }

    /// Whether `expression` may be evaluated again without an effect: names, members of names, literals. A base with a
    /// call in it is not (`makeItems().first` would run `makeItems` twice), and its optional is written unwrapped.
    static func isPure(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(StringLiteralExprSyntax.self) { return true }
        // A subscript of pure parts (`scores["a"]`, `items[0]`).
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.trailingClosure == nil {
            return isPure(subscriptCall.calledExpression) && subscriptCall.arguments.allSatisfy { isPure($0.expression) }
        }
        // A conversion of pure arguments (`Int("12")`) may run again.
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           NumericKind(typeName: name) != nil || ["String", "URL"].contains(name) {
            return call.arguments.allSatisfy { isPure($0.expression) }
        }
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

    /// The members of `DateComponents`, each an optional.
    static let dateComponentNames: Set<String> = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal", "quarter",
        "weekOfMonth", "weekOfYear", "yearForWeekOfYear", "dayOfYear",
    ]

    /// Whether `expression` is a `DateComponents`: a call of `dateComponents(…)`, or a name declared or inferred as one.
    private func isDateComponents(_ expression: ExprSyntax, in scope: Scope) throws -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dateComponents" { return true }
        return try declaredType(of: expression, in: scope) == "DateComponents"
    }

    /// The methods of a sequence that give a collection (`sorted()`, `map { … }`, `dropFirst()`), whose `first`
    /// and `last` are optionals whatever the base was.
    static let collectionMethods: Set<String> = [
        "sorted", "reversed", "map", "filter", "compactMap", "flatMap", "prefix", "suffix", "dropFirst", "dropLast",
        "shuffled", "split", "components", "enumerated", "lowercased", "uppercased", "uniqued", "joined",
    ]

    /// Whether `expression` is, by its syntax, a collection: an array or string literal, `Array(…)`, a call of a
    /// collection method, a slice by a range (`xs[1...]`), a dictionary's `keys` or `values`.
    static func isCollectionExpression(_ expression: ExprSyntax) -> Bool {
        if expression.is(ArrayExprSyntax.self) || expression.is(StringLiteralExprSyntax.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return ["Array", "String"].contains(name) }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
                return collectionMethods.contains(member.declName.baseName.text)
            }
            if call.calledExpression.is(ArrayExprSyntax.self) { return true }   // `[Int](values)`
            return false
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1 {
            let argument = subscriptCall.arguments.first!.expression.trimmedDescription
            return argument.contains("...") || argument.contains("..<")
        }
        // `groups["k", default: []]`: a collection where the fallback is one.
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 2,
           let fallback = subscriptCall.arguments.last, fallback.label?.text == "default" {
            return fallback.expression.is(ArrayExprSyntax.self) || fallback.expression.is(StringLiteralExprSyntax.self)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return ["keys", "values", "indices"].contains(member.declName.baseName.text)
        }
        return false
    }

    static func isCollectionType(_ type: String) -> Bool {
        if Self.optionalDepth(ofType: type) > 0 { return false }
        return type.hasPrefix("[") || ["Array<", "ArraySlice<", "Set<", "ContiguousArray<"].contains { type.hasPrefix($0) }
            || ["String", "Substring"].contains(type)
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
