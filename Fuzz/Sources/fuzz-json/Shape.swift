import LoupeRender

/// A JSON value with its numbers left out: writing rounds numbers, so only kinds, strings, keys and order must
/// come back unchanged.
indirect enum Shape: Equatable {
    case null, bool(Bool), number, string(String), array([Shape]), object([String], [Shape])

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number: self = .number
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(Shape.init))
        case .object(let object): self = .object(object.keys, object.members.map { Shape($0.value) })
        }
    }
}
