/// Guards swift-syntax needs, found by `fuzz-swift`, checked by one scan of the text before parsing:
///
/// - its parser's lookahead for a collection type (`[T]`, `[N of T]`) backtracks, and its time doubles with every `[`
///   left open — 22 of them took 0.4 s, 30 over a minute — so code with more than ``limit`` brackets open at once is
///   refused. Brackets inside comments and string literals do not count; the scan errs toward counting when unsure.
///   Where it and swift-syntax's lexer could disagree on where a literal ends (a `/…/` regex literal, which this scan
///   does not follow, can hide a `"`), a string literal with more than ``literalLimit`` brackets open is refused too.
/// - its parser traps (a failed precondition in `StringLiterals.swift`) on a `"""` inside the interpolation of a
///   one-line string, as in `"\(n""""""s E"""`; such code does not compile anyway (a one-line string cannot hold
///   the line breaks a multi-line literal needs), so it is refused as a syntax error.
enum BracketNesting {
    /// What the scan refuses, at a byte offset.
    enum Problem: Equatable {
        case tooDeep(Int)
        case tooDeepInLiteral(Int)
        case multilineStringInInterpolation(Int)
    }

    /// Far beyond real SwiftUI code (`[[String: [Int]]]` is three), and a millisecond for the parser.
    static let limit = 12
    /// Brackets open at once inside one string literal: `"[[[[…"` with 17 is refused.
    static let literalLimit = 16

    private enum Mode {
        /// Code; `parentheses` counts those opened in it, so that the `)` closing a string's `\(` is told apart.
        case code(parentheses: Int)
        case string(multiline: Bool)
    }

    /// The first problem, if any. Code inside a string's interpolation (`"\(a[0])"`) counts like any code.
    static func firstProblem(in text: String) -> Problem? {
        let bytes = Array(text.utf8)
        var depth = 0
        var literalDepth = 0
        var index = 0
        var modes: [Mode] = [.code(parentheses: 0)]
        func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        func byte(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
        while index < bytes.count {
            switch modes[modes.count - 1] {
            case .code(let parentheses):
                switch bytes[index] {
                case byte("/") where at(1) == byte("/"):
                    // A line comment ends at a line feed or a carriage return, as Swift's lexer ends it.
                    while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
                    continue
                case byte("/") where at(1) == byte("*"):
                    var nesting = 0
                    repeat {
                        if at(0) == byte("/"), at(1) == byte("*") { nesting += 1; index += 2 }
                        else if at(0) == byte("*"), at(1) == byte("/") { nesting -= 1; index += 2 }
                        else { index += 1 }
                    } while nesting > 0 && index < bytes.count
                    continue
                case byte("\""):
                    let multiline = at(1) == byte("\"") && at(2) == byte("\"")
                    if multiline, modes.count > 1, case .string(multiline: false) = modes[modes.count - 2] {
                        return .multilineStringInInterpolation(index)
                    }
                    modes.append(.string(multiline: multiline))
                    literalDepth = 0
                    index += multiline ? 3 : 1
                    continue
                case byte("("):
                    modes[modes.count - 1] = .code(parentheses: parentheses + 1)
                case byte(")"):
                    if parentheses == 0, modes.count > 1 { modes.removeLast() }   // the end of an interpolation
                    else { modes[modes.count - 1] = .code(parentheses: max(parentheses - 1, 0)) }
                case byte("["):
                    depth += 1
                    if depth > limit { return .tooDeep(index) }
                case byte("]"):
                    depth = max(depth - 1, 0)
                default:
                    break
                }
                index += 1
            case .string(let multiline):
                if bytes[index] == byte("\\") {
                    if at(1) == byte("(") { modes.append(.code(parentheses: 0)); index += 2; continue }
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
                } else if bytes[index] == byte("\"") || bytes[index] == 10 || bytes[index] == 13 {
                    modes.removeLast()
                }
                index += 1
            }
        }
        return nil
    }
}
