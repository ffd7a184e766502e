/// Guards swift-syntax needs, found by `fuzz-swift`, checked by one scan of the text before parsing (each is a finding
/// of docs/reliability.md, with what it cost):
///
/// - its parser's lookahead for a collection type (`[T]`, `[N of T]`) backtracks, and its time doubles with every `[`
///   left open, so code with more than ``limit`` brackets open at once is refused. Brackets inside comments and
///   string literals do not count; the scan errs toward counting when unsure. Where it and swift-syntax's lexer could
///   disagree on where a literal ends (a `/…/` regex literal, which this scan does not follow, can hide a `"`), a
///   string literal with more than ``literalLimit`` brackets open is refused too.
/// - its parser traps (a failed precondition in `StringLiterals.swift`) on a `"""` inside the interpolation of a
///   one-line string, as in `"\(n""""""s E"""`; such code does not compile anyway (a one-line string cannot hold
///   the line breaks a multi-line literal needs), so it is refused as a syntax error.
/// - its parser recovers from an attribute written after `let` or `var` (`let @State(…)`) by keeping the attribute
///   twice, so a tree with such declarations nested inside one another's arguments doubles with each. No Swift has
///   an attribute there, so the first is refused as a syntax error.
/// - its recovery from `(` left open looks ahead to the end of the text for each of them, so its time grows with the
///   square of their number; more than ``parenthesisLimit`` open at once are refused (real SwiftUI code opens a few).
///
/// - its parser's lookahead for an attribute whose name is missing (`@ (`, `@@(`) backtracks, and its time doubles
///   with every such `@`. An attribute's name follows its `@` at once in Swift, so a bare `@` appears in code only
///   inside a regular expression literal (`/.+@.+/`, which this scan does not follow); more than
///   ``namelessAttributeLimit`` of them are refused.
///
/// Its lexer reads `'…'` as a string literal (to say that Swift writes strings with `"`), so this scan does too: a
/// `//` after an apostrophe in code would otherwise hide from it brackets that the parser sees.
enum BracketNesting {
    /// What the scan refuses, at a byte offset.
    enum Problem: Equatable {
        case tooDeep(Int)
        case tooDeepInLiteral(Int)
        case multilineStringInInterpolation(Int)
        case attributeAfterBindingKeyword(Int)
        case tooManyParentheses(Int)
        case tooManyNamelessAttributes(Int)

        /// The byte offset in the text where it was found.
        var offset: Int {
            switch self {
            case .tooDeep(let offset), .tooDeepInLiteral(let offset), .multilineStringInInterpolation(let offset),
                 .attributeAfterBindingKeyword(let offset), .tooManyParentheses(let offset),
                 .tooManyNamelessAttributes(let offset):
                offset
            }
        }

        /// A limit of this front end, or code that is not Swift.
        var kind: SwiftSourceError.Kind {
            switch self {
            case .tooDeep, .tooDeepInLiteral, .tooManyParentheses, .tooManyNamelessAttributes: .limit
            case .multilineStringInInterpolation, .attributeAfterBindingKeyword: .syntax
            }
        }

        var message: String {
            switch self {
            case .tooDeep:
                "more than \(BracketNesting.limit) '[' are open at once (swift-syntax's parser slows down exponentially on such code)"
            case .tooDeepInLiteral:
                "more than \(BracketNesting.literalLimit) '[' are open in one string literal (where swift-syntax's parser may read code, it slows down exponentially)"
            case .multilineStringInInterpolation:
                "syntax error: a multi-line string literal inside a one-line string's interpolation"
            case .attributeAfterBindingKeyword:
                "syntax error: an attribute after 'let' or 'var' (attributes go before the keyword)"
            case .tooManyParentheses:
                "more than \(BracketNesting.parenthesisLimit) '(' are open at once (swift-syntax's parser slows down with the square of their number)"
            case .tooManyNamelessAttributes:
                "more than \(BracketNesting.namelessAttributeLimit) '@' without an attribute's name after them (swift-syntax's parser slows down exponentially on such code)"
            }
        }
    }

    /// Far beyond real SwiftUI code (`[[String: [Int]]]` is three), and a millisecond for the parser.
    static let limit = 12
    /// Brackets open at once inside one string literal: `"[[[[…"` with 17 is refused.
    static let literalLimit = 16
    /// Parentheses open at once, a string's interpolations among them: the 101st is refused.
    static let parenthesisLimit = 100
    /// `@`s in code not followed by a name (in a file): the ninth is refused.
    static let namelessAttributeLimit = 8

    private enum Mode {
        /// Code; `parentheses` counts those opened in it, so that the `)` closing a string's `\(` is told apart.
        case code(parentheses: Int)
        /// A string literal: `"…"`, `"""…"""`, or `'…'` (which the lexer takes for one, to report it).
        case string(multiline: Bool, quote: UInt8)
    }

