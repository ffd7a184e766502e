/// SwiftUI's control modifiers (``ControlModifier``).
extension Vocabulary {
    static let controlModifiers: [ModifierEntry] = [
        ModifierEntry(
            "redacted",
            swift: .call(SwiftCall(["redacted"], [.init("reason", nil, .caseName, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"redacted": "placeholder"}]}"#,
                                       swift: #"Text("Hi").redacted(reason: .placeholder)"#),
            decode: { _, located, _ throws(SceneError) in
                // `.privacy` redacts only the views marked `privacySensitive()`, which are not tracked: refused.
                .control(.redacted(try located.name(in: ["placeholder", "none"]) == "placeholder"))
            }),
        ModifierEntry(
            "unredacted",
            swift: .call(SwiftCall(["unredacted"], [], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"unredacted": true}]}"#, swift: #"Text("Hi").unredacted()"#),
            decode: { _, located, _ throws(SceneError) in
                try located.requireTrue()
                return .control(.unredacted)
            }),
        caseNamed("buttonStyle", ButtonStyleKind.self,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"buttonStyle": "borderedProminent"}]}"#,
                                         swift: #"Text("Hi").buttonStyle(.borderedProminent)"#),
              make: { .control(.buttonStyle($0)) }),
        caseNamed("controlSize", ControlSize.self,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"controlSize": "large"}]}"#,
                                         swift: #"Text("Hi").controlSize(.large)"#),
              make: { .control(.controlSize($0)) }),
        ModifierEntry(
            "buttonBorderShape",
            swift: .call(SwiftCall(["buttonBorderShape"], [.init(nil, nil, .buttonBorderShape, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"buttonBorderShape": {"roundedRectangle": 4}}]}"#,
                                       swift: #"Text("Hi").buttonBorderShape(.roundedRectangle(radius: 4))"#),
            decode: { _, located, _ throws(SceneError) in .control(.buttonBorderShape(try borderShape(located))) }),
        ModifierEntry(
            "disabled",
            swift: .call(SwiftCall(["disabled"], [.init(nil, nil, .bool, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"disabled": true}]}"#,
                                       swift: #"Text("Hi").disabled(true)"#),
            decode: { _, located, _ throws(SceneError) in .control(.disabled(try located.bool())) }),
        ModifierEntry(
            "tint",
            swift: .call(SwiftCall(["tint", "accentColor"], [.init(nil, nil, .color, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"tint": "green"}]}"#,
                                       swift: #"Text("Hi").tint(.green)"#),
            decode: { _, located, _ throws(SceneError) in .control(.tint(try ColorDecoding.color(located))) }),
        caseNamed("textFieldStyle", TextFieldStyleKind.self,
                  example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#,
                                             swift: #"Text("Hi").textFieldStyle(.roundedBorder)"#),
                  make: { .control(.textFieldStyle($0)) }),
        ModifierEntry(
            "tabItem",
            swift: .translated(.tabItem, names: ["tabItem"]),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"tabItem": {"title": "Home", "systemImage": "house"}}]}"#,
                                       swift: #"Text("Hi").tabItem { Label("Home", systemImage: "house") }"#),
            decode: { decoder, located, _ throws(SceneError) in
                let reader = try ObjectReader(located, keys: ["title", "systemImage"])
                let title = try reader.optional("title")?.string(allowEmpty: true)
                let symbol = try reader.optional("systemImage").map { (value) throws(SceneError) in try decoder.symbolImage(value).name }
                return .tabItem(TabItem(title: title, systemImage: symbol))
            }),
        ModifierEntry(
            "labelsHidden",
            swift: .call(SwiftCall(["labelsHidden"], isTrueWhenEmpty: true)),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"labelsHidden": true}]}"#,
                                       swift: #"Text("Hi").labelsHidden()"#),
            decode: { _, located, _ throws(SceneError) in
                try located.requireTrue()
                return .control(.labelsHidden)
            }),
        ModifierEntry(
            "tabViewStyle",
            swift: .translated(.tabViewStyle, names: ["tabViewStyle"]),
            example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"tabViewStyle": "page"}]}"#,
                                       swift: #"Text("Hi").tabViewStyle(.page)"#),
            decode: { _, located, _ throws(SceneError) in
                .control(.tabViewStyle(TabViewStyleKind(rawValue: try located.name(in: TabViewStyleKind.allCases.map(\.rawValue))) ?? .automatic))
            }),
        caseNamed("pickerStyle", PickerStyleKind.self,
                  example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"pickerStyle": "segmented"}]}"#,
                                             swift: #"Text("Hi").pickerStyle(.segmented)"#),
                  make: { .control(.pickerStyle($0)) }),
        caseNamed("progressViewStyle", ProgressStyleKind.self,
                  example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"progressViewStyle": "linear"}]}"#,
                                             swift: #"Text("Hi").progressViewStyle(.linear)"#),
                  make: { .control(.progressViewStyle($0)) }),
        caseNamed("labelStyle", LabelStyleKind.self,
              example: VocabularyExample(json: #"{"Text": "Hi", "modifiers": [{"labelStyle": "iconOnly"}]}"#,
                                         swift: #"Text("Hi").labelStyle(.iconOnly)"#),
              make: { .control(.labelStyle($0)) }),
    ]

    /// `"automatic"`, `"capsule"`, `"circle"`, `"roundedRectangle"` or `{"roundedRectangle": radius}`.
    private static func borderShape(_ located: LocatedValue) throws(SceneError) -> ButtonBorderShape {
        if case .object(let object) = located.value, object.members.count == 1, object.members[0].key == "roundedRectangle" {
            let radius = located.member("roundedRectangle", object.members[0].value)
            return .roundedRectangle(radius: try radius.nonNegativeNumber())
        }
        switch try located.name(in: ["automatic", "capsule", "circle", "roundedRectangle"], note: "or {\"roundedRectangle\": radius}") {
        case "capsule": return .capsule
        case "circle": return .circle
        case "roundedRectangle": return .roundedRectangle(radius: nil)
        default: return .automatic
        }
    }
}
