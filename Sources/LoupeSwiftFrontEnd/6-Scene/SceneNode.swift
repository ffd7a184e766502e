import LoupeJSON
import LoupeScene

/// A view of the scene being built, with the place in the Swift source it came from, so that an error the scene decoder
/// finds is reported at the Swift construct that caused it.
struct BuiltView {
    /// The scene format's kind key: `VStack`, `Text`, `VisualLayoutGuide`, ….
    var kind: String
    /// The kind's parameters: an object, or a bare value (a label, a colour, a string).
    var parameters: SceneNode
    /// Modifiers in source order, innermost first.
    var modifiers: [BuiltModifier] = []
    /// The view's `.id(…)`, when it has one.
    var id: String?
    /// The view's `.tag(…)`, which a `Picker` matches against its selection.
    var tag: Value? = nil
    /// Where the view's initializer is.
    var place: SourcePlace
    /// A rounded rectangle's `style:`, which only a container shape carries into the scene.
    var cornerStyle: String? = nil
    /// `.previewDisplayName(_:)`: the preview's name when this view is one of a `PreviewProvider`'s.
    var previewName: String? = nil
    /// `.previewLayout`, `.previewInterfaceOrientation`, `.previewDevice` set on the view (the outermost wins).
    var previewTraits: PreviewTraits? = nil
    /// `.preferredColorScheme(_:)` or the preview's `.environment(\.colorScheme, …)` given to this view: the scheme
    /// of its preview when it is one of a `PreviewProvider`'s several.
    var previewColorScheme: String? = nil

    /// The keys of the view's object parameters.
    var parameterKeys: [String] {
        if case .object(let members) = parameters { return members.map(\.0) }
        return []
    }
}

/// One modifier of a built view: the scene format's name and value.
struct BuiltModifier {
    var name: String
    var value: SceneNode
    var place: SourcePlace
}

/// A scene-format value under construction that may hold views, and the source places of its parts.
indirect enum SceneNode {
    case json(JSONValue)
    case object([(String, SceneNode)])
    case array([SceneNode])
    case view(BuiltView)
    /// A value written at `place` in the source (an argument), so that an error in it is reported there.
    case located(SceneNode, SourcePlace)

    /// The JSON value of a part that holds no views, its places dropped.
    var plainJSON: JSONValue? {
        switch self {
        case .json(let value): value
        case .located(let node, _): node.plainJSON
        default: nil
        }
    }

    /// The JSON value, recording in `map` the place of every view, modifier and argument by its scene path.
    func serialized(at path: String, into map: inout SourceMap) -> JSONValue {
        switch self {
        case .json(let value):
            return value
        case .located(let node, let place):
            map.record(place, at: path)
            return node.serialized(at: path, into: &map)
        case .array(let items):
            return .array(items.enumerated().map { $0.element.serialized(at: "\(path)[\($0.offset)]", into: &map) })
        case .object(let members):
            return .object(JSONObject(members.map { key, node in
                JSONObject.Member(key: key, value: node.serialized(at: "\(path).\(key)", into: &map))
            }))
        case .view(let view):
            map.record(view.place, at: path)
            var members: [JSONObject.Member] = []
            if let id = view.id { members.append(.init(key: "id", value: .string(id))) }
            // A kind's object parameters are addressed under the view's own path, as the scene decoder does.
            let parameterPath = if case .object = view.parameters { path } else { "\(path).\(view.kind)" }
            members.append(.init(key: view.kind, value: view.parameters.serialized(at: parameterPath, into: &map)))
            if !view.modifiers.isEmpty {
                var list: [JSONValue] = []
                for (index, modifier) in view.modifiers.enumerated() {
                    let modifierPath = "\(path).modifiers[\(index)]"
                    map.record(modifier.place, at: modifierPath)
                    let value = modifier.value.serialized(at: "\(modifierPath).\(modifier.name)", into: &map)
                    list.append(.object(JSONObject([.init(key: modifier.name, value: value)])))
                }
                members.append(.init(key: "modifiers", value: .array(list)))
            }
            return .object(JSONObject(members))
        }
    }
}

/// Where each part of a translated scene came from: scene paths (`body.content[1].modifiers[0]`) to source places.
struct SourceMap {
    private var places: [String: SourcePlace] = [:]

    mutating func record(_ place: SourcePlace, at path: String) {
        // The first record of a path is the outermost construct; an argument inside it records a longer path.
        if places[path] == nil { places[path] = place }
    }

    /// A scene error reported at the Swift that made the offending value: `opacity: expected a number from 0 to 1`.
    func error(for error: SceneError, otherwise fallback: SourcePlace) -> SwiftSourceError {
        guard let (place, rest) = place(of: error.path) else {
            return SwiftSourceError(.invalidValue, "\(error.path): \(error.message)", at: fallback)
        }
        return SwiftSourceError(.invalidValue, rest.isEmpty ? error.message : "\(rest): \(error.message)", at: place)
    }

    /// The place of the innermost recorded part that holds `path`, and the rest of the path below it.
    func place(of path: String) -> (place: SourcePlace, rest: String)? {
        var prefix = Substring(path)
        while true {
            if let place = places[String(prefix)] {
                var rest = path.dropFirst(prefix.count)
                if rest.hasPrefix(".") { rest = rest.dropFirst() }
                return (place, String(rest))
            }
            guard let cut = prefix.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            prefix = prefix[..<cut]
        }
    }
}
