/// The recursive-descent parser behind ``JSONReader``. It reads straight from a byte buffer; every access is
/// guarded by an explicit end check, so no input can make it read out of bounds.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describeByte(at: index)) after the top-level value") }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        default:
            throw error("expected a value (an object, array, string, number, true, false or null), found "
                        + describeByte(at: index))
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        var matched = 0
        while matched < count, index < bytes.count, bytes[index] == literal.utf8Start[matched] {
            index += 1
            matched += 1
        }
        if matched < count {
            throw error(at: start, "invalid literal; expected true, false or null")
        }
    }

    private mutating func enterContainer(openedAt open: Int) throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONReader.maximumDepth {
            throw error(at: open, "arrays and objects are nested more than \(JSONReader.maximumDepth) levels deep")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let open = index
        index += 1
        try enterContainer(openedAt: open)
        var members: [JSONObject.Member] = []
        // Small objects find duplicates by scanning; large ones switch to a set.
        var keySet: Set<String>?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(JSONObject())
        }
        while true {
            guard index < bytes.count else { throw unclosed("object", openedAt: open) }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if members.isEmpty { throw error("expected a string key or '}', found \(describeByte(at: index))") }
                if bytes[index] == UInt8(ascii: "}") { throw error("expected a string key after ',' (no trailing commas)") }
                throw error("expected a string key after ',', found \(describeByte(at: index))")
            }
            let keyOffset = index
            let key = try parseString()
            if keySet == nil, members.count >= 16 { keySet = Set(members.map(\.key)) }
            let isDuplicate = keySet.map { $0.contains(key) } ?? members.contains { $0.key == key }
            if isDuplicate { throw error(at: keyOffset, "duplicate key \(jsonStringLiteral(key, maximumScalars: 40)) in this object") }
            keySet?.insert(key)
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("object", openedAt: open) }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after an object key, found \(describeByte(at: index))")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONObject.Member(key: key, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("object", openedAt: open) }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(JSONObject(members))
            default:
                throw error("expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let open = index
        index += 1
        try enterContainer(openedAt: open)
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            guard index < bytes.count else { throw unclosed("array", openedAt: open) }
            if bytes[index] == UInt8(ascii: "]") { throw error("expected a value after ',' (no trailing commas)") }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("array", openedAt: open) }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default:
                throw error("expected ',' or ']' after an array element")
            }
        }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes, so the string is a slice of the input.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(byte) }
            if byte < 0x80 { index += 1 } else { try skipUTF8Sequence() }
        }
        guard index < bytes.count else { throw unclosed("string", openedAt: open) }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try parseEscape(into: &buffer)
            } else if byte < 0x20 {
                throw controlCharacter(byte)
            } else if byte < 0x80 {
                buffer.append(byte)
                index += 1
            } else {
                let sequenceStart = index
                try skipUTF8Sequence()
                buffer.append(contentsOf: bytes[sequenceStart..<index])
            }
        }
        throw unclosed("string", openedAt: open)
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unexpected end of input in an escape sequence") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4(escapeStart: escapeStart)
            if (0xDC00...0xDFFF).contains(scalar) {
                throw error(at: escapeStart, "unpaired surrogate \\u\(hex4(scalar)) in a string")
            }
            if (0xD800...0xDBFF).contains(scalar) {
                let lowStart = index
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw error(at: escapeStart, "unpaired surrogate \\u\(hex4(scalar)) in a string") }
                index += 2
                let low = try parseHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(at: escapeStart, "unpaired surrogate \\u\(hex4(scalar)) in a string")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            appendUTF8(scalar, to: &buffer)
        default:
            throw error(at: escapeStart, "invalid escape sequence \\\(describeEscaped(byte)) in a string")
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigitValue(bytes[index]) else {
                throw error(at: escapeStart, "invalid \\u escape: expected four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Checks one multi-byte UTF-8 sequence (RFC 3629: no overlongs, no surrogates, nothing past U+10FFFF).
    private mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error("invalid UTF-8 byte 0x\(hex2(lead)) in a string")
        }
        for offset in 1..<length {
            let position = index + offset
            guard position < bytes.count else { throw error("truncated UTF-8 sequence in a string") }
            let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(bytes[position]) else { throw error("invalid UTF-8 sequence in a string") }
        }
        index += length
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        var accumulator = DecimalAccumulator()
        if bytes[index] == UInt8(ascii: "-") {
            accumulator.isNegative = true
            index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("invalid number: expected a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error(at: start, "invalid number: leading zeros are not allowed")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                accumulator.addIntegerDigit(bytes[index] &- UInt8(ascii: "0"))
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit after '.'")
            }
            while index < bytes.count, isDigit(bytes[index]) {
                accumulator.addFractionDigit(bytes[index] &- UInt8(ascii: "0"))
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentIsNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit in the exponent")
            }
            var exponent = 0
            while index < bytes.count, isDigit(bytes[index]) {
                // Saturate: anything this large overflows or underflows a Double anyway.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            accumulator.exponent += exponentIsNegative ? -exponent : exponent
        }
        if let exact = accumulator.exactValue { return exact }
        // Slow path: the standard library's correctly rounded conversion.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(at: start, "number \(text) is out of range")
        }
        return value
    }

    // MARK: Whitespace and errors

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    func error(_ message: String) -> JSONSyntaxError { error(at: index, message) }

    func error(at offset: Int, _ message: String) -> JSONSyntaxError {
        let position = TextPosition.lineAndColumn(of: offset, in: bytes)
        return JSONSyntaxError(message: message, offset: offset, line: position.line, column: position.column)
    }

    private func unclosed(_ what: String, openedAt open: Int) -> JSONSyntaxError {
        let position = TextPosition.lineAndColumn(of: open, in: bytes)
        return error("unexpected end of input: the \(what) opened at \(position.line):\(position.column) is not closed")
    }

    private func controlCharacter(_ byte: UInt8) -> JSONSyntaxError {
        error("control character U+00\(hex2(byte)) in a string; write it as an escape such as \\n or \\u00\(hex2(byte))")
    }

    private func describeByte(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex2(byte))"
    }

    private func describeEscaped(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "<0x\(hex2(byte))>"
    }
}

// MARK: Small helpers

private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

private func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

private let hexDigits = Array("0123456789ABCDEF")

/// Two uppercase hexadecimal digits: `hex2(0xC3) == "C3"`.
func hex2(_ byte: UInt8) -> String { String([hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]) }

private func hex4(_ value: UInt32) -> String { hex2(UInt8(value >> 8 & 0xFF)) + hex2(UInt8(value & 0xFF)) }

private func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
        buffer.append(UInt8(scalar))
    case 0x80..<0x800:
        buffer.append(UInt8(0xC0 | scalar >> 6))
        buffer.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
        buffer.append(UInt8(0xE0 | scalar >> 12))
        buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        buffer.append(UInt8(0x80 | scalar & 0x3F))
    default:
        buffer.append(UInt8(0xF0 | scalar >> 18))
        buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
        buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        buffer.append(UInt8(0x80 | scalar & 0x3F))
    }
}
