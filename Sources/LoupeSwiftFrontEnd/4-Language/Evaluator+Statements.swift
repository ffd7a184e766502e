import SwiftSyntax

/// Function bodies, getters, initializers and closures, run as Swift runs them: statements in order, `let`/`var`,
/// assignment, `if`, `guard`, `switch`, `for`, `while` (bounded), until a `return`.
extension Evaluator {
    /// How a statement ended.
    enum Flow {
        case next
        case returned(Value)
        case breakLoop
        case continueLoop
    }

    /// The value the statements return (`.null` when they end without a `return`). A body of one expression is that
    /// expression (Swift's implicit return).
    func functionValue(_ statements: CodeBlockItemListSyntax, in outer: Scope, at node: some SyntaxProtocol) throws -> Value {
        let items = SwiftSourceFile.activeItems(statements)
        if items.count == 1, let only = items.first {
            if case .expr(let expression) = only.item, !expression.is(SequenceExprSyntax.self) || !Self.isAssignment(expression) {
                return try expressionValue(expression, in: outer)
            }
            if let statement = only.item.as(ExpressionStmtSyntax.self) {
                return try expressionValue(statement.expression, in: outer)
            }
        }
        let scope = Scope(parent: outer)
        defer { scope.dissolve() }
        if case .returned(let value) = try execute(items, in: scope) { return value }
        return .null
    }

