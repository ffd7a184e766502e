import Foundation
import LoupeJSON
import LoupeSwiftSource
import Testing

/// A fixed sample of the differential check against the compiler (`scripts/differential/`, docs/reliability.md):
/// expressions of every family, each with the text `swiftc` printed for it, evaluated by the front end as a
/// `Text(verbatim: "\(…)")`. The long run is `scripts/differential/run.py`, outside the suite.
@Suite struct SwiftcAgreementTests {
    struct Case {
        var family: String
        var declarations: String
        var expression: String
        var printed: String
    }

    static let cases: [Case] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/differential/swiftc-seed99.tsv")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescaped(String($0)) }
            return fields.count == 4 ? Case(family: fields[0], declarations: fields[1], expression: fields[2], printed: fields[3]) : nil
        }
    }()

    static func unescaped(_ field: String) -> String {
        var out = ""
        var iterator = field.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else { out.append(character); continue }
            switch next {
            case "t": out.append("\t")
            case "n": out.append("\n")
            case "r": out.append("\r")
            default: out.append(next)
            }
        }
        return out
    }

    @Test func theSampleIsThere() {
        #expect(Self.cases.count >= 250)
        #expect(Set(Self.cases.map(\.family)).count == 9)
    }

    /// Each family's cases in one preview, as the generator's swiftc program held them.
    @Test(arguments: ["int-arith", "float-literal-context", "float-types", "strings", "collections", "structs-enums",
                      "optionals-closures", "dates", "formatting"])
    func agreesWithSwiftc(_ family: String) throws {
        let cases = Self.cases.filter { $0.family == family }
        let source = cases.map(\.declarations).filter { !$0.isEmpty }.joined(separator: "\n") + "\n#Preview {\n    VStack {\n"
            + cases.map { "        Text(verbatim: \"\\(\($0.expression))\")" }.joined(separator: "\n") + "\n    }\n}\n"
        let file = try SwiftSourceFile(text: source, fileName: "\(family).swift")
        let json = try file.scene(for: file.preview(matching: nil)).json
        let texts = json.member("body")?.member("VStack")?.member("content")?.arrayValue?.compactMap {
            $0.member("Text")?.member("string")?.stringValue
        } ?? []
        #expect(texts.count == cases.count)
        for (text, sample) in zip(texts, cases) where text != sample.printed {
            Issue.record("\(family): \(sample.expression) — swiftc printed \(sample.printed), the front end \(text)")
        }
    }
}
