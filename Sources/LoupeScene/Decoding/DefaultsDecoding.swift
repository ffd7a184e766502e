/// `defaults`: the persisted-offset store, `{"<namespace>.<key>": [width, height]}`, as `UserDefaults` holds it.
enum DefaultsDecoding {
    static func defaults(_ located: LocatedValue) throws(SceneError) -> [String: [Double]] {
        let object = try located.object(expected: "an object {\"<namespace>.<key>\": [width, height]}")
        if object.count > SceneLimits.maximumDefaultsEntries {
            throw located.error("\(object.count) entries; the limit is \(SceneLimits.maximumDefaultsEntries)")
        }
        var store: [String: [Double]] = [:]
        for member in object.members {
            let entry = located.member(member.key, member.value)
            if member.key.isEmpty { throw entry.error("a key cannot be empty") }
            if member.key.count > SceneLimits.maximumStringLength {
                throw entry.error("the key is longer than \(SceneLimits.maximumStringLength) characters")
            }
            let (width, height) = try entry.pair()
            store[member.key] = [width, height]
        }
        return store
    }
}
