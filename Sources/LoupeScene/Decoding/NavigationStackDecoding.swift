import LoupeJSON
/// The body, which may be a `NavigationStack`: `{"NavigationStack": {"content": <one view>}}`, or the content array
/// itself as for any container.
extension SceneDecoder {
    /// The body view and, when the body is a NavigationStack, its bar. The stack's one view becomes the body
    /// (laid out below the bar; an empty stack has an empty ZStack); the bar's title and display mode are the
    /// outermost `navigationTitle` and `navigationBarTitleDisplayMode` in that view's tree (see
    /// ``ViewNode/outermostModifier(where:)``).
    mutating func bodyView(_ located: LocatedValue) throws(SceneError) -> (ViewNode, NavigationBar?) {
        guard case .object(let object) = located.value, let stackJSON = object["NavigationStack"] else {
            isDecodingBody = true
            let body = try view(located, depth: 1)
            // A tab view at the root shows the bar of its shown tab when that tab is a NavigationStack.
            if case .tabView(let spec) = body.kind { return (body, spec.shownNavigationBar) }
            return (body, nil)
        }
        if let other = object.members.first(where: { $0.key != "NavigationStack" }) {
            let hint = other.key == "id" || other.key == "modifiers"
                ? "a NavigationStack takes no \(quoted(other.key)); give it to the stack's content"
                : "a view has exactly one kind key; found \"NavigationStack\" and \(quoted(other.key))"
            throw located.member(other.key, other.value).error(hint)
        }
        return try navigationStack(located, stackJSON)
    }

    /// The tabs of a `TabView`: a tab that is a `NavigationStack` is its content, carrying the stack's `id` and
    /// `modifiers` (its `tabItem`), with the stack's bar beside it. Only a tab view that is the scene's body may have
    /// such tabs: the bar is screen-wide chrome.
    mutating func tabs(_ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> ([ViewNode], [NavigationBar?]) {
        guard case .array(let elements) = located.value else { throw located.mismatch(expected: "an array of views") }
        let isBody = isDecodingBody && depth == 1
        isDecodingBody = false
        var tabs: [ViewNode] = [], bars: [NavigationBar?] = []
        let contentPath = ScenePath.member(viewPath, "content")
        for (index, element) in elements.enumerated() {
            let tab = LocatedValue(value: element, path: ScenePath.element(contentPath, index))
            guard case .object(let object) = element, let stackJSON = object["NavigationStack"] else {
                tabs.append(try view(tab, depth: depth + 1))
                bars.append(nil)
                continue
            }
            guard isBody else {
                throw tab.error("a NavigationStack is supported as a tab of a TabView only when the TabView is the scene's body")
            }
            let extra = JSONObject(object.members.filter { $0.key != "NavigationStack" })
            if let other = extra.members.first(where: { $0.key != "id" && $0.key != "modifiers" }) {
                throw tab.member(other.key, other.value).error("a view has exactly one kind key; found \"NavigationStack\" and \(quoted(other.key))")
            }
            var (content, bar) = try navigationStack(tab, stackJSON)
            if let modifiersJSON = extra["modifiers"] {
                // The stack's own modifiers (its `tabItem`) wrap its content.
                for element in try tab.member("modifiers", modifiersJSON).elements(expected: "an array of modifiers") {
                    content.modifiers.append(try modifier(element, viewPath: tab.path, depth: depth + 1))
                }
            }
            if let idJSON = extra["id"], content.id == nil {
                let idValue = tab.member("id", idJSON)
                let text = try idValue.string()
                try register(id: text, kind: content.kind.name, at: idValue, viewPath: content.path)
                content.id = text
            }
            tabs.append(content)
            bars.append(bar)
        }
        return (tabs, bars)
    }

    /// `{"NavigationStack": …}`: its one view (laid out below the bar) and the bar read from that view's tree.
    private mutating func navigationStack(_ located: LocatedValue, _ stackJSON: JSONValue) throws(SceneError) -> (ViewNode, NavigationBar) {
        let stack = located.member("NavigationStack", stackJSON)
        let content: LocatedValue
        if case .array = stackJSON {
            content = LocatedValue(value: stackJSON, path: ScenePath.member(located.path, "content"))
        } else {
            content = try parameters(of: "NavigationStack", stack, viewPath: located.path, keys: ["content"]).required("content")
        }
        let body: ViewNode
        if case .array(let elements) = content.value {
            switch elements.count {
            case 0:
                // SwiftUI draws an empty stack's bar over nothing.
                body = ViewNode(.zStack(alignment: .center, content: []), path: content.path)
            case 1:
                body = try children(content, viewPath: located.path, depth: 0)[0]
            default:
                throw content.error("a NavigationStack holds one view, found \(elements.count) (put them in a stack)")
            }
        } else {
            body = try view(content, depth: 1)
        }
        var bar = NavigationBar()
        if let title = body.outermostModifier(where: { if case .navigationTitle(let title) = $0 { title } else { nil } }) {
            bar.title = title
        }
        if let mode = body.outermostModifier(where: { if case .navigationBarTitleDisplayMode(let mode) = $0 { mode } else { nil } }) {
            bar.titleDisplayMode = mode
        }
        if let hidden = body.outermostModifier(where: { if case .navigationBarHidden(let hidden) = $0 { hidden } else { nil } }) {
            bar.isHidden = hidden
        }
        bar.searchPrompt = body.outermostModifier { if case .searchable(let prompt) = $0 { prompt } else { nil } }
        bar.items = body.allModifiers { if case .toolbar(let items) = $0 { items } else { nil } }.flatMap { $0 }
        return (body, bar)
    }
}

extension ViewNode {
    /// Every value `pick` finds on the modifiers of this view's tree, the view's own first (in the order written),
    /// then those of its overlays and backgrounds, then those inside it: toolbars gather from the whole content.
    func allModifiers<Value>(_ pick: (Modifier) -> Value?) -> [Value] {
        var found: [Value] = []
        for modifier in modifiers {
            if let value = pick(modifier) { found.append(value) }
            switch modifier {
            case .overlay(_, .view(let layer)), .background(_, .view(let layer)): found += layer.allModifiers(pick)
            default: break
            }
        }
        for child in kind.children { found += child.allModifiers(pick) }
        return found
    }

    /// The value `pick` finds on the outermost modifier of this view's tree that has one, as a preference set on a
    /// view overrides those set inside it: the view's own modifiers from the last (outermost) to the first, each
    /// followed by the view of its overlay or background, then the views inside it in the order written.
    func outermostModifier<Value>(where pick: (Modifier) -> Value?) -> Value? {
        for modifier in modifiers.reversed() {
            if let value = pick(modifier) { return value }
            switch modifier {
            case .overlay(_, .view(let layer)), .background(_, .view(let layer)):
                if let value = layer.outermostModifier(where: pick) { return value }
            default:
                break
            }
        }
        for child in kind.children {
            if let value = child.outermostModifier(where: pick) { return value }
        }
        return nil
    }
}
