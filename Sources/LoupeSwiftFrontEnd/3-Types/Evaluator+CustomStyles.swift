import LoupeJSON
import SwiftSyntax

/// The module's own styles (`struct Card: ButtonStyle { func makeBody(configuration:) … }`) given to `.buttonStyle`,
/// `.labelStyle` or `.progressViewStyle` (`docs/swift-source.md#custom-styles`): every control of that kind inside is
/// drawn as its style's `makeBody` builds it, as SwiftUI does.
extension Evaluator {
    /// The modifiers that take a style, and the view kinds each styles.
    static let customStyleKinds: [String: Set<String>] = [
        "buttonStyle": ["Button", "NavigationLink", "Link", "Menu"],
        "labelStyle": ["Label"],
        "progressViewStyle": ["ProgressView"],
    ]

    /// `views` with every control the style reaches replaced by the style's body; nil when `arguments` give no
    /// style instance of the module.
    func customStyled(_ views: [BuiltView], _ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> [BuiltView]? {
        guard let kinds = Self.customStyleKinds[name], let style = arguments.unlabeled(0), case .instance(let instance) = style.value,
              !instance.type.methods("makeBody", isStatic: false).isEmpty else { return nil }
        return try views.map { try restyled($0, kinds: kinds, style: instance, at: node) }
    }

    private func restyled(_ view: BuiltView, kinds: Set<String>, style: Instance, at node: some SyntaxProtocol) throws -> BuiltView {
        var view = view
        view.parameters = try restyled(view.parameters, kinds: kinds, style: style, at: node)
        view.modifiers = try view.modifiers.map { modifier in
            var modifier = modifier
            modifier.value = try restyled(modifier.value, kinds: kinds, style: style, at: node)
            return modifier
        }
        guard kinds.contains(view.kind) else { return view }
        let configuration = try self.configuration(of: view, at: node)
        let arguments = CallArguments(list: [Argument(label: "configuration", value: configuration, place: view.place)],
                                      trailing: [], node: Syntax(node), scope: globals)
        let body = try instanceMethod("makeBody", on: .instance(style), arguments, at: node)
        var made = try singleView(of: body, at: node)
        // The control's own modifiers stay on what its style made.
        made.modifiers += view.modifiers
        made.id = made.id ?? view.id
        return made
    }

    private func restyled(_ node: SceneNode, kinds: Set<String>, style: Instance, at site: some SyntaxProtocol) throws -> SceneNode {
        switch node {
        case .json: return node
        case .view(let view): return .view(try restyled(view, kinds: kinds, style: style, at: site))
        case .array(let items): return .array(try items.map { try restyled($0, kinds: kinds, style: style, at: site) })
        case .object(let members): return .object(try members.map { ($0.0, try restyled($0.1, kinds: kinds, style: style, at: site)) })
        case .located(let inner, let place): return .located(try restyled(inner, kinds: kinds, style: style, at: site), place)
        }
    }

    /// What `makeBody(configuration:)` is given: a button's `label`, `isPressed` (false at rest) and `role`; a label's
    /// `title` and `icon`; a progress view's `fractionCompleted`, `label` and `currentValueLabel`.
    private func configuration(of view: BuiltView, at node: some SyntaxProtocol) throws -> Value {
        func parameter(_ key: String) -> SceneNode? {
            guard case .object(let members) = view.parameters else { return nil }
            return members.first(where: { $0.0 == key })?.1
        }
        func string(_ key: String) -> String? {
            if case .string(let text)? = parameter(key)?.plainJSON { return text }
            return nil
        }
        func builtView(_ key: String) -> BuiltView? {
            var found = parameter(key)
            if case .located(let inner, _)? = found { found = inner }
            if case .view(let view)? = found { return view }
            return nil
        }
        func text(_ string: String) throws -> Value { try made("Text", .object([("string", .json(.string(string)))]), at: node) }
        switch view.kind {
        case "Label":
            let title: Value = try builtView("title").map { .view($0) } ?? text(string("title") ?? "")
            let icon: Value = try builtView("icon").map { .view($0) }
                ?? (string("systemImage").map { try made("Image", .object([("systemName", .json(.string($0)))]), at: node) } ?? .views([]))
            return .tuple([("title", title), ("icon", icon)])
        case "ProgressView":
            var fraction: Value = .null
            if case .number(let value)? = parameter("value")?.plainJSON {
                let total: Double = if case .number(let total)? = parameter("total")?.plainJSON { total } else { 1 }
                fraction = .double(total > 0 ? min(max(value / total, 0), 1) : 0)
            }
            let label: Value = try builtView("label").map { .view($0) } ?? string("label").map(text) ?? .views([])
            return .tuple([("fractionCompleted", fraction), ("label", label), ("currentValueLabel", .views([]))])
        default:
            var label: Value
            if let given = builtView("label") {
                label = .view(given)
            } else if let title = string("title"), let symbol = string("systemImage") {
                label = try made("Label", .object([("title", .json(.string(title))), ("systemImage", .json(.string(symbol)))]), at: node)
            } else {
                label = try text(string("title") ?? "")
            }
            if case .string(let title)? = view.parameters.plainJSON { label = try text(title) }
            let role: Value = string("role").map { .member($0, nil) } ?? .null
            return .tuple([("label", label), ("isPressed", .bool(false)), ("role", role)])
        }
    }
}
