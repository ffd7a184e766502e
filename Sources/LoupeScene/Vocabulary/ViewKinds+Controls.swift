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
            "Link", .control,
            swift: .translated(.button, names: ["Link"]),
            example: VocabularyExample(json: #"{"Link": {"title": "Privacy Policy"}}"#,
                                       swift: #"Link("Privacy Policy", destination: URL(string: "https://example.com")!)"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let (label, _) = try decoder.buttonLabel(of: "Link", located, viewPath: viewPath, depth: depth)
                return .button(ButtonSpec(label: label, kind: .link))
            }),
        ViewKindEntry(
            "Menu", .control,
            swift: .translated(.button, names: ["Menu"]),
            example: VocabularyExample(json: #"{"Menu": {"title": "Sort", "systemImage": "arrow.up.arrow.down"}}"#,
                                       swift: #"Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") { } }"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let (label, _) = try decoder.buttonLabel(of: "Menu", located, viewPath: viewPath, depth: depth)
                return .button(ButtonSpec(label: label, kind: .menu))
            }),
        ViewKindEntry(
            "Label", .control,
            swift: .translated(.label, names: ["Label"]),
            example: VocabularyExample(json: #"{"Label": {"title": "Inbox", "systemImage": "tray"}}"#,
                                       swift: #"Label("Inbox", systemImage: "tray")"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                .label(try decoder.labelParts(located, viewPath: viewPath, depth: depth))
            }),
        ViewKindEntry(
            "Toggle", .control,
            swift: .translated(.toggle, names: ["Toggle"]),
            example: VocabularyExample(json: #"{"Toggle": {"label": "Wi-Fi", "isOn": true}}"#,
                                       swift: #"Toggle("Wi-Fi", isOn: .constant(true))"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "Toggle", located, viewPath: viewPath, keys: ["label", "isOn"])
                let label = try decoder.titleOrView(reader.required("label"), depth: depth)
                return .toggle(ToggleSpec(label: label, isOn: try reader.optional("isOn")?.bool() ?? false))
            }),
        ViewKindEntry(
            "TabView", .container,
            swift: .translated(.tabView, names: ["TabView"]),
            example: VocabularyExample(
                json: #"{"TabView": {"content": [{"Text": {"string": "Home"}, "modifiers": [{"tabItem": {"title": "Home", "systemImage": "house"}}]}]}}"#,
                swift: #"TabView { Text("Home").tabItem { Label("Home", systemImage: "house") } }"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "TabView", located, viewPath: viewPath, keys: ["selection", "content"])
                let selection = try reader.optional("selection")?.integer(in: 0...999) ?? 0
                let (tabs, bars) = try decoder.tabs(reader.required("content"), viewPath: viewPath, depth: depth)
                var spec = TabViewSpec(tabs: tabs, selection: selection)
                spec.navigationBars = bars
                return .tabView(spec)
            }),
        ViewKindEntry(
            "Picker", .control,
            swift: .translated(.picker, names: ["Picker"]),
            example: VocabularyExample(json: #"{"Picker": {"label": "Size", "options": ["S", "M"], "selection": 1}}"#,
                                       swift: #"Picker("Size", selection: .constant(2)) { Text("S").tag(1); Text("M").tag(2) }"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "Picker", located, viewPath: viewPath, keys: ["label", "options", "selection"])
                let label = try decoder.titleOrView(reader.required("label"), depth: depth)
                let options = try reader.required("options").elements(expected: "an array of option titles").map {
                    (option) throws(SceneError) in try option.string(allowEmpty: true)
                }
                let selection = try reader.optional("selection").map { (value) throws(SceneError) in
                    try value.integer(in: 0...max(options.count - 1, 0))
                }
                return .picker(PickerSpec(label: label, options: options, selection: selection))
            }),
        ViewKindEntry(
            "Slider", .leaf,
            swift: .translated(.slider, names: ["Slider"]),
            example: VocabularyExample(json: #"{"Slider": {"value": 25, "in": [0, 100]}}"#,
                                       swift: "Slider(value: .constant(25), in: 0...100)"),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                let reader = try decoder.parameters(of: "Slider", located, viewPath: viewPath, keys: ["value", "in"])
                let value = try reader.required("value").number()
                let (lower, upper) = try reader.optional("in")?.pair() ?? (0, 1)
                guard upper > lower else { throw located.error("a Slider's range needs its upper bound above its lower bound") }
                return .slider(SliderSpec(fraction: (value - lower) / (upper - lower)))
            }),
        ViewKindEntry(
            "Stepper", .control,
            swift: .translated(.stepper, names: ["Stepper"]),
            example: VocabularyExample(json: #"{"Stepper": {"label": "Guests: 2"}}"#,
                                       swift: #"Stepper("Guests: 2", value: .constant(2), in: 1...8)"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "Stepper", located, viewPath: viewPath, keys: ["label"])
                return .stepper(StepperSpec(label: try decoder.titleOrView(reader.required("label"), depth: depth)))
            }),
        ViewKindEntry(
            "DatePicker", .control,
            swift: .translated(.datePicker, names: ["DatePicker"]),
            example: VocabularyExample(json: #"{"DatePicker": {"label": "Starts", "date": "Jun 9, 2025", "time": "9:41 AM"}}"#,
                                       swift: #"DatePicker("Starts", selection: .constant(Date(timeIntervalSinceReferenceDate: 771154860)))"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "DatePicker", located, viewPath: viewPath, keys: ["label", "date", "time"])
                var texts: [String] = []
                for key in ["date", "time"] { if let value = reader.optional(key) { texts.append(try value.string()) } }
                guard !texts.isEmpty else { throw located.error("a DatePicker shows a \"date\", a \"time\" or both") }
                return .datePicker(DatePickerSpec(label: try decoder.titleOrView(reader.required("label"), depth: depth), texts: texts))
            }),
        ViewKindEntry(
            "ProgressView", .control,
            swift: .translated(.progress, names: ["ProgressView"]),
            example: VocabularyExample(json: #"{"ProgressView": {"label": "Downloading", "value": 0.25}}"#,
                                       swift: #"ProgressView("Downloading", value: 0.25)"#),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                let reader = try decoder.parameters(of: "ProgressView", located, viewPath: viewPath,
                                                    keys: ["label", "value", "total"])
                let label = try reader.optional("label").map { (value) throws(SceneError) in
                    try decoder.titleOrView(value, depth: depth)
                }
                let total = try reader.optional("total")?.number() ?? 1
                let value = try reader.optional("value")?.number()
                if value != nil, !(total > 0) { throw located.error("\"total\" must be greater than 0") }
                // SwiftUI clamps the value to 0…total.
                let fraction = value.map { min(max($0 / total, 0), 1) }
                return .progress(ProgressSpec(label: label, fraction: fraction))
            }),
        textField("TextField", isSecure: false),
        textField("SecureField", isSecure: true),
    ]

    /// `TextField(_:text:)` or `SecureField(_:text:)`: `{"placeholder", "text"}`.
    private static func textField(_ key: String, isSecure: Bool) -> ViewKindEntry {
        ViewKindEntry(
            key, .leaf,
            swift: .call(SwiftCall([key], [.init(nil, "placeholder", .string, required: true), .init("text", "text", .string),
                                           .undrawn("prompt"), .undrawn("axis"), .ignored("onEditingChanged"),
                                           .ignored("onCommit")])),
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