    /// An expression as a value: an `if` or `switch` used as an expression gives its branch's value.
    func expressionValue(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            let branch = Scope(parent: scope)
            defer { branch.dissolve() }
            if try conditionsHold(ifExpression.conditions, in: scope, binding: branch) {
                return try functionValue(ifExpression.body.statements, in: branch, at: ifExpression)
            }
            switch ifExpression.elseBody {
            case .ifExpr(let next): return try expressionValue(ExprSyntax(next), in: scope)
            case .codeBlock(let block): return try functionValue(block.statements, in: scope, at: block)
            case nil: return .null
            @unknown default: throw error(.unsupportedSwift, "this 'else' is not supported", at: ifExpression)
            }
        }
        return try evaluate(expression, in: scope)
    }

    /// Runs statements in `scope` until one returns, breaks or continues; then the `defer` blocks met, last first, as
    /// Swift runs them when the scope ends (after a `return`'s value is worked out).
    func execute(_ items: [CodeBlockItemSyntax], in scope: Scope) throws -> Flow {
        var deferred: [DeferStmtSyntax] = []
        let flow = try execute(items, in: scope, deferring: &deferred)
        for block in deferred.reversed() {
            _ = try execute(SwiftSourceFile.activeItems(block.body.statements), in: Scope(parent: scope))
        }
        return flow
    }

    private func execute(_ items: [CodeBlockItemSyntax], in scope: Scope, deferring deferred: inout [DeferStmtSyntax]) throws -> Flow {
        for item in items {
            try step(at: item)
            if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
                deferred.append(deferStatement)
                continue
            }
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    try bind(variable, in: scope)
                } else if let function = declaration.as(FunctionDeclSyntax.self), function.body != nil {
                    // Seen from where it is declared: the names above it, and itself (it may call itself).
                    scope.bind(function.name.bareText, .localFunction(function, scope))
                } else if declaration.is(FunctionDeclSyntax.self) || declaration.is(StructDeclSyntax.self) {
                    throw error(.unsupportedSwift, "a type declared inside a function is not supported", at: declaration)
                } else {
                    throw error(.unsupportedSwift, "'\(spelling(declaration))' is not supported in a function body", at: declaration,
                                construct: spelling(declaration))
                }
            case .stmt(let statement):
                let flow = try execute(statement, in: scope)
                if case .next = flow { continue }
                return flow
            case .expr(let expression):
                let flow = try execute(expression, in: scope)
                if case .next = flow { continue }
                return flow
            @unknown default: throw error(.unsupportedSwift, "this statement is not supported", at: item)
            }
        }
        return .next
    }

    private func execute(_ statement: StmtSyntax, in scope: Scope) throws -> Flow {
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            return .returned(try returnStatement.expression.map { try expressionValue($0, in: scope) } ?? .null)
        }
        if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
            return try execute(expressionStatement.expression, in: scope)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let branch = Scope(parent: scope)
            defer { branch.dissolve() }
            if try conditionsHold(guardStatement.conditions, in: scope, binding: branch) {
                // `guard let` names are visible after the guard.
                for (name, value) in branch.ownBindings { scope.bind(name, value) }
                return .next
            }
            let flow = try execute(SwiftSourceFile.activeItems(guardStatement.body.statements), in: Scope(parent: scope))
            if case .next = flow { throw error(.unsupportedSwift, "a 'guard' body must leave the scope (return, break or continue)", at: guardStatement.body) }
            return flow
        }
        if let forStatement = statement.as(ForStmtSyntax.self) {
            return try forLoop(forStatement, in: scope)
        }
        if let whileStatement = statement.as(WhileStmtSyntax.self) {
            while true {
                try step(at: whileStatement)
                let branch = Scope(parent: scope)
                defer { branch.dissolve() }
                guard try conditionsHold(whileStatement.conditions, in: scope, binding: branch) else { return .next }
                switch try execute(SwiftSourceFile.activeItems(whileStatement.body.statements), in: branch) {
                case .returned(let value): return .returned(value)
                case .breakLoop: return .next
                case .next, .continueLoop: continue
                }
            }
        }
        if statement.is(BreakStmtSyntax.self) { return .breakLoop }
        if statement.is(ContinueStmtSyntax.self) { return .continueLoop }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            // A preview's `do { try … } catch { … }`: the `do` part runs (nothing here throws as Swift code would).
            return try execute(SwiftSourceFile.activeItems(doStatement.body.statements), in: Scope(parent: scope))
        }
        if let throwStatement = statement.as(ThrowStmtSyntax.self) {
            throw error(.unsupportedSwift, "the preview's code throws ('\(spelling(throwStatement))')", at: throwStatement)
        }
        throw error(.unsupportedSwift, "'\(spelling(statement))' is not supported in a function body", at: statement,
                    construct: spelling(statement))
    }

    private func execute(_ expression: ExprSyntax, in scope: Scope) throws -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            let branch = Scope(parent: scope)
            defer { branch.dissolve() }
            if try conditionsHold(ifExpression.conditions, in: scope, binding: branch) {
                return try execute(SwiftSourceFile.activeItems(ifExpression.body.statements), in: branch)
            }
            switch ifExpression.elseBody {
            case .ifExpr(let next): return try execute(ExprSyntax(next), in: scope)
            case .codeBlock(let block): return try execute(SwiftSourceFile.activeItems(block.statements), in: Scope(parent: scope))
            case nil: return .next
            @unknown default: throw error(.unsupportedSwift, "this 'else' is not supported", at: ifExpression)
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            guard let (chosen, branch) = try matchingCase(switchExpression, in: scope) else { return .next }
            defer { branch.dissolve() }
            let flow = try execute(SwiftSourceFile.activeItems(chosen.statements), in: branch)
            if case .breakLoop = flow { return .next }
            return flow
        }
        if let sequence = expression.as(SequenceExprSyntax.self), Self.isAssignment(ExprSyntax(sequence)) {
            try assignment(sequence, in: scope)
            return .next
        }
        _ = try evaluate(expression, in: scope)
        return .next
    }

    /// `for x in sequence { … }`, `for (i, item) in list.enumerated() where … { … }`.
    private func forLoop(_ loop: ForStmtSyntax, in scope: Scope) throws -> Flow {
        let sequence = try evaluate(loop.sequence, in: scope)
        try requireOrderFreeLoop(over: sequence, at: loop.sequence)
        try requireSetOrderFreeLoop(over: sequence, written: loop.sequence, in: scope)
        for element in try elements(of: Argument(label: nil, value: sequence, place: place(loop.sequence)), at: loop) {
            try step(at: loop)
            let body = Scope(parent: scope)
            defer { body.dissolve() }
            // `for var p in items`: each element is the loop's own copy, as Swift copies a value type.
            let bound = loop.pattern.trimmedDescription.hasPrefix("var ") ? element.copiedIfValueType : element
            guard try match(loop.pattern, bound, binding: body) else { continue }
            if let whereClause = loop.whereClause {
                guard case .bool(true) = try evaluate(whereClause.condition, in: body) else { continue }
            }
            switch try execute(SwiftSourceFile.activeItems(loop.body.statements), in: body) {
            case .returned(let value): return .returned(value)
            case .breakLoop: return .next
            case .next, .continueLoop: continue
            }
        }
        return .next
    }

    // MARK: - Assignment

    /// Whether a sequence is an assignment: `a = b`, `a += b`, `a = b + c` (the loosest operator: what follows it is
    /// its value).
    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return false }
        if elements[1].is(AssignmentExprSyntax.self) { return true }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text {
            return ["+=", "-=", "*=", "/=", "%="].contains(op)
        }
        return false
    }

    /// `x = v`, `self.x = v`, `_x = State(initialValue: v)`, `items[i] = v`, `count += 1`, `range = 1...n`.
    func assignment(_ sequence: SequenceExprSyntax, in scope: Scope) throws {
        let elements = Array(sequence.elements)
        // The variable's value first: literals stored into it take its type (`width = 3 / 2`, `total += 1 / 4`).
        let current = try? evaluate(elements[0], in: scope)
        // Not set yet (`self.x = 7 / 2` in an initializer): the type the property is declared with.
        let declared = current.flatMap { NumericKind(of: $0) } == nil ? (try? declaredType(of: elements[0], in: scope)) ?? nil : nil
        var value = try assigned(elements[2...], to: current, declared: declared.flatMap { NumericKind(typeName: $0) },
                                 spelled: sequence, in: scope)
        // `prices["a"] = 7 / 2`, `doubles += [7 / 2]`: the literals take the type of what they are stored into.
        if let type = try assignedType(of: elements[0], current: current, in: scope) {
            if elements.count == 3 {
                value = try literalsTyped(value, written: elements[2], as: type)
            } else if let kind = NumericKind(typeName: Self.unwrapped(type)), let literal = literal(elements[2...]) {
                value = try literalValue(literal, as: kind, at: elements[2])
            }
        }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text {
            let current = try current ?? evaluate(elements[0], in: scope)
            value = try binary(String(op.dropLast()), current, value, at: elements[1])
            if case .int(let result) = value, source.namesSizedIntegers, let type = try declaredType(of: elements[0], in: scope) {
                value = try sizedInteger(result, String(op.dropLast()), type: type, at: elements[1])
            }
        }
        try assign(value.copiedIfValueType, to: elements[0], in: scope)
    }

    /// The declared type of what `target` names, for the literals stored into it: a variable's or property's, a
    /// dictionary's value or an array's element for a subscript, or an array of the one floating type its elements
    /// have (`var q = [1.5]`).
    private func assignedType(of target: ExprSyntax, current: Value?, in scope: Scope) throws -> String? {
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            guard let container = try declaredType(of: subscriptCall.calledExpression, in: scope) else { return nil }
            return ExpectedType.keyAndValueTypes(of: container)?.1 ?? ExpectedType.elementType(of: container)
        }
        if let declared = try declaredType(of: target, in: scope) { return declared }
        if case .array(let items)? = current, let kind = Self.floatingKind(of: items) { return kind == .double ? "[Double]" : "[Float]" }
        return nil
    }

    /// Stores `value` where `target` names: a local, a property of `self` or of an instance, an element.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws {
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        // `(a, b) = (1, 2)`: each element where its part names.
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let parts) = value, parts.count == tuple.elements.count else {
                throw error(.typeMismatch, "'\(spelling(target))' takes a tuple of \(tuple.elements.count) values, found \(value.kind)", at: target)
            }
            for (element, part) in zip(tuple.elements, parts) { try assign(part.value, to: element.expression, in: scope) }
            return
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            var name = reference.baseName.text
            // A new value is not the slice the variable held (an Array's indices start at 0).
            _ = scope.assign(Self.sliceStartName(name), .int(0))
            if scope.assign(name, value) { return }
            // `_title = State(initialValue: …)` sets the wrapped property `title`.
            if name.hasPrefix("_") { name.removeFirst() }
            if case .instance(let instance)? = scope.lookUp("self") {
                try store(value, into: name, of: instance, at: reference)
                return
            }
            // `count += 1` in a static method: the type's static variable.
            if case .type(let typeName)? = scope.lookUp("self"), try storeStatic(value, into: name, of: typeName, at: reference) { return }
            throw error(.undeclared, "'\(reference.baseName.text)' is not a variable here", at: reference)
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            var name = member.declName.baseName.text
            if name.hasPrefix("_") { name.removeFirst() }
            let owner = try evaluate(base, in: scope)
            if setsCalendarTimeZone(owner, name, value) { return }
            // `container.viewContext.automaticallyMergesChangesFromParent = true`: a setting of what only the running
            // app uses, which no picture reads.
            if Self.isRuntimeOnly(owner) { return }
            // With placeholders, a value that could not be evaluated stays so: setting its property changes nothing.
            if case .unknown = owner { return }
            if case .instance(let instance) = owner {
                try store(value, into: name, of: instance, at: member)
                return
            }
            if case .type(let typeName) = owner, try storeStatic(value, into: name, of: typeName, at: member) { return }
            // `components.hour = 7` of a `DateComponents`, `point.x = 3` of a labelled tuple: the value with that part
            // set, stored back where it came from.
            if case .tuple(var parts) = owner {
                if let index = parts.firstIndex(where: { $0.label == name }) {
                    parts[index].value = value
                } else if Self.dateComponentNames.contains(name), parts.allSatisfy({ $0.label.map(Self.dateComponentNames.contains) ?? false }) {
                    parts.append((name, value))
                } else {
                    throw error(.unsupportedSwift, "'\(spelling(target))' names no part of \(owner.kind)", at: member)
                }
                try assign(.tuple(parts), to: base, in: scope)
                return
            }
        }
        if let element = target.as(SubscriptCallExprSyntax.self), let index = element.arguments.first {
            let container = try evaluate(element.calledExpression, in: scope)
            let key = try evaluate(index.expression, in: scope)
            try assign(try replacing(key, with: value, in: container, at: element), to: element.calledExpression, in: scope)
            return
        }
        throw error(.unsupportedSwift, "assigning to '\(spelling(target))' is not supported", at: target)
    }

    /// `Counter.count = 3`, `Self.count += 1`: a stored static variable of the module's type takes the value, read
    /// from then on in this preview; false where the type declares none of that name.
    private func storeStatic(_ value: Value, into name: String, of typeName: String, at node: some SyntaxProtocol) throws -> Bool {
        guard let type = try resolveType(typeName, at: node), let (binding, variable) = type.staticVariable(name) else { return false }
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), binding.accessorBlock == nil || binding.accessorBlock.map(Self.isStoredWithObservers) == true else {
            throw error(.unsupportedSwift, "'\(typeName).\(name)' is not a stored static variable", at: node)
        }
        _ = try staticValue(binding, named: name, of: type.name, at: node)
        statics["\(type.name).\(name)"] = try typed(value, as: Self.annotation(binding))
        return true
    }

    // MARK: - Closures

    /// Counts a call entered (the caller leaves it with `state.budget.depthOfCalls -= 1`), or throws past the limit.
    func enterCall(at node: some SyntaxProtocol) throws {
        state.budget.depthOfCalls += 1
        if state.budget.depthOfCalls > EvaluationBudget.maximumCallDepth {
            state.budget.depthOfCalls -= 1
            throw error(.limit, "calls are nested more than \(EvaluationBudget.maximumCallDepth) deep (a function that calls itself without end?)", at: node)
        }
    }

    /// Calls a closure with `values` as its parameters (a tuple is spread over several parameters).
    func callClosure(_ closure: ClosureExprSyntax, in captured: Scope, with values: [Value], at node: some SyntaxProtocol) throws -> Value {
        try enterCall(at: node)
        defer { state.budget.depthOfCalls -= 1 }
        let scope = Scope(parent: captured)
        defer { scope.dissolve() }
        // `let f: (CGFloat) -> CGFloat = { $0 * 2 }`: the declared type types what the closure is given and gives.
        let declared = (ExpectedType.of(closure) ?? state.closureTypes[closure.id]).flatMap(ExpectedType.functionTypeParts)
        var values = values
        if let declared, declared.parameters.count == values.count {
            values = try zip(values, declared.parameters).map { try typed($0, as: NumericKind(typeName: $1) == nil ? nil : $1) }
        }
        try bindClosureParameters(closure, values, in: scope)
        // A view-builder closure (`content: () -> Content`, called as `content()`): several views and no `return`.
        let items = SwiftSourceFile.activeItems(closure.statements)
        if items.count > 1, !items.contains(where: { $0.item.is(ReturnStmtSyntax.self) }),
           items.contains(where: { $0.item.is(ExprSyntax.self) && !Self.isAssignment($0.item.cast(ExprSyntax.self)) }) {
            return .views(try builderViews(closure.statements, in: scope))
        }
        let result = try functionValue(closure.statements, in: scope, at: closure)
        if let type = declared?.result, NumericKind(typeName: type) != nil { return try typed(result, as: type) }
        return result
    }

    /// Binds a closure's parameters (`x in`, `(a, b) in`, `$0`, `$1`); one tuple value fills several parameters.
    func bindClosureParameters(_ closure: ClosureExprSyntax, _ values: [Value], in scope: Scope) throws {
        let names = Self.parameterNames(of: closure)
        var given = values
        if names.count > 1, given.count == 1, case .tuple(let elements) = given[0] { given = elements.map(\.value) }
        if names.isEmpty {
            // `$0` is the tuple itself unless the closure reads `$1` too.
            if closure.statements.description.contains("$1"), given.count == 1, case .tuple(let elements) = given[0] {
                given = elements.map(\.value)
            }
            for (index, value) in given.enumerated() { scope.bind("$\(index)", value) }
            return
        }
        guard names.count == given.count else {
            throw error(.typeMismatch, "this closure takes \(names.count) parameters; \(given.count) are given", at: closure)
        }
        for (name, value) in zip(names, given) where name != "_" { scope.bind(name.hasPrefix("$") ? String(name.dropFirst()) : name, value) }
    }

    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): names.map(\.name.bareText)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        @unknown default: []
        }
    }
}
