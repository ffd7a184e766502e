import SwiftSyntax

/// Names: bindings in scope, the members of `self`, file-level and module-level constants, the module's types,
/// SwiftUI's types, and `$binding`.
extension Evaluator {
    /// A name: a binding in scope, a member of `self`, a constant or type of the module or of the subset, or an error.
    func lookUp(_ reference: DeclReferenceExprSyntax, in scope: Scope) throws -> Value {
        var name = reference.baseName.text
        // `$value` is the binding of `value`: a preview reads a binding as its value.
        if name.hasPrefix("$"), name.dropFirst().first?.isLetter == true || name.dropFirst().first == "_" {
            name.removeFirst()
            if scope.lookUp(name) == nil, let selfValue = scope.lookUp("self"), let publisher = publishedPublisher(name, of: selfValue) {
                return publisher
            }
        }
        if let value = try lookUp(name, in: scope, at: reference) { return value }
        if case .binaryOperator = reference.baseName.tokenKind, Self.unifiesOperands(name) || ["&&", "||"].contains(name) {
            return .boundMethod(.type(Self.operatorFunctions), name)
        }
        throw undeclared(name, at: reference)
    }

    /// The value `name` has here, or nil when nothing declares it.
    func lookUp(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        if let value = scope.lookUp(name) { return try resolveComputed(value, at: node) }
        if name == "self" { return .type("Self") }
        // `Self.self`, `Self.formatter` in a type's members: the type being evaluated.
        if name == "Self", let type = typeContext.last { return .type(type.name) }
        // `T.allCases` in `EnumPicker<T>`'s code: the type `T` stands for in this instance.
        if case .instance(let instance)? = scope.lookUp("self"), let concrete = instance.genericArguments[name] { return .type(concrete) }
        if let selfValue = scope.lookUp("self"), let value = try implicitSelfMember(name, of: selfValue, at: node) {
            return value
        }
        if localTypes[name] != nil { return .type(name) }
        for context in typeContext.reversed() {
            if current(context).nestedTypes[name] != nil, let qualified = try? qualifiedName(of: name, in: context) { return .type(qualified) }
            // A static member named from the type's own static members (`static let a = …; static let b = [a]`).
            if context.staticVariable(name) != nil, let value = try declaredStaticMember(name, of: context, at: node) { return value }
            if !context.methods(name, isStatic: true).isEmpty { return .boundMethod(.type(context.name), name) }
        }
        // In a static member a module's extension adds to another type (`extension Color { static let a = …;
        // static let b = a.opacity(0.5) }`): that type's static members, named bare.
        if let extended = Self.extendedTypeName(in: scope), try resolveType(extended, at: node) == nil,
           source.declarations.foreignStaticVariable(name, of: extended) != nil
            || !source.declarations.foreignStaticMethods(name, of: extended).isEmpty,
           let value = try foreignStaticMember(name, of: extended, at: node) {
            return value
        }
        // `static func theme() -> Color { fromHex("x") }`: a static method of the same extension, called bare.
        if let extended = Self.extendedTypeName(in: scope), try resolveType(extended, at: node) == nil,
           !source.declarations.foreignStaticMethods(name, of: extended).isEmpty {
            return .boundMethod(.type(extended), name)
        }
        if let type = declarations(at: node).resolve([name]) { return .type(type.name) }
        if KnownTypes.all.contains(name) { return .type(name) }
        if let binding = declarations(at: node).variables[name] {
            if let initializer = binding.initializer {
                globals.bind(name, .global(name, initializer.value))
            } else if let accessors = binding.accessorBlock {
                globals.bind(name, .computed(try getter(of: accessors), globals, builder: Self.isViewBuilder(binding)))
            } else {
                return nil
            }
            return try resolveComputed(globals.lookUp(name)!, at: node)
        }
        if declarations(at: node).functions[name] != nil { return .boundMethod(.null, name) }
        // Not in this file: read the module's other files, once, and look again.
        if source.loadModule() { return try lookUp(name, in: scope, at: node) }
        if Self.runtimeOnlyTypes.contains(name) { return .type(name) }
        return nil
    }

