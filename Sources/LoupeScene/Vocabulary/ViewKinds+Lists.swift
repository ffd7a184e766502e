/// SwiftUI's lists: `List`, `Form` and `Section`.
extension Vocabulary {
    static let listKinds: [ViewKindEntry] = [
        list("List", isForm: false, example: VocabularyExample(
            json: #"{"List": {"content": [{"Text": {"string": "Row"}}]}}"#, swift: #"List { Text("Row") }"#)),
        list("Form", isForm: true, example: VocabularyExample(
            json: #"{"Form": {"content": [{"Text": {"string": "Row"}}]}}"#, swift: #"Form { Text("Row") }"#)),
        ViewKindEntry(
            "Section", .container,
            swift: .translated(.section, names: ["Section"]),
            example: VocabularyExample(json: #"{"Section": {"header": "Account", "content": [{"Text": {"string": "Name"}}]}}"#,
                                       swift: #"Section("Account") { Text("Name") }"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                .section(try decoder.section(located, viewPath: viewPath, depth: depth))
            }),
    ]

    /// `List` or `Form`: `{"content": [rows and sections]}`, or the bare array.
    private static func list(_ key: String, isForm: Bool, example: VocabularyExample) -> ViewKindEntry {
        ViewKindEntry(
            key, .container,
            swift: .translated(.list, names: [key]),
            example: example,
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: key, located, viewPath: viewPath, keys: ["content"])
                return .list(ListSpec(content: try decoder.content(reader, viewPath: viewPath, depth: depth), isForm: isForm))
            })
    }
}
