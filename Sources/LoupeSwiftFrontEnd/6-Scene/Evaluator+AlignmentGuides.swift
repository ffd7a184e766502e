import LoupeJSON
import SwiftSyntax

/// `.alignmentGuide(_:computeValue:)`: the closure is run on sample dimensions and read as the linear function of
/// the view's width, height and baselines the scene format stores (``LoupeScene/GuideValue``).
extension Evaluator {
    /// The dimensions the closure is run on: all zero, then each dimension alone at 64 (a power of two, so the
    /// coefficients divide out exactly); the last runs, at unrelated values, check that it is linear in them.
    private static let guideSamples: [(width: Double, height: Double, first: Double, last: Double)] = [
        (0, 0, 0, 0), (64, 0, 0, 0), (0, 64, 0, 0), (0, 0, 64, 0), (0, 0, 0, 64), (3, 5, 7, 11), (37.5, 53.25, 11.125, 29.75),
    ]
    private static let guideCoefficients = ["width", "height", "firstTextBaseline", "lastTextBaseline"]

    func alignmentGuide(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode {
        try expect(arguments, labels: [nil, "computeValue"], trailing: true, of: ".alignmentGuide")
        guard let guide = arguments.unlabeled(0) else {
            throw error(.missingArgument, "'.alignmentGuide' needs a guide", at: node, construct: ".alignmentGuide")
        }
        guard let closure = arguments.closure("computeValue") else {
            throw error(.missingArgument, "'.alignmentGuide' needs a closure computing the guide", at: node,
                        construct: ".alignmentGuide")
        }
        let (axis, name) = try guideName(guide, in: arguments)
        let isHorizontal = axis == "horizontal"
        var results: [Double] = []
        for sample in Self.guideSamples {
            let dimensions = Value.dimensions(width: sample.width, height: sample.height, firstBaseline: sample.first,
                                              lastBaseline: sample.last)
            guideAxisIsHorizontal.append(isHorizontal)
            defer { guideAxisIsHorizontal.removeLast() }
            let value = try callClosure(closure, in: arguments.scope, with: [dimensions], at: closure)
            guard let number = value.number else {
                throw error(.typeMismatch, "'.alignmentGuide' computes \(value.kind); it must compute a number", at: closure)
            }
            results.append(number)
        }
        let constant = results[0]
        let coefficients = results[1...4].map { ($0 - constant) / 64 }
        let isLinear = zip(Self.guideSamples, results).dropFirst(5).allSatisfy { sample, result in
            let predicted = constant + coefficients[0] * sample.width + coefficients[1] * sample.height
                + coefficients[2] * sample.first + coefficients[3] * sample.last
            return abs(predicted - result) <= 1e-9 * max(1, abs(result))
        }
        guard isLinear else {
            throw error(.unsupportedSwift, "'.alignmentGuide' computes its value in a way that is not a sum of the view's "
                        + "dimensions (a constant, d.width, d.height, d[guide] added or scaled)", at: closure,
                        construct: ".alignmentGuide")
        }
        let value: JSONValue
        if coefficients.allSatisfy({ $0 == 0 }) {
            value = .number(constant)
        } else {
            var members: [JSONObject.Member] = []
            if constant != 0 { members.append(.init(key: "constant", value: .number(constant))) }
            for (key, coefficient) in zip(Self.guideCoefficients, coefficients) where coefficient != 0 {
                members.append(.init(key: key, value: .number(coefficient)))
            }
            value = .object(JSONObject(members))
        }
        return .json(.object(JSONObject([.init(key: axis, value: .string(name)), .init(key: "value", value: value)])))
    }

    /// `("horizontal", "leading")` for `.leading`, `HorizontalAlignment.center` or `.center` where the type says it.
    private func guideName(_ guide: Argument, in arguments: CallArguments) throws -> (axis: String, name: String) {
        let written = arguments.node.as(FunctionCallExprSyntax.self)?.arguments.first?.expression
            .as(MemberAccessExprSyntax.self)?.base.map { spelling($0) }
        let name = try memberName(guide)
        switch (written, name) {
        case ("HorizontalAlignment", _), (nil, "leading"), (nil, "trailing"): return ("horizontal", name)
        case ("VerticalAlignment", _), (nil, "top"), (nil, "bottom"), (nil, "firstTextBaseline"), (nil, "lastTextBaseline"):
            return ("vertical", name)
        case (nil, "center"):
            throw SwiftSourceError(.invalidValue, "'.center' is ambiguous here: write 'HorizontalAlignment.center' or "
                                   + "'VerticalAlignment.center'", at: guide.place, construct: ".alignmentGuide")
        default:
            throw SwiftSourceError(.unsupportedSwift, "the alignment guide '\(name)' is not supported (the standard guides "
                                   + "are: leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline)",
                                   at: guide.place, construct: ".alignmentGuide")
        }
    }

    /// `d[.leading]`, `d[HorizontalAlignment.center]`, `d[.firstTextBaseline]`: a guide of the dimensions.
    func dimension(_ key: Value, of base: Value, at node: some SyntaxProtocol) throws -> Value {
        guard case .dimensions(let width, let height, let first, let last) = base else {
            throw error(.typeMismatch, "\(base.kind) has no guides", at: node)
        }
        let name: String? = switch key {
        case .member(let name, nil): name
        case .enumCase(let value): value.name
        default: nil
        }
        let writtenType = Syntax(node).as(SubscriptCallExprSyntax.self)?.arguments.first?.expression
            .as(MemberAccessExprSyntax.self)?.base.map { spelling($0) }
        let horizontalCenter = writtenType.map { $0 == "HorizontalAlignment" } ?? (guideAxisIsHorizontal.last ?? true)
        let value: Double? = switch name {
        case "leading", "top": 0
        case "trailing": width
        case "bottom": height
        case "center": horizontalCenter ? width / 2 : height / 2
        case "firstTextBaseline": first
        case "lastTextBaseline": last
        default: nil
        }
        guard let value else {
            throw error(.unsupportedSwift, "a view's dimensions are read here by \(key.kind); the standard guides are "
                        + "supported (d[.leading], d[.trailing], d[.top], d[.bottom], d[.firstTextBaseline], …)", at: node)
        }
        return .double(value)
    }
}
