import SwiftSyntax

/// Foundation's `Scanner` reading a hexadecimal number, and the `CharacterSet`s a string is trimmed by, as hex-colour
/// initializers use them (`Scanner(string: hex).scanHexInt64(&int)`, `CharacterSet.alphanumerics.inverted`).
extension Evaluator {
    static let scannerPrefix = "Scanner:"
    /// The character sets named as `CharacterSet.name` (and `.name`): see ``characterSet(_:)``.
    static let characterSetNames: Set<String> = [
        "whitespaces", "whitespacesAndNewlines", "newlines", "letters", "decimalDigits", "alphanumerics",
        "punctuationCharacters", "uppercaseLetters", "lowercaseLetters",
    ]

    /// `Scanner(string:)`; `CharacterSet(charactersIn:)`.
    func scannerOrCharacterSet(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "Scanner":
            try expect(arguments, labels: ["string"], of: name)
            guard let text = arguments.argument("string") else { throw error(.missingArgument, "'Scanner' needs its string:", at: node) }
            return .opaque(Self.scannerPrefix + (try string(text)))
        case "CharacterSet":
            try expect(arguments, labels: ["charactersIn"], of: name)
            guard let characters = arguments.argument("charactersIn") else { return .member("charactersIn", [Argument(label: nil, value: .string(""), place: place(node))]) }
            return .member("charactersIn", [Argument(label: nil, value: .string(try string(characters)), place: characters.place)])
        default:
            return nil
        }
    }

    /// `scanner.scanHexInt64(&value)` (true, and the number, where the text starts with hexadecimal digits after
    /// blanks and an optional `0x`; false and 0 where it does not) and `scanner.scanUInt64(representation:
    /// .hexadecimal)` (the number, or nil).
    func scannerCall(_ text: String, _ name: String, _ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value? {
        let scanned = Self.scannedHex(text)
        switch name {
        case "scanHexInt64", "scanHexInt32":
            guard let target = call.arguments.first?.expression.as(InOutExprSyntax.self)?.expression else { return nil }
            guard let number = scanned ?? 0 as Int?, number >= 0, name == "scanHexInt64" || number <= Int(UInt32.max) else {
                throw error(.invalidValue, "'\(name)' of '\(text)' gives a number past \(Int.max), which is not held here", at: call)
            }
            try assign(.int(number), to: target, in: scope)
            return .bool(scanned != nil)
        case "scanUInt64" where call.arguments.first?.expression.trimmedDescription == ".hexadecimal":
            guard let number = scanned else { return .null }
            guard number >= 0 else {
                throw error(.invalidValue, "'\(name)' of '\(text)' gives a number past \(Int.max), which is not held here", at: call)
            }
            return .int(number)
        default:
            return nil
        }
    }

    /// The hexadecimal number at the start of `text` (after blanks and an optional `0x`); -1 past `Int.max`; nil when
    /// there is none.
    static func scannedHex(_ text: String) -> Int? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if rest.hasPrefix("0x") || rest.hasPrefix("0X") { rest = rest.dropFirst(2) }
        let digits = rest.prefix { $0.isHexDigit }
        guard !digits.isEmpty else { return nil }
        return Int(digits, radix: 16) ?? -1
    }
}
