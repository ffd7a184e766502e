import LoupeJSON
import SwiftSyntax

/// Texts joined by `+` and texts styled by markdown (`docs/swift-source.md#text-runs`): one `Text` of runs, each with
/// its own style, wrapped together.
extension Evaluator {
    /// `Text("a") + Text("b").bold()`; nil unless both sides are texts.
    func joinedTexts(_ left: BuiltView, _ right: BuiltView, at node: some SyntaxProtocol) throws -> BuiltView? {
        guard left.kind == "Text", right.kind == "Text" else { return nil }
        let runs = try textRuns(of: left, at: node) + textRuns(of: right, at: node)
        guard case .view(let joined) = try made("Text", .object([("runs", .array(runs.map { .json($0) }))]), at: node) else {
            return nil
        }
        return joined
    }

    /// A text's runs in the scene's form: its own runs, or itself as one; the text modifiers on it style every run.
    private func textRuns(of view: BuiltView, at node: some SyntaxProtocol) throws -> [JSONValue] {
        var base: [JSONObject] = []
        var inherited: [JSONObject.Member] = []
        // A text's parameters hold no view: their JSON is what a scene writes.
        var map = SourceMap()
        switch Optional(view.parameters.serialized(at: "text", into: &map)) {
        case .string(let text)?:
            base = [JSONObject([.init(key: "string", value: .string(text))])]
        case .object(let object)?:
            if case .array(let runs)? = object["runs"] {
                base = runs.compactMap { if case .object(let run) = $0 { run } else { nil } }
            } else {
                base = [JSONObject([.init(key: "string", value: object["string"] ?? .string(""))])]
                for key in ["font", "underline", "strikethrough"] {
                    if let value = object[key] { inherited.append(.init(key: key, value: value)) }
                }
            }
        default:
            base = []
        }
        for modifier in view.modifiers {
            let value = modifier.value.serialized(at: "modifier", into: &map)
            switch modifier.name {
            case "bold": if case .bool(true) = value { inherited.append(.init(key: "bold", value: .bool(true))) }
            case "italic": if case .bool(true) = value { inherited.append(.init(key: "italic", value: .bool(true))) }
            case "fontWeight":
                // Runs are regular or bold: semibold and heavier weights set the bold face.
                if case .string(let weight) = value, ["semibold", "bold", "heavy", "black"].contains(weight) {
                    inherited.append(.init(key: "bold", value: .bool(true)))
                }
            case "fontDesign": if case .string("monospaced") = value { inherited.append(.init(key: "monospaced", value: .bool(true))) }
            case "font": inherited.append(.init(key: "font", value: value))
            case "foregroundStyle": inherited.append(.init(key: "color", value: value))
            default:
                throw SwiftSourceError(.unsupportedSwift,
                                       "'.\(modifier.name)' on a text joined with '+' is not supported (bold, italic, fontWeight, fontDesign, font and foregroundStyle are)",
                                       at: modifier.place)
            }
        }
        return base.map { run in
            var members = run.members
            for member in inherited where !members.contains(where: { $0.key == member.key }) { members.append(member) }
            return .object(JSONObject(members))
        }
    }

    // MARK: - Markdown

    /// The inline markdown a `Text`'s string literal is read with: `**strong**` or `__strong__`, `*emphasis*` or
    /// `_emphasis_`, `` `code` ``, `~~strikethrough~~`, `[link](url)`. Nil when the string has none.
    static func markdownRuns(_ string: String) -> [(text: String, bold: Bool, italic: Bool, code: Bool, strike: Bool, link: Bool)]? {
        var runs: [(text: String, bold: Bool, italic: Bool, code: Bool, strike: Bool, link: Bool)] = []
        var bold = false, italic = false, strike = false
        var current = ""
        var sawMarkup = false
        let characters = Array(string)
        var index = 0
        func flush(code: Bool = false, link: Bool = false) {
            if !current.isEmpty { runs.append((current, bold, italic, code, strike, link)) }
            current = ""
        }
        while index < characters.count {
            let c = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if c == "\\", let next, "*_`~[]\\".contains(next) {
                current.append(next); index += 2; continue
            }
            if (c == "*" || c == "_"), next == c {
                flush(); bold.toggle(); sawMarkup = true; index += 2; continue
            }
            if c == "~", next == "~" {
                flush(); strike.toggle(); sawMarkup = true; index += 2; continue
            }
            if c == "*" || c == "_" {
                // `_` inside a word (snake_case) is a character, as CommonMark reads it.
                let previous = index > 0 ? characters[index - 1] : " "
                if c == "_", previous.isLetter || previous.isNumber, let next, next.isLetter || next.isNumber {
                    current.append(c); index += 1; continue
                }
                flush(); italic.toggle(); sawMarkup = true; index += 1; continue
            }
            if c == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
                flush()
                current = String(characters[(index + 1)..<end])
                flush(code: true)
                sawMarkup = true; index = end + 1; continue
            }
            if c == "[", let close = characters[(index + 1)...].firstIndex(of: "]"), close + 1 < characters.count,
               characters[close + 1] == "(", let end = characters[(close + 2)...].firstIndex(of: ")") {
                flush()
                current = String(characters[(index + 1)..<close])
                flush(link: true)
                sawMarkup = true; index = end + 1; continue
            }
            current.append(c)
            index += 1
        }
        flush()
        // Unclosed markers are characters after all: the string as written.
        guard sawMarkup, !bold, !italic, !strike else { return nil }
        return runs
    }

    /// A `Text` of a string literal with markdown: its runs, each styled as its markup says (a link in the accent
    /// colour); the text's other parameters kept.
    func markdownText(_ string: String, parameters: [(String, SceneNode)], at node: some SyntaxProtocol) throws -> BuiltView? {
        guard let runs = Self.markdownRuns(string), !runs.isEmpty else { return nil }
        let json: [SceneNode] = runs.map { run in
            var members: [JSONObject.Member] = [.init(key: "string", value: .string(run.text))]
            if run.bold { members.append(.init(key: "bold", value: .bool(true))) }
            if run.italic { members.append(.init(key: "italic", value: .bool(true))) }
            if run.code { members.append(.init(key: "monospaced", value: .bool(true))) }
            if run.strike { members.append(.init(key: "strikethrough", value: .bool(true))) }
            if run.link { members.append(.init(key: "color", value: Self.accentColor)) }
            return .json(.object(JSONObject(members)))
        }
        let rest = parameters.filter { $0.0 != "string" }
        guard case .view(let view) = try made("Text", .object([("runs", .array(json))] + rest), at: node) else { return nil }
        return view
    }

    /// A `Text` of a literal with interpolated `Image(systemName:)`s: its text between them and a symbol run for each.
    func symbolText(_ text: InterpolatedString, at node: some SyntaxProtocol) throws -> BuiltView {
        var runs: [SceneNode] = []
        var symbols = text.symbols[...]
        for (index, piece) in text.text.split(separator: Self.symbolMarker, omittingEmptySubsequences: false).enumerated() {
            if index > 0, let symbol = symbols.popFirst() {
                runs.append(.json(.object(JSONObject([.init(key: "symbol", value: .string(symbol))]))))
            }
            if !piece.isEmpty { runs.append(.json(.object(JSONObject([.init(key: "string", value: .string(String(piece)))])))) }
        }
        guard case .view(let view) = try made("Text", .object([("runs", .array(runs))]), at: node) else {
            throw error(.unsupportedSwift, "a Text with symbols could not be made", at: node)
        }
        return view
    }
}
