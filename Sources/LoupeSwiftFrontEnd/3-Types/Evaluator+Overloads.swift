import SwiftSyntax

/// Overloads chosen as Swift's type checker chooses them among the module's functions and initializers: by labels,
/// then by the types of the arguments given (`label("a")` calls `label(_: String)`, not `label(_: Int)`), an exact
/// type before a literal's conversion (`f(1)` calls `f(_: Int)` over `f(_: Double)`).
extension Evaluator {
    /// The candidate whose labels accept the arguments and whose parameter types fit them best; nil when none
    /// accepts the labels.
    func chooseOverload<Candidate>(_ candidates: [Candidate], clause: (Candidate) -> FunctionParameterClauseSyntax,
                                   for arguments: CallArguments) throws -> Candidate? {
        let labels = arguments.list.map(\.label) + arguments.trailing.map(\.label)
        let accepted = candidates.filter { Self.accepts(clause($0), labels: labels, trailingFrom: arguments.list.count) }
        try requireStringKindKnown(accepted.map(clause), for: arguments)
        var best: (candidate: Candidate, score: Int)?
        for candidate in accepted {
            guard let score = fit(of: arguments, to: clause(candidate)) else { continue }
            if best == nil || score > best!.score { best = (candidate, score) }
        }
        // Labels that fit with types that do not: the first, whose binding then reports what is wrong.
        return best?.candidate ?? accepted.first
    }

    /// The candidates whose labels accept the arguments with the best fit, all of them where several tie.
    func bestOverloads<Candidate>(_ candidates: [Candidate], clause: (Candidate) -> FunctionParameterClauseSyntax,
                                  for arguments: CallArguments) -> [Candidate] {
        let labels = arguments.list.map(\.label) + arguments.trailing.map(\.label)
        var best: [Candidate] = []
        var bestScore = Int.min
        for candidate in candidates where Self.accepts(clause(candidate), labels: labels, trailingFrom: arguments.list.count) {
            guard let score = fit(of: arguments, to: clause(candidate)) else { continue }
            if score > bestScore { best = [candidate]; bestScore = score } else if score == bestScore { best.append(candidate) }
        }
        return best
    }

    /// How well the arguments fit the parameters' declared types: 4 for each exact type, 2 for a literal converted
    /// or a type not checked here, one less for a value wrapped in an optional; nil when one cannot be given to its
    /// parameter at all.
    func fit(of arguments: CallArguments, to clause: FunctionParameterClauseSyntax) -> Int? {
        var given = arguments.list[...]
        var score = 0
        let written = arguments.node.as(FunctionCallExprSyntax.self).map { Array($0.arguments) } ?? []
        for parameter in clause.parameters {
            let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            guard let next = given.first, next.label == label else { continue }
            let position = arguments.list.count - given.count
            given.removeFirst()
            let type = parameter.type.trimmedDescription
            // The argument's own declared type, where the code writes one, decides as Swift's static types do: an
            // optional goes only to an optional parameter, a class's instance by the class it is declared as.
            if written.count == arguments.list.count, let declared = try? declaredType(of: written[position].expression, in: arguments.scope) {
                if Self.optionalDepth(ofType: declared) > 0, Self.optionalDepth(ofType: type) == 0 { return nil }
                if case .instance(let instance) = next.value, instance.type.kind == .classType {
                    let declaredName = Self.unwrapped(declared), parameterName = Self.unwrapped(type)
                    if declaredName != parameterName {
                        guard let declaredType = source.declarations.resolve([declaredName]),
                              declaredType.conformances.contains(parameterName) else { return nil }
                        score += 2
                        continue
                    }
                }
            }
            guard let points = fit(of: next, to: type) else { return nil }
            // Wrapping a value in an optional is a conversion too: `f(1)` calls `f(_: Int)` over `f(_: Int?)`.
            let wraps = Self.optionalDepth(ofType: type) > 0 && !isNil(next)
            score += 2 * points - (wraps ? 1 : 0)
        }
        // Trailing closures go to the parameters left that take functions (SE-0286's forward scan): an overload whose
        // next parameter is not a function (`init(_ titleKey: LocalizedStringKey, content:)` for `Field { … }
        // content: { … }`) does not fit.
        let taken = arguments.list.count
        var rest = Array(clause.parameters.dropFirst(taken))[...]
        for closure in arguments.trailing {
            if let label = closure.label {
                guard let index = rest.firstIndex(where: { $0.firstName.text == label }) else { return nil }
                rest = rest[rest.index(after: index)...]
                continue
            }
            while let next = rest.first, !next.type.trimmedDescription.contains("->"), next.defaultValue != nil { rest = rest.dropFirst() }
            guard let next = rest.first, next.type.trimmedDescription.contains("->") else { return nil }
            rest = rest.dropFirst()
        }
        return score
    }

