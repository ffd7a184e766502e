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
        if let sort = arguments?.first(where: { $0.label?.text == "sort" || $0.label == nil })?.expression.as(KeyPathExprSyntax.self) {
            let path = sort.components.trimmedDescription.trimmingPrefix(".")
            let keys = try objects.map { try read(keyPath: String(path), of: $0, at: sort) }
            let reversed = arguments?.contains { $0.label?.text == "order" && $0.expression.trimmedDescription.hasSuffix("reverse") } ?? false
            let order = try objects.indices.sorted { a, b in
                let (first, second) = reversed ? (keys[b], keys[a]) : (keys[a], keys[b])
                if valuesEqual(first, second) { return a < b }
                return try isLess(first, second, at: sort)
            }
            objects = order.map { objects[$0] }
        }
        return .array(objects)
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
