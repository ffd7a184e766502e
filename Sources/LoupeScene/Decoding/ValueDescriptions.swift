import LoupeJSON
/// How values appear in error messages.
enum ValueDescriptions {
    /// What was found, for "expected …, found …": `"wide"`, `12`, `true`, `null`, `an array`, `an object`.
    static func found(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return format(number)
        case .string(let text): return quoted(text)
        case .array(let elements): return elements.isEmpty ? "an empty array" : "an array"
        case .object(let object): return object.isEmpty ? "an empty object" : "an object"
        }
    }

    /// `12` rather than `12.0`; other values as Swift prints them (`0.25`, `1e+20`).
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// `a, b, c`.
    static func list(_ names: [String]) -> String { names.joined(separator: ", ") }

    /// `"a", "b", "c"`.
    static func quotedList(_ names: [String]) -> String { names.map(quoted).joined(separator: ", ") }
}
