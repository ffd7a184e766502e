import SwiftSyntax

/// A member read through a protocol's type (`(cat as Named).greeting`, `func show(_ p: any Named) { p.greeting }`):
/// Swift calls the value's own member when the protocol requires it, and the protocol extension's when it does not
/// (static dispatch), even where the value's type declares one of that name.
extension Evaluator {
    /// The extension's member where Swift dispatches statically to it; nil where the value's own member is called.
    func protocolTypedMember(_ name: String, of base: Value, _ baseExpression: ExprSyntax, _ arguments: CallArguments?,
                             in scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        guard case .instance(let instance) = base else { return nil }
        guard let protocolName = try staticProtocol(of: baseExpression, in: scope),
              instance.type.conformances.contains(protocolName) else {
            // The value's own member, unless its static type may be a protocol whose extension has one of that name.
            if let shadowed = shadowedExtension(name, of: instance.type), !(try isStaticallyConcrete(baseExpression, instance.type, in: scope)) {
                throw ambiguousDispatch(name, instance.type, shadowed, at: node)
            }
            return nil
        }
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

    /// The protocol (of the module, which says what it requires) whose unconstrained extension has a member `name`
    /// that it does not require, where `type` declares its own: which of the two a read calls depends on the value's
    /// static type. Nil when there is no such protocol.
    func shadowedExtension(_ name: String, of type: DeclaredType) -> String? {
        guard type.conformances.contains(where: { source.declarations.protocols[$0] != nil }),
              type.members.contains(where: { Self.declares($0, name) }) else { return nil }
        var seen = Set<String>(), queue = type.conformances.sorted()
        while !queue.isEmpty {
            let protocolName = queue.removeFirst()
            guard seen.insert(protocolName).inserted, let declaration = source.declarations.protocols[protocolName] else { continue }
            let required = declaration.memberBlock.members.contains { Self.declares($0.decl, name) }
            let extended = source.declarations.foreignMembers(of: protocolName).contains { Self.declares($0, name) }
            if extended, !required { return protocolName }
            queue += SwiftSourceFile.conformances(declaration.inheritanceClause).sorted()
        }
        return nil
    }

    /// Whether the base's static type is known to be the value's own type: `self` in its code, a value made there
    /// (`Cat(…).greeting`), or a name, property or function result declared with that type.
    private func isStaticallyConcrete(_ expression: ExprSyntax, _ type: DeclaredType, in scope: Scope) throws -> Bool {
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == type.name { return true }
        if let declared = try declaredType(of: expression, in: scope) { return declared == type.name }
        // A property of `self` inferred from making one (`let cat = Cat(name: "c")`).
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .instance(let owner)? = scope.lookUp("self"),
           !scope.bindsLocally(reference.baseName.text, above: globals),
           let made = Self.property(reference.baseName.text, of: owner.type)?.1.initializer?.value.as(FunctionCallExprSyntax.self) {
            return made.calledExpression.trimmedDescription == type.name
        }
        return false
    }

    /// The refusal where the static type is not followed.
    func ambiguousDispatch(_ name: String, _ type: DeclaredType, _ protocolName: String, at node: some SyntaxProtocol) -> SwiftSourceError {
        error(.unsupportedSwift, "'\(name)' of a \(type.name) here is not supported: '\(type.name)' declares its own and an extension of '\(protocolName)' declares one it does not require, and which Swift calls depends on the value's static type, not followed here",
              at: node, construct: name)
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

    static func declares(_ member: DeclSyntax, _ name: String) -> Bool {
        if let function = member.as(FunctionDeclSyntax.self) { return function.name.bareText == name }
        if let variable = member.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name }
        }
        return false
    }
}
