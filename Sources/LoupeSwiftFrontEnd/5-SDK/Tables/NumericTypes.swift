/// The standard library's and CoreGraphics' numeric types, each modelled once: the names it goes by and its static
/// members. Adding `Double.leastNormalMagnitude` is one line here (docs/architecture.md#add-an-sdk-type-or-member).
enum NumericTypes {
    /// The numeric types by every name they go by: `TimeInterval` is `Double`, `CGFloat` is a `Double` on 64-bit
    /// platforms, `Float32` is `Float`.
    static let canonicalName: [String: String] = [
        "Double": "Double", "Float64": "Double", "TimeInterval": "Double", "CLLocationDegrees": "Double",
        "CLLocationDistance": "Double", "CGFloat": "Double", "Float": "Float", "Float32": "Float", "Int": "Int",
    ]

    /// `Type.member` for the canonical type.
    static var statics: [String: [String: Value]] { [
        "Double": [
            "zero": .double(0), "pi": .double(.pi), "greatestFiniteMagnitude": .double(.greatestFiniteMagnitude),
            "leastNonzeroMagnitude": .double(.leastNonzeroMagnitude), "leastNormalMagnitude": .double(.leastNormalMagnitude),
            "ulpOfOne": .double(.ulpOfOne), "infinity": .member("infinity", nil),
        ],
        "Float": [
            "zero": .float(0), "pi": .float(.pi), "greatestFiniteMagnitude": .float(.greatestFiniteMagnitude),
            "leastNonzeroMagnitude": .float(.leastNonzeroMagnitude), "leastNormalMagnitude": .float(.leastNormalMagnitude),
            "ulpOfOne": .float(.ulpOfOne),
        ],
        "Int": ["zero": .int(0), "max": .int(.max), "min": .int(.min)],
    ] }

    /// `Type.member` for a numeric type by any of its names; nil for another type or member.
    static func staticMember(_ name: String, of type: String) -> Value? {
        canonicalName[type].flatMap { statics[$0]?[name] }
    }

    /// The canonical type of a numeric type's name, for conversions (`TimeInterval(60)` is `Double(60)`).
    static func canonical(_ type: String) -> String? { canonicalName[type] }
}
