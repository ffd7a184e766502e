import LoupeCore

/// SwiftUI's text-styling modifiers (``TextModifier``), and `imageScale`, which sizes symbols against their font.
extension Vocabulary {
    static let textModifiers: [ModifierEntry] = [
        caseNamed("fontWeight", FontWeight.self,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"fontWeight": "semibold"}]}"#,
                                         swift: #"Text("Hi").fontWeight(.semibold)"#),
              make: { .text(.fontWeight($0)) }),
        ModifierEntry(
            "bold",
            swift: .call(SwiftCall(["bold"], [.init(nil, nil, .bool)], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"bold": true}]}"#, swift: #"Text("Hi").bold()"#),
            decode: { _, located, _ throws(SceneError) in .text(.bold(try located.bool())) }),
        caseNamed("fontDesign", FontDesign.self,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"fontDesign": "monospaced"}]}"#,
                                         swift: #"Text("Hi").fontDesign(.monospaced)"#),
              make: { .text(.fontDesign($0)) }),
        ModifierEntry(
            "monospacedDigit",
            swift: .call(SwiftCall(["monospacedDigit"], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Text": "10:41", "modifiers": [{"monospacedDigit": true}]}"#,
                                       swift: #"Text("10:41").monospacedDigit()"#),
            decode: { _, located, _ throws(SceneError) in
                try located.requireTrue()
                return .text(.monospacedDigit)
            }),
        caseNamed("multilineTextAlignment", TextAlignment.self,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"multilineTextAlignment": "center"}]}"#,
                                         swift: #"Text("Hi").multilineTextAlignment(.center)"#),
              make: { .text(.multilineTextAlignment($0)) }),
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
        caseNamed("imageScale", ImageScale.self,
                  example: VocabularyExample(json: #"{"Image": {"systemName": "heart"}, "modifiers": [{"imageScale": "large"}]}"#,
                                             swift: #"Image(systemName: "heart").imageScale(.large)"#),
                  make: { .imageScale($0) }),
    ]

    /// A modifier whose one argument is a case of `Value` (`.fontWeight(.bold)`, `.buttonStyle(.bordered)`), the
    /// case's name in a scene.
    static func caseNamed<Value: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Value.Type, example: VocabularyExample, make: @escaping @Sendable (Value) -> Modifier
    ) -> ModifierEntry where Value.RawValue == String {
        ModifierEntry(
            key,
            swift: .call(SwiftCall([key], [.init(nil, nil, .caseName, required: true)])),
            example: example,
            decode: { _, located, _ throws(SceneError) in
                let name = try located.name(in: Value.allCases.map(\.rawValue))
                guard let value = Value(rawValue: name) else { throw located.mismatch(expected: key) }
                return make(value)
            })
    }
}
