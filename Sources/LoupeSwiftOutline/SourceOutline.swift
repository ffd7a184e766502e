/// The top-level shape of a Swift file, found by scanning its bytes without parsing them: its declarations with
/// braced bodies (types, extensions, functions), what each declares and mentions, and what the rest of the file
/// declares and mentions. The front end parses only the declarations a preview can reach: parsing is most
/// of what reading a file costs, and most of a large file or module is code no preview uses.
///
/// The scan knows comments, string literals (multi-line, raw, with interpolations) and `#/regex/#` literals. When it
/// is unsure of a file's structure — braces that do not balance, a literal left open — there is no outline and the
/// whole file is parsed.
///
/// ```swift
/// if let outline = SourceOutline(text) {
///     for declaration in outline.declarations { print(declaration.kind, declaration.name, declaration.range) }
/// }
/// ```
public struct SourceOutline: Sendable {
    public struct Declaration: Sendable {
        public enum Kind: Sendable { case type, extensionOf, function }
        public var kind: Kind
        /// A type's or function's name; for an extension, the first component of the type it extends.
        public var name: String
        /// What its body declares one level in (`func card`, `static let brand`): how an extension of another
        /// module's type is reached.
        public var memberNames: Set<String>
        /// Its bytes, from its first attribute or modifier to its closing brace.
        public var range: Range<Int>
        /// The identifiers of its header (`struct Card: View where …`): its conformances among them.
        public var headerNames: Set<String>
        /// Whether its header names `PreviewProvider`: previews, always kept in the preview's own file.
        public var isPreviewProvider: Bool { headerNames.contains("PreviewProvider") }
        /// Whether its header names `View`: a view, which a view of SwiftUI's or Loupe's of the same name wins over.
        public var isView: Bool { headerNames.contains("View") }
        /// A function named by an operator (`func +`), which no identifier mentions: always kept.
        public var isOperator: Bool
    }

    public var declarations: [Declaration]
    /// Names the rest of the file declares at the top level (`let samples = …`, `typealias`).
    public var otherNames: Set<String>
    /// Every identifier outside comments, with its offset, in file order.
    public var identifiers: [(name: Substring, offset: Int)]

    /// The identifiers inside `range`.
    public func mentions(in range: Range<Int>) -> Set<String> {
        var found: Set<String> = []
        var low = 0, high = identifiers.count
        while low < high {
            let middle = (low + high) / 2
            if identifiers[middle].offset < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < identifiers.count, identifiers[index].offset < range.upperBound {
            found.insert(String(identifiers[index].name))
            index += 1
        }
        return found
    }

    /// The identifiers outside every declaration.
    public var otherMentions: Set<String> {
        var found: Set<String> = []
        var next = 0
        for identifier in identifiers {
            while next < declarations.count, declarations[next].range.upperBound <= identifier.offset { next += 1 }
            if next < declarations.count, declarations[next].range.contains(identifier.offset) { continue }
            found.insert(String(identifier.name))
        }
        return found
    }

    /// The outline of `text`, or nil when the scan cannot be sure of its structure.
    public init?(_ text: String) {
        var lexer = OutlineLexer(Array(text.utf8))
        guard let tokens = lexer.tokens() else { return nil }
        identifiers = lexer.identifiers
        guard let found = Self.structure(tokens, text: lexer.bytes) else { return nil }
        (declarations, otherNames) = found
    }

    private static let introducers: Set<Substring> = ["struct", "class", "enum", "actor", "protocol", "extension", "func"]
    private static let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "package", "open",
                                                     "final", "indirect", "nonisolated", "static"]
    private static let memberIntroducers: Set<Substring> = ["func", "var", "let", "case", "struct", "class", "enum",
                                                            "actor", "typealias"]

