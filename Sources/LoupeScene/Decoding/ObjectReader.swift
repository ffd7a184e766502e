import LoupeJSON
/// Reads a JSON object whose keys must come from a fixed set: an unknown key is an error naming it and the keys
/// expected, so a typo is never silently ignored.
struct ObjectReader {
    let located: LocatedValue
    let object: JSONObject
    /// Names the object in "missing key" errors, e.g. `ZStack` gives `missing key "content" in ZStack`.
    let owner: String?

    /// - Parameters:
    ///   - expected: what the error says was expected when the value is not an object.
    ///   - unknownKey: the message for a key outside `keys`; by default "unknown key; expected one of …".
    init(_ located: LocatedValue, keys: [String], expected: String = "an object", owner: String? = nil,
         unknownKey: ((String) -> String)? = nil) throws(SceneError) {
        self.located = located
        self.owner = owner
        self.object = try located.object(expected: expected)
        for member in object.members where !keys.contains(member.key) {
            let message = unknownKey?(member.key) ?? Self.unknownKeyMessage(expected: keys)
            throw located.member(member.key, member.value).error(message)
        }
    }

    static func unknownKeyMessage(expected keys: [String]) -> String {
        keys.isEmpty ? "unknown key; this object takes no keys" : "unknown key; expected one of \(ValueDescriptions.list(keys))"
    }

    var path: String { located.path }

    func has(_ key: String) -> Bool { object[key] != nil }

    func optional(_ key: String) -> LocatedValue? {
        object[key].map { located.member(key, $0) }
    }

    func required(_ key: String) throws(SceneError) -> LocatedValue {
        guard let value = optional(key) else {
            throw located.error("missing key \(quoted(key))" + (owner.map { " in \($0)" } ?? ""))
        }
        return value
    }
}
