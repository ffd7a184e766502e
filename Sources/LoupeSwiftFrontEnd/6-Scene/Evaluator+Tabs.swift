import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `TabView`, its `tabItem`s and iOS 18's `Tab`.
extension Evaluator {
    /// `TabView { … }`, `TabView(selection: $tab) { … }`: the first tab is shown (tags are not read).
    func tabView(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["selection", "content"], trailing: true, of: "TabView")
        let tabs = try content(arguments, of: "TabView")
        return try made("TabView", .object([("content", .array(tabs.map { .view($0) }))]), at: node)
    }

    /// `Tab("Title", systemImage: "house") { … }`, `Tab("Title", systemImage:, value:) { … }`: the content with its
    /// `tabItem`.
    func tab(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "systemImage", "image", "value", "role", "content"], trailing: true, of: "Tab")
        let views = try content(arguments, of: "Tab")
        var view: BuiltView
        if views.count == 1 {
            view = views[0]
        } else {
            guard case .view(let stack) = try made("VStack", .object([("content", .array(views.map { .view($0) }))]), at: node) else {
                return .views([])
            }
            view = stack
        }
        var item: [(String, SceneNode)] = []
        if let title = arguments.unlabeled(0) { item.append(("title", .json(.string(try string(title))))) }
        if let symbol = arguments.argument("systemImage") { item.append(("systemImage", .json(.string(try string(symbol))))) }
        view.modifiers.append(BuiltModifier(name: "tabItem", value: .object(item), place: place(node)))
        return .view(view)
    }

    /// `.tabItem { Label("Home", systemImage: "house") }` or `.tabItem { Image(systemName: "house"); Text("Home") }`:
    /// the title and the symbol the closure's views give.
    func tabItem(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode {
        try expect(arguments, labels: ["label"], trailing: true, of: ".tabItem")
        guard let closure = arguments.closure("label") else { throw error(.missingArgument, "'.tabItem' needs its label closure", at: node) }
        var item: [(String, SceneNode)] = []
        func take(_ key: String, _ value: JSONValue?) {
            if let value, !item.contains(where: { $0.0 == key }) { item.append((key, .json(value))) }
        }
        /// A string parameter of a view as the scene holds it: a member of its object, or its bare value.
        func string(_ view: BuiltView, _ key: String?) -> JSONValue? {
            var node = view.parameters
            if case .located(let inner, _) = node { node = inner }
            if let key {
                guard case .object(let members) = node, let member = members.first(where: { $0.0 == key })?.1 else {
                    return nil
                }
                node = member
            }
            guard case .string(let text)? = node.plainJSON else { return nil }
            return .string(text)
        }
        for view in try closureViews(closure, parameters: [], in: arguments.scope) {
            switch view.kind {
            case "Label":
                take("title", string(view, "title"))
                take("systemImage", string(view, "systemImage"))
            case "Text":
                take("title", string(view, "string") ?? string(view, nil))
            case "Image":
                take("systemImage", string(view, "systemName"))
            default:
                continue
            }
        }
        return .object(item)
    }
}

extension Evaluator {
    /// `.tabViewStyle(.page)`, `.tabViewStyle(.page(indexDisplayMode: .never))`, `.tabViewStyle(PageTabViewStyle())`, and
    /// the tab bar styles (`.automatic`, `.tabBarOnly`, `.sidebarAdaptable`, an iPhone's tab bar).
    func tabViewStyle(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode {
        try expect(arguments, labels: [nil], of: ".tabViewStyle")
        guard let style = arguments.unlabeled(0) else { throw error(.missingArgument, "'.tabViewStyle' needs a style", at: node) }
        var name: String
        var given: [Argument] = []
        switch style.value {
        case .member(let member, let parts): name = member; given = parts ?? []
        case .instance(let instance): name = instance.type.name
        default: throw mismatch(style, expected: "a tab view style such as .page")
        }
        if name == "PageTabViewStyle" { name = "page" }
        switch name {
        case "page":
            if let mode = given.first(where: { $0.label == "indexDisplayMode" }), try memberName(mode) == "never" {
                return .json(.string("pageIndexHidden"))
            }
            return .json(.string("page"))
        case "automatic", "tabBarOnly", "sidebarAdaptable", "DefaultTabViewStyle":
            return .json(.string("automatic"))
        default:
            throw error(.unsupportedSwift, "'.tabViewStyle(.\(name))' is not supported (.automatic and .page are)", at: node)
        }
    }
}
