/// A guard swift-syntax needs: its parser's lookahead for a collection type (`[T]`, `[N of T]`) backtracks, and its
/// time doubles with every `[` left open — 22 of them took 0.4 s, 30 over a minute (found by `fuzz-swift`). So the text
/// is scanned before parsing, and code with more than ``limit`` brackets open at once is refused. Brackets inside
/// comments and string literals do not count; the scan errs toward counting when unsure (a refused file is told so).
enum BracketNesting {
    /// Far beyond real SwiftUI code (`[[String: [Int]]]` is three), and a millisecond for the parser.
    static let limit = 12

    /// The byte offset of the first `[` beyond the limit, if any.
    static func firstTooDeep(in text: String) -> Int? {
        let bytes = Array(text.utf8)
        var depth = 0
        var index = 0
        func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                // A line comment ends at a line feed or a carriage return, as Swift's lexer ends it.
                while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                var nesting = 0
                repeat {
                    if at(0) == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") { nesting += 1; index += 2 }
                    else if at(0) == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") { nesting -= 1; index += 2 }
                    else { index += 1 }
                } while nesting > 0 && index < bytes.count
                continue
            case UInt8(ascii: "\""):
                let multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                index += multiline ? 3 : 1
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
                    if multiline {
                        if at(0) == UInt8(ascii: "\""), at(1) == UInt8(ascii: "\""), at(2) == UInt8(ascii: "\"") { index += 2; break }
                    } else if bytes[index] == UInt8(ascii: "\"") || bytes[index] == 10 || bytes[index] == 13 {
                        break
                    }
                    index += 1
                }
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return index }
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
