import LoupeCore

/// `DraggablePositionView`: `{}`, a bare label string, or
/// `{"label", "coordinateSpace": "local"|"global"|{"named": "…"}, "startPosition": [w, h], "persistenceKey"}`.
extension SceneDecoder {
    func draggablePositionView(_ located: LocatedValue, viewPath: String) throws(SceneError) -> DraggablePositionViewSpec {
        if case .string = located.value { return DraggablePositionViewSpec(label: try located.string(allowEmpty: true)) }
        guard case .object = located.value else {
            throw located.mismatch(expected: "a label string or an object {\"label\", \"coordinateSpace\", "
                                   + "\"startPosition\", \"persistenceKey\"}")
        }
        let reader = try parameters(of: "DraggablePositionView", located, viewPath: viewPath,
                                    keys: ["label", "coordinateSpace", "startPosition", "persistenceKey"])
        let space = try reader.optional("coordinateSpace").map { (value) throws(SceneError) in
            try Self.positionSpace(value)
        } ?? .local
        let start = try reader.optional("startPosition").map { (value) throws(SceneError) in
            let (width, height) = try value.pair()
            return Size(width: width, height: height)
        } ?? .zero
        return DraggablePositionViewSpec(label: try reader.optional("label")?.string(allowEmpty: true),
                                         coordinateSpace: space, startPosition: start,
                                         persistenceKey: try reader.optional("persistenceKey")?.string(allowEmpty: true))
    }

    /// `"local"`, `"global"` or `{"named": "…"}`.
    private static func positionSpace(_ located: LocatedValue) throws(SceneError) -> DraggablePositionViewSpec.Space {
        let expectation = "\"local\", \"global\" or {\"named\": \"…\"}"
        switch located.value {
        case .string:
            switch try located.string() {
            case "local": return .local
            case "global": return .global
            case let other: throw located.error("expected \(expectation), found \(quoted(other))")
            }
        case .object:
            let reader = try ObjectReader(located, keys: ["named"], expected: expectation)
            return .named(try reader.required("named").string())
        default:
            throw located.mismatch(expected: expectation)
        }
    }
}
