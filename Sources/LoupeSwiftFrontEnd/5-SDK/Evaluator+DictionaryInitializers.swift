import SwiftSyntax

/// `Dictionary`'s initializers: `[:]`-like empty, `uniqueKeysWithValues:`, pairs `uniquingKeysWith:` a combining
/// closure, and `grouping:by:`. Keys keep the order they first appear in (Swift's order is unspecified; this one is
/// fixed, and a dictionary written whole is written in it).
extension Evaluator {
    func dictionary(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        if arguments.isEmpty { return .dictionary([]) }
        var result: [(key: Value, value: Value)] = []
        func index(of key: Value) -> Int? { result.firstIndex { valuesEqual($0.key, key) } }
        if let grouped = arguments.argument("grouping") {
            guard let keyFunction = arguments.argument("by") ?? arguments.trailing.first.map({
                Argument(label: "by", value: .closure($0.closure, arguments.scope), place: place($0.closure))
            }) else { throw error(.missingArgument, "'Dictionary(grouping:by:)' needs 'by:'", at: node) }
            for element in try elements(of: grouped, at: node) {
                let key = try apply(keyFunction, [element], at: node)
                if let at = index(of: key), case .array(let members) = result[at].value {
                    result[at].value = .array(members + [element])
                } else {
                    result.append((key, .array([element])))
                }
            }
            return .dictionary(result)
        }
        let pairsArgument = arguments.argument("uniqueKeysWithValues") ?? arguments.unlabeled(0)
        guard let pairsArgument else {
            throw error(.unsupportedSwift, "this 'Dictionary' initializer is not supported", at: node)
        }
        let combine = arguments.argument("uniquingKeysWith") ?? arguments.trailing.first.map {
            Argument(label: "uniquingKeysWith", value: .closure($0.closure, arguments.scope), place: place($0.closure))
        }
        if pairsArgument.label == nil, combine == nil {
            throw error(.unsupportedSwift, "this 'Dictionary' initializer is not supported", at: node)
        }
        for item in try elements(of: pairsArgument, at: node) {
            guard case .tuple(let parts) = item, parts.count == 2 else {
                throw error(.typeMismatch, "a dictionary's pairs are (key, value) tuples, found \(item.kind)", at: node)
            }
            if let at = index(of: parts[0].value) {
                // Swift traps on a repeated key of `uniqueKeysWithValues:`.
                guard let combine else { throw error(.invalidValue, "the key \(try quoted(parts[0].value, at: node)) is repeated", at: node) }
                result[at].value = try apply(combine, [result[at].value, parts[1].value], at: node)
            } else {
                result.append((parts[0].value, parts[1].value))
            }
        }
        return .dictionary(result)
    }
}
