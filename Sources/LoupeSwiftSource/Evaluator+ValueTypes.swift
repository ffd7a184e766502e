import LoupeJSON
import SwiftSyntax

/// Initializers of the value types views and modifiers take: sizes, points, insets, numbers, gradients, Loupe's models.
extension Evaluator {
    /// The value `name(arguments)` makes, or nil when `name` is not one of these types.
    func valueConstruct(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "CGSize":
            try expect(arguments, labels: ["width", "height"], of: name)
            return .size(try number(arguments.argument("width"), of: name, at: node),
                         try number(arguments.argument("height"), of: name, at: node))
        case "CGPoint", "UnitPoint":
            try expect(arguments, labels: ["x", "y"], of: name)
            return .point(try number(arguments.argument("x"), of: name, at: node),
                          try number(arguments.argument("y"), of: name, at: node))
        case "EdgeInsets":
            try expect(arguments, labels: ["top", "leading", "bottom", "trailing"], of: name)
            var insets: [JSONObject.Member] = []
            for edge in ["top", "leading", "bottom", "trailing"] {
                if let value = arguments.argument(edge) { insets.append(.init(key: edge, value: .number(try number(value)))) }
            }
            return .edgeInsets(.object(JSONObject(insets)))
        case "DragConstraints":
            return .constraints(try dragConstraints(arguments))
        case "OverlayPositionCoordinator":
            try expect(arguments, labels: [], of: name)
            return .coordinator
        case "Alignment":
            return .member("init", arguments.list)
        case "CGFloat", "Double":
            try expect(arguments, labels: [nil], of: name)
            return .double(try number(arguments.unlabeled(0), of: name, at: node))
        case "Int":
            try expect(arguments, labels: [nil], of: name)
            let value = try number(arguments.unlabeled(0), of: name, at: node)
            guard let exact = Int(exactly: value.rounded(.towardZero)) else {
                throw error(.invalidValue, "does not fit an Int", at: node)
            }
            return .int(exact)
        case "String":
            try expect(arguments, labels: [nil, "describing"], of: name)
            guard let value = arguments.list.first else { return .string("") }
            return .string(try interpolated(value.value, at: node))
        case "Array":
            try expect(arguments, labels: [nil], of: name)
            guard let value = arguments.unlabeled(0) else { return .array([]) }
            return .array(try elements(of: value, at: node))
        case "Gradient":
            try expect(arguments, labels: ["colors"], of: name)
            guard let colors = arguments.argument("colors") else {
                throw error(.missingArgument, "'Gradient' needs colors:", at: node, construct: name)
            }
            return colors.value
        case "UnevenRoundedRectangle":
            return .view(try unevenRoundedRectangle(arguments, at: node))
        case "GridDragViewModel":
            return try gridModel(arguments, at: node)
        case "GridDragViewModel.GridCell":
            try expect(arguments, labels: ["cell"], of: "GridCell")
            guard let cell = arguments.argument("cell") else {
                throw error(.missingArgument, "'GridCell' needs cell:", at: node, construct: "GridCell")
            }
            return .gridCell(try singleView(of: cell.value, at: node))
        case "PreviewDevice":
            try expect(arguments, labels: ["rawValue", "stringLiteral"], of: name)
            guard let raw = arguments.list.first else {
                throw error(.missingArgument, "'PreviewDevice' needs rawValue:", at: node, construct: name)
            }
            return .string(try string(raw))
        case "StrokeStyle", "FillStyle":
            throw error(.unsupportedSwift, "'\(name)' is not supported: a stroke takes lineWidth: only, a fill a style only (dashes, caps, joins and fill rules are not drawn)",
                        at: node, construct: name)
        default:
            return nil
        }
    }

    /// A number argument that must be there.
    private func number(_ argument: Argument?, of name: String, at node: some SyntaxProtocol) throws -> Double {
        guard let argument else { throw error(.missingArgument, "'\(name)' needs all its arguments", at: node, construct: name) }
        return try number(argument)
    }

    /// Only a container shape takes it (the scene format has no such view); `containerShape` reads its radii.
    private func unevenRoundedRectangle(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> BuiltView {
        let corners = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
        try expect(arguments, labels: corners + ["style"], of: "UnevenRoundedRectangle")
        var radii: [(String, SceneNode)] = []
        for label in corners {
            if let radius = arguments.argument(label) { radii.append((label, .json(.number(try number(radius))))) }
        }
        var view = BuiltView(kind: "UnevenRoundedRectangle", parameters: .object(radii), place: place(node))
        if let style = arguments.argument("style") { view.cornerStyle = try checkCornerStyle(style) }
        return view
    }
}
