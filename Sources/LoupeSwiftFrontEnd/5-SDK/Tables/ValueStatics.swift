/// The static members of Foundation's and CoreGraphics' value types that are constants, each type once: `Date.now`,
/// `CGSize.zero`, `CGRect.zero`. A preview's `Date()` is the fixed date (docs/swift-source.md#determinism).
enum ValueStatics {
    /// `Type.member` by type, then member.
    static var table: [String: [String: Value]] { [
        "Date": [
            "now": .date(Evaluator.fixedNow), "distantPast": .date(-63_114_076_800), "distantFuture": .date(63_113_904_000),
        ],
        "CGSize": ["zero": .size(0, 0)],
        "CGPoint": ["zero": .point(0, 0)],
        "CGRect": ["zero": .rect(x: 0, y: 0, width: 0, height: 0)],
        "UserDefaults": ["standard": UserDefaultsStore.store],
    ] }

    /// An implicit member (`.zero`, `.now`) where a value of `type` is declared or taken: that type's constant; nil for
    /// another value or member.
    static func implicit(_ value: Value, as type: String) -> Value? {
        guard case .member(let name, nil) = value else { return nil }
        return member(name, of: type)
    }

    /// `Type.member` when it is one of these constants; nil otherwise.
    static func member(_ name: String, of type: String) -> Value? {
        NumericTypes.staticMember(name, of: type) ?? table[type]?[name]
    }
}
