import LoupeCore
import LoupeDisplayList
import LoupeScene

/// Text set into lines, in points: what the overlays need to place and draw a label.
public struct LaidOutText: Sendable, Hashable {
    /// One line as drawn: its characters, its advance width and its baseline below the block's top.
    public struct Line: Sendable, Hashable {
        /// The characters on this line, without the spaces the line broke at; the last kept line of truncated text ends
        /// in "…".
        public var string: String
        /// The line's advance width, in points.
        public var width: Double
        /// The distance from the block's top to this line's baseline, in points.
        public var baseline: Double
        /// For text of several runs: the line's parts, each a run's characters and where it starts on the line.
        public var segments: [(run: Int, string: String, x: Double)] = []
        /// A line from its text, advance width and baseline, in points.
        public init(string: String, width: Double, baseline: Double) {
            self.string = string; self.width = width; self.baseline = baseline
        }

        public static func == (a: Line, b: Line) -> Bool {
            a.string == b.string && a.width == b.width && a.baseline == b.baseline
                && a.segments.elementsEqual(b.segments) { $0.run == $1.run && $0.string == $1.string && $0.x == $1.x }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(string); hasher.combine(width); hasher.combine(baseline)
            for segment in segments { hasher.combine(segment.run); hasher.combine(segment.string); hasher.combine(segment.x) }
        }
    }
    /// The lines from top to bottom.
    public var lines: [Line]
    /// The unrounded size of the block.
    public var size: Size
    /// A block of `lines` whose unrounded size is `size`, in points.
    public init(lines: [Line], size: Size) { self.lines = lines; self.size = size }
}

/// Breaks text into lines the same way the layout engine measured it.
public protocol TextLineLayout: Sendable {
    /// `string` in `font`, wrapped to `width` when it is not `nil`, at most `lineLimit` lines.
    func layOut(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> LaidOutText
    /// Text of several runs, each in its own font, as the layout engine measured it; each line has its segments.
    func layOut(runs: [(string: String, font: FontSpec)], width: Double?, lineLimit: Int?) -> LaidOutText
}

/// Text placed in a frame: the frame (pixel-snapped, as SwiftUI draws it) and its lines.
struct PlacedText {
    var frame: Rect
    var text: LaidOutText

    /// The draw commands for the lines, placed across the frame by `alignment` (`multilineTextAlignment`), each
    /// baseline `ascent` below its line's top.
    func runs(font: FontSpec, paint: DisplayPaintProvider, underline: Bool = false, strikethrough: Bool = false,
              alignment: TextAlignment = .leading) -> [DisplayCommand] {
        text.lines.map { line in
            let spare = max(frame.width - line.width, 0)
            let origin = Point(x: frame.minX + spare * alignment.fraction, y: frame.minY + line.baseline)
            var run = TextRun(string: line.string, font: font, origin: origin, paint: paint(frame), underline: underline)
            run.strikethrough = strikethrough
            return .text(run)
        }
    }
}

/// Gives the paint for a shape's bounds (a gradient style spans the shape it fills).
typealias DisplayPaintProvider = (Rect) -> DisplayPaint
