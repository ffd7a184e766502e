import LoupeTestSupport
import Testing
@testable import LoupeJSON

@Suite struct JSONReaderTests {
    @Test func keepsMemberOrderAndTellsBooleansFromNumbers() throws {
        let value = try JSONReader.parse(#"{"z": true, "a": 1, "m": false, "b": 0, "n": null}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.keys == ["z", "a", "m", "b", "n"])
        #expect(object["z"] == .bool(true))
        #expect(object["a"] == .number(1))
        #expect(object["m"] == .bool(false))
        #expect(object["b"] == .number(0))
        #expect(object["n"] == .null)
    }

    @Test func readsNestedArraysAndScalarsAtTheTop() throws {
        #expect(try JSONReader.parse(" [1, [2, []], {}, \"x\"] ") ==
                .array([.number(1), .array([.number(2), .array([])]), .object(JSONObject()), .string("x")]))
        #expect(try JSONReader.parse("42") == .number(42))
        #expect(try JSONReader.parse("\"top\"") == .string("top"))
        #expect(try JSONReader.parse("\u{FEFF}[]") == .array([]))  // a leading byte-order mark is skipped
    }

    @Test func decodesEscapesAndUnicode() throws {
        let text = #""q\" b\\ s\/ \b\f\n\r\t \u0041\u00e9\u20AC \ud83d\ude00 é€😀""#
        #expect(try JSONReader.parse(text) == .string("q\" b\\ s/ \u{08}\u{0C}\n\r\t Aé€ 😀 é€😀"))
        #expect(try JSONReader.parse(#""\u0000""#) == .string("\u{0}"))
    }

    @Test(arguments: [
        "0", "-0", "1", "-1", "12.5", "0.1", "0.3", "1e3", "1E-3", "2.5e+2", "123456789012345", "1234567890123456789",
        "9007199254740993", "0.000001", "1e-7", "1e22", "1e23", "4.35", "1.7976931348623157e308", "5e-324",
        "3.141592653589793238462643383279", "1e-400", "123.456e-30",
    ])
    func convertsNumbersLikeTheStandardLibrary(literal: String) throws {
        #expect(try JSONReader.parse(literal) == .number(Double(literal)!))
    }