    /// The generic parameters of the function or initializer whose parameters `clause` lists.
    static func genericParameters(of clause: FunctionParameterClauseSyntax) -> GenericParameterClauseSyntax? {
        let owner = clause.parent?.parent
        return owner?.as(FunctionDeclSyntax.self)?.genericParameterClause ?? owner?.as(InitializerDeclSyntax.self)?.genericParameterClause
    }

    /// Refuses a call whose overloads differ by `String` and `Substring` (or another string type) where the argument
    /// is a string made by code: a slice (`text.dropFirst()`) is a `Substring` in Swift and a `String` here, so which
    /// overload Swift calls is not known. A string literal is a `String`, as Swift prefers.
    private func requireStringKindKnown(_ clauses: [FunctionParameterClauseSyntax], for arguments: CallArguments) throws {
        guard clauses.count > 1 else { return }
        let stringTypes: Set<String> = ["String", "Substring", "Character"]
        for (position, argument) in arguments.list.enumerated() {
            guard case .string = argument.value, argument.expression.map({ !$0.is(StringLiteralExprSyntax.self) }) ?? false else { continue }
            let types = Set(clauses.compactMap { clause -> String? in
                let parameters = Array(clause.parameters)
                guard position < parameters.count else { return nil }
                return Self.unwrapped(parameters[position].type.trimmedDescription)
            })
            if types.intersection(stringTypes).count > 1 {
                throw SwiftSourceError(.unsupportedSwift, "overloads that take \(types.intersection(stringTypes).sorted().joined(separator: " and ")) are told apart by a string's static type, which is not known here (a slice is a Substring)",
                                       at: argument.place)
            }
        }
    }

    private func fit(of argument: Argument, to type: String) -> Int? {
        var type = Substring(type)
        while type.hasSuffix("?") { type = type.dropLast() }
        let name = String(type)
        let checked: Set<String> = ["Int", "Double", "CGFloat", "Float", "String", "Bool"]
        if let literal = argument.literal, let kind = NumericKind(typeName: name) {
            // A literal takes either type; its default type (Int, or Double with a fraction) fits exactly.
            switch kind {
            case .integer: return literal.integer == nil ? nil : 2
            case .double: return literal.integer == nil && name == "Double" ? 2 : 1
            case .float: return 1
            }
        }
        switch argument.value {
        case .int, .double, .float, .string, .bool:
            if checked.contains(name) { return matchesType(argument.value, name) ? 2 : nil }
            if source.declarations.resolve(name.split(separator: ".").map(String.init)) != nil {
                return nil   // a number or string given where one of the module's types is declared
            }
            return 1
        case .instance(let instance):
            if checked.contains(name) { return nil }
            return instance.type.name == name ? 2 : 1
        case .enumCase(let value):
            if checked.contains(name) { return nil }
            return value.type.name == name ? 2 : 1
        case .color, .font, .view, .views, .material:
            // A colour, font or view is never a number, a string or a Boolean.
            return checked.contains(name) ? nil : 1
        default:
            return 1
        }
    }
}
