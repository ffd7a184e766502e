import SwiftSyntax

/// Initializers the module adds to Apple's types in extensions — `extension Color { init(hex: String) { … } }`,
/// SwiftGen's `extension SwiftUI.Image { init(asset:) }` — run as Swift runs them: parameters bound, the body run,
/// and its `self.init(…)` (or `self = …`) making the value with the type's own initializer.
extension Evaluator {
    /// The value `Name(arguments)` makes through an initializer of the module's extensions of `name` that takes these
    /// labels; nil where none does (SwiftUI's own initializers then apply).
    func extensionInitialized(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard KnownTypes.all.contains(name), !extensionDelegating else { return nil }
        let labels = arguments.list.map(\.label) + arguments.trailing.map(\.label)
        func candidates() -> [InitializerDeclSyntax] {
            source.declarations.foreignMembers(of: name).compactMap { $0.as(InitializerDeclSyntax.self) }
                .filter { Self.accepts($0.signature.parameterClause, labels: labels) }
        }
        var found = candidates()
        if found.isEmpty, source.loadModule() { found = candidates() }
        guard let initializer = found.first else { return nil }
        guard let body = initializer.body else { return nil }
        try enterCall(at: node)
        defer { state.budget.depthOfCalls -= 1 }
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        try bindParameters(initializer.signature.parameterClause, to: arguments, in: scope, at: node)
        scope.bind("self", .type(name))
        extensionInitializing.append(name)
        defer { extensionInitializing.removeLast() }
        _ = try functionValue(body.statements, in: scope, at: node)
        guard let made = scope.lookUp("self"), !Self.isUnmade(made, name) else {
            // A failable `init?` that returned nil before making a value.
            if initializer.optionalMark != nil { return .null }
            throw error(.unsupportedSwift, "the initializer '\(name).init' of the module's extension made no value", at: initializer.initKeyword)
        }
        return made
    }

    /// `self.init(…)` inside such an initializer: the type's own initializer, whose value becomes `self`.
    func delegatedSwiftUIInitializer(_ base: ExprSyntax, _ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value? {
        guard let type = extensionInitializing.last, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              case .type(type)? = scope.lookUp("self") else { return nil }
        let given = try arguments(of: call, in: scope)
        extensionDelegating = true
        defer { extensionDelegating = false }
        let made = try construct(type, given, at: call, builtIn: true)
        _ = scope.assign("self", made)
        return .tuple([])
    }

    private static func isUnmade(_ value: Value, _ name: String) -> Bool {
        if case .type(name) = value { return true }
        return false
    }
}
