import LoupeCore
import LoupeScene

extension JSONValue {
    /// An object from ordered pairs; `nil` values are written as `null`.
    public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(pairs.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }

    /// A string, or `null` for `nil`.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    static func insets(_ i: EdgeInsets) -> JSONValue {
        .object([("top", .number(i.top)), ("leading", .number(i.leading)),
                 ("bottom", .number(i.bottom)), ("trailing", .number(i.trailing))])
    }

    static func size(_ s: Size) -> JSONValue { .array([.number(s.width), .number(s.height)]) }

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

    public var doubleValue: Double? { if case .number(let n) = self { return n }; return nil }
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }

    /// The value as JSON text: two-space indentation, members in order, scalar arrays on one line, numbers with at
    /// most four decimals (reports are unrounded layout values; four decimals keep 1/3-pt steps readable).
    ///
    /// With `exactNumbers`, numbers are written in full (Swift's shortest form that reads back the same double), for
    /// figures such as a ratio of one pixel in three million that four decimals would show as 0.
    public func serialized(exactNumbers: Bool = false) -> String {
        var out = ""
        write(into: &out, indent: 0, exact: exactNumbers)
        return out
    }

    private func write(into out: inout String, indent: Int, exact: Bool) {
        let pad = String(repeating: " ", count: indent)
        let inner = String(repeating: " ", count: indent + 2)
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += exact ? Self.formatExactly(n) : Self.format(n)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                out += "[" + items.map { $0.serialized(exactNumbers: exact) }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: indent + 2, exact: exact)
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
                member.value.write(into: &out, indent: indent + 2, exact: exact)
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

    /// Integers print without a fraction; others with up to four decimals, trailing zeros dropped.
    /// Integers without a fraction, other numbers in Swift's shortest round-trip form.
    static func formatExactly(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        let rounded = (n * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func writeString(_ s: String, into out: inout String) { out += jsonStringLiteral(s) }
}
