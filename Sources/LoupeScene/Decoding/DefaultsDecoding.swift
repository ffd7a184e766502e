/// `defaults`: the persisted-offset store, `{"<namespace>.<key>": [numbers]}`, as `UserDefaults` holds it: offsets
/// are `[width, height]`, a GridDragView's arrangement has one number per cell. Each use checks the length it needs.
enum DefaultsDecoding {
    static func defaults(_ located: LocatedValue) throws(SceneError) -> [String: [Double]] {
        let object = try located.object(expected: "an object {\"<namespace>.<key>\": [numbers]}")
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
            store[member.key] = try numbers(entry)
        }
        return store
    }

    /// An array of at most ``SceneLimits/maximumDefaultsValueCount`` numbers within the magnitude limit.
    private static func numbers(_ entry: LocatedValue) throws(SceneError) -> [Double] {
        let expectation = "an array of numbers ([width, height] for an offset)"
        guard case .array(let values) = entry.value else { throw entry.mismatch(expected: expectation) }
        if values.count > SceneLimits.maximumDefaultsValueCount {
            throw entry.error("\(values.count) numbers; the limit is \(SceneLimits.maximumDefaultsValueCount)")
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            numbers.append(try LocatedValue(value: value, path: ScenePath.element(entry.path, index)).number())
        }
        return numbers
    }
}
