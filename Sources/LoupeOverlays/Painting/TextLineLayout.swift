import LoupeCore
import LoupeDisplayList

/// Text set into lines, in points: what the overlays need to place and draw a label.
public struct LaidOutText: Sendable, Hashable {
    /// One line as drawn: its characters and its advance width.
    public struct Line: Sendable, Hashable {
        public var string: String
        public var width: Double
        public init(string: String, width: Double) { self.string = string; self.width = width }
    }
    public var lines: [Line]
    /// Distance between baselines.
    public var lineHeight: Double
    /// From a line's top to its baseline.
    public var ascent: Double
    public init(lines: [Line], lineHeight: Double, ascent: Double) {
        self.lines = lines; self.lineHeight = lineHeight; self.ascent = ascent
    }

    /// The unrounded size of the block: the widest line by the lines' total height (at least one line).
    public var size: Size {
        Size(width: lines.map(\.width).max() ?? 0, height: lineHeight * Double(max(lines.count, 1)))
    }
}

/// Breaks text into lines the same way the layout engine measured it.
public protocol TextLineLayout: Sendable {
    /// `string` in `font`, wrapped to `width` when it is not `nil`, at most `lineLimit` lines.
    func layOut(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> LaidOutText
}

/// Text placed in a frame: the frame (pixel-snapped, as SwiftUI draws it) and its lines.
struct PlacedText {
    var frame: Rect
    var text: LaidOutText

    /// The draw commands for the lines, left-aligned in the frame, each baseline `ascent` below its line's top.
    func runs(font: FontSpec, paint: DisplayPaintProvider, underline: Bool = false) -> [DisplayCommand] {
        text.lines.enumerated().map { index, line in
            let origin = Point(x: frame.minX, y: frame.minY + Double(index) * text.lineHeight + text.ascent)
            return .text(TextRun(string: line.string, font: font, origin: origin, paint: paint(frame), underline: underline))
        }
    }
}

/// Gives the paint for a shape's bounds (a gradient style spans the shape it fills).
typealias DisplayPaintProvider = (Rect) -> DisplayPaint
