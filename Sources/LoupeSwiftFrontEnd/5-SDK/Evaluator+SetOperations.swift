import SwiftSyntax

/// `Set`'s own operations on a set's elements (a set is held as its elements in a fixed order: the first of equal
/// ones kept, docs/swift-source.md#determinism). Only a set has them — `insert(_:)` without `at:`, `remove(_:)`
/// without `at:`, `union`, `isSubset(of:)` — so an array value given them is a set.
extension Evaluator {
    /// `set.union(other)`, `intersection`, `subtracting`, `symmetricDifference`, `isSubset(of:)`, `isSuperset(of:)`,
    /// `isDisjoint(with:)`; nil for another method.
    func setMethod(_ name: String, _ items: [Value], _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        let labels: [String: String?] = ["union": nil, "intersection": nil, "subtracting": nil, "symmetricDifference": nil,
                                         "isSubset": "of", "isSuperset": "of", "isDisjoint": "with"]
        guard let label = labels[name] else { return nil }
        guard arguments.list.count == 1, let given = arguments.argument(label),
              let other = try sequenceElements(given.value) else { return nil }
        let mine = setElements(items), theirs = setElements(other)
        func contains(_ list: [Value], _ item: Value) -> Bool { list.contains { valuesEqual($0, item) } }
        switch name {
        case "union": return .array(setElements(mine + theirs))
        case "intersection": return .array(mine.filter { contains(theirs, $0) })
        case "subtracting": return .array(mine.filter { !contains(theirs, $0) })
        case "symmetricDifference": return .array(mine.filter { !contains(theirs, $0) } + theirs.filter { !contains(mine, $0) })
        case "isSubset": return .bool(mine.allSatisfy { contains(theirs, $0) })
        case "isSuperset": return .bool(theirs.allSatisfy { contains(mine, $0) })
        default: return .bool(!mine.contains { contains(theirs, $0) })
        }
    }

    /// `set.insert(x)` (what it gives: `(inserted:memberAfterInsert:)`), `set.remove(x)` (the element, or nil),
    /// `formUnion(_:)`: the set changed, and the result; nil for another call.
    func mutatingSetCall(_ name: String, _ items: [Value], _ arguments: CallArguments) throws -> (changed: [Value], result: Value)? {
        guard arguments.list.count == 1, arguments.trailing.isEmpty, let given = arguments.unlabeled(0) else { return nil }
        switch name {
        case "insert":
            if let existing = items.first(where: { valuesEqual($0, given.value) }) {
                return (items, .tuple([("inserted", .bool(false)), ("memberAfterInsert", existing)]))
            }
            return (items + [given.value], .tuple([("inserted", .bool(true)), ("memberAfterInsert", given.value)]))
        case "remove":
            guard let index = items.firstIndex(where: { valuesEqual($0, given.value) }) else { return (items, .null) }
            var remaining = items
            let removed = remaining.remove(at: index)
            return (remaining, removed)
        case "formUnion":
            guard let other = try sequenceElements(given.value) else { return nil }
            return (setElements(items + other), .null)
        default:
            return nil
        }
    }
}
