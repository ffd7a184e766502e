/// A JSON value as RFC 8259 defines it, with two guarantees Foundation's `JSONSerialization` does not give on
/// Linux: booleans stay booleans (never numbers), and object members keep the order they were written in.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Always finite: the reader rejects literals outside `Double`'s range.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// A JSON object: its members in document order. Keys are unique (the reader rejects duplicates).
public struct JSONObject: Sendable, Hashable {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue
        public init(key: String, value: JSONValue) { self.key = key; self.value = value }
    }

    /// The members in the order they appear in the document.
    public var members: [Member]

    public init(_ members: [Member] = []) { self.members = members }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }

    /// The value of `key`, or `nil`. A linear search: scene objects hold a handful of keys.
    public subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }
}
