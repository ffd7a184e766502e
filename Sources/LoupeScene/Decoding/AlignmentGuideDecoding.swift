/// `{"horizontal": "leading", "value": 8}` and `{"vertical": "firstTextBaseline", "value": {"height": 0.5}}`: the
/// guide an `alignmentGuide` sets and its value in the view's dimensions.
enum AlignmentGuideDecoding {
    static let valueKeys = ["constant", "width", "height", "firstTextBaseline", "lastTextBaseline"]

    static func alignmentGuide(_ located: LocatedValue) throws(SceneError) -> Modifier {
        let reader = try ObjectReader(located, keys: ["horizontal", "vertical", "value"])
        let key: GuideKey
        switch (reader.optional("horizontal"), reader.optional("vertical")) {
        case (let horizontal?, nil):
            let name = try horizontal.name(in: HorizontalAlignment.allCases.map(\.rawValue))
            key = .horizontal(HorizontalAlignment(rawValue: name) ?? .leading)
        case (nil, let vertical?):
            let name = try vertical.name(in: VerticalAlignment.allCases.map(\.rawValue))
            key = .vertical(VerticalAlignment(rawValue: name) ?? .top)
        default: throw located.error("an alignment guide names one guide: \"horizontal\" or \"vertical\"")
        }
        return .alignmentGuide(key, try value(reader.required("value")))
    }

    /// A number (the constant) or an object of coefficients, each at most ``SceneLimits/maximumMagnitude``.
    private static func value(_ located: LocatedValue) throws(SceneError) -> GuideValue {
        let limit = -SceneLimits.maximumMagnitude...SceneLimits.maximumMagnitude
        if case .number = located.value { return GuideValue(constant: try located.number(in: limit)) }
        let reader = try ObjectReader(located, keys: valueKeys, expected: "a number or an object of coefficients")
        func coefficient(_ key: String) throws(SceneError) -> Double { try reader.optional(key)?.number(in: limit) ?? 0 }
        return GuideValue(constant: try coefficient("constant"), width: try coefficient("width"),
                          height: try coefficient("height"), firstTextBaseline: try coefficient("firstTextBaseline"),
                          lastTextBaseline: try coefficient("lastTextBaseline"))
    }
}
