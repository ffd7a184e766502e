import SwiftSyntax

/// A member read through a protocol's type (`(cat as Named).greeting`, `func show(_ p: any Named) { p.greeting }`):
/// Swift calls the value's own member when the protocol requires it, and the protocol extension's when it does not
/// (static dispatch), even where the value's type declares one of that name.
extension Evaluator {
    /// The extension's member where Swift dispatches statically to it; nil where the value's own member is called.
    func protocolTypedMember(_ name: String, of base: Value, _ baseExpression: ExprSyntax, _ arguments: CallArguments?,
                             in scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        guard case .instance(let instance) = base, let protocolName = try staticProtocol(of: baseExpression, in: scope),
              instance.type.conformances.contains(protocolName) else { return nil }
        let extensionMembers = declarations(at: node).foreignMembers(of: protocolName).filter { Self.declares($0, name) }
        let typeDeclares = Self.property(name, of: instance.type) != nil || !instance.type.methods(name, isStatic: false).isEmpty
        guard !extensionMembers.isEmpty, typeDeclares else { return nil }
        guard let protocolDecl = declarations(at: node).protocols[protocolName] else {
            throw error(.unsupportedSwift, "'\(name)' read through the protocol type '\(protocolName)', which the files read do not declare, is not supported (whether '\(instance.type.name)'s own or the extension's is called depends on the protocol's requirements)", at: node)
        }
        if protocolDecl.memberBlock.members.contains(where: { Self.declares($0.decl, name) }) { return nil }
        // Not a requirement: the extension's, with the value as `self`.
        if let arguments {
            let functions = extensionMembers.compactMap { $0.as(FunctionDeclSyntax.self) }
            guard !functions.isEmpty else { return nil }
            return try callFunction(functions, arguments, selfValue: base, named: "\(protocolName).\(name)", at: node)
        }
        guard let binding = extensionMembers.compactMap({ $0.as(VariableDeclSyntax.self) }).flatMap(\.bindings)
            .first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name }),
              let accessors = binding.accessorBlock else { return nil }
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        scope.bind("self", base)
        return try typed(try functionValue(try getter(of: accessors), in: scope, at: node), as: Self.annotation(binding))
    }

    /// The protocol a base is typed as: `(x as P)`, or a declaration `P`, `any P`, `some P`.
    private func staticProtocol(of expression: ExprSyntax, in scope: Scope) throws -> String? {
        var inner = expression
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { inner = only.expression }
        if let sequence = inner.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
           let type = sequence.elements.last?.trimmedDescription {
            return Self.protocolName(type)
        }
        return try declaredType(of: expression, in: scope).flatMap(Self.protocolName)
    }

    private static func protocolName(_ type: String) -> String? {
        var name = Substring(type)
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        return name.isEmpty || name.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" }) ? nil : String(name)
    }

    private static func declares(_ member: DeclSyntax, _ name: String) -> Bool {
        if let function = member.as(FunctionDeclSyntax.self) { return function.name.bareText == name }
        if let variable = member.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name }
        }
        return false
    }
}
