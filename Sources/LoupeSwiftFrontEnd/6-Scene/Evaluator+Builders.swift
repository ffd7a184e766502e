import SwiftSyntax
import LoupeJSON

/// View builders: the statements of a `body`, a `#Preview` or a container's closure, each expression a view.
extension Evaluator {
    /// The views a builder's statements produce, in order. `let` and `var` bind names for the statements after them;
    /// `if`, `switch` and `return` choose views as Swift runs them.
    func builderViews(_ statements: CodeBlockItemListSyntax, in outer: Scope) throws -> [BuiltView] {
        let scope = Scope(parent: outer)
        defer { scope.dissolve() }
        var views: [BuiltView] = []
        let items = SwiftSourceFile.activeItems(statements)
        // An explicit `return` turns the builder transform off: the other statements are a function's.
        let explicitReturn = items.contains { $0.item.as(StmtSyntax.self)?.is(ReturnStmtSyntax.self) == true }
        for item in items {
            try step(at: item)
            switch item.item {
            case .expr(let expression):
                // An assignment compiles in a builder's body only where an explicit `return` turns the transform off
                // (`let study = Study(context: c); study.title = "A"; return Row(study)`): run as a statement.
                if let sequence = expression.as(SequenceExprSyntax.self), Self.isAssignment(expression) {
                    try assignment(sequence, in: scope)
                    continue
                }
                // So is a call made for its effect (`UserDefaults.standard.set(true, forKey: "seen")`).
                if explicitReturn, expression.is(FunctionCallExprSyntax.self) {
                    let value = try evaluate(expression, in: scope)
                    if Self.isViewValue(value) { views += try self.views(of: value, at: expression) }
                    continue
                }
                views += try viewsOrPlaceholder(expression, in: scope) { try builderViews(of: expression, in: scope) }
            case .stmt(let statement):
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    views += try viewsOrPlaceholder(expressionStatement.expression, in: scope) {
                        try builderViews(of: expressionStatement.expression, in: scope)
                    }
                } else if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    if let value = returnStatement.expression {
                        views += try viewsOrPlaceholder(value, in: scope) { try builderViews(of: value, in: scope) }
                    }
                    return views
                } else if let doStatement = statement.as(DoStmtSyntax.self) {
                    // `do { let store = try … ; return View(store) } catch { … }`: the `do` part (nothing throws here).
                    views += try builderViews(doStatement.body.statements, in: scope)
                } else {
                    throw error(.unsupportedSwift, "'\(spelling(statement))' is not supported in a view builder", at: statement,
                                construct: spelling(statement))
                }
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    try bindOrUnknown(variable, in: scope)
                } else if let type = DeclaredType(declaration) {
                    // A type declared in a preview (`struct Wrapper: View { @State var on = true … }`).
                    localTypes[type.name] = type
                } else if let function = declaration.as(FunctionDeclSyntax.self), function.body != nil {
                    // A function declared in a builder's body: left as it is by the builder, seen below it.
                    scope.bind(function.name.bareText, .localFunction(function, scope))
                } else {
                    throw error(.unsupportedSwift, "'\(spelling(declaration))' is not supported in a view builder (only 'let', 'var', functions and types are)",
                                at: declaration, construct: spelling(declaration))
                }
            @unknown default: throw error(.unsupportedSwift, "this statement is not supported in a view builder", at: item)
            }
        }
        return views
    }

    /// The views one builder expression makes: an `if` or `switch` runs the branch it takes.
    private func builderViews(of expression: ExprSyntax, in scope: Scope) throws -> [BuiltView] {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try ifViews(ifExpression, in: scope) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            guard let (chosen, branch) = try matchingCase(switchExpression, in: scope) else { return [] }
            defer { branch.dissolve() }
            return try builderViews(chosen.statements, in: branch)
        }
        let value = try evaluate(expression, in: scope)
        // A call made for its effect on a value that could not be evaluated (`model.load()`) makes no view.
        if case .unknown = value, let call = expression.as(FunctionCallExprSyntax.self),
           let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text.first?.isLowercase == true {
            return []
        }
        // A call on what only the app runs (`container.mainContext.insert(item)`) is made for its effect: no view.
        if Self.isRuntimeOnly(value), expression.is(FunctionCallExprSyntax.self) {
            return []
        }
        return try views(of: value, at: expression)
    }

    /// `let` in a builder; with placeholders on, a value that cannot be evaluated is bound as its source text.
    private func bindOrUnknown(_ variable: VariableDeclSyntax, in scope: Scope) throws {
        guard source.placeholders else { return try bind(variable, in: scope) }
        do {
            try bind(variable, in: scope)
        } catch let failure as SwiftSourceError where failure.isRecoverable {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText, scope.ownBindings[name] == nil else { continue }
                scope.bind(name, .unknown(binding.initializer.map { spelling($0.value) } ?? name))
            }
            warn("'\(spelling(variable))' could not be evaluated: \(failure.message)", at: variable)
        }
    }

    /// `let a = 1, b = 2`, `var x = …`, `let (a, b) = pair`; a `var` without a value (`var x: Int`) is bound when
    /// first assigned.
    /// The protocols that wrap a UIKit or AppKit view for SwiftUI.
    static let uiKitRepresentables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    func bind(_ variable: VariableDeclSyntax, in scope: Scope) throws {
        for binding in variable.bindings {
            if let accessors = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText {
                scope.bind(name, .computed(try getter(of: accessors), scope, builder: Self.isViewBuilder(binding)))
                continue
            }
            guard let initializer = binding.initializer else {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText {
                    // Set later (Swift requires it before a read); `let a, r: UInt64` gives each the last type written.
                    let annotated = variable.bindings[variable.bindings.index(of: binding)!...].first { $0.typeAnnotation != nil }
                    scope.bind(name, .null, declaredType: annotated?.typeAnnotation?.type.trimmedDescription)
                    continue
                }
                throw error(.missingArgument, "'\(spelling(binding))' has no value", at: binding)
            }
            // A struct is copied into its new variable, as Swift copies a value type.
            let given = try evaluate(initializer.value, in: scope)
            try requireEvaluatedType(given, as: binding.typeAnnotation?.type.trimmedDescription, at: initializer.value)
            let value = try typed(given, as: binding.typeAnnotation?.type.trimmedDescription).copiedIfValueType
            guard try match(binding.pattern, value, binding: scope) else {
                throw error(.typeMismatch, "'\(spelling(binding.pattern))' does not match \(value.kind)", at: binding.pattern)
            }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText {
                // What string interpolation needs to write `Optional(…)`: the declared type, or an inferred optional.
                let declared = try binding.typeAnnotation?.type.trimmedDescription
                    ?? (try optionalDepth(initializer.value, value, in: scope) > 0 ? "Optional<_>" : nil)
                    ?? (initializer.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?
                        .declName.baseName.text == "dateComponents" ? "DateComponents" : nil)
                scope.bind(name, value, declaredType: declared)
            }
            // A slice keeps its base's indices: where it starts is kept beside it (`rest[1]` of `items.dropFirst()`).
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText, case .array = value {
                switch try sliceStart(of: initializer.value, in: scope) {
                case .at(let start): scope.bind(Self.sliceStartName(name), .int(start))
                case .unknown: scope.bind(Self.sliceStartName(name), .unknown(spelling(initializer.value)))
                case .notASlice: break
                }
            }
        }
    }

    /// The statements of a computed property's getter.
    func getter(of accessors: AccessorBlockSyntax) throws -> CodeBlockItemListSyntax {
        switch accessors.accessors {
        case .getter(let statements):
            return statements
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body else {
                throw error(.missingArgument, "a computed property needs a getter", at: accessors)
            }
            return body.statements
        @unknown default: throw error(.unsupportedSwift, "these accessors are not supported", at: accessors)
        }
    }

    /// The views an evaluated builder expression stands for: a view, several, a colour or gradient (a `Color` view).
    func views(of value: Value, at node: some SyntaxProtocol) throws -> [BuiltView] {
        switch value {
        case .view(let view): return [view]
        case .views(let views): return views
        case .color(let color): return [colorView(color, at: node)]
        case .path(let path):
            guard case .view(let view) = try pathView(path, at: node) else { return [] }
            return [view]
        case .null: return []
        case .instance(let instance) where instance.type.conformances.contains { Self.uiKitRepresentables.contains($0) }:
            throw error(.unsupportedView, "'\(instance.type.name)' is a \(instance.type.conformances.first { Self.uiKitRepresentables.contains($0) }!): UIKit's views are made only when the app runs, and are not drawn",
                        at: node, construct: instance.type.name)
        default: throw error(.typeMismatch, "expected a view, found \(value.kind): '\(spelling(node))'", at: node)
        }
    }

    /// Exactly one view; SwiftUI's modifiers apply to one view (a `Group` gives them to each of its children).
    func singleView(of value: Value, at node: some SyntaxProtocol) throws -> BuiltView {
        let list = try views(of: value, at: node)
        guard list.count == 1 else {
            throw error(.typeMismatch, "expected one view here, found \(list.count); wrap them in a stack", at: node)
        }
        return list[0]
    }

    func colorView(_ color: JSONValue, at node: some SyntaxProtocol) -> BuiltView {
        BuiltView(kind: "Color", parameters: .json(color), place: place(node))
    }

    // MARK: - if

    /// The views of the branch an `if` takes. `#available` is taken as available (the newest OS).
    func ifViews(_ statement: IfExprSyntax, in scope: Scope) throws -> [BuiltView] {
        let branch = Scope(parent: scope)
        defer { branch.dissolve() }
        if try conditionsHold(statement.conditions, in: scope, binding: branch) {
            return try builderViews(statement.body.statements, in: branch)
        }
        switch statement.elseBody {
        case .ifExpr(let next): return try ifViews(next, in: scope)
        case .codeBlock(let block): return try builderViews(block.statements, in: scope)
        case nil: return []
        @unknown default: throw error(.unsupportedSwift, "this 'else' is not supported", at: statement)
        }
    }

    /// The iOS version an availability condition names (`iOS 17.4`), zero when it names none (`macOS 14, *`).
    static func iOSRequirement(of availability: AvailabilityConditionSyntax) -> OSVersion {
        for argument in availability.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  restriction.platform.text == "iOS" || restriction.platform.text == "iOSApplicationExtension",
                  let version = restriction.version else { continue }
            return OSVersion(version.trimmedDescription) ?? OSVersion(major: 0)
        }
        return OSVersion(major: 0)
    }

    /// Whether every condition holds; `if let x`, `if case .a(let v) = value` bind in `branch`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope, binding branch: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .availability(let availability):
                // `#available(iOS 18, *)` holds when the iOS the preview runs on (`SwiftSourceFile.iOSVersion`) is
                // that version or later; `#unavailable` the other way round.
                let holds = source.iOSVersion.isAtLeast(Self.iOSRequirement(of: availability))
                if holds == (availability.availabilityKeyword.tokenKind == .poundUnavailable) { return false }
            case .expression(let expression):
                let value = try evaluate(expression, in: branch)
                guard case .bool(let flag) = value else {
                    throw error(.typeMismatch, "expected a Boolean condition, found \(value.kind)", at: expression)
                }
                if !flag { return false }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, in: branch)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                          let bound = try lookUp(name, in: branch, at: binding) {
                    value = bound
                } else {
                    throw error(.undeclared, "'\(spelling(binding.pattern))' is not defined", at: binding)
                }
                if case .null = value { return false }
                guard try match(binding.pattern, value, binding: branch) else { return false }
            case .matchingPattern(let pattern):
                let value = try evaluate(pattern.initializer.value, in: branch)
                if try !match(pattern.pattern, value, binding: branch) { return false }
            @unknown default: throw error(.unsupportedSwift, "this condition is not supported", at: element)
            }
        }
        return true
    }
}
