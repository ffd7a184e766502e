import LoupeCore

/// A block of text broken into lines, in points, ready to be drawn line by line.
public struct TextLayout: Sendable, Equatable {
    /// One laid-out line.
    public struct Line: Sendable, Equatable {
        /// The characters on the line after wrapping, ending in "…" when the text was truncated here.
        public let text: String
        /// The line's advance width (unrounded).
        public let width: Double
        /// Distance from the top of the block down to the line's baseline.
        public let baseline: Double
        /// For text of several runs: the line's parts, a run's characters each; empty for text in one font.
        public var segments: [Segment] = []

        init(text: String, width: Double, baseline: Double, segments: [Segment] = []) {
            self.text = text; self.width = width; self.baseline = baseline; self.segments = segments
        }
    }

    /// Part of a line set in one run's font.
    public struct Segment: Sendable, Equatable {
        /// The run, by its index in the runs laid out.
        public let run: Int
        /// Its characters.
        public let text: String
        /// Where it starts, from the line's start.
        public let x: Double
        /// Its advance width.
        public let width: Double
    }

    /// The lines, top to bottom; always at least one.
    public let lines: [Line]
    /// The metrics of the font the block is set in.
    public let metrics: FontMetrics
    /// Whether `lineLimit` cut the text short.
    public let isTruncated: Bool
    /// The space between two lines (`lineSpacing`), in points.
    public var lineSpacing = 0.0

    /// The block's unrounded size: the widest line by `lines.count × lineHeight` and the spaces between the lines
    /// (the layout engine ceils it to the pixel grid, `docs/layout.md#text-rounding`).
    public var size: Size {
        Size(width: lines.map(\.width).max() ?? 0,
             height: Double(lines.count) * metrics.lineHeight + Double(max(lines.count - 1, 0)) * lineSpacing)
    }
}
