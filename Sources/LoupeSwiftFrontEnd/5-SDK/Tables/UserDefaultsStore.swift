/// `UserDefaults.standard` as a preview finds it: an empty store (docs/swift-source.md#determinism). Each getter
/// answers what Foundation answers for a key that was never set.
enum UserDefaultsStore {
    /// `defaults.bool(forKey:)` and the other getters of a key never set.
    static var getters: [String: Value] { [
        "bool": .bool(false), "integer": .int(0), "double": .double(0), "float": .float(0),
        "string": .null, "object": .null, "array": .null, "dictionary": .null, "data": .null, "url": .null,
        "stringArray": .null, "value": .null,
    ] }

    /// What `UserDefaults.standard` and `UserDefaults(suiteName:)` are.
    static var store: Value { .opaque("UserDefaults.standard") }

}
