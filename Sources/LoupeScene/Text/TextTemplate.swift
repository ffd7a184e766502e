import LoupeCore

/// A `Text` string that reads its GeometryReader (`"frameIn"`) or its draggable view's drag (`"readsDrag"`): literal
/// text with placeholders such as `{x}` that stand for components of the reader's frame, as
/// `Text("white: \(origin.x), \(origin.y)")` inside a `GeometryReader` does, or `{translation}` for the drag's values,
/// as `Text(verbatim: "drag: \(dragState.offset)")` reading a `@GestureState` does.
///
/// A `{name}` that is not a known placeholder stays literal here; decoding rejects it
/// (``unknownPlaceholders(in:frame:drag:)``). Braces around anything that is not a plain name (`{ }`, `{1}`) are always
/// literal.
public struct TextTemplate: Sendable, Hashable {
    /// How a frame placeholder writes its number: as Swift's `String` interpolation writes a `CGFloat`
    /// (`Double.description`: `100.0`), or as SwiftUI's `LocalizedStringKey` does (`Text("\(x)")` with a string
    /// literal: C's `%lf`, six decimals, `100.000000`).
    public enum FrameFormat: String, Sendable, Hashable, CaseIterable {
        case swift
        case sixDecimals = "%lf"

        /// `value` as this format writes it.
        public func text(_ value: Double) -> String {
            switch self {
            case .swift: return "\(value)"
            case .sixDecimals: return CFormatted.fixed(value, digits: 6)
            }
        }
    }

    /// How the frame placeholders write their numbers.
    public let frameFormat: FrameFormat

    /// A frame component a placeholder stands for.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// `x` and `y` are the origin, the same as `minX` and `minY`.
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

    /// A value of the drag a placeholder stands for (`docs/interactions.md#the-draggable-modifier`).
    public enum DragField: String, Sendable, Hashable, CaseIterable {
        /// The in-flight translation (`@GestureState`), zero when no gesture is in flight.
        case translation
        /// The committed offset (`@State`), the sum of every ended gesture's translation.
        case committed
        /// The offset the view is drawn at: committed plus translation.
        case offset
        /// `true` while a gesture is in flight.
        case isDragging

        /// The value as Swift interpolates it: a `CGSize` as `(width, height)` (`(0.0, 0.0)`), a Bool as `true`.
        public func text(for values: DraggableState) -> String {
            switch self {
            case .translation: return Self.text(values.translation)
            case .committed: return Self.text(values.committed)
            case .offset: return Self.text(values.total)
            case .isDragging: return "\(values.isDragging)"
            }
        }

        private static func text(_ size: Size) -> String { "(\(size.width), \(size.height))" }
    }

    /// A piece of the parsed template.
    public enum Segment: Sendable, Hashable {
        /// Text shown as written, including any `{name}` that is not a known placeholder.
        case literal(String)
        /// A frame placeholder such as `{minX}`.
        case field(Field)
        /// A drag placeholder such as `{translation}`.
        case drag(DragField)
    }

    /// The template's pieces in order; adjacent literal text is merged into one segment.
    public let segments: [Segment]

    /// Parses `string`: every `{name}` naming a ``Field`` or a ``DragField`` becomes a placeholder, everything else
    /// (unknown names, `{1}`, a lone `{`) stays literal. Parsing never fails.
    public init(_ string: String, frameFormat: FrameFormat = .swift) {
        self.frameFormat = frameFormat
        var segments: [Segment] = []
        var literal = ""
        for piece in Self.pieces(of: string) {
            switch piece {
            case .text(let text):
                literal += text
            case .placeholder(let name):
                if let segment = Field(rawValue: name).map(Segment.field) ?? DragField(rawValue: name).map(Segment.drag) {
                    if !literal.isEmpty { segments.append(.literal(literal)) }
                    literal = ""
                    segments.append(segment)
                } else {
                    literal += "{\(name)}"
                }
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    /// The placeholder names a Text reading these sources may use, as `{name}`.
    public static func placeholderNames(frame: Bool, drag: Bool) -> [String] {
        (frame ? Field.allCases.map(\.rawValue) : []) + (drag ? DragField.allCases.map(\.rawValue) : [])
    }

    /// The names in `{name}` placeholders of `string` that a Text reading a frame (`frame`) and/or a drag (`drag`)
    /// cannot fill, in order of appearance.
    public static func unknownPlaceholders(in string: String, frame: Bool = true, drag: Bool = false) -> [String] {
        let known = Set(placeholderNames(frame: frame, drag: drag))
        return pieces(of: string).compactMap { piece in
            if case .placeholder(let name) = piece, !known.contains(name) { return name }
            return nil
        }
    }

    /// The string with every frame placeholder replaced by that component of `frame`, written as Swift writes a
    /// `CGFloat` in string interpolation (`Double.description`: `100.0`, `-300.0`, `0.5`).
    public func filled(with frame: Rect) -> String { filled(frame: frame, drag: nil) }

    /// The string with frame placeholders filled from `frame` and drag placeholders from `drag`; a placeholder whose
    /// source is `nil` stays as written.
    public func filled(frame: Rect?, drag: DraggableState?) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): return text
            case .field(let field): return frame.map { frameFormat.text(field.value(in: $0)) } ?? "{\(field.rawValue)}"
            case .drag(let field): return drag.map { field.text(for: $0) } ?? "{\(field.rawValue)}"
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
