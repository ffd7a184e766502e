/// SwiftUI's list modifiers: the list's style and background, and the row modifiers a row carries.
extension Vocabulary {
    static let listModifiers: [ModifierEntry] = [
        caseNamed("listStyle", ListStyleKind.self,
                  example: VocabularyExample(json: #"{"List": {"content": []}, "modifiers": [{"listStyle": "plain"}]}"#,
                                             swift: "List { }.listStyle(.plain)"),
                  make: { .control(.listStyle($0)) }),
        ModifierEntry(
            "scrollContentBackground",
            swift: .call(SwiftCall(["scrollContentBackground"], [.init(nil, nil, .caseName, required: true)])),
            example: VocabularyExample(json: #"{"List": {"content": []}, "modifiers": [{"scrollContentBackground": "hidden"}]}"#,
                                       swift: "List { }.scrollContentBackground(.hidden)"),
            decode: { _, located, _ throws(SceneError) in
                .control(.scrollContentBackgroundHidden(try located.name(in: ["automatic", "visible", "hidden"]) == "hidden"))
            }),
        ModifierEntry(
            "headerProminence",
            swift: .call(SwiftCall(["headerProminence"], [.init(nil, nil, .caseName, required: true)])),
            example: VocabularyExample(json: #"{"Section": {"header": {"Text": "Pets"}, "content": []}, "modifiers": [{"headerProminence": "increased"}]}"#,
                                       swift: #"Section("Pets") { }.headerProminence(.increased)"#),
            decode: { _, located, _ throws(SceneError) in
                .control(.headerProminenceIncreased(try located.name(in: ["standard", "increased"]) == "increased"))
            }),
        ModifierEntry(
            "listRowInsets",
            swift: .call(SwiftCall(["listRowInsets"], [.init(nil, nil, .edgeInsets, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Row", "modifiers": [{"listRowInsets": {"top": 0, "leading": 8, "bottom": 0, "trailing": 8}}]}"#,
                                       swift: #"Text("Row").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))"#),
            decode: { _, located, _ throws(SceneError) in .listRow(.insets(try PaddingDecoding.padding(located))) }),
        ModifierEntry(
            "listRowBackground",
            swift: .call(SwiftCall(["listRowBackground"], [.init(nil, nil, .color, required: true)])),
            example: VocabularyExample(json: #"{"Text": "Row", "modifiers": [{"listRowBackground": "yellow"}]}"#,
                                       swift: #"Text("Row").listRowBackground(Color.yellow)"#),
            decode: { _, located, _ throws(SceneError) in .listRow(.background(try ColorDecoding.color(located))) }),
        ModifierEntry(
            "listRowSeparator",
            swift: .call(SwiftCall(["listRowSeparator"], [.init(nil, nil, .caseName, required: true), .undrawn("edges")])),
            example: VocabularyExample(json: #"{"Text": "Row", "modifiers": [{"listRowSeparator": "hidden"}]}"#,
                                       swift: #"Text("Row").listRowSeparator(.hidden)"#),
            decode: { _, located, _ throws(SceneError) in
                .listRow(.separatorHidden(try located.name(in: ["automatic", "visible", "hidden"]) == "hidden"))
            }),
        ModifierEntry(
            "listSectionSeparator",
            swift: .call(SwiftCall(["listSectionSeparator"], [.init(nil, nil, .caseName, required: true), .undrawn("edges")])),
            example: VocabularyExample(json: #"{"Section": {"content": [{"Text": "Row"}]}, "modifiers": [{"listSectionSeparator": "hidden"}]}"#,
                                       swift: #"Section { Text("Row") }.listSectionSeparator(.hidden)"#),
            decode: { _, located, _ throws(SceneError) in
                // Lines above and below a section are not drawn in any style: hidden is what is drawn, visible is not.
                _ = try located.name(in: ["automatic", "hidden"], note: "section separators are not drawn, so .visible is refused")
                return .listRow(.sectionSeparatorHidden)
            }),
    ]
}
