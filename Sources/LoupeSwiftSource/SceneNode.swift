import LoupeJSON

/// A view of the scene being built, with the place in the Swift source it came from, so that an error the scene decoder
/// finds later can be reported at the Swift construct that caused it.
struct BuiltView {
    /// The scene format's kind key: `VStack`, `Text`, `VisualLayoutGuide`, ….
    var kind: String
    /// The kind's parameters: an object, or a bare value (a label, a colour, a string).
    var parameters: SceneNode
    /// Modifiers in source order, innermost first.
    var modifiers: [BuiltModifier] = []
    /// The view's `.id(…)`, when it has one.
    var id: String?
    /// Where the view's initializer is.
    var place: SourcePlace
    /// A rounded rectangle's `style:`, which only a container shape carries into the scene.
    var cornerStyle: String? = nil
}

/// One modifier of a built view: the scene format's name and value.
struct BuiltModifier {
    var name: String
    var value: SceneNode
    var place: SourcePlace
}

/// A JSON value under construction that may hold views.
indirect enum SceneNode {
    case json(JSONValue)
    case object([(String, SceneNode)])
    case array([SceneNode])
    case view(BuiltView)

    /// The JSON value, recording the scene path of every view and modifier with its source place.
    func serialized(at path: String, places: inout [(path: String, place: SourcePlace)]) -> JSONValue {
        switch self {
        case .json(let value):
            return value
        case .array(let items):
            return .array(items.enumerated().map { $0.element.serialized(at: "\(path)[\($0.offset)]", places: &places) })
        case .object(let members):
            return .object(JSONObject(members.map { key, node in
                JSONObject.Member(key: key, value: node.serialized(at: "\(path).\(key)", places: &places))
            }))
        case .view(let view):
            places.append((path, view.place))
            var members: [JSONObject.Member] = []
            if let id = view.id { members.append(.init(key: "id", value: .string(id))) }
            // A kind's object parameters are addressed under the view's own path, as the scene decoder does.
            let parameterPath = if case .object = view.parameters { path } else { "\(path).\(view.kind)" }
            members.append(.init(key: view.kind, value: view.parameters.serialized(at: parameterPath, places: &places)))
            if !view.modifiers.isEmpty {
                var list: [JSONValue] = []
                for (index, modifier) in view.modifiers.enumerated() {
                    let modifierPath = "\(path).modifiers[\(index)]"
                    places.append((modifierPath, modifier.place))
                    let value = modifier.value.serialized(at: "\(modifierPath).\(modifier.name)", places: &places)
                    list.append(.object(JSONObject([.init(key: modifier.name, value: value)])))
                }
                members.append(.init(key: "modifiers", value: .array(list)))
            }
            return .object(JSONObject(members))
        }
    }
}
