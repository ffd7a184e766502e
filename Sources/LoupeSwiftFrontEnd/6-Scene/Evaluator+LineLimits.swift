import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `.lineLimit(3)`, `.lineLimit(3, reservesSpace: true)`, `.lineLimit(2...4)`, `.lineLimit(2...)`, `.lineLimit(...4)`:
/// the most lines a text takes (`lineLimit`) and the fewest it is tall for (`reservedLines`).
extension Evaluator {
    func lineLimitSettings(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> [(String, SceneNode)] {
        try expect(arguments, labels: [nil, "reservesSpace"], of: ".lineLimit")
        guard let limit = arguments.unlabeled(0) else {
            throw error(.missingArgument, "'.lineLimit' needs a number of lines", at: node, construct: ".lineLimit")
        }
        if isNil(limit) { return [] }
        let reserves = try arguments.argument("reservesSpace").map { try bool($0) } ?? false
        func lines(_ value: Double) throws -> Int {
            guard value.rounded() == value, SceneLimits.lineLimitRange.contains(Int(exactly: value) ?? 0) else {
                let found = Int(exactly: value).map(String.init) ?? String(value)
                throw SwiftSourceError(.invalidValue, "expected an integer from \(SceneLimits.lineLimitRange.lowerBound) "
                                       + "to \(SceneLimits.lineLimitRange.upperBound), found \(found)",
                                       at: limit.place, construct: ".lineLimit")
            }
            return Int(value)
        }
        func setting(_ key: String, _ count: Int) -> (String, SceneNode) {
            (key, .located(.json(.number(Double(count))), limit.place))
        }
        if case .range(let lower, let upper, let closed) = limit.value {
            if reserves {
                throw SwiftSourceError(.unexpectedArgument, "'.lineLimit' takes 'reservesSpace:' with a number, not a range",
                                       at: limit.place, construct: ".lineLimit")
            }
            var settings: [(String, SceneNode)] = []
            // `2...` runs to the front end's own end of ranges: no most.
            if upper < Double(EvaluationBudget.maximumElements) { settings.append(setting("lineLimit", try lines(closed ? upper : upper - 1))) }
            if lower > 1 { settings.append(setting("reservedLines", try lines(lower))) }
            return settings
        }
        let count = try lines(try number(limit.takenAsInt))
        return reserves ? [setting("lineLimit", count), setting("reservedLines", count)] : [setting("lineLimit", count)]
    }
}
