import LoupeCore

/// SwiftUI's text-styling modifiers (``TextModifier``).
extension Vocabulary {
    static let textModifiers: [ModifierEntry] = [
        named("fontWeight", FontWeight.self, form: .caseName,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"fontWeight": "semibold"}]}"#,
                                         swift: #"Text("Hi").fontWeight(.semibold)"#),
              make: { .fontWeight($0) }),
        ModifierEntry(
            "bold",
            swift: .call(SwiftCall(["bold"], [.init(nil, nil, .bool)], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"bold": true}]}"#, swift: #"Text("Hi").bold()"#),
            decode: { _, located, _ throws(SceneError) in .text(.bold(try located.bool())) }),
        named("fontDesign", FontDesign.self, form: .caseName,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"fontDesign": "monospaced"}]}"#,
                                         swift: #"Text("Hi").fontDesign(.monospaced)"#),
              make: { .fontDesign($0) }),
        ModifierEntry(
            "monospacedDigit",
            swift: .call(SwiftCall(["monospacedDigit"], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Text": "10:41", "modifiers": [{"monospacedDigit": true}]}"#,
                                       swift: #"Text("10:41").monospacedDigit()"#),
            decode: { _, located, _ throws(SceneError) in
                try located.requireTrue()
                return .text(.monospacedDigit)
            }),
        named("multilineTextAlignment", TextAlignment.self, form: .caseName,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"multilineTextAlignment": "center"}]}"#,
                                         swift: #"Text("Hi").multilineTextAlignment(.center)"#),
              make: { .multilineTextAlignment($0) }),
        ModifierEntry(
            "textCase",
            swift: .call(SwiftCall(["textCase"], [.init(nil, nil, .optionalCaseName, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"textCase": "uppercase"}]}"#,
                                       swift: #"Text("Hi").textCase(.uppercase)"#),
            decode: { _, located, _ throws(SceneError) in
                if case .null = located.value { return .text(.textCase(nil)) }
                let name = try located.name(in: TextCase.allCases.map(\.rawValue), note: "or null")
                return .text(.textCase(TextCase(rawValue: name)))
            }),
    ]

    /// A text modifier whose one argument is a case of `Value` (`.fontWeight(.bold)`), `"bold"` in a scene.
    private static func named<Value: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Value.Type, form: SwiftValueForm, example: VocabularyExample,
        make: @escaping @Sendable (Value) -> TextModifier
    ) -> ModifierEntry where Value.RawValue == String {
        ModifierEntry(
            key,
            swift: .call(SwiftCall([key], [.init(nil, nil, form, required: true)])),
            example: example,
            decode: { _, located, _ throws(SceneError) in
                let name = try located.name(in: Value.allCases.map(\.rawValue))
                guard let value = Value(rawValue: name) else { throw located.mismatch(expected: key) }
                return .text(make(value))
            })
    }
}