    /// The first problem, if any. Code inside a string's interpolation (`"\(a[0])"`) counts like any code.
    static func firstProblem(in text: String) -> Problem? {
        let bytes = Array(text.utf8)
        var depth = 0
        var literalDepth = 0
        var parenthesisDepth = 0
        var namelessAttributes = 0
        var index = 0
        var modes: [Mode] = [.code(parentheses: 0)]
        func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        func byte(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
        while index < bytes.count {
            switch modes[modes.count - 1] {
            case .code(let parentheses):
                if let end = endOfComment(in: bytes, at: index) { index = end; continue }
                switch bytes[index] {
                case byte("\""):
                    let multiline = at(1) == byte("\"") && at(2) == byte("\"")
                    if multiline, modes.count > 1, case .string(multiline: false, _) = modes[modes.count - 2] {
                        return .multilineStringInInterpolation(index)
                    }
                    modes.append(.string(multiline: multiline, quote: byte("\"")))
                    literalDepth = 0
                    index += multiline ? 3 : 1
                    continue
                case byte("'"):
                    modes.append(.string(multiline: false, quote: byte("'")))
                    literalDepth = 0
                    index += 1
                    continue
                case byte("("):
                    modes[modes.count - 1] = .code(parentheses: parentheses + 1)
                    parenthesisDepth += 1
                    if parenthesisDepth > parenthesisLimit { return .tooManyParentheses(index) }
                case byte(")"):
                    if parentheses == 0, modes.count > 1 { modes.removeLast() }   // the end of an interpolation
                    else { modes[modes.count - 1] = .code(parentheses: max(parentheses - 1, 0)) }
                    parenthesisDepth = max(parenthesisDepth - 1, 0)
                case byte("["):
                    depth += 1
                    if depth > limit { return .tooDeep(index) }
                case byte("]"):
                    depth = max(depth - 1, 0)
                case byte("@"):
                    if !startsName(at(1)) {
                        namelessAttributes += 1
                        if namelessAttributes > namelessAttributeLimit { return .tooManyNamelessAttributes(index) }
                    }
                case byte("l"), byte("v"):
                    if let attribute = attributeAfterBindingKeyword(in: bytes, at: index) {
                        return .attributeAfterBindingKeyword(attribute)
                    }
                default:
                    break
                }
                index += 1
            case .string(let multiline, let quote):
                if bytes[index] == byte("\\") {
                    if at(1) == byte("(") {
                        modes.append(.code(parentheses: 0))
                        parenthesisDepth += 1
                        if parenthesisDepth > parenthesisLimit { return .tooManyParentheses(index + 1) }
                        index += 2
                        continue
                    }
                    index += 2
                    continue
                }
                if bytes[index] == byte("[") {
                    literalDepth += 1
                    if literalDepth > literalLimit { return .tooDeepInLiteral(index) }
                } else if bytes[index] == byte("]") {
                    literalDepth = max(literalDepth - 1, 0)
                }
                if multiline {
                    if at(0) == byte("\""), at(1) == byte("\""), at(2) == byte("\"") { modes.removeLast(); index += 3; continue }
                } else if bytes[index] == quote || bytes[index] == 10 || bytes[index] == 13 {
                    modes.removeLast()
                }
                index += 1
            }
        }
        return nil
    }

    /// Whether `byte` can start an attribute's name: a letter, `_`, a backquote or a byte of a non-ASCII character.
    private static func startsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte >= 0x80
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// The offset of the `@` when a `let` or `var` keyword starts at `index` and, past spaces, line breaks and
    /// comments, an attribute follows it.
    private static func attributeAfterBindingKeyword(in bytes: [UInt8], at index: Int) -> Int? {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: ".")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
        }
        guard index == 0 || !isWordByte(bytes[index - 1]),
              bytes[index...].starts(with: "let".utf8) || bytes[index...].starts(with: "var".utf8),
              index + 3 < bytes.count, !isWordByte(bytes[index + 3]) else { return nil }
        var next = index + 3
        while next < bytes.count {
            switch bytes[next] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13:
                next += 1
            case UInt8(ascii: "@"):
                return next
            default:
                guard let end = endOfComment(in: bytes, at: next) else { return nil }
                next = end
            }
        }
        return nil
    }

    /// Where a comment starting at `index` ends, if one starts there. A line comment ends at a line feed or a carriage
    /// return, as Swift's lexer ends it; block comments nest.
    private static func endOfComment(in bytes: [UInt8], at index: Int) -> Int? {
        func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        guard at(index) == UInt8(ascii: "/") else { return nil }
        var end = index
        switch at(index + 1) {
        case UInt8(ascii: "/"):
            while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
        case UInt8(ascii: "*"):
            var nesting = 0
            repeat {
                if at(end) == UInt8(ascii: "/"), at(end + 1) == UInt8(ascii: "*") { nesting += 1; end += 2 }
                else if at(end) == UInt8(ascii: "*"), at(end + 1) == UInt8(ascii: "/") { nesting -= 1; end += 2 }
                else { end += 1 }
            } while nesting > 0 && end < bytes.count
        default:
            return nil
        }
        return end
    }
}
