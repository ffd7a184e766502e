import SwiftSyntax

/// `UserDefaults.standard` as a preview finds it (docs/swift-source.md#determinism): empty when the preview starts,
/// then holding what the preview's code sets (`set(_:forKey:)`, `register(defaults:)`, `removeObject(forKey:)`),
/// which its getters and `@AppStorage` read.
extension Evaluator {
    /// A method of the store; nil when `base` is not the store.
    func userDefaultsCall(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard case .opaque("UserDefaults.standard") = base else { return nil }
        switch name {
        case "set", "setValue":
            guard let value = arguments.unlabeled(0), let key = arguments.argument("forKey") else { return nil }
            state.userDefaults[try string(key)] = value.value
            return .tuple([])
        case "removeObject":
            guard let key = arguments.argument("forKey") else { return nil }
            state.userDefaults[try string(key)] = nil
            return .tuple([])
        case "register":
            guard case .dictionary(let entries)? = arguments.argument("defaults")?.value else { return nil }
            for entry in entries {
                guard case .string(let key) = entry.key else { continue }
                state.registeredDefaults[key] = entry.value
            }
            return .tuple([])
        default:
            guard let unset = UserDefaultsStore.getters[name] else { return nil }
            guard let key = arguments.argument("forKey") else { return unset }
            guard let stored = storedDefault(try string(key)) else { return unset }
            return try defaultsValue(stored, as: name, at: node)
        }
    }

    /// What the store holds for `key`: set by the preview's code, else registered.
    func storedDefault(_ key: String) -> Value? { state.userDefaults[key] ?? state.registeredDefaults[key] }

    /// A stored value as a getter reads it: a number for `integer`/`double`/`bool` (`bool` of a number is whether it
    /// is not 0), the value itself for `object`, `string`, `array`, `dictionary`; another kind is an error rather than
    /// a guess at Foundation's conversion.
    private func defaultsValue(_ stored: Value, as getter: String, at node: some SyntaxProtocol) throws -> Value {
        switch (getter, stored) {
        case ("bool", .bool): return stored
        case ("bool", _) where stored.number != nil: return .bool(stored.number != 0)
        case ("integer", .int), ("double", .double), ("float", .float): return stored
        case ("integer", .bool(let flag)): return .int(flag ? 1 : 0)
        case ("double", _) where stored.number != nil: return .double(stored.number ?? 0)
        case ("integer", .double(let value)): return .int(Int(value.rounded(.towardZero)))
        case ("string", .string), ("array", .array), ("stringArray", .array), ("dictionary", .dictionary), ("object", _), ("value", _):
            return stored
        default:
            throw error(.unsupportedSwift, "'UserDefaults.\(getter)(forKey:)' of \(stored.kind) is Foundation's conversion, which is not worked out here",
                        at: node, construct: "UserDefaults.\(getter)(forKey:)")
        }
    }
}
