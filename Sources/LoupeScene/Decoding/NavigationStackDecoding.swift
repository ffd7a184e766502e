/// The body, which may be a `NavigationStack`: `{"NavigationStack": {"content": <one view>}}`.
extension SceneDecoder {
    /// The body view and, when the body is a NavigationStack, its bar. The stack's one view becomes the body
    /// (laid out below the bar); the bar's title and display mode are the first `navigationTitle` and
    /// `navigationBarTitleDisplayMode` in that view's tree, in the order the views are written.
    mutating func bodyView(_ located: LocatedValue) throws(SceneError) -> (ViewNode, NavigationBar?) {
        guard case .object(let object) = located.value, let stackJSON = object["NavigationStack"] else {
            return (try view(located, depth: 1), nil)
        }
        if let other = object.members.first(where: { $0.key != "NavigationStack" }) {
            let hint = other.key == "id" || other.key == "modifiers"
                ? "a NavigationStack takes no \(quoted(other.key)); give it to the stack's content"
                : "a view has exactly one kind key; found \"NavigationStack\" and \(quoted(other.key))"
            throw located.member(other.key, other.value).error(hint)
        }
        let stack = located.member("NavigationStack", stackJSON)
        let reader = try parameters(of: "NavigationStack", stack, viewPath: located.path, keys: ["content"])
        let content = try reader.required("content")
        let body: ViewNode
        if case .array(let elements) = content.value {
            guard elements.count == 1 else {
                throw content.error("a NavigationStack holds one view, found \(elements.count) (put several in a stack)")
            }
            body = try children(content, viewPath: located.path, depth: 0)[0]
        } else {
            body = try view(content, depth: 1)
        }
        var bar = NavigationBar()
        if let title = body.firstModifier(where: { if case .navigationTitle(let title) = $0 { title } else { nil } }) {
            bar.title = title
        }
        if let mode = body.firstModifier(where: { if case .navigationBarTitleDisplayMode(let mode) = $0 { mode } else { nil } }) {
            bar.titleDisplayMode = mode
        }
        return (body, bar)
    }
}

extension ViewNode {
    /// The first value `pick` finds among the modifiers of this view's tree: the view's own modifiers in order (a
    /// layer's view right after the modifier that holds it), then its children.
    func firstModifier<Value>(where pick: (Modifier) -> Value?) -> Value? {
        for modifier in modifiers {
            if let value = pick(modifier) { return value }
            switch modifier {
            case .overlay(_, .view(let layer)), .background(_, .view(let layer)):
                if let value = layer.firstModifier(where: pick) { return value }
            default:
                break
            }
        }
        for child in kind.children {
            if let value = child.firstModifier(where: pick) { return value }
        }
        return nil
    }
}
