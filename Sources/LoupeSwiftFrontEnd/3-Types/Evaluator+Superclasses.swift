import SwiftSyntax

/// `super` in a class of the module that inherits from another of its classes (`class TextNode: Node`): the
/// superclass's initializer run on the instance being made (`super.init(title:)`), its methods and computed
/// properties called with the same `self`. Stored properties are the instance's own, so `super.title` reads
/// `self.title`. A superclass the module does not declare (`NSObject`, UIKit's classes) is refused.
extension Evaluator {
    /// `super.name(…)`, or nil when `call` does not call through `super`.
    func superCall(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, base.is(SuperExprSyntax.self) else {
            return nil
        }
        let (superclass, selfValue) = try superclassAndSelf(at: base, in: scope)
        let name = member.declName.baseName.text
        let arguments = try self.arguments(of: call, in: scope)
        if name == "init" {
            guard case .instance(let instance) = selfValue else {
                throw error(.unsupportedSwift, "'super.init' is called from an initializer only", at: call)
            }
            try runInherited(superclass, of: instance, arguments, at: call)
            return .null
        }
        let methods = superclass.methods(name, isStatic: false)
        guard !methods.isEmpty else {
            throw error(.unsupportedSwift, "'\(superclass.name)' has no method '\(name)'", at: member.declName, construct: "super.\(name)")
        }
        return try callFunction(methods, arguments, selfValue: selfValue, named: "\(superclass.name).\(name)", at: call)
    }

    /// `super.name`: a computed property of the superclass, evaluated with the same `self`, or the instance's stored one.
    func superProperty(_ member: MemberAccessExprSyntax, in scope: Scope) throws -> Value? {
        guard let base = member.base, base.is(SuperExprSyntax.self) else { return nil }
        let (superclass, selfValue) = try superclassAndSelf(at: base, in: scope)
        let name = member.declName.baseName.text
        if case .instance(let instance) = selfValue, let (_, binding) = Self.property(name, of: superclass),
           let accessors = binding.accessorBlock, !Self.isStoredWithObservers(accessors) {
            let inner = Scope(parent: globals)
            defer { inner.dissolve() }
            inner.bind("self", .instance(instance))
            return try functionValue(try getter(of: accessors), in: inner, at: member)
        }
        return try self.member(name, of: selfValue, at: member)
    }

    /// The superclass of the class whose code holds `node`, and the `self` that code runs with.
    private func superclassAndSelf(at node: ExprSyntax, in scope: Scope) throws -> (DeclaredType, Value) {
        var current = node.parent
        while let syntax = current, !syntax.is(ClassDeclSyntax.self), !syntax.is(ExtensionDeclSyntax.self) { current = syntax.parent }
        let className = current?.as(ClassDeclSyntax.self)?.name.text ?? current?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        guard let className, let type = source.declarations.resolve(className.split(separator: ".").map(String.init)) ?? localTypes[className] else {
            throw error(.unsupportedSwift, "'super' outside a class of this module is not supported", at: node, construct: "super")
        }
        guard let superclass = type.superclass else {
            let named = type.firstInheritedName.map { "'\($0)', which this module does not declare" } ?? "none"
            throw error(.unsupportedSwift, "'super' in '\(type.name)': its superclass is \(named) (supported: a superclass the module declares)",
                        at: node, construct: "super")
        }
        guard let selfValue = scope.lookUp("self") else {
            throw error(.unsupportedSwift, "'super' is read here without an instance", at: node, construct: "super")
        }
        return (superclass, selfValue)
    }

    /// `super.init(…)`: the superclass's initializer the arguments fit, run on the same instance; a superclass that
    /// declares none sets what its stored properties' defaults already set.
    private func runInherited(_ superclass: DeclaredType, of instance: Instance, _ arguments: CallArguments, at node: some SyntaxProtocol) throws {
        try enterCall(at: node)
        defer { state.budget.depthOfCalls -= 1 }
        let declared = superclass.initializers
        if declared.isEmpty {
            guard arguments.isEmpty else {
                throw error(.unexpectedArgument, "'\(superclass.name)' declares no initializer that takes arguments", at: node)
            }
            return
        }
        typeContext.append(superclass)
        defer { typeContext.removeLast() }
        let initializer = try chooseInitializer(declared, for: arguments, of: superclass.name, at: node)
        try run(initializer, of: instance, with: arguments, at: node)
    }
}
