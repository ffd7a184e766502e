import LoupeTestSupport
import LoupeJSON
import Testing
@testable import LoupeScene

/// Random and mutated inputs: the reader and the decoder must answer every one with a value or an error whose
/// position lies inside the input — never a crash, a hang or an out-of-bounds read.
@Suite struct JSONFuzzTests {
    @Test func survivesRandomBytes() {
        var random = SplitMix64(seed: 1)
        let alphabet = Array("{}[]:,\"\\ \n0123456789-+.eEtrufalsn\u{1}".utf8) + [0xC3, 0xA9, 0xFF, 0xED, 0xF0]
        var parsed = 0
        for round in 0..<4000 {
            let length = Int(random.next() % 64)
            let bytes: [UInt8] = (0..<length).map { _ in
                round.isMultiple(of: 2) ? alphabet[Int(random.next() % UInt64(alphabet.count))] : UInt8(truncatingIfNeeded: random.next())
            }
            if check(bytes) { parsed += 1 }
        }
        #expect(parsed > 0 && parsed < 4000)
    }

    @Test func survivesMutatedScenes() {
        var random = SplitMix64(seed: 2)
        let original = Array(FullSceneTests.json.utf8)
        var outcomes = (parsed: 0, decoded: 0)
        for _ in 0..<5000 {
            var bytes = original
            for _ in 0..<(1 + Int(random.next() % 4)) { mutate(&bytes, &random) }
            if check(bytes) { outcomes.parsed += 1 }
            if (try? SceneDecoding.decode(bytes)) != nil { outcomes.decoded += 1 }
        }
        // Some mutations stay valid, most do not: both paths were exercised.
        #expect(outcomes.parsed > 50 && outcomes.parsed < 4950)
        #expect(outcomes.decoded > 10 && outcomes.decoded < outcomes.parsed)
    }

    @Test func roundTripsRandomValues() throws {
        var random = SplitMix64(seed: 3)
        for _ in 0..<500 {
            let value = randomValue(&random, depth: 0)
            let text = serialize(value)
            #expect(try JSONReader.parse(text) == value, "\(text)")
        }
    }

    /// Parses `bytes`; on failure checks the error's position. Returns whether it parsed.
    private func check(_ bytes: [UInt8]) -> Bool {
        do {
            _ = try JSONReader.parse(bytes)
            return true
        } catch {
            #expect(error.offset >= 0 && error.offset <= bytes.count)
            #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
            return false
        }
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        guard !bytes.isEmpty else { bytes.append(UInt8(ascii: "{")); return }
        let position = Int(random.next() % UInt64(bytes.count))
        let interesting = Array("{}[]:,\"\\0-.e1 ".utf8) + [0x80, 0xFF]
        switch random.next() % 6 {
        case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.insert(interesting[Int(random.next() % UInt64(interesting.count))], at: position)
        case 2: bytes.removeSubrange(position..<min(bytes.count, position + 1 + Int(random.next() % 8)))
        case 3:
            let end = min(bytes.count, position + 1 + Int(random.next() % 40))
            bytes.insert(contentsOf: bytes[position..<end], at: Int(random.next() % UInt64(bytes.count)))
        case 4: bytes.removeSubrange(position...)
        default: bytes[position] = interesting[Int(random.next() % UInt64(interesting.count))]
        }
    }

    private func randomValue(_ random: inout SplitMix64, depth: Int) -> JSONValue {
        switch random.next() % (depth > 4 ? 4 : 6) {
        case 0: return .null
        case 1: return .bool(random.next() % 2 == 0)
        case 2:
            let mantissa = Double(Int64(bitPattern: random.next()) % 1_000_000_000)
            return .number(mantissa * [1, 0.001, 1e-9, 1e12, 3.5e100][Int(random.next() % 5)])
        case 3: return .string(randomString(&random))
        case 4: return .array((0..<Int(random.next() % 5)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            var members: [JSONObject.Member] = []
            for index in 0..<Int(random.next() % 5) {
                members.append(.init(key: randomString(&random) + "\(index)", value: randomValue(&random, depth: depth + 1)))
            }
            return .object(JSONObject(members))
        }
    }

    private func randomString(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "€", "😀", "\u{0}", "x y"]
        return (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    private func serialize(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return "\(number)"
        case .string(let text): return serialize(text)
        case .array(let elements): return "[" + elements.map(serialize).joined(separator: ",") + "]"
        case .object(let object):
            return "{" + object.members.map { serialize($0.key) + ":" + serialize($0.value) }.joined(separator: ",") + "}"
        }
    }

    private func serialize(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "😀": result += "\\ud83d\\ude00"  // exercise surrogate pairs
            default:
                if scalar.value < 0x20 { result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16) }
                else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
