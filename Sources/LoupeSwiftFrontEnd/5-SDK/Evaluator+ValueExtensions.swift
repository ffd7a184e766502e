import SwiftSyntax

/// Members the module adds to the standard library's values: `extension Array<Attendee> { var speakers: … }`,
/// `extension [Item] { … }`, `extension Collection where Element == Item { … }`, `extension Date { var isToday: … }`,
/// `extension String`, `extension Double`. Inside them `self` is the value, and its own members are reached
/// unqualified (`isEmpty`, `map { … }`).
extension Evaluator {
    /// The names an extension of `value`'s type may give that type.
    static func extendedTypeNames(of value: Value) -> Set<String> {
        switch value {
        case .array: ["Array", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection",
                      "RangeReplaceableCollection"]
        case .string: ["String", "StringProtocol"]
        case .int: ["Int", "BinaryInteger", "Numeric", "Comparable"]
        case .float: ["Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
        case .double: ["Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
        case .date: ["Date"]
        case .bool: ["Bool"]
        case .opaque("Bundle.main"): ["Bundle"]   // `extension Bundle { func decode<T: Decodable>(…) }`
        default: []
        }
    }

    /// Whether an extension of `extendedType` (as written: `Array<Item>`, `[Item]`, `Collection`) reaches `value`.
    static func extends(_ extendedType: String, _ value: Value) -> Bool {
        if case .array = value, extendedType.hasPrefix("[") { return true }
        let base = String(extendedType.prefix { $0 != "<" && $0 != " " })
        return extendedTypeNames(of: value).contains(base)
    }

    /// The members every extension of the module that reaches `value` declares.
    private func extensionMembers(for value: Value) -> [DeclSyntax] {
        source.declarations.foreignExtensionNames.filter { Self.extends($0, value) }.flatMap { source.declarations.foreignMembers(of: $0) }
    }

    /// `items.name`, `date.isToday`: a computed property an extension gives the value's type; nil when none is called
    /// `name`.
    func valueExtensionProperty(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard !Self.extendedTypeNames(of: base).isEmpty else { return nil }
        for member in extensionMembers(for: base) {
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
        if source.loadModule() { return try valueExtensionProperty(name, of: base, at: node) }
        return nil
    }

    /// `items.name(…)`, a method an extension gives the value's type; nil when none is called `name`.
    func valueExtensionMethod(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard !Self.extendedTypeNames(of: base).isEmpty else { return nil }
        let functions = extensionMembers(for: base).compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { $0.name.bareText == name && !DeclaredType.isStatic($0.modifiers) }
        guard !functions.isEmpty else {
            if source.loadModule() { return try valueExtensionMethod(name, on: base, arguments, at: node) }
            return nil
        }
        return try callFunction(functions, arguments, selfValue: base, named: name, at: node)
    }
}
