/// `.lineLimit` and `.underline` on a view: the scene format keeps them on each Text, so they are written into every
/// Text of the view, its containers' children and its overlays and backgrounds included, unless the Text has its own.
enum TextSettings {
    static func apply(_ setting: (key: String, value: SceneNode), to view: BuiltView, count: inout Int) -> BuiltView {
        var view = view
        if view.kind == "Text", case .object(var members) = view.parameters {
            if !members.contains(where: { $0.0 == setting.key }) { members.append(setting) }
            view.parameters = .object(members)
            count += 1
        } else {
            view.parameters = apply(setting, to: view.parameters, count: &count)
        }
        for index in view.modifiers.indices {
            view.modifiers[index].value = apply(setting, to: view.modifiers[index].value, count: &count)
        }
        return view
    }

    private static func apply(_ setting: (key: String, value: SceneNode), to node: SceneNode, count: inout Int) -> SceneNode {
        switch node {
        case .json: return node
        case .view(let view): return .view(apply(setting, to: view, count: &count))
        case .array(let items): return .array(items.map { apply(setting, to: $0, count: &count) })
        case .object(let members): return .object(members.map { ($0.0, apply(setting, to: $0.1, count: &count)) })
        }
    }
}
