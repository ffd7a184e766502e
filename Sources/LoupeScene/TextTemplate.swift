import LoupeCore

/// A `Text` string that reads its GeometryReader (`"frameIn"`): literal text with placeholders such as `{x}` that
/// stand for components of the reader's frame, as the seed's `Text("white: \(origin.x), \(origin.y)")` does.
///
/// A `{name}` that is not a known placeholder stays literal here; decoding rejects it (``unknownPlaceholders(in:)``).
/// Braces around anything that is not a plain name (`{ }`, `{1}`) are always literal.
public struct TextTemplate: Sendable, Hashable {
    /// A frame component a placeholder stands for.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case x, y, width, height, minX, minY, maxX, maxY, midX, midY

        /// The component of `frame`; `x` and `y` are the origin (`minX`, `minY`).
        public func value(in frame: Rect) -> Double {
            switch self {
            case .x, .minX: return frame.minX
            case .y, .minY: return frame.minY
            case .width: return frame.width
            case .height: return frame.height
            case .maxX: return frame.maxX
            case .maxY: return frame.maxY
            case .midX: return frame.midX
            case .midY: return frame.midY
            }
        }
    }

    public enum Segment: Sendable, Hashable {
        case literal(String)
        case field(Field)
    }

    public let segments: [Segment]

    public init(_ string: String) {
        var segments: [Segment] = []
        var literal = ""
        for piece in Self.pieces(of: string) {
            switch piece {
            case .text(let text):
                literal += text
            case .placeholder(let name):
                if let field = Field(rawValue: name) {
                    if !literal.isEmpty { segments.append(.literal(literal)) }
                    literal = ""
                    segments.append(.field(field))
                } else {
                    literal += "{\(name)}"
                }
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    /// The names in `{name}` placeholders of `string` that are not fields, in order of appearance.
    public static func unknownPlaceholders(in string: String) -> [String] {
        pieces(of: string).compactMap { piece in
            if case .placeholder(let name) = piece, Field(rawValue: name) == nil { return name }
            return nil
        }
    }

    /// The string with every placeholder replaced by that component of `frame`, written as Swift writes a
    /// `CGFloat` in string interpolation (`Double.description`: `100.0`, `-300.0`, `0.5`).
    public func filled(with frame: Rect) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): return text
            case .field(let field): return "\(field.value(in: frame))"
            }
        }.joined()
    }

    // MARK: - Scanning

    private enum Piece {
        case text(String)
        /// `{name}` where name is an ASCII letter followed by letters and digits.
        case placeholder(String)
    }

    private static func pieces(of string: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(string)
        while let open = rest.firstIndex(of: "{") {
            pieces.append(.text(String(rest[..<open])))
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), isName(rest[afterOpen..<close]) {
                pieces.append(.placeholder(String(rest[afterOpen..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                pieces.append(.text("{"))
                rest = rest[afterOpen...]
            }
        }
        pieces.append(.text(String(rest)))
        return pieces
    }

    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) }
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
