/// A strict RFC 8259 JSON reader.
///
/// - Booleans, numbers and `null` stay distinct; object members keep their order; duplicate keys are errors.
/// - Only valid UTF-8 is accepted. A leading UTF-8 byte-order mark is skipped, as RFC 8259 §8.1 allows.
/// - Numbers outside `Double`'s finite range are errors, so every `JSONValue.number` is finite.
/// - Limits: at most ``maximumInputSize`` bytes and ``maximumDepth`` nested arrays and objects. A deeper
///   document is an error, never a stack overflow.
///
/// Errors carry the byte offset and its line and column.
public enum JSONReader {
    /// 8 MiB.
    public static let maximumInputSize = 8 * 1024 * 1024
    /// How many arrays and objects may be open at once.
    public static let maximumDepth = 256

    /// Parses one JSON document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            if buffer.count > maximumInputSize {
                throw JSONParser(buffer).error(
                    at: maximumInputSize,
                    "the input is \(buffer.count) bytes; the limit is \(maximumInputSize) bytes (8 MiB)")
            }
            var parser = JSONParser(buffer)
            return try parser.parseDocument()
        }
    }

    /// Parses one JSON document held in a string.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}
