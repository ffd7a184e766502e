/// Why a byte sequence is not acceptable JSON, and where: a byte offset and its 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, so they match what an editor shows for most text.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words, without the position (e.g. `expected ',' or '}' after an object member`).
    public var message: String
    /// The byte offset of the problem in the input (the input's length for an unexpected end).
    public var offset: Int
    /// The 1-based line of ``offset``; only `\n` starts a new line.
    public var line: Int
    /// The 1-based column of ``offset``, counted in Unicode scalars from the start of its line.
    public var column: Int

    /// An error with its message and position; the parser computes `line` and `column` from `offset`, this initializer
    /// stores them as given.
    public init(message: String, offset: Int, line: Int, column: Int) {
        self.message = message; self.offset = offset; self.line = line; self.column = column
    }

    /// `"3:14: expected ',' or '}' after an object member"`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// Converts a byte offset into a 1-based line and column. Only `\n` starts a line (so `\r\n` counts once).
enum TextPosition {
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 {
            column += 1  // counts scalar starts, skipping UTF-8 continuation bytes
        }
        return (line, column)
    }
}
