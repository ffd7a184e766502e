import SwiftSyntax

/// Members the module adds to arrays: `extension Array<Attendee> { var speakers: … }`, `extension [Item] { … }`,
/// `extension Collection where Element == Item { … }`. Inside them `self` is the array, and its own members are
/// reached unqualified (`isEmpty`, `map { … }`).
extension Evaluator {
    /// The extended types whose members an array has.
    static func extendsArrays(_ extendedType: String) -> Bool {
        let base = extendedType.prefix { $0 != "<" && $0 != " " }
        return extendedType.hasPrefix("[") || ["Array", "Collection", "Sequence", "RandomAccessCollection",
                                              "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection"]
            .contains(String(base))
    }

    /// The members every array extension of the module declares.
    private var arrayExtensionMembers: [DeclSyntax] {
        source.declarations.foreignExtensionNames.filter(Self.extendsArrays).flatMap { source.declarations.foreignMembers(of: $0) }
    }

    /// `items.name`, a computed property an extension gives arrays; nil when none is called `name`.
    func arrayExtensionProperty(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard case .array = base else { return nil }
        for member in arrayExtensionMembers {
            guard let variable = member.as(VariableDeclSyntax.self), !DeclaredType.isStatic(variable.modifiers) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name {
                guard let accessors = binding.accessorBlock else { continue }
                let scope = Scope(parent: globals)
                defer { scope.dissolve() }
                scope.bind("self", base)
                return try functionValue(try getter(of: accessors), in: scope, at: node)
            }
        }
        // Not in this file: read the module's other files, once, and look again.
        if source.loadModule() { return try arrayExtensionProperty(name, of: base, at: node) }
        return nil
    }

    /// `items.name(…)`, a method an extension gives arrays; nil when none is called `name`.
    func arrayExtensionMethod(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard case .array = base else { return nil }
        let functions = arrayExtensionMembers.compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { $0.name.bareText == name && !DeclaredType.isStatic($0.modifiers) }
        guard !functions.isEmpty else {
            if source.loadModule() { return try arrayExtensionMethod(name, on: base, arguments, at: node) }
            return nil
        }
        return try callFunction(functions, arguments, selfValue: base, named: "Array.\(name)", at: node)
    }
}
