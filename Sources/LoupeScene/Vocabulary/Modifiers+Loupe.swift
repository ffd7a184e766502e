/// Loupe's modifiers, and the scene format's own for drags and drops.
extension Vocabulary {
    static let loupeModifiers: [ModifierEntry] = [
        ModifierEntry(
            "onDrop",
            swift: .none(reason: "SwiftUI's onDrop(of:delegate:) hands drops to a DropDelegate, code a preview does not run; the scene format names the target by a label instead"),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"onDrop": "Bin"}]}"#, swift: nil),
            decode: { _, located, _ throws(SceneError) in .onDrop(label: try DropDecoding.dropLabel(located)) }),
        ModifierEntry(
            "visualLayoutGuideInteractions",
            swift: .call(SwiftCall(["visualLayoutGuideInteractions"], interactionParameters)),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"visualLayoutGuideInteractions": {"dragEnabled": true}}]}"#,
                                       swift: "Color.red.visualLayoutGuideInteractions(dragEnabled: true)"),
            decode: { decoder, located, _ throws(SceneError) in .visualLayoutGuideInteractions(try decoder.guideInteractions(located)) }),
        ModifierEntry(
            "visualLayoutGuidePositioning",
            swift: .call(SwiftCall(["visualLayoutGuidePositioning"], [.init(nil, nil, .caseName, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"visualLayoutGuidePositioning": "disabled"}]}"#,
                                       swift: "Color.red.visualLayoutGuidePositioning(.disabled)"),
            decode: { _, located, _ throws(SceneError) in
                let mode = try located.name(in: GuidePositioning.allCases.map(\.rawValue))
                return .visualLayoutGuidePositioning(GuidePositioning(rawValue: mode) ?? .auto)
            }),
        ModifierEntry(
            "overlayCoordinator",
            swift: .translated(.environment, names: ["environment"]),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"overlayCoordinator": "isolated"}]}"#,
                                       swift: #"Color.red.environment(\.overlayCoordinator, OverlayPositionCoordinator())"#),
            decode: { _, located, _ throws(SceneError) in
                _ = try located.name(in: ["isolated"])
                return .isolatedOverlayCoordinator
            }),
        ModifierEntry(
            "draggablePositionViewInteractions",
            swift: .call(SwiftCall(["draggablePositionViewInteractions"], interactionParameters)),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"draggablePositionViewInteractions": {"persistenceEnabled": true}}]}"#,
                                       swift: "Color.red.draggablePositionViewInteractions(persistenceEnabled: true)"),
            decode: { decoder, located, _ throws(SceneError) in
                .draggablePositionViewInteractions(try decoder.guideInteractions(located))
            }),
        ModifierEntry(
            "draggablePositionViewConstraints",
            swift: .call(SwiftCall(["draggablePositionViewConstraints"], [.init(nil, nil, .dragConstraints, required: true)])),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"draggablePositionViewConstraints": {"horizontalRange": [0, 300]}}]}"#,
                                       swift: "Color.red.draggablePositionViewConstraints(DragConstraints(horizontalRange: 0...300))"),
            decode: { decoder, located, _ throws(SceneError) in
                .draggablePositionViewConstraints(try decoder.positionConstraints(located))
            }),
        ModifierEntry(
            "draggable",
            swift: .none(reason: "the scene format's stand-in for a view's own DragGesture with @State and @GestureState offsets; SwiftUI states that in gesture code, which a still preview does not run"),
            example: VocabularyExample(json: #"{"Color": "red", "modifiers": [{"draggable": true}]}"#, swift: nil),
            decode: { decoder, located, _ throws(SceneError) in .draggable(try decoder.draggable(located)) }),
    ]

    /// `dragEnabled:persistenceEnabled:persistenceNamespace:` of Loupe's interaction modifiers.
    private static let interactionParameters = [
        SwiftParameter("dragEnabled", "dragEnabled", .bool), SwiftParameter("persistenceEnabled", "persistenceEnabled", .bool),
        SwiftParameter("persistenceNamespace", "persistenceNamespace", .string),
    ]
}
