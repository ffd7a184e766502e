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
    ]
}
