/// SwiftUI's modifiers that change how a view is drawn, not where: clipping to a shape.
extension Vocabulary {
    static let drawingModifiers: [ModifierEntry] = [
        ModifierEntry(
            "clipShape",
            swift: .call(SwiftCall(["clipShape"], [.init(nil, nil, .shape, required: true), .ignored("style")])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"clipShape": {"Circle": {}}}]}"#,
                                       swift: "Color.red.clipShape(Circle())"),
            decode: { decoder, located, depth throws(SceneError) in .clipShape(try decoder.plainShape(located, depth: depth)) }),
        ModifierEntry(
            "cornerRadius",
            swift: .call(SwiftCall(["cornerRadius"], [.init(nil, nil, .number, required: true), .ignored("antialiased")])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"cornerRadius": 12}]}"#,
                                       swift: "Color.red.cornerRadius(12)"),
            decode: { _, located, _ throws(SceneError) in .cornerRadius(try located.nonNegativeNumber()) }),
    ]
}
