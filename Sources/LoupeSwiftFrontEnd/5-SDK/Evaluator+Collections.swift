import SwiftSyntax

/// Arrays, dictionaries, sets, strings, ranges, numbers and optionals: the properties and methods previews use on them
/// (`map`, `filter`, `sorted(by:)`, `first`, `prefix`, `enumerated`, `joined`, subscripts, …).
extension Evaluator {
    /// A dictionary literal, in the order written.
    func dictionaryLiteral(_ dictionary: DictionaryExprSyntax, in scope: Scope) throws -> Value {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
        return .dictionary(try elements.map { (try evaluate($0.key, in: scope), try evaluate($0.value, in: scope)) })
    }

    /// The elements a `ForEach` or `for` walks: an array, a range of whole numbers, a dictionary's entries, a string's
    /// characters (at most ``maximumElements``).
    func elements(of argument: Argument, at node: some SyntaxProtocol) throws -> [Value] {
        switch argument.value {
        case .array(let items):
            return items
        case .range(let lower, let upper, let closed):
            guard lower == lower.rounded(), upper == upper.rounded() else {
                throw SwiftSourceError(.typeMismatch, "a range of whole numbers is needed here", at: argument.place)
            }
            let end = closed ? upper + 1 : upper
            guard end - lower <= Double(EvaluationBudget.maximumElements) else {
                throw SwiftSourceError(.limit, "the range has \(Int(end - lower)) elements; at most \(EvaluationBudget.maximumElements) are walked", at: argument.place)
            }
            return lower < end ? stride(from: Int(lower), to: Int(end), by: 1).map { .int($0) } : []
        case .dictionary(let entries):
            return entries.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let text):
            return text.map { .string(String($0)) }
        case .null:
            return []
        default:
            throw SwiftSourceError(.typeMismatch, "expected a range or an array, found \(argument.value.kind)", at: argument.place)
        }
    }

    /// An array of at most ``maximumElements``.
    func bounded(_ items: [Value], at node: some SyntaxProtocol) throws -> Value {
        guard items.count <= EvaluationBudget.maximumElements else {
            throw error(.limit, "a collection of \(items.count) elements; at most \(EvaluationBudget.maximumElements) are allowed", at: node)
        }
        return .array(items)
    }

    // MARK: - Properties

    /// `value.name` for the values of the Swift standard library a preview uses.
    func valueProperty(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch base {
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .range(lower: 0, upper: Double(items.count), closed: false)
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            default: return nil
            }
        case .dictionary(let entries):
            try requireOrderFree(name, of: entries, at: node)
            switch name {
            case "count": return .int(entries.count)
            case "isEmpty": return .bool(entries.isEmpty)
            case "keys": return .array(entries.map(\.key))
            case "values": return .array(entries.map(\.value))
            case "first": return entries.first.map { .tuple([("key", $0.key), ("value", $0.value)]) } ?? .null
            default: return nil
            }
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            case "capitalized": return .string(text.capitalizedWords)
            case "description", "uuidString", "absoluteString": return base
            // A URL is kept as its text (`URL(string:)`): what Foundation's URL answers of it.
            case "lastPathComponent": return URLText(text).map { .string($0.lastPathComponent) }
            case "pathExtension": return URLText(text).map { .string($0.pathExtension) }
            case "path": return URLText(text).map { .string($0.pathProperty) }
            case "scheme": return URLText(text).map { .string($0.scheme) }
            case "host": return URLText(text).map { $0.host.map(Value.string) ?? .null }
            default: return nil
            }
        case .int(let n):
            switch name {
            case "description": return .string(String(n))
            case "magnitude":
                // A UInt: `Int.min.magnitude` is 2^63, past what an Int here holds.
                guard n != .min else { throw error(.invalidValue, "'Int.min.magnitude' is a UInt past Int.max, which is not held here", at: node) }
                return .int(Int(n.magnitude))
            case "isZero": return .bool(n == 0)
            // An NSNumber's readings (`NSNumber(value:)` is the number it boxes): an Int has no such members.
            case "intValue", "int64Value": return .int(n)
            case "doubleValue": return .double(Double(n))
            case "boolValue": return .bool(n != 0)
            default: return nil
            }
        case .double(let d):
            switch name {
            case "description": return .string(d.description)
            case "magnitude": return .double(d.magnitude)
            case "isZero": return .bool(d == 0)
            case "isNaN": return .bool(d.isNaN)
            case "doubleValue": return .double(d)
            case "floatValue": return .float(Float(d))
            case "intValue", "int64Value":
                guard d.isFinite, let whole = Int(exactly: d.rounded(.towardZero)) else { return nil }
                return .int(whole)
            case "boolValue": return .bool(d != 0)
            default: return nil
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "lowerBound": return lower == lower.rounded() ? .int(Int(clamping: lower)) : .double(lower)
            case "upperBound": return upper == upper.rounded() ? .int(Int(clamping: upper)) : .double(upper)
            case "count": return .int(max(Int(clamping: upper - lower).addingReportingOverflow(closed ? 1 : 0).partialValue, 0))
            case "isEmpty": return .bool(closed ? lower > upper : lower >= upper)
            default: return nil
            }
        case .tuple(let elements):
            if let element = elements.first(where: { $0.label == name }) { return element.value }
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            return nil
        case .date(let seconds):
            return try dateProperty(name, seconds, at: node)
        case .bool(let flag):
            return name == "description" ? .string(flag ? "true" : "false") : nil
        case .null:
            // `optional?.name` is nil; `x.name` on nil is read as the value's absence, too (a preview's optional).
            return .null
        default:
            return nil
        }
    }

    // MARK: - Methods

    /// `value.name(arguments)` for the values of the Swift standard library a preview uses.
    func valueMethod(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch base {
        case .array(let items): return try arrayMethod(name, items, arguments, at: node)
        case .range:
            let items = try elements(of: Argument(label: nil, value: base, place: place(node)), at: node)
            if name == "contains", let candidate = arguments.unlabeled(0), case .range(let lower, let upper, let closed) = base,
               let number = candidate.value.number {
                return .bool(number >= lower && (closed ? number <= upper : number < upper))
            }
            return try arrayMethod(name, items, arguments, at: node)
        case .dictionary(let entries): return try dictionaryMethod(name, entries, arguments, at: node)
        case .string(let text): return try stringMethod(name, text, arguments, at: node)
        case .int, .double, .float: return try numberMethod(name, base, arguments, at: node)
        case .date(let seconds): return try dateMethod(name, seconds, arguments, at: node)
        case .bool(let flag) where name == "toggled": return .bool(!flag)
        case .null:
            // `optional?.method()` is nil.
            return .null
        default: return nil
        }
    }

    /// Applies a function argument (a closure, a key path, a method name) to values.
    func apply(_ function: Argument, _ values: [Value], at node: some SyntaxProtocol) throws -> Value {
        switch function.value {
        case .closure(let closure, let captured):
            return try callClosure(closure, in: captured, with: values, at: node)
        case .keyPath(let path):
            guard let value = values.first else { return .null }
            return try read(keyPath: path, of: value, at: node)
        case .boundMethod, .type, .localFunction:
            return try callValue(function.value, CallArguments(list: values.map { Argument(label: nil, value: $0, place: function.place) },
                                                               trailing: [], node: Syntax(node), scope: globals),
                                 named: "the function", at: node)
        default:
            throw SwiftSourceError(.typeMismatch, "expected a closure or a key path, found \(function.value.kind)", at: function.place)
        }
    }

    /// `\.name.first`, `\.self` read from a value.
    func read(keyPath path: String, of value: Value, at node: some SyntaxProtocol) throws -> Value {
        var current = value
        for component in path.split(separator: ".").map(String.init) where component != "self" {
            switch current {
            case .instance, .enumCase:
                // A key path applied to elements whose static type may be a protocol (`[dog as Named, cat]`).
                if case .instance(let instance) = current, let shadowed = shadowedExtension(component, of: instance.type) {
                    throw ambiguousDispatch(component, instance.type, shadowed, at: node)
                }
                guard let next = try instanceMember(component, of: current, at: node) else {
                    throw error(.unsupportedSwift, "'\\.\(path)' reads '\(component)', which \(current.kind) does not have", at: node)
                }
                current = next
            default:
                guard let next = try valueProperty(component, of: current, at: node) else {
                    throw error(.unsupportedSwift, "'\\.\(path)' reads '\(component)', which \(current.kind) does not have", at: node)
                }
                current = next
            }
        }
        return current
    }

    /// The closure argument of a higher-order call: labeled, unlabeled or trailing.
    private func function(_ arguments: CallArguments, _ label: String? = nil) -> Argument? {
        if let label, let argument = arguments.argument(label) { return argument }
        if let argument = arguments.list.last(where: {
            switch $0.value {
            // `{ … }`, `\.name`, `+`, `Type.make`, `String.init`, `Symbol.init(name:)`, a function of the file
            case .closure, .keyPath, .localFunction, .boundMethod(.type, _), .boundMethod(.null, _), .type: true
            default: false
            }
        }) {
            return argument
        }
        if let trailing = arguments.trailing.first {
            return Argument(label: nil, value: .closure(trailing.closure, arguments.scope), place: source.place(of: trailing.closure))
        }
        return nil
    }

    private func truth(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .bool(let flag) = value else { throw error(.typeMismatch, "expected a Boolean, found \(value.kind)", at: node) }
        return flag
    }

    private func arrayMethod(_ name: String, _ items: [Value], _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        func count(_ label: String? = nil) throws -> Int {
            guard let argument = label.flatMap({ arguments.argument($0) }) ?? arguments.unlabeled(0), let n = argument.value.number else { return 1 }
            return max(Int(clamping: n), 0)
        }
        if name == "sorted" || name == "reduce" || function(arguments) != nil,
           let value = try higherOrder(name, items, arguments, at: node) {
            return value
        }
        if let value = try setMethod(name, items, arguments, at: node) { return value }
        switch name {
        case "prefix" where arguments.argument("upTo") != nil: return .array(Array(items.prefix(try count("upTo"))))
        case "prefix" where arguments.argument("through") != nil: return .array(Array(items.prefix(try count("through") + 1)))
        case "suffix" where arguments.argument("from") != nil: return .array(Array(items.dropFirst(try count("from"))))
        case "prefix", "suffix":
            guard arguments.list.count == 1, arguments.list[0].label == nil else { return nil }
            return .array(Array(name == "prefix" ? items.prefix(try count()) : items.suffix(try count())))
        case "dropFirst": return .array(Array(items.dropFirst(arguments.isEmpty ? 1 : try count())))
        case "dropLast": return .array(Array(items.dropLast(arguments.isEmpty ? 1 : try count())))
        case "reversed": return .array(items.reversed())
        case "enumerated": return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "joined":
            if arguments.isEmpty, !items.isEmpty, items.allSatisfy({ if case .array = $0 { true } else { false } }) {
                // `[[1], [2]].joined()`: the elements of each, in order.
                let flattened: [Value] = items.flatMap { (item: Value) -> [Value] in if case .array(let inner) = item { inner } else { [] } }
                return try bounded(flattened, at: node)
            }
            let separator = try arguments.argument("separator").map { try string($0) } ?? ""
            return .string(try items.map { try interpolated($0, at: node) }.joined(separator: separator))
        case "contains":
            guard let candidate = arguments.unlabeled(0) else { return nil }
            return .bool(items.contains { valuesEqual($0, candidate.value) })
        case "firstIndex", "lastIndex":
            guard let candidate = arguments.argument("of") else { return nil }
            let index = name == "firstIndex" ? items.firstIndex { valuesEqual($0, candidate.value) }
                                             : items.lastIndex { valuesEqual($0, candidate.value) }
            return index.map { .int($0) } ?? .null
        case "min", "max" where arguments.isEmpty:
            let numbers = items.compactMap(\.number)
            guard numbers.count == items.count, !numbers.isEmpty else {
                // Strings, dates and the module's `Comparable` types: the first of the least (or greatest), as
                // Swift's `min()` and `max()` keep the first of equal elements.
                guard var best = items.first else { return .null }
                for item in items.dropFirst() where name == "min" ? try isLess(item, best, at: node) : try isLess(best, item, at: node) {
                    best = item
                }
                return best
            }
            let pick = name == "min" ? numbers.min()! : numbers.max()!
            return items.first { $0.number == pick } ?? .null
        case "shuffled": return .array(state.fixedValues.random.shuffled(items))
        case "randomElement": return items.isEmpty ? .null : items[state.fixedValues.random.index(below: items.count)]
        case "split":
            return nil
        case "index":
            guard let offset = arguments.argument("offsetBy"), let start = arguments.unlabeled(0)?.value.number, let by = offset.value.number else { return nil }
            return .int(Int(clamping: start + by))
        default: return nil
        }
    }

    /// The closure-taking methods of arrays.
    private func higherOrder(_ name: String, _ items: [Value], _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "sorted":
            guard let by = function(arguments, "by") else {
                return .array(try items.sorted { try isLess($0, $1, at: node) })
            }
            var failure: Error?
            let sorted = items.enumerated().sorted { a, b in
                if failure != nil { return false }
                do {
                    if try truth(try apply(by, [a.element, b.element], at: node), at: node) { return true }
                    if try truth(try apply(by, [b.element, a.element], at: node), at: node) { return false }
                    return a.offset < b.offset
                } catch { failure = error; return false }
            }.map(\.element)
            if let failure { throw failure }
            return .array(sorted)
        case "reduce":
            guard let initial = arguments.list.first, let combine = function(arguments) else { return nil }
            if initial.label == "into" {
                // Its closure changes an `inout` accumulator, which closures here cannot write back: refused, not guessed.
                throw error(.unsupportedSwift, "'reduce(into:_:)' is not supported (its closure changes an inout value); 'reduce(_:_:)' is",
                            at: node, construct: "reduce(into:_:)")
            }
            var result = initial.value
            for item in items { result = try apply(combine, [result, item], at: node) }
            return result
        default:
            break
        }
        guard let transform = function(arguments, name == "map" || name == "compactMap" || name == "flatMap" || name == "forEach" ? nil : "where") else { return nil }
        switch name {
        case "map": return try bounded(try items.map { try apply(transform, [$0], at: node) }, at: node)
        case "compactMap": return .array(try items.map { try apply(transform, [$0], at: node) }.filter { if case .null = $0 { false } else { true } })
        case "flatMap":
            var flat: [Value] = []
            for item in items {
                if case .array(let inner) = try apply(transform, [item], at: node) { flat += inner }
                if flat.count > EvaluationBudget.maximumElements { break }
            }
            return try bounded(flat, at: node)
        case "filter": return .array(try items.filter { try truth(try apply(transform, [$0], at: node), at: node) })
        case "first": return try items.first { try truth(try apply(transform, [$0], at: node), at: node) } ?? .null
        case "last": return try items.last { try truth(try apply(transform, [$0], at: node), at: node) } ?? .null
        case "firstIndex": return try items.firstIndex { try truth(try apply(transform, [$0], at: node), at: node) }.map { .int($0) } ?? .null
        case "lastIndex": return try items.lastIndex { try truth(try apply(transform, [$0], at: node), at: node) }.map { .int($0) } ?? .null
        case "contains": return .bool(try items.contains { try truth(try apply(transform, [$0], at: node), at: node) })
        case "allSatisfy": return .bool(try items.allSatisfy { try truth(try apply(transform, [$0], at: node), at: node) })
        case "count": return .int(try items.filter { try truth(try apply(transform, [$0], at: node), at: node) }.count)
        case "min", "max":
            var best: Value?
            for item in items {
                guard let current = best else { best = item; continue }
                let less = try truth(try apply(transform, [item, current], at: node), at: node)
                if name == "min" ? less : try truth(try apply(transform, [current, item], at: node), at: node) { best = item }
            }
            return best ?? .null
        case "forEach":
            for item in items { _ = try apply(transform, [item], at: node) }
            return .null
        case "drop":
            return .array(Array(try items.drop { try truth(try apply(transform, [$0], at: node), at: node) }))
        case "prefix":
            return .array(Array(try items.prefix { try truth(try apply(transform, [$0], at: node), at: node) }))
        default: return nil
        }
    }

    /// `<` on numbers, strings and raw-valued cases (what `sorted()` and `min()` need).
    func isLess(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        case (.date(let x), .date(let y)): return x < y
        default:
            if let x = a.number, let y = b.number { return x < y }
            if let less = try customLess(a, b) { return less }
            throw error(.typeMismatch, "\(a.kind) and \(b.kind) cannot be ordered", at: node)
        }
    }

    /// `a < b` of the module's `Comparable` types: the type's own `static func <`, or, for an enum without
    /// associated values that declares none, the order of its cases (the comparison Swift synthesizes).
    func customLess(_ a: Value, _ b: Value) throws -> Bool? {
        let type: DeclaredType
        switch (a, b) {
        case (.instance(let x), .instance(let y)) where x.type === y.type: type = x.type
        case (.enumCase(let x), .enumCase(let y)) where x.type.name == y.type.name: type = x.type
        // `Size.small < .large`: the implicit member is a case of the other side's enum.
        case (.enumCase(let x), .member(let name, nil)):
            return try customLess(a, .enumCase(EnumCase(type: x.type, name: name, payload: [])))
        case (.member(let name, nil), .enumCase(let y)):
            return try customLess(.enumCase(EnumCase(type: y.type, name: name, payload: [])), b)
        default: return nil
        }
        let functions = type.methods("<", isStatic: true)
        if let function = functions.first {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
            guard labels.count == 2 else { return nil }
            let place = source.place(of: function)
            let arguments = CallArguments(list: [Argument(label: labels[0], value: a, place: place), Argument(label: labels[1], value: b, place: place)],
                                          trailing: [], node: Syntax(function), scope: globals)
            guard case .bool(let less) = try callFunction(functions, arguments, selfValue: .type(type.name), named: "<", at: function) else { return nil }
            return less
        }
        guard type.conformances.contains("Comparable"), case .enumCase(let x) = a, case .enumCase(let y) = b,
              x.payload.isEmpty, y.payload.isEmpty,
              let i = type.enumCases.firstIndex(where: { $0.name.bareText == x.name }),
              let j = type.enumCases.firstIndex(where: { $0.name.bareText == y.name }) else { return nil }
        return i < j
    }

    private func dictionaryMethod(_ name: String, _ entries: [(key: Value, value: Value)], _ arguments: CallArguments,
                                  at node: some SyntaxProtocol) throws -> Value? {
        let pairs = entries.map { Value.tuple([("key", $0.key), ("value", $0.value)]) }
        try requireOrderFree(name, of: entries, at: node)
        switch name {
        case "keys", "values": return nil
        case "filter":
            // A dictionary's `filter` is a dictionary of the entries kept.
            guard let predicate = arguments.unlabeled(0) ?? arguments.trailing.first.map({ Argument(label: nil, value: .closure($0.closure, arguments.scope), place: place($0.closure)) })
            else { return nil }
            var kept: [(key: Value, value: Value)] = []
            for (entry, pair) in zip(entries, pairs) {
                guard case .bool(let keep) = try apply(predicate, [pair], at: node) else {
                    throw error(.typeMismatch, "a dictionary's filter needs a Boolean", at: node)
                }
                if keep { kept.append(entry) }
            }
            return .dictionary(kept)
        case "mapValues", "compactMapValues":
            // Each value transformed, the keys kept in their order; `compactMapValues` drops the nils.
            guard let transform = arguments.unlabeled(0) ?? arguments.trailing.first.map({ Argument(label: nil, value: .closure($0.closure, arguments.scope), place: place($0.closure)) })
            else { return nil }
            var result: [(key: Value, value: Value)] = []
            for entry in entries {
                let value = try apply(transform, [entry.value], at: node)
                if name == "compactMapValues", case .null = value { continue }
                result.append((entry.key, value))
            }
            return .dictionary(result)
        case "min", "max" where entries.count > 1:
            // Of entries that tie, the one Swift returns is the first in its order, which changes from run to run.
            let forward = try arrayMethod(name, pairs, arguments, at: node)
            let backward = try arrayMethod(name, pairs.reversed(), arguments, at: node)
            if let forward, let backward, !valuesEqual(forward, backward) {
                throw error(.unsupportedSwift, "'.\(name)' of a dictionary whose entries tie picks one by the dictionary's order, which Swift does not keep (it changes from one run of the app to the next); break the tie in the comparison", at: node)
            }
            return forward
        default: return try arrayMethod(name, pairs, arguments, at: node)
        }
    }

    /// Foundation's `CharacterSet`s a string is trimmed by, as a test of a character; nil for a set not known here.
    static func characterSet(_ value: Value?) throws -> ((Character) -> Bool)? {
        guard case .member(let name, let given)? = value else { return nil }
        if name.hasSuffix(".inverted"), let set = try characterSet(.member(String(name.dropLast(".inverted".count)), given)) {
            return { !set($0) }
        }
        switch name {
        case "charactersIn":
            guard case .string(let characters)? = given?.first?.value else { return nil }
            return { characters.contains($0) }
        case "punctuationCharacters":
            let punctuation: Set<Unicode.GeneralCategory> = [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                                                              .initialPunctuation, .finalPunctuation, .otherPunctuation]
            return { $0.unicodeScalars.allSatisfy { punctuation.contains($0.properties.generalCategory) } }
        case "uppercaseLetters": return \.isUppercase
        case "lowercaseLetters": return \.isLowercase
        case "whitespaces": return { $0 == " " || $0 == "\t" || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator } }
        case "whitespacesAndNewlines": return \.isWhitespace
        case "newlines": return \.isNewline
        case "letters": return \.isLetter
        case "decimalDigits": return { $0.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal } }
        case "alphanumerics": return { $0.isLetter || $0.isNumber }
        case "punctuationCharacters": return \.isPunctuation
        case "symbols": return \.isSymbol
        default: return nil
        }
    }

    private func stringMethod(_ name: String, _ text: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        let first = arguments.unlabeled(0)
        switch name {
        case "appendingPathComponent":
            guard let url = URLText(text), let component = first else { return nil }
            return .string(url.appending(try string(component)).text)
        case "appending" where arguments.argument("path") != nil || arguments.argument("component") != nil:
            guard let url = URLText(text), let component = arguments.argument("path") ?? arguments.argument("component") else { return nil }
            return .string(url.appending(try string(component)).text)
        case "localizedCaseInsensitiveContains":
            // Compared without case in `en_US`: ASCII only, where folding is plain lower-casing.
            guard let first, case .string(let part) = first.value, text.allSatisfy(\.isASCII), part.allSatisfy(\.isASCII) else { return nil }
            return .bool(!part.isEmpty && text.lowercased().contains(part.lowercased()))
        case "lowercased": return .string(text.lowercased())
        case "uppercased": return .string(text.uppercased())
        case "hasPrefix": return try first.map { .bool(text.hasPrefix(try string($0))) }
        case "hasSuffix": return try first.map { .bool(text.hasSuffix(try string($0))) }
        case "contains":
            // Foundation's `contains` finds no empty string in any string.
            if let first, case .string(let part) = first.value { return .bool(!part.isEmpty && text.contains(part)) }
            return try arrayMethod(name, text.map { .string(String($0)) }, arguments, at: node)
        case "prefix" where arguments.argument("while") == nil && arguments.trailing.isEmpty:
            return .string(String(text.prefix(max(Int(clamping: first?.value.number ?? 1), 0))))
        case "suffix": return .string(String(text.suffix(max(Int(clamping: first?.value.number ?? 1), 0))))
        case "dropFirst": return .string(String(text.dropFirst(max(Int(clamping: first?.value.number ?? 1), 0))))
        case "dropLast": return .string(String(text.dropLast(max(Int(clamping: first?.value.number ?? 1), 0))))
        case "split":
            guard let separator = arguments.argument("separator") ?? first, case .string(let mark) = separator.value,
                  mark.count == 1, let character = mark.first,
                  arguments.list.allSatisfy({ [nil, "separator", "maxSplits", "omittingEmptySubsequences"].contains($0.label) }) else { return nil }
            let maxSplits = try arguments.argument("maxSplits").map { argument -> Int in
                guard case .int(let n) = argument.value, n >= 0 else { throw error(.invalidValue, "maxSplits: expected a count of 0 or more", at: node) }
                return n
            } ?? Int.max
            let omitting = try arguments.argument("omittingEmptySubsequences").map { try bool($0) } ?? true
            return .array(text.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map { .string(String($0)) })
        case "components":
            guard let separator = arguments.argument("separatedBy"), case .string(let mark) = separator.value, !mark.isEmpty else { return nil }
            return .array(text.split(separator: mark, omittingEmptySubsequences: false).map { .string(String($0)) })
        case "replacingOccurrences":
            guard let of = arguments.argument("of"), let with = arguments.argument("with") else { return nil }
            try expect(arguments, labels: ["of", "with", "options"], of: ".replacingOccurrences")
            let target = try string(of), replacement = try string(with)
            let options: [Value] = switch arguments.argument("options")?.value {
            case .array(let items)?: items
            case let single?: [single]
            case nil: []
            }
            var caseInsensitive = false
            for option in options {
                switch option {
                case .member("literal", nil): break
                case .member("caseInsensitive", nil): caseInsensitive = true
                default:
                    // `.regularExpression`, `.anchored`, `.backwards`, …: not followed, so refused rather than ignored.
                    throw error(.unsupportedSwift, "'.replacingOccurrences' with the option \(Self.runtimeOnlyDescription(option)) is not supported (only .literal and .caseInsensitive)",
                                at: node, construct: ".replacingOccurrences")
                }
            }
            guard !target.isEmpty else { return .string(text) }
            guard caseInsensitive else { return .string(text.replacing(target, with: replacement)) }
            guard text.unicodeScalars.allSatisfy(\.isASCII), target.unicodeScalars.allSatisfy(\.isASCII) else {
                throw error(.unsupportedSwift, "'.replacingOccurrences' ignoring case is supported for ASCII text only", at: node,
                            construct: ".replacingOccurrences")
            }
            // ASCII letters compared without their case: the text's own characters kept outside the matches.
            var result = "", rest = Substring(text)
            let needle = target.lowercased()
            while let range = rest.lowercased().firstRange(of: needle) {
                let start = rest.index(rest.startIndex, offsetBy: rest.lowercased().distance(from: rest.lowercased().startIndex, to: range.lowerBound))
                let end = rest.index(start, offsetBy: target.count)
                result += rest[..<start] + replacement
                rest = rest[end...]
            }
            return .string(result + rest)
        case "trimmingCharacters":
            guard let set = try Self.characterSet(arguments.argument("in")?.value) else { return nil }
            let trimmed = text.drop(while: set).reversed().drop(while: set).reversed()
            return .string(String(trimmed))
        case "reversed": return .string(String(text.reversed()))
        case "filter", "prefix", "drop", "suffix":
            // A string's `filter` is a `String`, `prefix(while:)` and `drop(while:)` are `Substring`s: text, not arrays.
            guard case .array(let characters)? = try arrayMethod(name, text.map { .string(String($0)) }, arguments, at: node) else { return nil }
            return .string(characters.map { if case .string(let c) = $0 { c } else { "" } }.joined())
        case "formatted": return .string(text)
        default: return try arrayMethod(name, text.map { .string(String($0)) }, arguments, at: node)
        }
    }

    private func numberMethod(_ name: String, _ base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard let number = base.number else { return nil }
        switch name {
        case "formatted": return .string(try formatted(number: base, arguments, at: node))
        case "rounded":
            let rule = arguments.unlabeled(0).flatMap { if case .member(let name, nil) = $0.value { name } else { nil } }
            let rounded = switch rule {
            case "up": number.rounded(.up)
            case "down": number.rounded(.down)
            case "towardZero": number.rounded(.towardZero)
            case "toNearestOrEven": number.rounded(.toNearestOrEven)
            case "awayFromZero": number.rounded(.awayFromZero)
            default: number.rounded()
            }
            if case .float = base { return .float(Float(rounded)) }
            // Only floating-point numbers round: an integer literal here is a Double (`2.rounded(.down)` is 2.0).
            return .double(rounded)
        case "squareRoot":
            if case .float(let f) = base { return .float(f.squareRoot()) }
            return .double(number.squareRoot())
        case "isMultiple":
            guard case .int(let n) = base, case .int(let of)? = arguments.argument("of")?.value else { return nil }
            return .bool(n.isMultiple(of: of))
        case "truncatingRemainder":
            guard let by = arguments.argument("dividingBy")?.value.number, by != 0 else { return nil }
            // A `Float`'s remainder is a `Float`, computed in its precision.
            if case .float(let f) = base { return .float(f.truncatingRemainder(dividingBy: Float(by))) }
            return .double(number.truncatingRemainder(dividingBy: by))
        case "clamped":
            return nil
        default: return nil
        }
    }

    // MARK: - Subscripts

    /// `items[0]`, `dictionary["key"]`, `items[1...]`.
    func subscripted(_ call: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let base = try evaluate(call.calledExpression, in: scope)
        guard let first = call.arguments.first else { throw error(.missingArgument, "a subscript needs an index", at: call) }
        let key = try evaluate(first.expression, in: scope)
        if call.arguments.count == 2, let fallback = call.arguments.last, fallback.label?.text == "default",
           case .dictionary = base {
            // `counts[key, default: 0]`: the fallback where the key has no entry.
            let found = try element(key, of: base, at: call)
            guard case .null = found else { return found }
            // A literal fallback takes the dictionary's value type (`sizes["k", default: 3 / 2]` of CGFloats is 1.5).
            if LiteralNumber.mayBeLiteral(fallback.expression), let literal = LiteralNumber(fallback.expression),
               let kind = try wrappedNumericKind(of: ExprSyntax(call.with(\.arguments, [first.with(\.trailingComma, nil)])), in: scope) {
                return try literalValue(literal, as: kind, at: fallback.expression)
            }
            return try evaluate(fallback.expression, in: scope)
        }
        if call.arguments.count == 1, case .int(let index) = key, case .array = base {
            // A slice keeps its base's indices: `items.dropFirst()[1]` is `items[1]`.
            switch try sliceStart(of: call.calledExpression, in: scope) {
            case .at(let start): return try element(.int(index - start), of: base, at: call)
            case .unknown:
                throw error(.unsupportedSwift, "this slice's indices start where its base's call puts them, which is not followed here; subscript its base, or make it an Array", at: call)
            case .notASlice: break
            }
        }
        return try element(key, of: base, at: call)
    }

    /// Where a slice starts in its base's indices: `items.dropFirst(2)` at 2, `items.suffix(3)` at `count - 3`,
    /// `items[2...]` at 2, a variable that holds a slice where it started. Unknown when finding it would run a call in
    /// the base again (`makeItems().dropFirst()`).
    enum SliceStart: Equatable {
        case notASlice
        case at(Int)
        case unknown
    }

    /// The binding beside a variable's that records where the slice it holds starts (`rest#sliceStart`); `#` keeps it
    /// apart from every Swift name.
    static func sliceStartName(_ variable: String) -> String { variable + "#sliceStart" }

    func sliceStart(of expression: ExprSyntax, in scope: Scope) throws -> SliceStart {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            switch scope.lookUp(Self.sliceStartName(reference.baseName.text)) {
            case .int(let start)?: return .at(start)
            case .unknown?: return .unknown
            default:
                // A parameter declared `ArraySlice<…>`: a slice of a base its caller had, its start not followed.
                if try Self.isSliceType(declaredType(of: expression, in: scope)) { return .unknown }
                // A file-level constant: the slice its initializer makes (`let rest = items.dropFirst()`).
                let name = reference.baseName.text
                guard !scope.bindsLocally(name, above: globals), !Self.hasMember(name, in: scope),
                      let initializer = declarations(at: reference).variables[name]?.initializer?.value,
                      slicesFollowed.insert(name).inserted else { return .notASlice }
                defer { slicesFollowed.remove(name) }
                return try sliceStart(of: initializer, in: globals)
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let baseExpression = member.base {
            let name = member.declName.baseName.text
            guard ["dropFirst", "dropLast", "prefix", "suffix"].contains(name), call.arguments.count <= 1,
                  call.arguments.first?.label == nil, call.trailingClosure == nil else { return .notASlice }
            guard Self.isPure(baseExpression), call.arguments.allSatisfy({ Self.isPure($0.expression) }) else { return .unknown }
            guard case .array(let items) = try evaluate(baseExpression, in: scope) else { return .notASlice }
            let outer: Int
            switch try sliceStart(of: baseExpression, in: scope) {
            case .at(let start): outer = start
            case .unknown: return .unknown
            case .notASlice: outer = 0
            }
            var count = 1
            if let argument = call.arguments.first {
                guard case .int(let n) = try evaluate(argument.expression, in: scope) else { return .unknown }
                count = n
            }
            switch name {
            case "dropFirst": return .at(outer + min(max(count, 0), items.count))
            case "suffix": return .at(outer + max(0, items.count - count))
            default: return .at(outer)
            }
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
           let argument = subscriptCall.arguments.first {
            guard Self.isPure(argument.expression) || LiteralNumber(argument.expression) != nil else { return .unknown }
            if case .range(let lower, _, _) = try evaluate(argument.expression, in: scope) { return .at(Int(clamping: lower)) }
        }
        // A stored property or a function's result declared `ArraySlice<…>` (`hold.items`, `makeRest()`).
        if try Self.isSliceType(declaredType(of: expression, in: scope)) { return .unknown }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
           propertyTypes(named: member.declName.baseName.text).contains(where: Self.isSliceType) {
            return .unknown
        }
        return .notASlice
    }

    static func isSliceType(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.hasPrefix("ArraySlice<") || type.hasPrefix("Slice<")
    }

    /// The names whose result is an index of the collection they are read on, and so shifts with a slice's start.
    static let indexResults: Set<String> = ["startIndex", "endIndex", "indices", "firstIndex", "lastIndex"]

    /// `result`, the value of `base.name`, with the indices of a slice: `items.dropFirst().startIndex` is 1.
    func sliceIndexed(_ result: Value, _ name: String, of base: ExprSyntax?, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        guard Self.indexResults.contains(name), let base else { return result }
        switch result {
        case .int, .range: break
        default: return result
        }
        let start: Int
        switch try sliceStart(of: base, in: scope) {
        case .notASlice: return result
        case .at(let at): start = at
        case .unknown:
            throw error(.unsupportedSwift, "'\(name)' of this slice is not supported (where the slice starts in its base is not worked out)", at: node)
        }
        switch result {
        case .int(let index): return .int(index + start)
        case .range(let lower, let upper, let closed): return .range(lower: lower + Double(start), upper: upper + Double(start), closed: closed)
        default: return result
        }
    }

    func element(_ key: Value, of base: Value, at node: some SyntaxProtocol) throws -> Value {
        switch (base, key) {
        case (.unknown(let source), _):
            return .unknown("\(source)[…]")
        case (.array(let items), .int(let index)):
            guard items.indices.contains(index) else {
                throw error(.invalidValue, "index \(index) is out of range (the array has \(items.count) elements)", at: node)
            }
            return items[index]
        case (.array(let items), .range(let lower, let upper, let closed)):
            let start = Int(clamping: lower), end = min(Int(clamping: upper) + (closed ? 1 : 0), items.count)
            guard start >= 0, start <= end else { throw error(.invalidValue, "the range is out of the array's bounds", at: node) }
            return .array(Array(items[start..<end]))
        case (.dictionary(let entries), _):
            return entries.first { valuesEqual($0.key, key) }?.value ?? .null
        case (.dimensions, _):
            return try dimension(key, of: base, at: node)
        case (.string(let text), .int(let index)):
            guard index >= 0, index < text.count else { throw error(.invalidValue, "index \(index) is out of range", at: node) }
            return .string(String(text[text.index(text.startIndex, offsetBy: index)]))
        default:
            throw error(.unsupportedSwift, "\(base.kind) cannot be subscripted by \(key.kind)", at: node)
        }
    }

    /// The container with one element replaced (for `items[i] = v`).
    func replacing(_ key: Value, with value: Value, in container: Value, at node: some SyntaxProtocol) throws -> Value {
        switch (container, key) {
        case (.array(var items), .int(let index)) where items.indices.contains(index):
            items[index] = value
            return .array(items)
        case (.dictionary(var entries), _):
            let index = entries.firstIndex { valuesEqual($0.key, key) }
            // `d[k] = nil` removes the key.
            if case .null = value { if let index { entries.remove(at: index) }; return .dictionary(entries) }
            if let index { entries[index].value = value } else { entries.append((key, value)) }
            return .dictionary(entries)
        default:
            throw error(.unsupportedSwift, "cannot set \(key.kind) of \(container.kind)", at: node)
        }
    }

    // MARK: - Mutation

    /// The element type of the array `target` names: declared (`var q: [Double]`), or the one floating type of its
    /// elements (`var q = [1.5]`), so that `q.append(7 / 2)` appends 3.5 as Swift does.
    private func elementTypeName(of target: ExprSyntax, _ items: [Value], in scope: Scope) throws -> String? {
        if let declared = try declaredType(of: target, in: scope), let element = ExpectedType.elementType(of: declared) { return element }
        switch Self.floatingKind(of: items) {
        case .double?: return "Double"
        case .float?: return "Float"
        default: return nil
        }
    }

    /// `list.append(x)`, `list.remove(at: 0)`, `flag.toggle()`, `list.sort()`: a method that changes the variable it is
    /// called on; nil when `name` is not one of these.
    func mutatingCall(_ name: String, on base: Value, _ arguments: CallArguments, target: ExprSyntax, in scope: Scope,
                      at node: some SyntaxProtocol) throws -> Value? {
        var changed: Value
        // What the method gives back: the element `remove(at:)`, `removeFirst()` and `removeLast()` take out.
        var result = Value.null
        switch (base, name) {
        case (.array(var items), "append"):
            if arguments.list.isEmpty, arguments.trailing.count == 1 {
                items.append(try closureValue(arguments.trailing[0].closure, in: arguments.scope))  // `fs.append { … }`
            } else if arguments.list.count == 1, arguments.trailing.isEmpty, let element = arguments.unlabeled(0) {
                items.append(try typedArgument(element, as: try elementTypeName(of: target, items, in: scope)))
            } else if arguments.list.count == 1, arguments.trailing.isEmpty, let contents = arguments.argument("contentsOf"),
                      let more = try sequenceElements(contents.value) {
                items += more
            } else {
                return nil
            }
            changed = try bounded(items, at: node)
        case (.array(let items), "insert") where arguments.argument("at") == nil,
             (.array(let items), "remove") where arguments.argument("at") == nil,
             (.array(let items), "formUnion"):
            // `tags.insert(7 / 2)` into a `Set<Double>`: the element takes the set's element type.
            var arguments = arguments
            if name != "formUnion", arguments.list.count == 1, arguments.list[0].label == nil {
                arguments.list[0].value = try typedArgument(arguments.list[0], as: try elementTypeName(of: target, items, in: scope))
                arguments.list[0].literal = nil
            }
            guard let (set, given) = try mutatingSetCall(name, items, arguments) else { return nil }
            changed = try bounded(set, at: node)
            result = given
        case (.array(var items), "insert"):
            guard let element = arguments.unlabeled(0), case .int(let index)? = arguments.argument("at")?.value,
                  (0...items.count).contains(index) else { return nil }
            items.insert(try typedArgument(element, as: try elementTypeName(of: target, items, in: scope)), at: index)
            changed = try bounded(items, at: node)
        case (.array(var items), "remove"):
            guard case .int(let index)? = arguments.argument("at")?.value else { return nil }
            guard items.indices.contains(index) else {
                throw error(.invalidValue, "index \(index) is out of range (the array has \(items.count) elements)", at: node)
            }
            result = items.remove(at: index)
            changed = .array(items)
        case (.array(var items), "removeFirst"), (.array(var items), "removeLast"):
            let count: Int
            if arguments.isEmpty { count = 1 }
            else if arguments.list.count == 1, case .int(let given) = arguments.list[0].value, arguments.list[0].label == nil { count = given }
            else { return nil }
            guard count >= 0, count <= items.count else {
                throw error(.invalidValue, "'\(name)' of \(count) from an array of \(items.count) elements", at: node)
            }
            if arguments.isEmpty { result = name == "removeFirst" ? items[0] : items[items.count - 1] }
            if name == "removeFirst" { items.removeFirst(count) } else { items.removeLast(count) }
            changed = .array(items)
        case (.array(let items), "removeAll"):
            if let condition = arguments.argument("where") ?? arguments.trailing.first.map({ Argument(label: nil, value: .closure($0.closure, arguments.scope), place: place($0.closure)) }) {
                changed = .array(try items.filter { !(try truth(try apply(condition, [$0], at: node), at: node)) })
            } else {
                changed = .array([])
            }
        case (.array, "reserveCapacity"), (.dictionary, "reserveCapacity"), (.string, "reserveCapacity"):
            // Storage set aside changes no value.
            changed = base
        case (.array(let items), "sort"): changed = try higherOrder("sorted", items, arguments, at: node) ?? base
        case (.array(let items), "shuffle"): changed = .array(state.fixedValues.random.shuffled(items))
        case (.array(let items), "reverse"): changed = .array(items.reversed())
        case (.bool(let flag), "toggle"): changed = .bool(!flag)
        case (.string(let text), "append"):
            guard let more = arguments.unlabeled(0) else { return nil }
            changed = .string(text + (try interpolated(more.value, at: node)))
        case (.dictionary, "removeAll"): changed = .dictionary([])
        case (.dictionary(var entries), "removeValue"), (.dictionary(var entries), "updateValue"):
            // Each gives back the value the key had, or nil.
            guard let key = arguments.argument("forKey") else { return nil }
            let index = entries.firstIndex { valuesEqual($0.key, key.value) }
            result = index.map { entries[$0].value } ?? .null
            if name == "removeValue" {
                if let index { entries.remove(at: index) }
            } else {
                guard let value = arguments.unlabeled(0) else { return nil }
                if let index { entries[index].value = value.value } else { entries.append((key.value, value.value)) }
            }
            changed = .dictionary(entries)
        case (.path(let path), _):
            guard let built = try pathMutation(name, on: path, arguments, at: node) else { return nil }
            changed = .path(built)
        default:
            return nil
        }
        try assign(changed, to: target, in: scope)
        return result
    }

    /// The elements of what `append(contentsOf:)` takes: an array, an integer range, a string's characters.
    func sequenceElements(_ value: Value) throws -> [Value]? {
        switch value {
        case .array(let items): return items
        case .string(let text): return text.map { .string(String($0)) }
        case .range(let lower, let upper, let closed):
            guard lower == lower.rounded(), upper == upper.rounded(), abs(upper - lower) <= 1_000_000 else { return nil }
            let last = Int(upper) - (closed ? 0 : 1)
            return Int(lower) <= last ? (Int(lower)...last).map { .int($0) } : []
        default: return nil
        }
    }

    // MARK: - Static methods of the standard library

    /// `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`, `Array(repeating:count:)`.
    func builtInStaticMethod(_ name: String, of type: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch (type, name) {
        case ("Int", "random"), ("Double", "random"), ("CGFloat", "random"), ("Float", "random"):
            guard case .range(let lower, let upper, let closed)? = arguments.argument("in")?.value else { return nil }
            if type == "Int" {
                let span = Int(upper - lower) + (closed ? 1 : 0)
                guard span > 0 else { return .int(Int(lower)) }
                return .int(Int(lower) + state.fixedValues.random.index(below: span))
            }
            return .double(lower + state.fixedValues.random.unit() * (upper - lower))
        case ("Bool", "random"):
            return .bool(state.fixedValues.random.index(below: 2) == 1)
        case ("ListFormatter", "localizedString"):
            // US English: "A", "A and B", "A, B, and C".
            guard let given = arguments.argument("byJoining"), case .array(let items) = given.value else { return nil }
            let words = try items.map { try interpolated($0, at: node) }
            switch words.count {
            case 0: return .string("")
            case 1: return .string(words[0])
            case 2: return .string("\(words[0]) and \(words[1])")
            default: return .string(words.dropLast().joined(separator: ", ") + ", and " + words[words.count - 1])
            }
        default:
            return nil
        }
    }
}

extension String {
    /// Every word's first letter in title case, the rest in lower case (`Foundation`'s `capitalized`).
    var capitalizedWords: String {
        var result = ""
        var atWordStart = true
        for character in self {
            // A word starts in title case: "ß" becomes "Ss", not "SS".
            result += atWordStart ? character.unicodeScalars.map(\.properties.titlecaseMapping).joined() : character.lowercased()
            atWordStart = character.isWhitespace || character == "-"
        }
        return result
    }
}
