/// A JSON value as RFC 8259 defines it, with two guarantees Foundation's `JSONSerialization` does not give on
/// Linux: booleans stay booleans (never numbers), and object members keep the order they were written in.
public enum JSONValue: Sendable, Hashable {
    /// The literal `null`.
    case null
    /// `true` or `false`, never conflated with a number.
    case bool(Bool)
    /// Always finite: the reader rejects literals outside `Double`'s range.
    case number(Double)
    /// A string, with its escapes decoded.
    case string(String)
    /// An array, elements in document order.
    case array([JSONValue])
    /// An object, members in document order.
    case object(JSONObject)
}

/// A JSON object: its members in document order. Keys are unique (the reader rejects duplicates).
public struct JSONObject: Sendable, Hashable {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        /// The member's name, with its escapes decoded.
        public var key: String
        /// The member's value.
        public var value: JSONValue
        /// A member from its name and value.
        public init(key: String, value: JSONValue) { self.key = key; self.value = value }
    }

    /// The members in the order they appear in the document.
    public var members: [Member]

    /// An object with `members` in the given order (empty by default). Duplicate keys are not checked here; the reader
    /// rejects them, and ``subscript(_:)`` returns the first match.
    public init(_ members: [Member] = []) { self.members = members }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    /// The number of members.
    public var count: Int { members.count }
    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The value of `key`, or `nil`. A linear search: scene objects hold a handful of keys.
    public subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }
}
