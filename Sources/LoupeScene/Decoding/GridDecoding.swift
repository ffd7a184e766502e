/// `LazyVGrid`, `LazyHGrid` and their `GridItem`s (`docs/scene-format.md#lazyvgrid-and-lazyhgrid`).
extension SceneDecoder {
    /// The most items (columns or rows) a lazy grid may have.
    static let maximumGridItems = 64

    /// `{"columns": [items], "alignment", "spacing", "content"}` (`rows` for a `LazyHGrid`).
    mutating func lazyGrid(_ located: LocatedValue, isVertical: Bool, viewPath: String, depth: Int) throws(SceneError) -> LazyGridSpec {
        let key = isVertical ? "LazyVGrid" : "LazyHGrid"
        let itemsKey = isVertical ? "columns" : "rows"
        let reader = try parameters(of: key, located, viewPath: viewPath, keys: [itemsKey, "alignment", "spacing", "content"])
        let itemsValue = try reader.required(itemsKey)
        let itemValues = try itemsValue.elements()
        guard !itemValues.isEmpty else { throw itemsValue.error("a grid needs at least one item") }
        guard itemValues.count <= Self.maximumGridItems else {
            throw itemsValue.error("more than \(Self.maximumGridItems) grid items")
        }
        var items: [GridItemSpec] = []
        for value in itemValues { items.append(try Self.gridItem(value)) }
        var alignment = Alignment.center
        if let value = reader.optional("alignment") {
            if isVertical {
                alignment.horizontal = try Self.guide(value, HorizontalAlignment.self, note: "a LazyVGrid aligns its cells horizontally")
            } else {
                alignment.vertical = try Self.guide(value, VerticalAlignment.self, note: "a LazyHGrid aligns its cells vertically")
            }
        }
        let spacing = try reader.optional("spacing")?.nonNegativeNumber()
        return LazyGridSpec(isVertical: isVertical, items: items, alignment: alignment, spacing: spacing,
                            content: try content(reader, viewPath: viewPath, depth: depth))
    }

    /// `{"flexible": {"minimum", "maximum"}}`, `{"fixed": 80}` or `{"adaptive": {"minimum", "maximum"}}`, with
    /// `spacing` and `alignment`.
    static func gridItem(_ located: LocatedValue) throws(SceneError) -> GridItemSpec {
        let reader = try ObjectReader(located, keys: ["fixed", "flexible", "adaptive", "spacing", "alignment"],
                                      expected: "a grid item")
        let sizes = ["fixed", "flexible", "adaptive"].filter(reader.has)
        guard sizes.count == 1, let sizeKey = sizes.first else {
            throw located.error("a grid item takes exactly one of \"fixed\", \"flexible\" and \"adaptive\"")
        }
        let size: GridItemSpec.Size
        if let fixed = reader.optional("fixed") {
            size = .fixed(try fixed.number(in: 0...SceneLimits.maximumMagnitude))
        } else {
            let bounds = try reader.required(sizeKey)
            let boundsReader = try ObjectReader(bounds, keys: ["minimum", "maximum"])
            let isAdaptive = sizeKey == "adaptive"
            let minimum: Double
            if let given = boundsReader.optional("minimum") {
                minimum = try given.number(in: 0...SceneLimits.maximumMagnitude)
                if isAdaptive, minimum <= 0 { throw given.error("an adaptive item's minimum must be more than 0") }
            } else if isAdaptive {
                throw bounds.error("missing key \"minimum\" in an adaptive item")
            } else {
                minimum = GridItemSpec.defaultMinimum
            }
            let maximum = try boundsReader.optional("maximum").map { (value) throws(SceneError) in try length(value) } ?? .infinity
            if maximum < minimum, let value = boundsReader.optional("maximum") {
                throw value.error("the maximum is less than the minimum (\(ValueDescriptions.format(minimum)))")
            }
            size = isAdaptive ? .adaptive(minimum: minimum, maximum: maximum) : .flexible(minimum: minimum, maximum: maximum)
        }
        let spacing = try reader.optional("spacing")?.nonNegativeNumber()
        let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in try GeometryDecoding.alignment(value) }
        return GridItemSpec(size, spacing: spacing, alignment: alignment)
    }

    /// A number of points, or `"infinity"`.
    private static func length(_ located: LocatedValue) throws(SceneError) -> Double {
        if case .string("infinity") = located.value { return .infinity }
        return try located.number(in: 0...SceneLimits.maximumMagnitude)
    }

    private static func guide<Guide: RawRepresentable & CaseIterable>(
        _ located: LocatedValue, _ type: Guide.Type, note: String
    ) throws(SceneError) -> Guide where Guide.RawValue == String {
        let name = try located.name(in: Guide.allCases.map(\.rawValue), note: note)
        guard let guide = Guide(rawValue: name) else { throw located.mismatch(expected: "an alignment") }
        return guide
    }
}

extension SceneDecoder {
    /// `{"alignment", "horizontalSpacing", "verticalSpacing", "content"}`.
    mutating func grid(_ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> GridSpec {
        let reader = try parameters(of: "Grid", located, viewPath: viewPath,
                                    keys: ["alignment", "horizontalSpacing", "verticalSpacing", "content"])
        let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in try GeometryDecoding.alignment(value) }
        return GridSpec(alignment: alignment ?? .center,
                        horizontalSpacing: try reader.optional("horizontalSpacing")?.nonNegativeNumber(),
                        verticalSpacing: try reader.optional("verticalSpacing")?.nonNegativeNumber(),
                        content: try content(reader, viewPath: viewPath, depth: depth))
    }
}