    /// The declarations among the top-level tokens, and the names the rest declares; nil when braces do not balance.
    private static func structure(_ tokens: [OutlineToken],
                                  text: [UInt8]) -> (declarations: [Declaration], otherNames: Set<String>)? {
        var declarations: [Declaration] = []
        var otherNames: Set<String> = []
        var depth = 0
        var pendingStart: Int?
        var index = 0
        func word(_ token: OutlineToken) -> Substring? {
            token.kind == .identifier ? Substring(decoding: text[token.range], as: UTF8.self) : nil
        }
        /// The index after the bracket closing the one at `open`, or nil.
        func skipGroup(from open: Int) -> Int? {
            var nesting = 0
            var index = open
            while index < tokens.count {
                switch tokens[index].kind {
                case .open: nesting += 1
                case .close:
                    nesting -= 1
                    if nesting == 0 { return index + 1 }
                    if nesting < 0 { return nil }
                default: break
                }
                index += 1
            }
            return nil
        }
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 {
                if token.kind == .at, index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    pendingStart = pendingStart ?? token.range.lowerBound
                    index += 2
                    if index < tokens.count, tokens[index].kind == .open, tokens[index].byte == UInt8(ascii: "("),
                       tokens[index].range.lowerBound == tokens[index - 1].range.upperBound {
                        guard let after = skipGroup(from: index) else { return nil }
                        index = after
                    }
                    continue
                }
                if let name = word(token), modifiers.contains(name) {
                    pendingStart = pendingStart ?? token.range.lowerBound
                    index += 1
                    if index < tokens.count, tokens[index].kind == .open, tokens[index].byte == UInt8(ascii: "(") {
                        guard let after = skipGroup(from: index) else { return nil }
                        index = after
                    }
                    continue
                }
                if let keyword = word(token), introducers.contains(keyword) {
                    guard let found = declaration(at: index, keyword: keyword, start: pendingStart ?? token.range.lowerBound,
                                                  tokens: tokens, text: text, word: word) else { return nil }
                    declarations.append(found.declaration)
                    index = found.next
                    pendingStart = nil
                    continue
                }
                if let keyword = word(token), keyword == "let" || keyword == "var" || keyword == "typealias",
                   index + 1 < tokens.count, let name = word(tokens[index + 1]) {
                    otherNames.insert(unquoted(name))
                }
            }
            pendingStart = nil
            switch token.kind {
            case .open where token.byte == UInt8(ascii: "{"): depth += 1
            case .close where token.byte == UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return nil }
            default: break
            }
            index += 1
        }
        return depth == 0 ? (declarations, otherNames) : nil
    }

    /// The declaration whose keyword is at `index`: its name, header and braced body.
    private static func declaration(at index: Int, keyword: Substring, start: Int, tokens: [OutlineToken], text: [UInt8],
                                    word: (OutlineToken) -> Substring?) -> (declaration: Declaration, next: Int)? {
        guard index + 1 < tokens.count else { return nil }
        let nameToken = tokens[index + 1]
        let name = word(nameToken).map(unquoted) ?? ""
        let isOperator = keyword == "func" && nameToken.kind == .other
        var headerNames: Set<String> = []
        // The body's `{`: the first at the header's own nesting (default arguments may hold closures).
        var nesting = 0
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if nesting == 0, token.kind == .open, token.byte == UInt8(ascii: "{") { break }
            switch token.kind {
            case .open: nesting += 1
            case .close:
                nesting -= 1
                if nesting < 0 { return nil }
            default:
                if let name = word(token) { headerNames.insert(String(name)) }
            }
            cursor += 1
        }
        guard cursor < tokens.count else { return nil }
        // The body, to its closing brace; what it declares one level in.
        var depth = 0
        var memberNames: Set<String> = []
        while cursor < tokens.count {
            let token = tokens[cursor]
            switch token.kind {
            case .open where token.byte == UInt8(ascii: "{"): depth += 1
            case .close where token.byte == UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    let kind: Declaration.Kind = keyword == "extension" ? .extensionOf : keyword == "func" ? .function : .type
                    return (Declaration(kind: kind, name: name, memberNames: memberNames,
                                        range: start..<token.range.upperBound, headerNames: headerNames,
                                        isOperator: isOperator), cursor + 1)
                }
            default:
                if depth == 1, let introducer = word(token), memberIntroducers.contains(introducer),
                   cursor + 1 < tokens.count, let member = word(tokens[cursor + 1]) {
                    memberNames.insert(unquoted(member))
                }
            }
            cursor += 1
        }
        return nil
    }
}

/// A name as mentions record it: `` `default` `` is `default`.
private func unquoted(_ name: Substring) -> String {
    name.count >= 2 && name.first == "`" && name.last == "`" ? String(name.dropFirst().dropLast()) : String(name)
}

/// A token of ``SourceOutline``'s scan: identifiers, brackets, `@`, and anything else (operators, numbers, whole
/// string literals) as one kind.
struct OutlineToken {
    enum Kind { case identifier, open, close, at, other }
    var kind: Kind
    var range: Range<Int>
    /// The first byte: which bracket.
    var byte: UInt8
}

/// The scan behind ``SourceOutline``: Swift's tokens as far as the outline needs them.
struct OutlineLexer {
    let bytes: [UInt8]
    private var index = 0
    private var recording = true
    private var found: [OutlineToken] = []
    /// Every identifier outside comments, string interpolations included, with its offset, in order.
    private(set) var identifiers: [(name: Substring, offset: Int)] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The top-level tokens (a string literal is one), or nil when a comment or literal is left open.
    mutating func tokens() -> [OutlineToken]? {
        guard code(interpolation: false) else { return nil }
        return found
    }

