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

    /// The kinds of view that show no text of their own: a setting for text reaching only these changes nothing.
    static let textlessKinds: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "Path",
        "Image", "Spacer", "Divider", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "EmptyView",
        "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "LinearGradient", "RadialGradient", "AngularGradient",
    ]

    /// Whether `view` and every view inside it (children, overlays, backgrounds) show no text.
    static func isTextless(_ view: BuiltView) -> Bool {
        guard textlessKinds.contains(view.kind) else { return false }
        return isTextless(view.parameters) && view.modifiers.allSatisfy { isTextless($0.value) }
    }

    private static func isTextless(_ node: SceneNode) -> Bool {
        switch node {
        case .json: true
        case .located(let inner, _): isTextless(inner)
        case .view(let view): isTextless(view)
        case .array(let items): items.allSatisfy(isTextless)
        case .object(let members): members.allSatisfy { isTextless($0.1) }
        }
    }
}

