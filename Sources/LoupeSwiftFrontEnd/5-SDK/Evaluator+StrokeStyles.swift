import LoupeJSON
import SwiftSyntax

/// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)` given to `stroke(style:)` or
/// `strokeBorder(style:)`: the scene's `lineWidth`, `dash`, `dashPhase`, `lineCap` and `lineJoin`.
extension Evaluator {
    func strokeStyleMembers(_ argument: Argument) throws -> [(String, SceneNode)] {
        guard case .tuple(let parts) = argument.value else { throw mismatch(argument, expected: "a StrokeStyle") }
        var members: [(String, SceneNode)] = []
        for (label, value) in parts {
            let part = Argument(label: label, value: value, place: argument.place)
            switch label {
            case "lineWidth":
                members.append(("lineWidth", .json(.number(try number(part)))))
            case "dash":
                let lengths = try elements(of: part, at: source.tree).map { item in
                    try number(Argument(label: "dash", value: item, place: argument.place))
                }
                if !lengths.isEmpty { members.append(("dash", .json(.array(lengths.map { .number($0) })))) }
            case "dashPhase":
                members.append(("dashPhase", .json(.number(try number(part)))))
            case "lineCap", "lineJoin":
                // `.round`, `.square`, `.bevel`: the scene checks the name.
                members.append((label ?? "", .located(.json(.string(try memberName(part))), argument.place)))
            default:
                break   // miterLimit: the rasterizer's limit of 10 is drawn.
            }
        }
        return members
    }
}
