import LoupeJSON
/// A JSON value together with its path in the scene, and the typed reads every decoder builds on. Each read
/// either returns a value of the asked type or throws a ``SceneError`` that says what was expected and what
/// was found.
struct LocatedValue {
    let value: JSONValue
    let path: String

    func member(_ key: String, _ value: JSONValue) -> LocatedValue {
        LocatedValue(value: value, path: ScenePath.member(path, key))
    }

    func error(_ message: String) -> SceneError {
        SceneError(path: path.isEmpty ? ScenePath.rootName : path, message: message)
    }

    /// "expected <what>, found <the value>".
    func mismatch(expected what: String) -> SceneError {
        error("expected \(what), found \(ValueDescriptions.found(value))")
    }

    // MARK: Structure

    func object(expected what: String = "an object") throws(SceneError) -> JSONObject {
        guard case .object(let object) = value else { throw mismatch(expected: what) }
        return object
    }

    func elements(expected what: String = "an array") throws(SceneError) -> [LocatedValue] {
        guard case .array(let values) = value else { throw mismatch(expected: what) }
        return values.enumerated().map { LocatedValue(value: $1, path: ScenePath.element(path, $0)) }
    }

    // MARK: Scalars

    func bool() throws(SceneError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(expected: "true or false") }
        return flag
    }

    /// `true`, the only value of switch-like modifiers such as `clipped`.
    func requireTrue(_ what: String = "true") throws(SceneError) {
        guard case .bool(true) = value else { throw mismatch(expected: what) }
    }

    /// A string of 1…`maximumLength` characters (empty strings are allowed when `allowEmpty`).
    func string(maximumLength: Int = SceneLimits.maximumStringLength, allowEmpty: Bool = false) throws(SceneError) -> String {
        guard case .string(let text) = value else { throw mismatch(expected: "a string") }
        if !allowEmpty, text.isEmpty { throw error("expected a non-empty string") }
        // The UTF-8 length bounds the character count, so the exact count is only needed for long strings.
        if text.utf8.count > maximumLength, text.count > maximumLength {
            throw error("the string is \(text.count) characters long; the limit is \(maximumLength)")
        }
        return text
    }

    /// One of `names`, which are listed in the error otherwise, followed by `note` in parentheses.
    func name(in names: [String], note: String = "") throws(SceneError) -> String {
        guard case .string(let text) = value, names.contains(text) else {
            let suffix = note.isEmpty ? "" : " (\(note))"
            throw mismatch(expected: "one of \(ValueDescriptions.list(names))\(suffix)")
        }
        return text
    }

    /// A number within ±``SceneLimits/maximumMagnitude``.
    func number() throws(SceneError) -> Double {
        guard case .number(let number) = value else { throw mismatch(expected: "a number") }
        try checkMagnitude(number)
        return number
    }

    /// A number ≥ 0 within the magnitude limit.
    func nonNegativeNumber() throws(SceneError) -> Double {
        guard case .number(let number) = value else { throw mismatch(expected: "a number") }
        if number < 0 { throw error("expected a number ≥ 0, found \(ValueDescriptions.format(number))") }
        try checkMagnitude(number)
        return number
    }

    /// A number in `range`.
    func number(in range: ClosedRange<Double>) throws(SceneError) -> Double {
        guard case .number(let number) = value, range.contains(number) else {
            throw mismatch(expected: "a number from \(ValueDescriptions.format(range.lowerBound)) to "
                           + ValueDescriptions.format(range.upperBound))
        }
        return number
    }

    /// An integer in `range` (a JSON number with no fractional part).
    func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        guard case .number(let number) = value, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound)
        else { throw mismatch(expected: "an integer from \(range.lowerBound) to \(range.upperBound)") }
        return Int(number)
    }

    /// `[a, b]`: two numbers within the magnitude limit.
    func pair() throws(SceneError) -> (Double, Double) {
        guard case .array(let values) = value, values.count == 2,
              case .number(let first) = values[0], case .number(let second) = values[1]
        else { throw mismatch(expected: "an array of two numbers") }
        try checkMagnitude(first)
        try checkMagnitude(second)
        return (first, second)
    }

    private func checkMagnitude(_ number: Double) throws(SceneError) {
        if abs(number) > SceneLimits.maximumMagnitude {
            throw error("\(ValueDescriptions.format(number)) is out of range; values are limited to ±"
                        + ValueDescriptions.format(SceneLimits.maximumMagnitude))
        }
    }
}
