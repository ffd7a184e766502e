import LoupeJSON

/// The parts of `Button`, `NavigationLink` and `Label`: a title string or a view, an SF Symbol name or an icon view.
extension SceneDecoder {
    /// A button's label: `"title"` (a string, with `"systemImage"` a Label), else `"label"` (a view).
    /// A bare string is the title.
    mutating func buttonLabel(of kind: String, _ located: LocatedValue, viewPath: String,
                              depth: Int) throws(SceneError) -> (label: ViewNode, role: ButtonRole?) {
        if case .string = located.value {
            return (try titleText(located, path: ScenePath.member(viewPath, "label")), nil)
        }
        let reader = try parameters(of: kind, located, viewPath: viewPath,
                                    keys: kind == "Button" ? ["title", "systemImage", "label", "role"]
                                        : kind == "Menu" ? ["title", "systemImage", "label"] : ["title", "label"])
        let role = try reader.optional("role").map { (value) throws(SceneError) in
            ButtonRole(rawValue: try value.name(in: ButtonRole.allCases.map(\.rawValue)))
        } ?? nil
        switch (reader.optional("title"), reader.optional("label")) {
        case (let title?, nil):
            let path = ScenePath.member(viewPath, "label")
            guard let symbol = reader.optional("systemImage") else { return (try titleText(title, path: path), role) }
            let text = try titleText(title, path: ScenePath.member(path, "title"))
            let icon = ViewNode(.image(ImageSpec(.symbol(try symbolImage(symbol)))), path: ScenePath.member(path, "icon"))
            return (ViewNode(.label(LabelSpec(title: text, icon: icon)), path: path), role)
        case (nil, let label?):
            if reader.optional("systemImage") != nil {
                throw located.error("\"systemImage\" goes with \"title\"; a \"label\" view has its own icon")
            }
            return (try view(label, depth: depth + 1), role)
        case (.some, .some):
            throw located.error("a \(kind) has either \"title\" (a string) or \"label\" (a view), not both")
        case (nil, nil):
            throw located.error("a \(kind) needs \"title\" (a string) or \"label\" (a view)")
        }
    }

    /// A Label: `"title"` (a string or a view) and `"systemImage"` (a symbol name) or `"icon"` (a view).
    mutating func labelParts(_ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> LabelSpec {
        let reader = try parameters(of: "Label", located, viewPath: viewPath, keys: ["title", "systemImage", "icon"])
        let title = try reader.required("title")
        let titleView = if case .string = title.value {
            try titleText(title, path: title.path)
        } else {
            try view(title, depth: depth + 1)
        }
        let iconView: ViewNode
        switch (reader.optional("systemImage"), reader.optional("icon")) {
        case (let symbol?, nil): iconView = ViewNode(.image(ImageSpec(.symbol(try symbolImage(symbol)))), path: symbol.path)
        case (nil, let icon?): iconView = try view(icon, depth: depth + 1)
        case (.some, .some): throw located.error("a Label has either \"systemImage\" or \"icon\", not both")
        case (nil, nil): throw located.error("a Label needs \"systemImage\" (a symbol name) or \"icon\" (a view)")
        }
        return LabelSpec(title: titleView, icon: iconView)
    }

    /// A title string (a `Text`) or a view, at `located`'s path.
    mutating func titleOrView(_ located: LocatedValue, depth: Int) throws(SceneError) -> ViewNode {
        if case .string = located.value { return try titleText(located, path: located.path) }
        return try view(located, depth: depth + 1)
    }

    /// An SF Symbol name, checked as `Image(systemName:)` checks it.
    func symbolImage(_ located: LocatedValue) throws(SceneError) -> SymbolImage {
        let name = try located.string()
        guard SymbolImage.isWellFormed(name) else {
            throw located.mismatch(expected: "an SF Symbol name (1 to 100 lower-case letters, digits and dots)")
        }
        return SymbolImage(name)
    }

    /// A title string as the `Text` view it makes.
    func titleText(_ located: LocatedValue, path: String) throws(SceneError) -> ViewNode {
        ViewNode(.text(TextContent(try located.string(maximumLength: SceneLimits.maximumTextLength, allowEmpty: true))),
                 path: path)
    }
}

extension SceneDecoder {
    /// A Section: `{"header", "content", "footer"}`; a header or footer is a string (a `Text`) or a view.
    mutating func section(_ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> SectionSpec {
        let reader = try parameters(of: "Section", located, viewPath: viewPath, keys: ["header", "content", "footer"])
        func part(_ key: String) throws(SceneError) -> ViewNode? {
            guard let value = reader.optional(key) else { return nil }
            if case .string = value.value { return try titleText(value, path: value.path) }
            return try view(value, depth: depth + 1)
        }
        let header = try part("header")
        let content = try self.content(reader, viewPath: viewPath, depth: depth)
        return SectionSpec(header: header, content: content, footer: try part("footer"))
    }
}
