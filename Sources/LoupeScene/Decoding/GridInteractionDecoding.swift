/// The interaction rules that depend on a GridDragView target.
enum GridInteractionDecoding {
    static let gridKind = "GridDragView"

    /// `{"reset": {"target"}}`: the target must be a GridDragView.
    static func reset(_ located: LocatedValue, path: String, knownIDs: [String: String],
                      kinds: [String: String]) throws(SceneError) -> ResetInteraction {
        let reader = try ObjectReader(located, keys: ["target"])
        let targetValue = try reader.required("target")
        let target = try targetValue.string()
        guard let viewPath = knownIDs[target] else { throw targetValue.error("no view has id \(quoted(target))") }
        if let kind = kinds[target], kind != gridKind {
            throw targetValue.error("\(viewPath) is a \(kind); reset applies to a GridDragView")
        }
        return ResetInteraction(target: target, path: path)
    }

    /// A drag on a GridDragView needs `start`: the cell under it is the one dragged.
    static func checkDrag(_ drag: DragInteraction, at located: LocatedValue, kinds: [String: String]) throws(SceneError) {
        guard kinds[drag.target] == gridKind, drag.start == nil else { return }
        throw located.error("missing key \"start\": a drag on a GridDragView needs the point where the finger goes "
                            + "down, [x, y] in global points, to find the cell it moves")
    }
}
