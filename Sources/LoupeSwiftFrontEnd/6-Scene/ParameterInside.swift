/// A method that reaches every view of a kind inside (`.lineLimit` and `.underline` reach each `Text`): the scene
/// format keeps the setting on each such view, so it is written into every one of them — in containers' children,
/// overlays and backgrounds too — unless the view has its own.
enum ParameterInside {
    static func apply(_ setting: (key: String, value: SceneNode), toKind kind: String, in view: BuiltView,
                      count: inout Int) -> BuiltView {
        var view = view
        if view.kind == kind, case .object(var members) = view.parameters {
            if !members.contains(where: { $0.0 == setting.key }) { members.append(setting) }
            view.parameters = .object(members)
            count += 1
        } else {
            view.parameters = apply(setting, toKind: kind, in: view.parameters, count: &count)
        }
        for index in view.modifiers.indices {
            view.modifiers[index].value = apply(setting, toKind: kind, in: view.modifiers[index].value, count: &count)
        }
        return view
    }

    private static func apply(_ setting: (key: String, value: SceneNode), toKind kind: String, in node: SceneNode,
                              count: inout Int) -> SceneNode {
        switch node {
        case .json: return node
        case .located(let inner, let place): return .located(apply(setting, toKind: kind, in: inner, count: &count), place)
        case .view(let view): return .view(apply(setting, toKind: kind, in: view, count: &count))
        case .array(let items): return .array(items.map { apply(setting, toKind: kind, in: $0, count: &count) })
        case .object(let members): return .object(members.map { ($0.0, apply(setting, toKind: kind, in: $0.1, count: &count)) })
        }
    }
}
