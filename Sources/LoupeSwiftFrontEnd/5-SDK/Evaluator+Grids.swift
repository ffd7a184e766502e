import LoupeJSON
import SwiftSyntax

/// `GridItem`s, as `LazyVGrid(columns:)` and `LazyHGrid(rows:)` take them.
extension Evaluator {
    /// `GridItem(.flexible(minimum:maximum:))`, `GridItem(.fixed(80), spacing: 4)`, `GridItem(.adaptive(minimum: 60),
    /// alignment: .leading)`, `GridItem()`.
    func gridItem(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> JSONValue {
        try expect(arguments, labels: [nil, "spacing", "alignment"], of: "GridItem")
        var members: [JSONObject.Member] = []
        if let size = arguments.unlabeled(0) {
            guard case .member(let name, let given) = size.value, ["fixed", "flexible", "adaptive"].contains(name) else {
                throw mismatch(size, expected: ".fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)")
            }
            let bounds = given ?? []
            if name == "fixed" {
                guard bounds.count == 1, bounds[0].label == nil else {
                    throw error(.missingArgument, "'.fixed' takes one length", at: node, construct: "GridItem(.fixed(_:))")
                }
                members.append(.init(key: "fixed", value: .number(try number(bounds[0]))))
            } else {
                var limits: [JSONObject.Member] = []
                for bound in bounds {
                    guard let label = bound.label, ["minimum", "maximum"].contains(label) else {
                        throw error(.unsupportedSwift, "'.\(name)' takes minimum: and maximum:", at: node, construct: "GridItem(.\(name)(…))")
                    }
                    limits.append(.init(key: label, value: try length(bound)))
                }
                members.append(.init(key: name, value: .object(JSONObject(limits))))
            }
        } else {
            members.append(.init(key: "flexible", value: .object(JSONObject([]))))
        }
        if let spacing = arguments.argument("spacing"), !isNil(spacing) {
            members.append(.init(key: "spacing", value: .number(try number(spacing))))
        }
        if let alignment = arguments.argument("alignment"), !isNil(alignment) {
            members.append(.init(key: "alignment", value: .string(try alignmentName(alignment))))
        }
        return .object(JSONObject(members))
    }

    /// `[GridItem(…), …]` or `Array(repeating: GridItem(…), count: 3)`.
    func gridItems(_ argument: Argument) throws -> JSONValue {
        guard case .array(let items) = argument.value else { throw mismatch(argument, expected: "an array of GridItem") }
        return .array(try items.map { item in
            // `[.init(.adaptive(minimum: 110))]`: the element type is GridItem.
            if case .member("init", let given) = item {
                return try gridItem(CallArguments(implicit: given ?? [], node: Syntax(source.tree), scope: globals),
                                    at: source.tree)
            }
            guard case .gridItem(let json) = item else {
                throw mismatch(Argument(label: argument.label, value: item, place: argument.place), expected: "a GridItem")
            }
            return json
        })
    }
}
