import LoupeJSON
import SwiftSyntax

/// A shape's own styling methods: `stroke(_:lineWidth:)`, `strokeBorder(_:lineWidth:)` and `fill(_:)`.
extension Evaluator {
    /// The shapes these methods apply to, as the scene format names them.
    static let styledShapes: Set<String> = ["Rectangle", "Circle", "Capsule", "Ellipse", "ConcentricRectangle", "RoundedRectangle"]

    /// In SwiftUI these are methods of `Shape`: after any modifier the value is a view, not a shape, and the call
    /// does not compile. So they apply only to a shape with no modifiers yet, and at most once.
    func shapeStyle(_ name: String, _ arguments: CallArguments, of view: inout BuiltView, at node: MemberAccessExprSyntax) throws {
        let spelling = arguments.spelling("." + name)
        guard Self.styledShapes.contains(view.kind), view.modifiers.isEmpty,
              case .object(var parameters) = view.parameters,
              !parameters.contains(where: { $0.0 == "stroke" || $0.0 == "strokeBorder" })
        else {
            throw error("'\(spelling)' applies to a shape (Circle(), RoundedRectangle(cornerRadius:), …) before any other modifier", at: node.declName)
        }
        if name == "fill" {
            // On the shape itself, a fill style is its foreground style.
            try expect(arguments, labels: [nil], of: ".fill")
            if let style = arguments.unlabeled(0) {
                view.modifiers.append(BuiltModifier(name: "foregroundStyle", value: .json(try color(style)), place: place(node.declName)))
            }
            return
        }
        try expect(arguments, labels: [nil, "lineWidth"], of: "." + name)
        var stroke: [(String, SceneNode)] = []
        if let width = arguments.argument("lineWidth") { stroke.append(("lineWidth", .json(.number(try number(width))))) }
        if let style = arguments.unlabeled(0) { stroke.append(("style", .json(try color(style)))) }
        parameters.append((name, .object(stroke)))
        view.parameters = .object(parameters)
    }
}
