import SwiftSyntax

/// SwiftData and Core Data in a preview: the objects a preview's container is given (`container.mainContext.insert(item)`,
/// `context.insert(item)`, Core Data's `Item(context: viewContext)`) are kept by type, in the order inserted, and a
/// `@Query` or `@FetchRequest` of that type reads them — as the preview's in-memory store holds them (a fetch sees the
/// objects a context holds before it is saved). The store is empty until something is inserted.
extension Evaluator {
    /// `context.insert(object)` on a model context or container: the object is kept; nil for any other call.
    func insertIntoStore(_ name: String, on base: Value, _ arguments: CallArguments) -> Value? {
        let stores = ["ModelContainer", "ModelContext", "@Environment(\\.modelContext)", "NSPersistentContainer",
                      "NSPersistentCloudKitContainer", "NSManagedObjectContext", "@Environment(\\.managedObjectContext)"]
        guard name == "insert", case .opaque(let what) = base, stores.contains(where: what.hasPrefix),
              let object = arguments.unlabeled(0)?.value, let type = Self.storedTypeName(of: object) else { return nil }
        state.modelStore[type, default: []].append(object)
        return .null
    }

    /// The objects of the model type a `@Query` property holds (`[Trip]`, `Array<Trip>`), sorted by its `sort:` key
    /// path when it has one.
    func queryResult(type annotation: String?, attribute: AttributeSyntax?) throws -> Value {
        let brackets: Set<Character> = ["[", "]", " "]
        var trimmed = Substring(annotation ?? "").drop { brackets.contains($0) }
        while let last = trimmed.last, brackets.contains(last) { trimmed = trimmed.dropLast() }
        let element = String(trimmed).replacing("Array<", with: "").replacing(">", with: "")
        var objects = storedObjects(of: element)
        let arguments = attribute?.arguments?.as(LabeledExprListSyntax.self)
        if let filter = arguments?.first(where: { $0.label?.text == "filter" }) {
            throw error(.unsupportedSwift, "a @Query's filter: is not evaluated (give the preview only the objects it should show)",
                        at: filter, construct: "@Query")
        }
        if let sort = arguments?.first(where: { $0.label?.text == "sort" || $0.label == nil })?.expression {
            let reversed = arguments?.contains { $0.label?.text == "order" && $0.expression.trimmedDescription.hasSuffix("reverse") } ?? false
            let descriptors = try sortDescriptors(sort, reversed: reversed)
            let keys = try descriptors.map { descriptor in try objects.map { try read(keyPath: descriptor.path, of: $0, at: sort) } }
            // By the first descriptor, ties by the next, and so on; equal objects keep the order they were inserted in.
            let order = try objects.indices.sorted { a, b in
                for (index, descriptor) in descriptors.enumerated() {
                    let (first, second) = descriptor.reversed ? (keys[index][b], keys[index][a]) : (keys[index][a], keys[index][b])
                    if valuesEqual(first, second) { continue }
                    return try isLess(first, second, at: sort)
                }
                return a < b
            }
            objects = order.map { objects[$0] }
        }
        return .array(objects)
    }

    /// A `@Query`'s `sort:`: a key path (`\Item.name`, its `order:` given beside it), or `[SortDescriptor(\Item.name),
    /// SortDescriptor(\.rank, order: .reverse)]`. Any other form is refused rather than left unsorted.
    private func sortDescriptors(_ sort: ExprSyntax, reversed: Bool) throws -> [(path: String, reversed: Bool)] {
        func path(_ keyPath: KeyPathExprSyntax) -> String { String(keyPath.components.trimmedDescription.trimmingPrefix(".")) }
        if let keyPath = sort.as(KeyPathExprSyntax.self) { return [(path(keyPath), reversed)] }
        let elements: [ExprSyntax] = if let array = sort.as(ArrayExprSyntax.self) { array.elements.map(\.expression) } else { [sort] }
        return try elements.map { element in
            guard let call = element.as(FunctionCallExprSyntax.self),
                  call.calledExpression.trimmedDescription == "SortDescriptor" || call.calledExpression.trimmedDescription == ".init",
                  let first = call.arguments.first, first.label == nil, let keyPath = first.expression.as(KeyPathExprSyntax.self),
                  call.arguments.dropFirst().allSatisfy({ $0.label?.text == "order" }) else {
                throw error(.unsupportedSwift, "a @Query's sort: is evaluated as a key path or SortDescriptor(\\Type.property, order:)",
                            at: element, construct: "@Query")
            }
            let order = call.arguments.dropFirst().first?.expression.trimmedDescription ?? ".forward"
            return (path(keyPath), order.hasSuffix("reverse"))
        }
    }

    /// The objects of type `name` in the store: those inserted, and those they hold (a list's reminders), which
    /// SwiftData inserts with them — in the order inserted, each object's related ones after it, each once.
    func storedObjects(of name: String) -> [Value] {
        var seen: [ObjectIdentifier] = [], found: [Value] = []
        func visit(_ value: Value, depth: Int) {
            switch value {
            case .instance(let instance) where instance.type.kind == .classType:
                let identity = ObjectIdentifier(instance)
                guard !seen.contains(identity), depth < 8 else { return }
                seen.append(identity)
                if instance.type.name == name { found.append(value) }
                for variable in instance.type.instanceVariables {
                    for binding in variable.bindings {
                        guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                              let held = instance.properties.ownBindings[property] else { continue }
                        visit(held, depth: depth + 1)
                    }
                }
            case .array(let items):
                for item in items { visit(item, depth: depth) }
            default:
                break
            }
        }
        for type in state.modelStore.keys.sorted() {
            for object in state.modelStore[type] ?? [] { visit(object, depth: 0) }
        }
        return found
    }

    private static func storedTypeName(of value: Value) -> String? {
        if case .instance(let instance) = value { return instance.type.name }
        return nil
    }
}
