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
        ModifierEntry(
            "fontWidth",
            swift: .call(SwiftCall(["fontWidth"], [.init(nil, nil, .optionalCaseName, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"fontWidth": "condensed"}]}"#,
                                       swift: #"Text("Hi").fontWidth(.condensed)"#),
            decode: { _, located, _ throws(SceneError) in
                if case .null = located.value { return .text(.fontWidth(nil)) }
                let name = try located.name(in: FontWidth.allCases.map(\.rawValue), note: "or null")
                return .text(.fontWidth(FontWidth(rawValue: name)))
            }),
        ModifierEntry(
            "italic",
            swift: .call(SwiftCall(["italic"], [.init(nil, nil, .bool)], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"italic": true}]}"#, swift: #"Text("Hi").italic()"#),
            decode: { _, located, _ throws(SceneError) in .text(.italic(try located.bool())) }),
        points("tracking", example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"tracking": 2}]}"#,
                                                      swift: #"Text("Hi").tracking(2)"#),
               range: -SceneLimits.maximumFontSize...SceneLimits.maximumFontSize) { .text(.tracking($0, kerning: false)) },
        points("kerning", example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"kerning": -0.5}]}"#,
                                                     swift: #"Text("Hi").kerning(-0.5)"#),
               range: -SceneLimits.maximumFontSize...SceneLimits.maximumFontSize) { .text(.tracking($0, kerning: true)) },
        points("lineSpacing", example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"lineSpacing": 6}]}"#,
                                                         swift: #"Text("Hi").lineSpacing(6)"#),
               range: 0...SceneLimits.maximumFontSize) { .text(.lineSpacing($0)) },
        caseNamed("truncationMode", TruncationMode.self,
                  example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"truncationMode": "middle"}]}"#,
                                             swift: #"Text("Hi").truncationMode(.middle)"#),
                  make: { .text(.truncationMode($0)) }),
        ModifierEntry(
            "minimumScaleFactor",
            swift: .call(SwiftCall(["minimumScaleFactor"], [.init(nil, nil, .number, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"minimumScaleFactor": 0.5}]}"#,
                                       swift: #"Text("Hi").minimumScaleFactor(0.5)"#),
            decode: { _, located, _ throws(SceneError) in
                let factor = try located.number(in: 0...1)
                guard factor > 0 else { throw located.error("a minimum scale factor must be more than 0") }
                return .text(.minimumScaleFactor(factor))
            }),
        caseNamed("dynamicTypeSize", DynamicTypeSize.self,
                  example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"dynamicTypeSize": "accessibility3"}]}"#,
                                             swift: #"Text("Hi").dynamicTypeSize(.accessibility3)"#),
                  make: { .dynamicTypeSize($0) }),
        ModifierEntry(
            "layoutDirection",
            // Written as `.environment(\.layoutDirection, …)`, which the `environment` translation reads.
            swift: .translated(.environment, names: []),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"layoutDirection": "rightToLeft"}]}"#,
                                       swift: #"Text("Hi").environment(\.layoutDirection, .rightToLeft)"#),
            decode: { _, located, _ throws(SceneError) in
                let name = try located.name(in: LayoutDirection.allCases.map(\.rawValue))
                return .layoutDirection(LayoutDirection(rawValue: name) ?? .leftToRight)
            }),
        ModifierEntry(
            "flipsForRightToLeftLayoutDirection",
            swift: .call(SwiftCall(["flipsForRightToLeftLayoutDirection"], [.init(nil, nil, .bool, required: true)])),
            example: VocabularyExample(json: #"{"Image": {"systemName": "heart"}, "modifiers": [{"flipsForRightToLeftLayoutDirection": true}]}"#,
                                       swift: #"Image(systemName: "heart").flipsForRightToLeftLayoutDirection(true)"#),
            decode: { _, located, _ throws(SceneError) in .flipsForRightToLeftLayoutDirection(try located.bool()) }),
        caseNamed("imageScale", ImageScale.self,
                  example: VocabularyExample(json: #"{"Image": {"systemName": "heart"}, "modifiers": [{"imageScale": "large"}]}"#,
                                             swift: #"Image(systemName: "heart").imageScale(.large)"#),
                  make: { .imageScale($0) }),
        ModifierEntry(
            "symbolVariant",
            swift: .call(SwiftCall(["symbolVariant"], [.init(nil, nil, .caseName, required: true)])),
            example: VocabularyExample(json: #"{"Image": {"systemName": "heart"}, "modifiers": [{"symbolVariant": "circle.fill"}]}"#,
                                       swift: #"Image(systemName: "heart").symbolVariant(.circle.fill)"#),
            decode: { _, located, _ throws(SceneError) in
                // `"fill"`, `"circle.fill"`: the parts SwiftUI chains, each at most once.
                let name = try located.string()
                var variants = SymbolVariants.none
                var seen: Set<String> = []
                for part in name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
                    guard SymbolVariants.partNames.contains(part), seen.insert(part).inserted else {
                        throw located.error("expected symbol variants joined by \".\" (\(ValueDescriptions.list(SymbolVariants.partNames)), each once), found \(quoted(name))")
                    }
                    switch part {
                    case "fill": variants.fill = true
                    case "slash": variants.slash = true
                    case "none": break
                    default:
                        if variants.shape != nil { throw located.error("a symbol takes one enclosing shape, found \(quoted(name))") }
                        variants.shape = part
                    }
                }
                return .symbolVariant(variants)
            }),
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

    /// A modifier whose one argument is a number of points within `range` (`.tracking(2)`, `.lineSpacing(6)`).
    static func points(_ key: String, example: VocabularyExample, range: ClosedRange<Double>,
                       make: @escaping @Sendable (Double) -> Modifier) -> ModifierEntry {
        ModifierEntry(
            key,
            swift: .call(SwiftCall([key], [.init(nil, nil, .number, required: true)])),
            example: example,
            decode: { _, located, _ throws(SceneError) in make(try located.number(in: range)) })
    }
}
