import LoupeJSON
import SwiftSyntax

/// `.scaleEffect(…)` and `.rotationEffect(…)` as the scene's modifiers.
extension Evaluator {
    func effect(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode {
        var members: [JSONObject.Member] = []
        if let anchor = arguments.argument("anchor") {
            let value: JSONValue = switch anchor.value {
            case .point(let x, let y): .array([.number(x), .number(y)])
            default: .string(try alignmentName(anchor))
            }
            members.append(.init(key: "anchor", value: value))
        }
        if name == "rotationEffect" {
            try expect(arguments, labels: [nil, "anchor"], of: "." + name)
            let degrees = try angle(arguments.unlabeled(0), at: node) * 180 / .pi
            members.insert(.init(key: "degrees", value: .number((degrees * 1e9).rounded() / 1e9)), at: 0)
            return .json(.object(JSONObject(members)))
        }
        try expect(arguments, labels: [nil, "x", "y", "anchor"], of: "." + name)
        if let factor = arguments.unlabeled(0) {
            if case .size(let width, let height) = factor.value {
                members.insert(contentsOf: [.init(key: "x", value: .number(width)), .init(key: "y", value: .number(height))], at: 0)
            } else {
                let value = try number(factor)
                members.insert(contentsOf: [.init(key: "x", value: .number(value)), .init(key: "y", value: .number(value))], at: 0)
            }
        } else {
            var axes: [JSONObject.Member] = []
            if let x = arguments.argument("x") { axes.append(.init(key: "x", value: .number(try number(x)))) }
            if let y = arguments.argument("y") { axes.append(.init(key: "y", value: .number(try number(y)))) }
            members.insert(contentsOf: axes, at: 0)
        }
        return .json(.object(JSONObject(members)))
    }
}