    @Test func convertsRandomDecimalsExactly() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let digits = String(random.next() % 10_000_000_000_000_000)
            let exponent = Int(random.next() % 60) - 30
            let literal = "\(digits).\(random.next() % 1000)e\(exponent)"
            #expect(try JSONReader.parse(literal) == .number(Double(literal)!), "\(literal)")
        }
    }

    @Test func rejectsNumbersOutOfRange() {
        #expect(syntaxError("[1, 1e400]") == "1:5: number 1e400 is out of range")
        #expect(syntaxError("-1e309") == "1:1: number -1e309 is out of range")
    }

    @Test func reportsSyntaxErrorsWithLineAndColumn() {
        #expect(syntaxError("{\n  \"a\": 1,\n  \"b\": 2 \"c\": 3\n}") == "3:10: expected ',' or '}' after an object member")
        #expect(syntaxError("[1 2]") == "1:4: expected ',' or ']' after an array element")
        #expect(syntaxError("{\"a\" 1}") == "1:6: expected ':' after an object key, found '1'")
        #expect(syntaxError("{a: 1}") == "1:2: expected a string key or '}', found 'a'")
        #expect(syntaxError("{\"a\": 1,}") == "1:9: expected a string key after ',' (no trailing commas)")
        #expect(syntaxError("[1,]") == "1:4: expected a value after ',' (no trailing commas)")
        #expect(syntaxError("[01]") == "1:2: invalid number: leading zeros are not allowed")
        #expect(syntaxError("[1.]") == "1:4: invalid number: expected a digit after '.'")
        #expect(syntaxError("[-x]") == "1:3: invalid number: expected a digit after '-'")
        #expect(syntaxError("[1e]") == "1:4: invalid number: expected a digit in the exponent")
        #expect(syntaxError("[tru]") == "1:2: invalid literal; expected true, false or null")
        #expect(syntaxError("[True]") == "1:2: expected a value (an object, array, string, number, true, false or null), found 'T'")
        #expect(syntaxError("[1] x") == "1:5: unexpected 'x' after the top-level value")
        #expect(syntaxError("") == "1:1: unexpected end of input; expected a value")
        #expect(syntaxError("  \n ") == "2:2: unexpected end of input; expected a value")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(syntaxError("[\"é€😀\" x]") == "1:8: expected ',' or ']' after an array element")
    }

    @Test func reportsTruncatedInputAtTheEndNamingWhatIsOpen() {
        #expect(syntaxError("{\n  \"body\": {\"ZStack\": [1, 2") ==
                "2:27: unexpected end of input: the array opened at 2:22 is not closed")
        #expect(syntaxError("{\"a\": 1") == "1:8: unexpected end of input: the object opened at 1:1 is not closed")
        #expect(syntaxError("{\"a\": \"xy") == "1:10: unexpected end of input: the string opened at 1:7 is not closed")
        #expect(syntaxError("{\"a\"") == "1:5: unexpected end of input: the object opened at 1:1 is not closed")
        #expect(syntaxError("[\"\\") == "1:4: unexpected end of input in an escape sequence")
    }

    @Test func rejectsBadStrings() {
        #expect(syntaxError("[\"a\nb\"]") == "1:4: control character U+000A in a string; write it as an escape such as \\n or \\u000A")
        #expect(syntaxError(#"["\x"]"#) == #"1:3: invalid escape sequence \x in a string"#)
        #expect(syntaxError(#"["\u12G4"]"#) == #"1:3: invalid \u escape: expected four hexadecimal digits"#)
        #expect(syntaxError(#"["\ud800"]"#) == #"1:3: unpaired surrogate \uD800 in a string"#)
        #expect(syntaxError(#"["\udc00"]"#) == #"1:3: unpaired surrogate \uDC00 in a string"#)
        #expect(syntaxError(#"["\ud800\u0041"]"#) == #"1:3: unpaired surrogate \uD800 in a string"#)
    }

    @Test func rejectsInvalidUTF8() {
        #expect(bytesError([0x22, 0xFF, 0x22]) == "1:2: invalid UTF-8 byte 0xFF in a string")
        #expect(bytesError([0x22, 0xC0, 0xAF, 0x22]) == "1:2: invalid UTF-8 byte 0xC0 in a string")  // overlong '/'
        #expect(bytesError([0x22, 0xED, 0xA0, 0x80, 0x22]) == "1:2: invalid UTF-8 sequence in a string")  // surrogate
        #expect(bytesError([0x22, 0xE2, 0x82]) == "1:2: truncated UTF-8 sequence in a string")
        #expect(bytesError([0x5B, 0xC3, 0xA9, 0x5D]) ==
                "1:2: expected a value (an object, array, string, number, true, false or null), found byte 0xC3")
    }

    @Test func rejectsDuplicateKeysInSmallAndLargeObjects() {
        #expect(syntaxError(#"{"a": 1, "b": 2, "a": 3}"#) == #"1:18: duplicate key "a" in this object"#)
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(syntaxError("{\(members), \"k3\": 0}") == "1:\(members.count + 4): duplicate key \"k3\" in this object")
    }

    @Test func limitsNestingDepthWithoutRecursingFurther() throws {
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(throws: Never.self) { try JSONReader.parse(deepest) }
        let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(syntaxError(tooDeep) == "1:257: arrays and objects are nested more than 256 levels deep")
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        #expect(syntaxError(hostile) == "1:1281: arrays and objects are nested more than 256 levels deep")
    }

    @Test func limitsInputSize() {
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: JSONReader.maximumInputSize + 1)
        bytes[0] = UInt8(ascii: "0")
        #expect(bytesError(bytes) == "1:8388609: the input is 8388609 bytes; the limit is 8388608 bytes (8 MiB)")
    }

    private func syntaxError(_ text: String) -> String? { bytesError(Array(text.utf8)) }

    private func bytesError(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONReader.parse(bytes)
            return nil
        } catch {
            return error.description
        }
    }
}

@Suite struct JSONReaderVolumeTests {
    /// About half a megabyte of scene-like JSON: every element comes back, in order, with its numbers and strings intact.
    @Test func readsHalfAMegabyteOfSceneLikeJSON() throws {
        let items = (0..<2000).map { index in
            #"{"id": "v\#(index)", "Color": {"red": 0.25, "green": 0.5, "blue": 1}, "modifiers": [{"frame": {"width": \#(index).5, "height": 44}}, {"padding": {"edges": ["top", "leading"], "length": 8}}, {"overlay": {"alignment": "topLeading", "content": {"Text": "Hello é \#(index)"}}}]}"#
        }
        let text = "{\"body\": {\"VStack\": [\n" + items.joined(separator: ",\n") + "\n]}}"
        #expect(text.utf8.count > 500_000)
        guard case .object(let root) = try JSONReader.parse(text), case .object(let body)? = root["body"],
              case .array(let views)? = body["VStack"], case .object(let last)? = views.last,
              case .array(let modifiers)? = last["modifiers"], case .object(let frameModifier) = modifiers[0],
              case .object(let frame)? = frameModifier["frame"]
        else { Issue.record("unexpected structure"); return }
        #expect(views.count == 2000)
        #expect(last["id"] == .string("v1999"))
        #expect(frame["width"] == .number(1999.5))
        #expect(last.keys == ["id", "Color", "modifiers"])
    }
}
