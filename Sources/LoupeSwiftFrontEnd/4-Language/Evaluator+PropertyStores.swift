import SwiftSyntax

/// Setting an instance's property as Swift does: a stored one with its `willSet` and `didSet` observers run around
/// the change (not while the instance's initializer runs), a computed one through its setter.
extension Evaluator {
    func store(_ value: Value, into name: String, of instance: Instance, at node: some SyntaxProtocol) throws {
        // The property's declared type types what is stored (`itemList = [.init(…)]` of `[ItemComponent]`).
        let value = try typed(value, as: propertyAnnotation(name, of: instance.type))
        guard let binding = Self.property(name, of: instance.type)?.1, let accessors = binding.accessorBlock,
              case .accessors(let list) = accessors.accessors else {
            if let binding = Self.property(name, of: instance.type)?.1, binding.accessorBlock != nil {
                throw error(.unsupportedSwift, "'\(name)' of '\(instance.type.name)' is a computed property without a setter", at: node)
            }
            try publishChange(of: name, in: instance, to: value, at: node)
            instance.properties.bind(name, value)
            return
        }
        func accessor(_ keyword: Keyword) -> AccessorDeclSyntax? { list.first { $0.accessorSpecifier.tokenKind == .keyword(keyword) } }
        if let setter = accessor(.set) {
            try runAccessor(setter, of: instance, binding: [(setter.parameters?.name.text ?? "newValue", value)], at: node)
            return
        }
        guard accessor(.get) == nil else {
            throw error(.unsupportedSwift, "'\(name)' of '\(instance.type.name)' is a computed property without a setter", at: node)
        }
        let observed = !initializingInstances.contains(ObjectIdentifier(instance))
        let old = instance.properties.lookUp(name) ?? .null
        if observed, let willSet = accessor(.willSet) {
            try runAccessor(willSet, of: instance, binding: [(willSet.parameters?.name.text ?? "newValue", value)], at: node)
        }
        try publishChange(of: name, in: instance, to: value, at: node)
        instance.properties.bind(name, value)
        if observed, let didSet = accessor(.didSet) {
            try runAccessor(didSet, of: instance, binding: [(didSet.parameters?.name.text ?? "oldValue", old)], at: node)
        }
    }

    private func runAccessor(_ accessor: AccessorDeclSyntax, of instance: Instance, binding values: [(String, Value)],
                             at node: some SyntaxProtocol) throws {
        guard let body = accessor.body else { return }
        try enterCall(at: node)
        defer { state.budget.depthOfCalls -= 1 }
        typeContext.append(instance.type)
        defer { typeContext.removeLast() }
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        scope.bind("self", .instance(instance))
        for (name, value) in values { scope.bind(name, value) }
        _ = try functionValue(body.statements, in: scope, at: node)
    }
}
