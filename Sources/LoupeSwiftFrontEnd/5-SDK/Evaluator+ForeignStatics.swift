import SwiftSyntax

/// Static members a module adds to types it does not declare: `extension Color { static let brand = … }`,
/// `extension Font { static func rounded(_ size: CGFloat) -> Font }`, `extension CGFloat { static let gutter = 12.0 }`,
/// read as `Color.brand` or, where the type is implied, `.brand`.
extension Evaluator {
    /// `Type.name` for a static property or method an extension of the module adds to `type`.
    /// The module's other files are read (once) when this file does not declare it.
    func foreignStaticMember(_ name: String, of type: String, at node: some SyntaxProtocol) throws -> Value? {
        if let binding = source.declarations.foreignStaticVariable(name, of: type) {
            // `extension LabelStyle where Self == TrailingIcon { static var trailingIcon: Self { Self() } }`: `Self` is
            // the type the extension names.
            if let named = Self.sameTypeRequirement(of: binding), let declared = try resolveType(named, at: node) {
                typeContext.append(declared)
                defer { typeContext.removeLast() }
                return try staticValue(binding, named: name, of: declared.name, at: node)
            }
            return try staticValue(binding, named: name, of: type, at: node)
        }
        if !source.declarations.foreignStaticMethods(name, of: type).isEmpty { return .boundMethod(.type(type), name) }
        if source.loadModule() { return try foreignStaticMember(name, of: type, at: node) }
        return nil
    }

    /// `X` of the `where Self == X` of the extension that declares `binding`, if it has one.
    static func sameTypeRequirement(of binding: PatternBindingSyntax) -> String? {
        var node: Syntax? = Syntax(binding)
        while let current = node, !current.is(ExtensionDeclSyntax.self) { node = current.parent }
        guard let extensionDecl = node?.as(ExtensionDeclSyntax.self), let clause = extensionDecl.genericWhereClause else { return nil }
        for requirement in clause.requirements {
            if case .sameTypeRequirement(let same) = requirement.requirement, same.leftType.trimmedDescription == "Self" {
                return same.rightType.trimmedDescription
            }
        }
        return nil
    }

    /// `Type.name(arguments)` for a static method (or a static property holding a closure) an extension adds.
    func foreignStaticMethod(_ name: String, of type: String, _ arguments: CallArguments,
                             at node: some SyntaxProtocol) throws -> Value? {
        let methods = source.declarations.foreignStaticMethods(name, of: type)
        if !methods.isEmpty {
            return try callFunction(methods, arguments, selfValue: .type(type), named: "\(type).\(name)", at: node)
        }
        if let binding = source.declarations.foreignStaticVariable(name, of: type),
           let stored = try staticValue(binding, named: name, of: type, at: node) {
            return try callValue(stored, arguments, named: "\(type).\(name)", at: node)
        }
        if source.loadModule() { return try foreignStaticMethod(name, of: type, arguments, at: node) }
        return nil
    }

    /// `.brand` or `.rounded(12)` where SwiftUI would infer the type: the static member of the type expected, else
    /// of the one type whose extension declares it; nil when no extension of the module does, or several do and
    /// none is expected (the member stays unresolved until a parameter's type decides).
    func implicitForeignStatic(_ name: String, _ arguments: CallArguments?, at node: some SyntaxProtocol,
                               expecting expected: [String] = []) throws -> Value? {
        let types = source.declarations.foreignTypes(withStatic: name)
        guard let type = expected.first(where: types.contains) ?? (types.count == 1 ? types.first : nil) else { return nil }
        if let arguments { return try foreignStaticMethod(name, of: type, arguments, at: node) }
        if case .boundMethod = try foreignStaticMember(name, of: type, at: node) { return nil }   // a method read uncalled
        return try foreignStaticMember(name, of: type, at: node)
    }

    /// An implicit member the place it is used could not type (`.brand` where a colour is expected), looked up again
    /// once the module's other files are read: the argument with its value, or nil when nothing declares it.
    func lateImplicitMember(_ argument: Argument) throws -> Argument? {
        guard case .member(let name, let given) = argument.value, !name.contains(".") else { return nil }
        _ = source.loadModule()
        let call = given.map { CallArguments(implicit: $0, node: Syntax(source.tree), scope: globals) }
        // SwiftUI's and CoreGraphics' numbers are `CGFloat`s, a few `Double`s (an opacity).
        guard let value = try implicitForeignStatic(name, call, at: source.tree, expecting: ["CGFloat", "Double"]) else { return nil }
        return Argument(label: argument.label, value: value, place: argument.place)
    }
}
