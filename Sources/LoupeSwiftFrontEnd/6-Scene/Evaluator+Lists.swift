import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `List`, `Form` and `Section`, in the ways SwiftUI writes them.
extension Evaluator {
    /// `List { … }`, `List(items) { item in … }`, `List(items, id:, selection:) { … }`, `Form { … }`.
    func list(_ kind: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "id", "selection", "content", "rowContent"], trailing: true, of: kind)
        guard let closure = arguments.closure("content") ?? arguments.closure("rowContent") else {
            throw error(.missingArgument, "'\(kind)' needs its content closure", at: node, construct: kind)
        }
        var rows: [BuiltView] = []
        if let data = arguments.unlabeled(0) {
            // `List(items) { item in Row(item) }` is a list of a `ForEach`.
            for element in try elements(of: data, at: node) {
                rows += try closureViews(closure, parameters: [element], in: arguments.scope)
            }
        } else {
            rows = try closureViews(closure, parameters: [], in: arguments.scope)
        }
        return try made(kind, .object([("content", .array(rows.map { .view($0) }))]), at: node)
    }

    /// `Section { … }`, `Section("Title") { … }`, `Section(header: Text("…"), footer: Text("…")) { … }`,
    /// `Section { … } header: { … } footer: { … }`.
    func section(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "header", "footer", "content", "isExpanded"], trailing: true, of: "Section")
        var parameters: [(String, SceneNode)] = []
        if let title = arguments.unlabeled(0) {
            parameters.append(("header", .json(.string(try string(title)))))
        } else if let header = try sectionPart("header", arguments, at: node) {
            parameters.append(("header", header))
        }
        let closure = arguments.argument("content").flatMap { if case .closure(let c, _) = $0.value { c } else { nil } }
            ?? arguments.trailing.first { $0.label == nil || $0.label == "content" }?.closure
        guard let closure else {
            throw error(.missingArgument, "'Section' needs its content closure", at: node, construct: "Section")
        }
        let rows = try closureViews(closure, parameters: [], in: arguments.scope)
        parameters.append(("content", .array(rows.map { .view($0) })))
        if let footer = try sectionPart("footer", arguments, at: node) { parameters.append(("footer", footer)) }
        return try made("Section", .object(parameters), at: node)
    }

    /// A section's `header:` or `footer:`: a view argument, a closure argument or a labelled trailing closure.
    private func sectionPart(_ label: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode? {
        if let argument = arguments.argument(label) {
            if case .closure(let closure, _) = argument.value {
                return try partView(closureViews(closure, parameters: [], in: arguments.scope), at: closure)
            }
            if case .string(let text) = argument.value { return .json(.string(text)) }
            return .view(try singleView(of: argument.value, at: node))
        }
        guard let closure = arguments.trailing.first(where: { $0.label == label })?.closure else { return nil }
        return try partView(closureViews(closure, parameters: [], in: arguments.scope), at: closure)
    }

    /// One view of a header or footer builder (several are stacked).
    private func partView(_ views: [BuiltView], at node: some SyntaxProtocol) throws -> SceneNode? {
        guard !views.isEmpty else { return nil }
        if views.count == 1 { return .view(views[0]) }
        guard case .view(let stack) = try made("VStack", .object([("content", .array(views.map { .view($0) }))]), at: node) else {
            return nil
        }
        return .view(stack)
    }
}