    private mutating func emit(_ kind: OutlineToken.Kind, _ range: Range<Int>) {
        if recording { found.append(OutlineToken(kind: kind, range: range, byte: bytes[range.lowerBound])) }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Code up to the end, or with `interpolation` up to and past the `)` that closes a `\(`. False when something
    /// is left open.
    private mutating func code(interpolation: Bool) -> Bool {
        var parentheses = 0
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                guard blockComment() else { return false }
            case UInt8(ascii: "\""):
                guard string(hashes: 0, from: index) else { return false }
            case UInt8(ascii: "#"):
                var after = index
                while byte(at: after) == UInt8(ascii: "#") { after += 1 }
                let hashes = after - index
                if byte(at: after) == UInt8(ascii: "\"") {
                    guard string(hashes: hashes, from: index) else { return false }
                } else if byte(at: after) == UInt8(ascii: "/") {
                    guard regex(hashes: hashes) else { return false }
                } else {
                    emit(.other, index..<index + 1)
                    index += 1
                }
            case UInt8(ascii: "`"):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
                guard byte(at: end) == UInt8(ascii: "`") else { return false }
                identifiers.append((Substring(decoding: bytes[index + 1..<end], as: UTF8.self), index))
                // With its backticks: `class` in backticks is a name, never a keyword.
                emit(.identifier, index..<end + 1)
                index = end + 1
            case UInt8(ascii: "$") where byte(at: index + 1).map(Self.isIdentifierStart) == true:
                index += 1
                identifier()
            case _ where Self.isIdentifierStart(current):
                identifier()
            case 0x30...0x39:
                let start = index
                while let next = byte(at: index), Self.isIdentifierByte(next)
                        || (next == UInt8(ascii: ".") && byte(at: index + 1).map { $0 >= 0x30 && $0 <= 0x39 } == true) {
                    index += 1
                }
                emit(.other, start..<index)
            case UInt8(ascii: "@"):
                emit(.at, index..<index + 1)
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if current == UInt8(ascii: "(") { parentheses += 1 }
                emit(.open, index..<index + 1)
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if interpolation, current == UInt8(ascii: ")") {
                    if parentheses == 0 {
                        index += 1
                        return true
                    }
                    parentheses -= 1
                }
                emit(.close, index..<index + 1)
                index += 1
            default:
                emit(.other, index..<index + 1)
                index += 1
            }
        }
        return !interpolation
    }

    private mutating func identifier() {
        let start = index
        while let next = byte(at: index), Self.isIdentifierByte(next) { index += 1 }
        identifiers.append((Substring(decoding: bytes[start..<index], as: UTF8.self), start))
        emit(.identifier, start..<index)
    }

    /// `/* … */`, nested ones inside.
    private mutating func blockComment() -> Bool {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return true }
            } else {
                index += 1
            }
        }
        return false
    }

    /// A string literal starting at `start` (its `#`s, then `"` or `"""`), interpolations lexed for their identifiers.
    private mutating func string(hashes: Int, from start: Int) -> Bool {
        index = start + hashes
        let quotes = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"") ? 3 : 1
        index += quotes
        let wasRecording = recording
        defer { recording = wasRecording }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") {
                var after = index + 1
                while after < index + 1 + hashes, byte(at: after) == UInt8(ascii: "#") { after += 1 }
                if after - index - 1 == hashes {
                    if byte(at: after) == UInt8(ascii: "(") {
                        index = after + 1
                        recording = false
                        guard code(interpolation: true) else { return false }
                        continue
                    }
                    index = after + 1
                    continue
                }
                index += 1
            } else if current == UInt8(ascii: "\"") {
                var end = index
                while end < index + quotes, byte(at: end) == UInt8(ascii: "\"") { end += 1 }
                var closing = end
                while closing < end + hashes, byte(at: closing) == UInt8(ascii: "#") { closing += 1 }
                if end - index == quotes, closing - end == hashes {
                    index = closing
                    recording = wasRecording
                    emit(.other, start..<index)
                    return true
                }
                index += 1
            } else if current == 0x0A, quotes == 1 {
                return false
            } else {
                index += 1
            }
        }
        return false
    }

    /// `#/ … /#` with as many `#`s on each side.
    private mutating func regex(hashes: Int) -> Bool {
        let start = index
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") {
                var closing = index + 1
                while closing < index + 1 + hashes, byte(at: closing) == UInt8(ascii: "#") { closing += 1 }
                if closing - index - 1 == hashes {
                    index = closing
                    emit(.other, start..<index)
                    return true
                }
            }
            index += 1
        }
        return false
    }
}
