import LoupeJSON
import LoupeScene
import SwiftSyntax

/// SwiftUI's gradients as the scene format's colours (`docs/scene-format.md#gradients`): `LinearGradient`,
/// `RadialGradient`, `EllipticalGradient`, `AngularGradient`, their `.linearGradient(…)` shorthands, and
/// `Color.gradient`.
extension Evaluator {
    /// The gradient types, by the scene key each is written with.
    static let gradientTypes = ["LinearGradient": "linearGradient", "RadialGradient": "radialGradient",
                                "EllipticalGradient": "ellipticalGradient", "AngularGradient": "angularGradient"]

    /// `Type(colors: […] or gradient: Gradient(colors: […]), …)`.
    func gradient(_ type: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> JSONValue {
        guard let key = Self.gradientTypes[type] else {
            throw error(.unsupportedSwift, "'\(type)' is not a gradient", at: node, construct: type)
        }
        let geometry: [String] = switch key {
        case "radialGradient": ["center", "startRadius", "endRadius"]
        case "ellipticalGradient": ["center", "startRadiusFraction", "endRadiusFraction"]
        case "angularGradient": ["center", "startAngle", "endAngle", "angle"]
        default: ["startPoint", "endPoint"]
        }
        try expect(arguments, labels: ["colors", "gradient", "stops", nil] + geometry, of: type)
        // `.linearGradient(Gradient(colors: […]), startPoint:endPoint:)` gives the gradient unlabeled.
        guard let colors = arguments.argument("colors") ?? arguments.argument("gradient") ?? arguments.argument("stops")
                ?? arguments.unlabeled(0),
              case .array(let items) = colors.value else {
            throw error(.missingArgument, "'\(type)' needs colors: [ … ] or gradient: Gradient(colors: [ … ])", at: node)
        }
        var members: [JSONObject.Member] = [try gradientColors(items, at: colors.place)]
        for label in geometry {
            guard let argument = arguments.argument(label) else { continue }
            switch label {
            case "center", "startPoint", "endPoint":
                let value: JSONValue = switch argument.value {
                case .point(let x, let y): .array([.number(x), .number(y)])
                default: .string(try alignmentName(argument))
                }
                members.append(.init(key: label, value: value))
            case "startAngle", "endAngle":
                members.append(.init(key: label, value: .number(try angle(argument, at: node) * 180 / .pi)))
            case "angle":
                // `AngularGradient(colors:center:angle:)`: a whole turn starting at the angle.
                let start = try angle(argument, at: node) * 180 / .pi
                members.append(.init(key: "startAngle", value: .number(start)))
                members.append(.init(key: "endAngle", value: .number(start + 360)))
            default:
                members.append(.init(key: label, value: .number(try number(argument))))
            }
        }
        return .object(JSONObject([.init(key: key, value: .object(JSONObject(members)))]))
    }

    /// `"colors": [c, …]`, or `"stops": [{"color", "location"}, …]` when the items are `Gradient.Stop`s
    /// (`.init(color:location:)`).
    private func gradientColors(_ items: [Value], at place: SourcePlace) throws -> JSONObject.Member {
        let stops = items.compactMap { item -> [Argument]? in
            if case .member("init", let parts?) = item, parts.contains(where: { $0.label == "location" }) { return parts }
            return nil
        }
        guard !stops.isEmpty else {
            return .init(key: "colors", value: .array(try items.map { try color(Argument(label: "colors", value: $0, place: place)) }))
        }
        guard stops.count == items.count else {
            throw SwiftSourceError(.typeMismatch, "a gradient's stops are all 'Gradient.Stop(color:location:)'", at: place)
        }
        return .init(key: "stops", value: .array(try stops.map { parts in
            guard let stopColor = parts.first(where: { $0.label == "color" }), let location = parts.first(where: { $0.label == "location" }) else {
                throw SwiftSourceError(.missingArgument, "a gradient stop needs color: and location:", at: place)
            }
            return .object(JSONObject([.init(key: "color", value: try color(stopColor)),
                                       .init(key: "location", value: .number(try number(location)))]))
        }))
    }

    /// `.linearGradient(colors:startPoint:endPoint:)` and the other shorthands, where a shape style is expected.
    func gradientShorthand(_ name: String, _ given: [Argument], at node: some SyntaxProtocol) throws -> JSONValue? {
        guard let type = Self.gradientTypes.first(where: { $0.value == name })?.key else { return nil }
        return try gradient(type, CallArguments(implicit: given, node: Syntax(node), scope: globals), at: node)
    }

    /// `Color.blue.gradient`: the colour's standard gradient.
    func anyGradient(of color: JSONValue) -> JSONValue {
        .object(JSONObject([.init(key: "gradient", value: color)]))
    }
}
