import LoupeJSON
import SwiftSyntax

/// `.superHost.imageName`, `scrum.theme.name` where the front end could not tell the type of `.superHost` or of a case
/// that shares its name with a colour (`.indigo`): when exactly one enum of the module has a case of that name, and that
/// enum has the member asked for, the value is that case.
extension Evaluator {
    /// The only enum of the module (its nested enums included) with a case named `name` and no payload.
    func onlyEnum(withCase name: String) -> DeclaredType? {
        _ = source.loadModule()
        var found: [DeclaredType] = []
        func visit(_ type: DeclaredType) {
            if type.kind == .enumeration, type.enumCases.contains(where: { $0.name.bareText == name && $0.parameterClause == nil }) {
                found.append(type)
            }
            for nested in type.nestedTypes.values { visit(nested) }
        }
        for type in source.declarations.types.values { visit(type) }
        return found.count == 1 ? found[0] : nil
    }

    /// `member` of the case `name` of the only enum that has such a case, when that enum has `member`; nil otherwise.
    func memberOfOnlyEnumCase(_ name: String, _ member: String, at node: some SyntaxProtocol) throws -> Value? {
        guard let type = onlyEnum(withCase: name), Self.declares(member, in: type) else { return nil }
        return try instanceMember(member, of: .enumCase(EnumCase(type: type, name: name)), at: node)
    }

    /// Whether the type declares an instance property or method `member` (or has `rawValue`).
    private static func declares(_ member: String, in type: DeclaredType) -> Bool {
        if member == "rawValue" || member == "description" && type.rawType != nil { return true }
        let variables = type.instanceVariables.flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText }
        return variables.contains(member) || !type.methods(member, isStatic: false).isEmpty
    }

    /// `small.doubled` of an implicit member `.small.doubled` where `type` is expected.
    func implicitMemberChain(_ chain: String, of type: DeclaredType) throws -> Value? {
        let names = chain.split(separator: ".").map(String.init)
        guard var current = try declaredStaticMember(names[0], of: type, at: source.tree) else { return nil }
        for name in names.dropFirst() {
            guard let next = try instanceMember(name, of: current, at: source.tree) ?? valueProperty(name, of: current, at: source.tree) else { return nil }
            current = next
        }
        return current
    }
}
