import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `Picker`: its label, its options' titles and the option whose `tag` equals the selection.
extension Evaluator {
    /// `Picker("Title", selection: $value) { … }`, `Picker(selection: $value) { … } label: { … }`.
    func picker(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "selection", "content", "label"], trailing: true, of: "Picker")
        guard let selection = arguments.argument("selection") else {
            throw error(.missingArgument, "'Picker' needs selection:", at: node, construct: "Picker")
        }
        let label: SceneNode
        if let title = arguments.unlabeled(0) {
            label = .json(.string(try string(title)))
        } else if let closure = arguments.trailing.first(where: { $0.label == "label" })?.closure
                    ?? arguments.argument("label").flatMap({ if case .closure(let c, _) = $0.value { c } else { nil } }) {
            let views = try closureViews(closure, parameters: [], in: arguments.scope)
            guard let first = views.first else { throw error(.missingArgument, "'Picker' needs a label view", at: closure) }
            label = .view(first)
        } else if let given = arguments.argument("label"), case .view(let view) = given.value {
            // `Picker(selection: $x, label: Text("Size")) { … }`, the older spelling.
            label = .view(view)
        } else {
            throw error(.missingArgument, "'Picker' needs a title or a label", at: node, construct: "Picker")
        }
        guard let content = arguments.argument("content").flatMap({ if case .closure(let c, _) = $0.value { c } else { nil } })
                ?? arguments.trailing.first(where: { $0.label == nil || $0.label == "content" })?.closure else {
            throw error(.missingArgument, "'Picker' needs its options", at: node, construct: "Picker")
        }
        var titles: [JSONValue] = []
        var chosen: Int?
        for option in try closureViews(content, parameters: [], in: arguments.scope) {
            guard let title = optionTitle(option) else {
                throw SwiftSourceError(.unsupportedView, "a Picker's option must be a Text or a Label, found \(option.kind)",
                                       at: option.place, construct: option.kind)
            }
            if chosen == nil, let tag = option.tag, valuesEqual(tag, selection.value) { chosen = titles.count }
            titles.append(.string(title))
        }
        var parameters: [(String, SceneNode)] = [("label", label), ("options", .json(.array(titles)))]
        if let chosen { parameters.append(("selection", .json(.number(Double(chosen))))) }
        return try made("Picker", .object(parameters), at: node)
    }

    /// The title an option shows: a Text's string, or a Label's title.
    private func optionTitle(_ view: BuiltView) -> String? {
        var parameters = view.parameters
        if case .located(let inner, _) = parameters { parameters = inner }
        switch (view.kind, parameters) {
        case ("Text", .object(let members)), ("Label", .object(let members)):
            let key = view.kind == "Text" ? "string" : "title"
            if case .string(let text)? = members.first(where: { $0.0 == key })?.1.plainJSON { return text }
            return nil
        case ("Text", let node):
            if case .string(let text)? = node.plainJSON { return text }
            return nil
        default:
            return nil
        }
    }
}
