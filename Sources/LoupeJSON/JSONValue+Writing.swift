extension JSONValue {
    /// An object from ordered pairs, members in the order given (no check for duplicate keys).
    public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(pairs.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }

    /// A string, or `null` for `nil`.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// The member `key` of an object, else `nil`.
    public func member(_ key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array, else `nil`.
    public func element(_ index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The number, if the value is a number; `nil` for every other case (a numeric string is not converted).
    public var doubleValue: Double? { if case .number(let n) = self { return n }; return nil }
    /// The string, if the value is a string; otherwise `nil`.
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    /// The elements, if the value is an array; otherwise `nil`.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    /// The boolean, if the value is `true` or `false`; otherwise `nil` (numbers are not converted).
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }

    /// The value as JSON text: two-space indentation, members in order, scalar arrays on one line, numbers with at
    /// most `fractionDigits` decimals. Four by default: layout reports hold unrounded layout values, and four
    /// decimals keep 1/3-pt steps readable; a ratio of one pixel in three million needs ten.
    public func serialized(fractionDigits: Int = 4) -> String {
        var out = ""
        write(into: &out, indent: 0, scale: Self.scale(fractionDigits))
        return out
    }

    /// The value as JSON text laid out as ``serialized(fractionDigits:)`` does, every number written exactly (the
    /// shortest text that reads back as the same `Double`): for JSON that is read again, such as a translated scene.
    public func serializedExactly() -> String {
        var out = ""
        write(into: &out, indent: 0, scale: 0)
        return out
    }

    /// `10^digits`, the factor numbers are rounded with (0…15 digits: a Double holds no more).
    private static func scale(_ digits: Int) -> Double {
        (0..<min(max(digits, 0), 15)).reduce(1) { product, _ in product * 10 }
    }

    private func write(into out: inout String, indent: Int, scale: Double) {
        let pad = String(repeating: " ", count: indent)
        let inner = String(repeating: " ", count: indent + 2)
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n, scale: scale)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(into: &out, indent: indent, scale: scale)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: indent + 2, scale: scale)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        case .object(let object):
            if object.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, member) in object.members.enumerated() {
                out += inner
                Self.writeString(member.key, into: &out)
                out += ": "
                member.value.write(into: &out, indent: indent + 2, scale: scale)
                out += i == object.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        }
    }

    /// True for null, booleans, numbers and strings.
    public var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Integers print without a fraction; others rounded to `1/scale` (four decimals by default), trailing zeros
    /// dropped.
    public static func format(_ n: Double, scale: Double = 10_000) -> String {
        guard n.isFinite else { return "null" }
        // Whole numbers first: scaled by 10^10, a pixel count could come back a hair off.
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        // Scale 0 asks for the exact value: Swift's description is the shortest text that reads back the same.
        if scale == 0 { return String(n) }
        // Near Double's limit, scaling overflows to infinity, which is not JSON; numbers that large are whole
        // anyway, so they need no rounding.
        guard (n * scale).isFinite else { return String(n) }
        let rounded = (n * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func writeString(_ s: String, into out: inout String) { out += jsonStringLiteral(s) }
}
