import LoupeJSON
/// A view object: exactly one kind key, plus optional `"id"` and `"modifiers"`.
extension SceneDecoder {
    /// The kinds a view may have, in the order messages list them.
    static let supportedKinds = Vocabulary.viewKindKeys

    static var unknownViewKeyMessage: String {
        "unknown key; expected a view kind (\(ValueDescriptions.list(supportedKinds))), \"id\" or \"modifiers\""
    }

    /// Decodes the view at `located`, `depth` levels deep (the body is 1).
    mutating func view(_ located: LocatedValue, depth: Int) throws(SceneError) -> ViewNode {
        if depth > SceneLimits.maximumViewDepth {
            throw located.error("views are nested more than \(SceneLimits.maximumViewDepth) levels deep, the limit")
        }
        try countView(at: located)
        let object = try located.object(expected: "a view (an object with one kind key such as \"Color\")")
        var kinds: [String] = []
        for member in object.members where member.key != "id" && member.key != "modifiers" {
            guard Vocabulary.viewKind(member.key) != nil else {
                var message = Self.unknownViewKeyMessage
                if let match = Self.supportedKinds.first(where: { $0.lowercased() == member.key.lowercased() }) {
                    message += "; did you mean \(quoted(match))?"
                }
                throw located.member(member.key, member.value).error(message)
            }
            kinds.append(member.key)
        }
        guard let kind = kinds.first, let kindJSON = object[kind] else {
            throw located.error("a view needs one kind key, one of \(ValueDescriptions.list(Self.supportedKinds))")
        }
        if kinds.count > 1 {
            throw located.error("a view has exactly one kind key; found \(quoted(kinds[0])) and \(quoted(kinds[1]))")
        }

        var id: String?
        if let idJSON = object["id"] {
            let idValue = located.member("id", idJSON)
            let text = try idValue.string()
            try register(id: text, kind: kind, at: idValue, viewPath: located.path)
            id = text
        }
        // The drag state belongs to the view: its content and its overlays read it, wherever the modifier sits.
        let carriesDraggable = Self.listsDraggable(object["modifiers"])
        if carriesDraggable { draggableDepth += 1 }
        defer { if carriesDraggable { draggableDepth -= 1 } }
        let viewKind = try self.kind(kind, located.member(kind, kindJSON), viewPath: located.path, depth: depth)
        var modifiers: [Modifier] = []
        if let modifiersJSON = object["modifiers"] {
            for element in try located.member("modifiers", modifiersJSON).elements(expected: "an array of modifiers") {
                let decoded = try modifier(element, viewPath: located.path, depth: depth)
                if case .draggable = decoded, modifiers.contains(where: { $0.name == "draggable" }) {
                    throw element.error("a view takes one \"draggable\" modifier; wrap it in a container for another")
                }
                modifiers.append(decoded)
            }
        }
        return ViewNode(viewKind, id: id, modifiers: modifiers, path: located.path)
    }

    /// Whether a `"modifiers"` array holds a `draggable` modifier (checked properly when it is decoded).
    private static func listsDraggable(_ modifiers: JSONValue?) -> Bool {
        guard case .array(let elements)? = modifiers else { return false }
        return elements.contains { element in
            if case .object(let object) = element { return object["draggable"] != nil }
            return false
        }
    }

    /// The child views of a container: `content` is always addressed as `<view>.content[i]`.
    mutating func children(_ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> [ViewNode] {
        guard case .array(let elements) = located.value else { throw located.mismatch(expected: "an array of views") }
        var views: [ViewNode] = []
        views.reserveCapacity(elements.count)
        let contentPath = ScenePath.member(viewPath, "content")
        for (index, element) in elements.enumerated() {
            views.append(try view(LocatedValue(value: element, path: ScenePath.element(contentPath, index)), depth: depth + 1))
        }
        return views
    }
}
