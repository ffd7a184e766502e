import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `Button`, `NavigationLink` and `Label`, in the ways SwiftUI writes them. A button's action and a link's destination
/// are closures or values the picture does not show: they are never evaluated.
extension Evaluator {
    /// The arguments of `name`'s initializer that are never evaluated: a button's action, a link's destination.
    static func unevaluatedArguments(of name: String) -> Set<String> {
        if name == "Text" { return [textLiteral] }
        guard let entry = Vocabulary.viewKind(swiftName: name), case .translated(.button, _, _) = entry.swift else { return [] }
        return ["action", "destination", "value", "isActive", "tag", "selection", "content", "primaryAction"]
    }

    /// `Button`, `NavigationLink`, `Link` or `Menu` (`kind`), as the scene's `{"title", "systemImage", "role"}` or `{"label"}`.
    func button(_ kind: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        let labels: [String?] = switch kind {
        case "Button": [nil, "action", "label", "role", "systemImage"]
        case "Link": [nil, "destination", "label"]
        case "Menu": [nil, "systemImage", "content", "label", "primaryAction"]
        default: [nil, "destination", "value", "label", "isActive", "tag", "selection"]
        }
        try expect(arguments, labels: labels, trailing: true, of: kind)
        if kind == "NavigationLink" { try isNotPushed(arguments, at: node) }
        for extra in arguments.trailing where extra.label != nil && extra.label != "label" && extra.label != "primaryAction" {
            throw error(.unexpectedArgument, "'\(kind)' takes no trailing closure '\(extra.label ?? "_"):'", at: extra.closure)
        }
        var parameters: [(String, SceneNode)] = []
        if let title = arguments.unlabeled(0) {
            parameters.append(("title", .json(.string(try string(title)))))
            if kind != "Link", let symbol = arguments.argument("systemImage") {
                parameters.append(("systemImage", .located(.json(.string(try string(symbol))), symbol.place)))
            }
        } else {
            // Without a title the label is the `label:` closure, or the trailing closure when the action or the
            // destination is an argument.
            // A menu's unlabeled closure is its items, never its label.
            let givenElsewhere = kind != "Menu" && ["action", "destination", "value"].contains { arguments.argument($0) != nil }
            let closure = labelClosure(arguments) ?? (givenElsewhere ? arguments.trailing.first { $0.label == nil }?.closure : nil)
            guard let closure else {
                throw error(.missingArgument, "'\(kind)' needs a title or a label: \(kind)(\"Title\") { … } or \(kind) { … } label: { … }",
                            at: node, construct: kind)
            }
            let views = try closureViews(closure, parameters: [], in: arguments.scope)
            parameters.append(("label", .view(try single(views, of: kind, at: closure))))
        }
        if let role = arguments.argument("role") {
            parameters.append(("role", .located(.json(.string(try memberName(role))), role.place)))
        }
        return try made(kind, .object(parameters), at: node)
    }

    /// `NavigationLink(destination:isActive:)` with its binding already true (or `tag:` equal to `selection:`) shows its
    /// destination at once, pushed: not drawn, so refused, as a presented sheet is. A binding that cannot be read is
    /// taken as the link at rest.
    private func isNotPushed(_ arguments: CallArguments, at node: some SyntaxProtocol) throws {
        guard let call = arguments.node.as(FunctionCallExprSyntax.self) else { return }
        func value(_ label: String) -> Value? {
            guard let expression = call.arguments.first(where: { $0.label?.text == label })?.expression else { return nil }
            return try? evaluate(expression, in: arguments.scope)
        }
        var pushed = false
        if case .bool(true)? = value("isActive") { pushed = true }
        if let tag = value("tag"), let selection = value("selection") { if case .null = selection {} else { pushed = valuesEqual(tag, selection) } }
        if pushed {
            throw error(.unsupportedSwift, "this NavigationLink is active, so SwiftUI shows its destination pushed, which is not drawn (preview the destination itself)",
                        at: node, construct: "NavigationLink")
        }
    }

    /// `Label("Title", systemImage:)`, `Label { title } icon: { icon }`, `Label(title:icon:)`.
    func label(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "systemImage", "title", "icon"], trailing: true, of: "Label")
        var parameters: [(String, SceneNode)] = []
        if let title = arguments.unlabeled(0) {
            parameters.append(("title", .json(.string(try string(title)))))
        } else if let closure = arguments.closure("title") {
            parameters.append(("title", .view(try single(closureViews(closure, parameters: [], in: arguments.scope),
                                                        of: "Label", at: closure))))
        } else {
            throw error(.missingArgument, "'Label' needs a title: Label(\"Title\", systemImage: …) or Label { … } icon: { … }",
                        at: node, construct: "Label")
        }
        if let symbol = arguments.argument("systemImage") {
            parameters.append(("systemImage", .located(.json(.string(try string(symbol))), symbol.place)))
        } else if let icon = arguments.argument("icon").flatMap({ if case .closure(let c, _) = $0.value { c } else { nil } })
                    ?? arguments.trailing.first(where: { $0.label == "icon" })?.closure {
            parameters.append(("icon", .view(try single(closureViews(icon, parameters: [], in: arguments.scope),
                                                       of: "Label", at: icon))))
        } else {
            throw error(.missingArgument, "'Label' needs systemImage: or an icon: closure", at: node, construct: "Label")
        }
        return try made("Label", .object(parameters), at: node)
    }

    /// The `label:` closure, given as an argument or as a labelled trailing closure.
    private func labelClosure(_ arguments: CallArguments) -> ClosureExprSyntax? {
        if let argument = arguments.argument("label"), case .closure(let closure, _) = argument.value { return closure }
        return arguments.trailing.first { $0.label == "label" }?.closure
    }

    /// One view for a label: several are stacked in a `VStack`, as a view builder's views are in a stack-less place.
    private func single(_ views: [BuiltView], of kind: String, at node: some SyntaxProtocol) throws -> BuiltView {
        if views.count == 1 { return views[0] }
        guard case .view(let stack) = try made("VStack", .object([("content", .array(views.map { .view($0) }))]), at: node) else {
            throw error(.unsupportedSwift, "'\(kind)' needs a label view", at: node, construct: kind)
        }
        return stack
    }
}
