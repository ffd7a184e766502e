import SwiftSyntax

extension Evaluator {
    /// What `#function` prints where `node` is, as the compiler writes it: a function or initializer with its argument
    /// labels (`name(_:)`, `init(x:)`, `subscript(_:)`), a property's name from its accessors or a lazy initial value,
    /// the type's name from a stored property's initial value; a closure takes its surroundings'. Nil at the top
    /// level and in a preview's own closure, where the compiler writes the module's name.
    static func enclosingFunctionName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.name.bareText + labels(function.signature.parameterClause.parameters, isSubscript: false)
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self) {
                return "init" + labels(initializer.signature.parameterClause.parameters, isSubscript: false)
            }
            if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) {
                return "subscript" + labels(subscriptDecl.parameterClause.parameters, isSubscript: true)
            }
            if let binding = syntax.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText {
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                let isLazy = variable?.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } ?? false
                if binding.accessorBlock != nil, current != Syntax(binding.initializer) { return name }
                if isLazy { return name }
                guard let type = variable?.parent?.parent?.parent?.parent else { return nil }
                return typeName(of: type)
            }
            if syntax.is(MacroExpansionExprSyntax.self) || syntax.is(SourceFileSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    private static func labels(_ parameters: FunctionParameterListSyntax, isSubscript: Bool) -> String {
        let labels = parameters.map { parameter -> String in
            // A subscript's parameters have no argument label unless one is written before the name.
            let label = isSubscript && parameter.secondName == nil ? "_" : parameter.firstName.text
            return label + ":"
        }
        return "(" + labels.joined() + ")"
    }

    private static func typeName(of node: Syntax) -> String? {
        if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.bareText }
        if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.bareText }
        if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.bareText }
        if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.bareText }
        return nil
    }
}