    /// The module's declarations where `node` needs them: the file's own, and the module's when the file does not
    /// declare what is looked for (read on first need).
    func declarations(at node: some SyntaxProtocol) -> DeclarationIndex {
        source.declarations
    }

    /// The name a nested type is resolved by from the top level (`Outer.Inner`).
    private func qualifiedName(of name: String, in context: DeclaredType) throws -> String {
        // Nested types registered by their own name resolve through the context; the qualified form reads them
        // from the top when the context is itself top level.
        source.declarations.types[context.name] != nil ? "\(context.name).\(name)" : name
    }

    /// `'RedView' is not declared in this module (read: 12 files under Sources/App)`.
    func undeclared(_ name: String, at node: some SyntaxProtocol) -> SwiftSourceError {
        if KnownTypes.swiftUIViews.contains(name) {
            return unsupported(.unsupportedView, name, "supported views: docs/swift-source.md", at: node)
        }
        if let framework = KnownTypes.appleTypesNotEvaluated[name] {
            return error(.unsupportedSwift, "'\(name)' (\(framework)) is not evaluated yet (supported Swift: docs/swift-source.md)",
                         at: node, construct: name)
        }
        let whereRead = source.module.map { "this module (\($0.summary))" } ?? "this file (give its module with --module DIR)"
        let key = "\(name) \(source.declarations.types.count)"
        let near = nearestNames[key] ?? NearestName.to(name, among: KnownTypes.views.union(source.declarations.types.keys))
        nearestNames[key] = near
        return error(.undeclared, "'\(name)' is not declared in \(whereRead)" + (near.map { "; did you mean '\($0)'?" } ?? ""),
                     at: node, construct: name)
    }

    /// Reading a computed property runs its getter; reading a constant evaluates it (once it is known, the value is
    /// kept).
    func resolveComputed(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .computed(let statements, let scope, let builder):
            return builder ? .views(try builderViews(statements, in: scope)) : try functionValue(statements, in: scope, at: node)
        case .global(let name, let expression):
            guard evaluatingGlobals.insert(name).inserted else {
                throw error(.recursion, "the constant '\(name)' depends on itself", at: node)
            }
            defer { evaluatingGlobals.remove(name) }
            let annotation = expression.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            let result = try typed(try evaluate(expression, in: globals), as: annotation)
            _ = globals.assign(name, result)
            return result
        default:
            return value
        }
    }

    /// Whether a property's getter is a view builder: its type is `some View` (or another view type), or it is marked
    /// `@ViewBuilder`.
    static func isViewBuilder(_ binding: PatternBindingSyntax) -> Bool {
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        if returnsViews(type) { return true }
        if let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
            return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
        }
        return false
    }

    /// Whether a function's body is a view builder: it returns `some View` or is marked `@ViewBuilder`.
    static func isViewBuilder(_ function: FunctionDeclSyntax) -> Bool {
        let type = function.signature.returnClause?.type.trimmedDescription ?? ""
        return returnsViews(type)
            || function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
    }

    /// Whether a declared type is views a builder makes (`some View`, `some Scene`, a view type's name) — not an
    /// array, an optional or a function of them (`[CarouselViewChild]`), nor a UIKit view.
    static func returnsViews(_ type: String) -> Bool {
        guard type.contains("View") || type.contains("Scene") else { return false }
        if type.hasPrefix("[") || type.hasSuffix("?") || type.hasSuffix("]") || type.contains("->") { return false }
        return !["UIView", "NSView", "AnyView", "UIViewController"].contains(type)
    }
}

extension Evaluator {
    /// The type whose static member is being evaluated (`Self` bound by a static property, `self` by a static method).
    static func extendedTypeName(in scope: Scope) -> String? {
        for name in ["Self", "self"] {
            if case .type(let type)? = scope.lookUp(name), type != "Self" { return type }
        }
        return nil
    }
}
