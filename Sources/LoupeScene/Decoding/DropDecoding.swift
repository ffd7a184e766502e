import LoupeCore

/// The drag-and-drop vocabulary: the `onDrop` modifier and the `drop` interaction.
enum DropDecoding {
    /// `onDrop`: `"label"` or `{"label": "label"}`.
    static func dropLabel(_ located: LocatedValue) throws(SceneError) -> String {
        if case .object = located.value {
            return try ObjectReader(located, keys: ["label"]).required("label").string()
        }
        guard case .string = located.value else { throw located.mismatch(expected: "a label or an object {\"label\"}") }
        return try located.string()
    }

    /// The `drop` of an interaction object, `{"drop": {"at": [x, y]}}`, or `nil` when the object holds no `drop`.
    static func drop(_ interaction: ObjectReader, path: String) throws(SceneError) -> DropInteraction? {
        guard let value = interaction.optional("drop") else { return nil }
        if let other = ["drag", "reset"].first(where: interaction.has) {
            throw interaction.located.error("an interaction has exactly one key; found \(quoted(other)) and \"drop\"")
        }
        let reader = try ObjectReader(value, keys: ["at"], expected: "an object {\"at\": [x, y]}")
        let at = try reader.required("at")
        guard case .array(let values) = at.value, values.count == 2,
              case .number = values[0], case .number = values[1] else {
            throw at.mismatch(expected: "[x, y]")
        }
        let (x, y) = try at.pair()
        return DropInteraction(at: Point(x: x, y: y), path: path)
    }
}
