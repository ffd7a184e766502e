/// `{"toolbar": [{"placement", "content"}]}` (`docs/scene-format.md#toolbar`).
extension SceneDecoder {
    /// The most items one `toolbar` modifier holds.
    static let maximumToolbarItems = 64

    mutating func toolbar(_ located: LocatedValue, depth: Int) throws(SceneError) -> [ToolbarItemSpec] {
        let values = try located.elements(expected: "an array of toolbar items {\"placement\", \"content\"}")
        guard values.count <= Self.maximumToolbarItems else {
            throw located.error("more than \(Self.maximumToolbarItems) toolbar items")
        }
        var items: [ToolbarItemSpec] = []
        for (index, value) in values.enumerated() {
            let reader = try ObjectReader(value, keys: ["placement", "content"], expected: "a toolbar item {\"placement\", \"content\"}")
            let placementName = try reader.optional("placement")?.name(in: ToolbarPlacement.allCases.map(\.rawValue))
            let itemPath = ScenePath.element(located.path, index)
            let content: [ViewNode]
            let contentValue = try reader.required("content")
            if case .array = contentValue.value {
                content = try children(contentValue, viewPath: itemPath, depth: depth)
            } else {
                // One view is the array of one: its path is `content[0]` either way.
                content = [try view(LocatedValue(value: contentValue.value, path: ScenePath.element(contentValue.path, 0)),
                                    depth: depth + 1)]
            }
            items.append(ToolbarItemSpec(placement: placementName.flatMap(ToolbarPlacement.init(rawValue:)) ?? .automatic,
                                         content: content))
        }
        return items
    }
}

extension SceneDecoder {
    /// `{"edge", "alignment", "spacing", "content"}`: `content` one view or an array (stacked vertically for a top or
    /// bottom edge, side by side for a leading or trailing one).
    mutating func safeAreaInset(_ located: LocatedValue, depth: Int) throws(SceneError) -> Modifier {
        let reader = try ObjectReader(located, keys: ["edge", "alignment", "spacing", "content"])
        let edgeName = try reader.required("edge").name(in: InsetEdge.allCases.map(\.rawValue))
        let edge = InsetEdge(rawValue: edgeName) ?? .bottom
        var alignment = Alignment.center
        if let value = reader.optional("alignment") {
            if edge == .top || edge == .bottom {
                let name = try value.name(in: HorizontalAlignment.allCases.map(\.rawValue), note: "a top or bottom inset aligns horizontally")
                alignment.horizontal = HorizontalAlignment(rawValue: name) ?? .center
            } else {
                let name = try value.name(in: ["top", "center", "bottom"], note: "a leading or trailing inset aligns vertically")
                alignment.vertical = VerticalAlignment(rawValue: name) ?? .center
            }
        }
        let spacing = try reader.optional("spacing")?.number()
        let contentValue = try reader.required("content")
        var content: ViewNode
        if case .array = contentValue.value {
            let views = try children(contentValue, viewPath: located.path, depth: depth)
            content = views.count == 1 ? views[0]
                : ViewNode(edge == .top || edge == .bottom ? .vStack(alignment: .center, spacing: nil, content: views)
                                                           : .hStack(alignment: .center, spacing: nil, content: views),
                           path: ScenePath.member(located.path, "content"))
        } else {
            content = try view(contentValue, depth: depth + 1)
        }
        return .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
