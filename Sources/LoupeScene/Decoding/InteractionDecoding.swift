import LoupeCore

/// `interactions`: gestures replayed in order: `{"drag": {"target", "start", "translation", "steps", "release"}}`
/// or `{"drop": {"at"}}` (``DropDecoding``).
enum InteractionDecoding {
    static func interactions(_ located: LocatedValue, knownIDs: [String: String]) throws(SceneError) -> [Interaction] {
        let elements = try located.elements(expected: "an array of interactions")
        if elements.count > SceneLimits.maximumInteractions {
            throw located.error("\(elements.count) interactions; the limit is \(SceneLimits.maximumInteractions)")
        }
        var interactions: [Interaction] = []
        for element in elements {
            let reader = try ObjectReader(element, keys: ["drag", "drop"], expected: "an interaction {\"drag\": {…}}",
                                          unknownKey: { _ in "unknown interaction; expected drag or drop" })
            if let drop = try DropDecoding.drop(reader, path: element.path) {
                interactions.append(.drop(drop))
                continue
            }
            interactions.append(.drag(try drag(reader.required("drag"), path: element.path, knownIDs: knownIDs)))
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
