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
