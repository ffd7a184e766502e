/// SwiftUI's controls: buttons, navigation links and labels.
extension Vocabulary {
    static let controlKinds: [ViewKindEntry] = [
        ViewKindEntry(
            "Button", .control,
            swift: .translated(.button, names: ["Button"]),
            example: VocabularyExample(json: #"{"Button": {"title": "Delete", "role": "destructive"}}"#,
                                       swift: #"Button("Delete", role: .destructive) { }"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let (label, role) = try decoder.buttonLabel(of: "Button", located, viewPath: viewPath, depth: depth)
                return .button(ButtonSpec(label: label, role: role))
            }),
        ViewKindEntry(
            "NavigationLink", .control,
            swift: .translated(.button, names: ["NavigationLink"]),
            example: VocabularyExample(json: #"{"NavigationLink": {"label": {"Text": "Details"}}}"#,
                                       swift: #"NavigationLink(destination: Text("Next")) { Text("Details") }"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let (label, _) = try decoder.buttonLabel(of: "NavigationLink", located, viewPath: viewPath, depth: depth)
                return .button(ButtonSpec(label: label, isNavigationLink: true))
            }),
        ViewKindEntry(
            "Label", .control,
            swift: .translated(.label, names: ["Label"]),
            example: VocabularyExample(json: #"{"Label": {"title": "Inbox", "systemImage": "tray"}}"#,
                                       swift: #"Label("Inbox", systemImage: "tray")"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                .label(try decoder.labelParts(located, viewPath: viewPath, depth: depth))
            }),
        textField("TextField", isSecure: false),
        textField("SecureField", isSecure: true),
    ]

    /// `TextField(_:text:)` or `SecureField(_:text:)`: `{"placeholder", "text"}`.
    private static func textField(_ key: String, isSecure: Bool) -> ViewKindEntry {
        ViewKindEntry(
            key, .leaf,
            swift: .call(SwiftCall([key], [.init(nil, "placeholder", .string, required: true), .init("text", "text", .string),
                                           .ignored("prompt"), .ignored("axis")])),
            example: VocabularyExample(json: #"{"\#(key)": {"placeholder": "Email", "text": "ada@example.com"}}"#,
                                       swift: #"\#(key)("Email", text: .constant("ada@example.com"))"#),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                let reader = try decoder.parameters(of: key, located, viewPath: viewPath, keys: ["placeholder", "text"])
                let limit = SceneLimits.maximumTextLength
                return .textField(TextFieldSpec(
                    placeholder: try reader.required("placeholder").string(maximumLength: limit, allowEmpty: true),
                    text: try reader.optional("text")?.string(maximumLength: limit, allowEmpty: true) ?? "", isSecure: isSecure))
            })
    }
}
