import SwiftSyntax

/// The types a generic type's parameters stand for in one instance, as Swift infers them from the initializer's
/// arguments: a stored property declared with the parameter (`@Binding var selection: T`, `let items: [T]`,
/// `var value: T?`) holding a value of a known type gives it. A parameter no property shows stays unknown, and a
/// code that names it is refused where it does.
extension Evaluator {
    /// Records in `instance` the type each of its type's generic parameters stands for, where its properties show it.
    func inferGenericArguments(of instance: Instance) {
        let parameters = instance.type.genericParameterNames
        guard !parameters.isEmpty else { return }
        for variable in instance.type.instanceVariables {
            for binding in variable.bindings {
                guard let written = binding.typeAnnotation?.type.trimmedDescription,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                      let value = instance.properties.lookUp(name) else { continue }
                for parameter in parameters where instance.genericArguments[parameter] == nil {
                    if let concrete = Self.concreteType(of: value, declaredAs: written, parameter: parameter) {
                        instance.genericArguments[parameter] = concrete
                    }
                }
            }
        }
    }

    /// The type `parameter` stands for, given `value` stored where `written` is declared; nil where it does not show.
    private static func concreteType(of value: Value, declaredAs written: String, parameter: String) -> String? {
        var type = Substring(written)
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        if type == parameter { return typeName(of: value) }
        let element = ExpectedType.elementType(of: String(type)) ?? (type.hasPrefix("Binding<") && type.hasSuffix(">") ? String(type.dropFirst(8).dropLast()) : nil)
        guard let element else { return nil }
        if element == parameter, !type.hasPrefix("Binding<") {
            guard case .array(let items) = value, let first = items.first else { return nil }
            return typeName(of: first)
        }
        return element == parameter ? typeName(of: value) : nil
    }

    /// The name of the module's type a value is of: an enum's case, an instance.
    static func declaredTypeName(of value: Value) -> String? {
        switch value {
        case .enumCase(let value): value.type.name
        case .instance(let instance): instance.type.name
        default: nil
        }
    }

    /// The name of a value's type, where the value says it: the module's, or a number's, string's, Boolean's or date's.
    private static func typeName(of value: Value) -> String? {
        if let declared = declaredTypeName(of: value) { return declared }
        return switch value {
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .string: "String"
        case .bool: "Bool"
        case .date: "Date"
        default: nil
        }
    }
}
