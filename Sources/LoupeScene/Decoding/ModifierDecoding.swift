import LoupeCore
/// A modifier: an object with exactly one key, the modifier's name, whose value holds its arguments.
extension SceneDecoder {
    /// The modifiers a view may have, in the order messages list them.
    static let modifierNames = Vocabulary.modifierKeys

    mutating func modifier(_ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> Modifier {
        let object = try located.object(expected: "a modifier (an object with one key such as \"padding\")")
        guard let member = object.members.first else {
            throw located.mismatch(expected: "a modifier (an object with one key such as \"padding\")")
        }
        if object.count > 1 {
            throw located.error("a modifier object has exactly one key; found \(quoted(member.key)) and "
                                + "\(quoted(object.members[1].key)) (list each modifier separately, in order)")
        }
        let name = member.key
        let argument = located.member(name, member.value)
        if let entry = Vocabulary.modifier(name) { return try entry.decode(&self, argument, depth) }
        var message = "unknown modifier; expected one of \(ValueDescriptions.list(Self.modifierNames))"
        if let match = Self.modifierNames.first(where: { $0.lowercased() == name.lowercased() }) {
            message += "; did you mean \(quoted(match))?"
        }
        throw argument.error(message)
    }

    /// `true` (all edges) or `{"edges": …}`.
    func ignoredEdges(_ located: LocatedValue) throws(SceneError) -> EdgeSet {
        if case .object = located.value {
            let reader = try ObjectReader(located, keys: ["edges"])
            return try reader.optional("edges").map { (value) throws(SceneError) in
                try GeometryDecoding.edges(value)
            } ?? .all
        }
        try located.requireTrue("true or an object {\"edges\"}")
        return .all
    }

    /// `"name"` or `{"name": "name"}`.
    func coordinateSpaceName(_ located: LocatedValue) throws(SceneError) -> String {
        if case .object = located.value {
            return try ObjectReader(located, keys: ["name"]).required("name").string()
        }
        guard case .string = located.value else { throw located.mismatch(expected: "a name or an object {\"name\"}") }
        return try located.string()
    }

    /// A colour (width 1) or `{"color", "width"}`. An object with `width` is the long form; any other object is a
    /// colour, so `{"color": "red", "opacity": 0.5}` stays the colour form it is elsewhere.
    func border(_ located: LocatedValue) throws(SceneError) -> Modifier {
        if case .object(let object) = located.value, object["width"] != nil {
            let reader = try ObjectReader(located, keys: ["color", "width"])
            return .border(try ColorDecoding.color(reader.required("color")),
                           width: try reader.required("width").nonNegativeNumber())
        }
        return .border(try ColorDecoding.color(located), width: 1)
    }

    /// `true` (both axes) or `{"horizontal", "vertical"}`, each defaulting to false.
    /// `{"cornerRadius", "style"}` (a RoundedRectangle) or `{"topLeadingRadius", "bottomLeadingRadius",
    /// "bottomTrailingRadius", "topTrailingRadius", "style"}` (an UnevenRoundedRectangle: radii left out are 0, as in
    /// SwiftUI). `style` is `"circular"` or `"continuous"`; it changes no radius.
    func containerShapeRadii(_ located: LocatedValue) throws(SceneError) -> CornerRadii {
        let uneven = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
        let reader = try ObjectReader(located, keys: ["cornerRadius", "style"] + uneven)
        if let style = reader.optional("style") {
            let name = try style.string()
            guard name == "circular" || name == "continuous" else {
                throw style.error("expected \"circular\" or \"continuous\", found \(quoted(name))")
            }
        }
        let given = uneven.filter { reader.has($0) }
        if let radius = reader.optional("cornerRadius") {
            guard given.isEmpty else {
                throw located.error("\"cornerRadius\" (a RoundedRectangle) cannot go with \(quoted(given[0])) "
                                    + "(an UnevenRoundedRectangle)")
            }
            return CornerRadii(all: try radius.nonNegativeNumber())
        }
        guard !given.isEmpty else {
            throw located.error("expected \"cornerRadius\" or the radii of an UnevenRoundedRectangle "
                                + "(\(uneven.map(quoted).joined(separator: ", ")))")
        }
        func radius(_ key: String) throws(SceneError) -> Double { try reader.optional(key)?.nonNegativeNumber() ?? 0 }
        return CornerRadii(topLeading: try radius("topLeadingRadius"), topTrailing: try radius("topTrailingRadius"),
                           bottomLeading: try radius("bottomLeadingRadius"),
                           bottomTrailing: try radius("bottomTrailingRadius"))
    }

    func fixedSize(_ located: LocatedValue) throws(SceneError) -> Modifier {
        if case .object = located.value {
            let reader = try ObjectReader(located, keys: ["horizontal", "vertical"])
            return .fixedSize(horizontal: try reader.optional("horizontal")?.bool() ?? false,
                              vertical: try reader.optional("vertical")?.bool() ?? false)
        }
        try located.requireTrue("true or an object {\"horizontal\", \"vertical\"}")
        return .fixedSize(horizontal: true, vertical: true)
    }

    /// `{"dragEnabled", "persistenceEnabled", "persistenceNamespace"}`; the flags default to false.
    /// `"none"`, `"horizontal"`, `"vertical"`, or `{"horizontalRange": [lo, hi], "verticalRange": [lo, hi],
    /// "horizontalOnly", "verticalOnly"}`.
    func positionConstraints(_ located: LocatedValue) throws(SceneError) -> PositionConstraints {
        if case .string = located.value {
            switch try located.name(in: ["none", "horizontal", "vertical"]) {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            default: return .none
            }
        }
        let reader = try ObjectReader(located, keys: ["horizontalRange", "verticalRange", "horizontalOnly", "verticalOnly"])
        func range(_ key: String) throws(SceneError) -> ClosedRange<Double>? {
            guard let value = reader.optional(key) else { return nil }
            let (low, high) = try value.pair()
            guard low <= high else { throw value.error("expected [low, high] with low ≤ high, found [\(low), \(high)]") }
            return low...high
        }
        return PositionConstraints(
            horizontalRange: try range("horizontalRange"), verticalRange: try range("verticalRange"),
            horizontalOnly: try reader.optional("horizontalOnly")?.bool() ?? false,
            verticalOnly: try reader.optional("verticalOnly")?.bool() ?? false)
    }

    /// `true`, or `{"minimumDistance", "whileDragging": {"foregroundStyle"}}`.
    func draggable(_ located: LocatedValue) throws(SceneError) -> DraggableSpec {
        guard case .object = located.value else {
            try located.requireTrue("true or an object {\"minimumDistance\", \"whileDragging\"}")
            return DraggableSpec()
        }
        let reader = try ObjectReader(located, keys: ["minimumDistance", "whileDragging"])
        let style = try reader.optional("whileDragging").map { (value) throws(SceneError) in
            try ObjectReader(value, keys: ["foregroundStyle"]).optional("foregroundStyle").map { (style) throws(SceneError) in
                try ColorDecoding.color(style)
            }
        } ?? nil
        return DraggableSpec(minimumDistance: try reader.optional("minimumDistance")?.number(in: 0...1000) ?? 10,
                             draggingForegroundStyle: style)
    }

    func guideInteractions(_ located: LocatedValue) throws(SceneError) -> GuideInteractions {
        let reader = try ObjectReader(located, keys: ["dragEnabled", "persistenceEnabled", "persistenceNamespace"])
        return GuideInteractions(
            dragEnabled: try reader.optional("dragEnabled")?.bool() ?? false,
            persistenceEnabled: try reader.optional("persistenceEnabled")?.bool() ?? false,
            persistenceNamespace: try reader.optional("persistenceNamespace")?.string(allowEmpty: true))
    }
}
