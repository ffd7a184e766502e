import LoupeCore

/// `interactions`: gestures replayed in order: `{"drag": {"target", "start", "translation", "steps", "release"}}`,
/// `{"reset": {"target"}}` (GridDragView only) or `{"drop": {"at"}}` (``DropDecoding``).
enum InteractionDecoding {
    /// - Parameters:
    ///   - knownIDs: every id in the scene and the path of its view.
    ///   - kinds: every id and the kind of its view, for the checks that depend on the target's kind.
    static func interactions(_ located: LocatedValue, knownIDs: [String: String],
                             kinds: [String: String] = [:]) throws(SceneError) -> [Interaction] {
        let elements = try located.elements(expected: "an array of interactions")
        if elements.count > SceneLimits.maximumInteractions {
            throw located.error("\(elements.count) interactions; the limit is \(SceneLimits.maximumInteractions)")
        }
        var interactions: [Interaction] = []
        for element in elements {
            let reader = try ObjectReader(element, keys: ["drag", "reset", "drop"], expected: "an interaction {\"drag\": {…}}",
                                          unknownKey: { _ in "unknown interaction; expected drag, reset or drop" })
            if let drop = try DropDecoding.drop(reader, path: element.path) {
                interactions.append(.drop(drop))
                continue
            }
            if let resetValue = reader.optional("reset") {
                if reader.has("drag") { throw element.error("an interaction has one key; found \"drag\" and \"reset\"") }
                interactions.append(.reset(try GridInteractionDecoding.reset(resetValue, path: element.path,
                                                                            knownIDs: knownIDs, kinds: kinds)))
                continue
            }
            let drag = try drag(reader.required("drag"), path: element.path, knownIDs: knownIDs)
            try GridInteractionDecoding.checkDrag(drag, at: reader.required("drag"), kinds: kinds)
            interactions.append(.drag(drag))
        }
        return interactions
    }

    private static func drag(_ located: LocatedValue, path: String,
                             knownIDs: [String: String]) throws(SceneError) -> DragInteraction {
        let reader = try ObjectReader(located, keys: ["target", "start", "translation", "steps", "release"])
        let targetValue = try reader.required("target")
        let target = try targetValue.string()
        guard knownIDs[target] != nil else { throw targetValue.error("no view has id \(quoted(target))") }
        let start = try reader.optional("start").map { (value) throws(SceneError) in
            let (x, y) = try value.pair()
            return Point(x: x, y: y)
        }
        let (width, height) = try reader.required("translation").pair()
        let steps = try reader.optional("steps")?.integer(in: SceneLimits.stepsRange) ?? 1
        let release = try reader.optional("release")?.bool() ?? true
        return DragInteraction(target: target, start: start, translation: Size(width: width, height: height),
                               steps: steps, release: release, path: path)
    }
}
