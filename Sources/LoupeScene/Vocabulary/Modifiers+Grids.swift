/// How a view takes its place in a `Grid` (``GridCellModifier``).
extension Vocabulary {
    static let gridModifiers: [ModifierEntry] = [
        ModifierEntry(
            "gridCellAnchor",
            swift: .call(SwiftCall(["gridCellAnchor"], [.init(nil, nil, .alignment, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"gridCellAnchor": "topLeading"}]}"#,
                                       swift: "Color.red.gridCellAnchor(.topLeading)"),
            decode: { _, located, _ throws(SceneError) in .gridCell(.anchor(try GeometryDecoding.unitPoint(located))) }),
        ModifierEntry(
            "gridCellColumns",
            swift: .call(SwiftCall(["gridCellColumns"], [.init(nil, nil, .number, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"gridCellColumns": 2}]}"#,
                                       swift: "Color.red.gridCellColumns(2)"),
            decode: { _, located, _ throws(SceneError) in
                .gridCell(.columns(try located.integer(in: 1...SceneDecoder.maximumGridItems)))
            }),
        caseNamed("gridColumnAlignment", HorizontalAlignment.self,
                  example: VocabularyExample(json: #"{"Text": "Name", "modifiers": [{"gridColumnAlignment": "leading"}]}"#,
                                             swift: #"Text("Name").gridColumnAlignment(.leading)"#),
                  make: { .gridCell(.columnAlignment($0)) }),
        ModifierEntry(
            "gridCellUnsizedAxes",
            swift: .call(SwiftCall(["gridCellUnsizedAxes"], [.init(nil, nil, .scrollAxes, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"gridCellUnsizedAxes": "horizontal"}]}"#,
                                       swift: "Color.red.gridCellUnsizedAxes(.horizontal)"),
            decode: { _, located, _ throws(SceneError) in
                let axes = try located.name(in: ["horizontal", "vertical", "both"])
                return .gridCell(.unsizedAxes(horizontal: axes != "vertical", vertical: axes != "horizontal"))
            }),
    ]
}
