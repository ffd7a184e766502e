import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `.toolbar { … }` and its kin (`docs/swift-source.md#views-and-modifiers`): the items become the scene's `toolbar`
/// modifier, read by the `NavigationStack` the view is in.
extension Evaluator {
    /// The kind a `ToolbarItem` or `ToolbarItemGroup` is built as: only a toolbar's content holds one.
    static let toolbarItemKind = "ToolbarItem"

    /// `ToolbarItem(placement:) { … }`, `ToolbarItem(id:placement:) { … }`, `ToolbarItemGroup(placement:) { … }`.
    func toolbarItem(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["id", "placement", "showsByDefault", "content"], trailing: true, of: name)
        var parameters: [(String, SceneNode)] = []
        if let placement = arguments.argument("placement") {
            parameters.append(("placement", .json(.string(try memberName(placement)))))
        }
        parameters.append(("content", .array(try content(arguments, of: name).map { SceneNode.view($0) })))
        return .view(BuiltView(kind: Self.toolbarItemKind, parameters: .object(parameters), place: place(node)))
    }

    /// The scene modifier `.toolbar { … }` (and `.navigationBarItems(leading:trailing:)`) makes: its key and value.
    /// `.toolbar(.hidden, for: .navigationBar)` hides the bar instead.
    func toolbar(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> (key: String, value: SceneNode)? {
        if name == "navigationBarItems" {
            try expect(arguments, labels: ["leading", "trailing"], of: "." + name)
            var items: [SceneNode] = []
            for (label, placement) in [("leading", "navigationBarLeading"), ("trailing", "navigationBarTrailing")] {
                guard let argument = arguments.argument(label) else { continue }
                let views = try self.views(of: argument.value, at: node)
                items.append(.object([("placement", .json(.string(placement))), ("content", .array(views.map { .view($0) }))]))
            }
            return ("toolbar", .array(items))
        }
        if let visibility = arguments.unlabeled(0), case .member(let state, nil) = visibility.value {
            // `.toolbar(.hidden, for: .navigationBar)`; other bars have nothing to hide here.
            try expect(arguments, labels: [nil, "for"], of: ".toolbar")
            if let bars = arguments.argument("for") {
                let names: [String] = if case .array(let items) = bars.value {
                    try items.map { try memberName(Argument(label: nil, value: $0, place: bars.place)) }
                } else { [try memberName(bars)] }
                guard names.contains("navigationBar") || names.contains("automatic") else { return nil }
            }
            return ("navigationBarHidden", .json(.bool(state == "hidden")))
        }
        try expect(arguments, labels: ["content", "id"], trailing: true, of: ".toolbar")
        guard let closure = arguments.closure("content") else {
            throw error(.missingArgument, "'.toolbar' needs its content closure", at: node, construct: ".toolbar")
        }
        let items = try closureViews(closure, parameters: [], in: arguments.scope).map { view -> SceneNode in
            if view.kind == Self.toolbarItemKind { return view.parameters }
            // A view written straight in the toolbar is an item of its own, placed automatically.
            return .object([("content", .array([.view(view)]))])
        }
        return ("toolbar", .array(items))
    }
}
