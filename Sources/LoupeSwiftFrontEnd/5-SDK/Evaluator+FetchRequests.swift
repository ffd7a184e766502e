import SwiftSyntax

/// Core Data's `@FetchRequest` in a preview: the objects of its entity that the preview made in a context
/// (`Item(context: viewContext)`, kept by `insertIntoStore`), in the order of its sort descriptors — what a fetch of
/// the preview's in-memory store returns. A predicate, a fetch request built elsewhere and sections are not followed,
/// and are refused rather than shown unfiltered.
extension Evaluator {
    /// The objects a `@FetchRequest` property holds (`FetchedResults<Item>`).
    func fetchRequestResult(type annotation: String?, attribute: AttributeSyntax?) throws -> Value {
        let arguments = attribute?.arguments?.as(LabeledExprListSyntax.self)
        for argument in arguments ?? [] {
            switch argument.label?.text {
            case "predicate" where argument.expression.trimmedDescription != "nil", "fetchRequest":
                throw error(.unsupportedSwift, "a @FetchRequest's \(argument.label!.text): is not evaluated (give the preview only the objects it should show)",
                            at: argument, construct: "@FetchRequest")
            default:
                continue
            }
        }
        guard let element = Self.fetchedEntity(annotation) else {
            throw error(.unsupportedSwift, "a @FetchRequest is read only where its property is declared 'FetchedResults<Entity>'",
                        at: attribute.map(Syntax.init) ?? Syntax(source.tree), construct: "@FetchRequest")
        }
        let objects = storedObjects(of: element)
        guard let sort = arguments?.first(where: { $0.label?.text == "sortDescriptors" }), objects.count > 1 else { return .array(objects) }
        let descriptors = try sortDescriptors(sort.expression)
        let keys = try objects.map { object in try descriptors.map { try read(keyPath: $0.path, of: object, at: sort) } }
        if keys.contains(where: { $0.contains { if case .null = $0 { true } else { false } } }) {
            throw error(.unsupportedSwift, "a @FetchRequest sorted by a value that is nil in one of the preview's objects is not supported (Core Data orders nil by its own rules)",
                        at: sort, construct: "@FetchRequest")
        }
        let order = try objects.indices.sorted { a, b in
            for (index, descriptor) in descriptors.enumerated() {
                let (first, second) = descriptor.ascending ? (keys[a][index], keys[b][index]) : (keys[b][index], keys[a][index])
                if valuesEqual(first, second) { continue }
                return try isLess(first, second, at: sort)
            }
            return a < b
        }
        return .array(order.map { objects[$0] })
    }

    /// `try context.fetch(request)` in a model's code: nothing while the preview's store holds nothing (a preview's
    /// store starts empty); once it holds objects, which of them the request's entity, predicate and sort select is
    /// not followed, and the fetch is refused. Nil for another call.
    func fetchFromStore(_ name: String, on base: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard name == "fetch" || name == "count", case .opaque(let what) = base,
              what.hasPrefix("NSPersistentContainer") || what.hasPrefix("NSPersistentCloudKitContainer")
                || what.hasPrefix("NSManagedObjectContext") || what.hasPrefix("@Environment(\\.managedObjectContext)") else { return nil }
        guard state.modelStore.values.allSatisfy(\.isEmpty) else {
            throw error(.unsupportedSwift, "a Core Data fetch made in code is not followed once the preview has made objects (declare the view's property with @FetchRequest instead)",
                        at: node, construct: "NSManagedObjectContext.\(name)")
        }
        return name == "count" ? .int(0) : .array([])
    }

    /// `Item` of `FetchedResults<Item>`.
    private static func fetchedEntity(_ annotation: String?) -> String? {
        guard let annotation, annotation.hasPrefix("FetchedResults<"), annotation.hasSuffix(">") else { return nil }
        let name = String(annotation.dropFirst("FetchedResults<".count).dropLast())
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : nil
    }

    /// `[NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)]`, `[SortDescriptor(\.name, order: .reverse)]`,
    /// `NSSortDescriptor(key: "name", ascending: false)`: the key paths read, each with its direction.
    private func sortDescriptors(_ expression: ExprSyntax) throws -> [(path: String, ascending: Bool)] {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            throw error(.unsupportedSwift, "a @FetchRequest's sortDescriptors: is read only as an array literal", at: expression, construct: "@FetchRequest")
        }
        return try array.elements.map { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self) else {
                throw error(.unsupportedSwift, "'\(spelling(element.expression))' is not a sort descriptor read here", at: element, construct: "@FetchRequest")
            }
            let name = call.calledExpression.trimmedDescription
            let labeled = { (label: String?) in call.arguments.first { $0.label?.text == label }?.expression }
            let path: String?
            var ascending = true
            switch name {
            case "NSSortDescriptor":
                if let keyPath = labeled("keyPath")?.as(KeyPathExprSyntax.self) {
                    path = keyPath.components.trimmedDescription.trimmingPrefix(".").description
                } else {
                    path = labeled("key")?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                }
                if let given = labeled("ascending") {
                    guard let literal = given.as(BooleanLiteralExprSyntax.self) else {
                        throw error(.unsupportedSwift, "a sort descriptor's ascending: is read only as true or false", at: given, construct: "@FetchRequest")
                    }
                    ascending = literal.literal.tokenKind == .keyword(.true)
                }
            case "SortDescriptor":
                path = labeled(nil)?.as(KeyPathExprSyntax.self).map { $0.components.trimmedDescription.trimmingPrefix(".").description }
                if let order = labeled("order")?.trimmedDescription { ascending = !order.hasSuffix("reverse") }
            default:
                path = nil
            }
            guard let path, !path.isEmpty else {
                throw error(.unsupportedSwift, "'\(spelling(call))' is not a sort descriptor read here (NSSortDescriptor(keyPath:ascending:), SortDescriptor(_:order:))",
                            at: call, construct: "@FetchRequest")
            }
            return (path, ascending)
        }
    }
}
