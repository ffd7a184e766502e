import LoupeCore

/// A shape drawn as an outline instead of filled: SwiftUI's `stroke(_:lineWidth:)` and `strokeBorder(_:lineWidth:)`.
///
/// The shape keeps its layout (it still takes the whole proposal); only what is drawn changes.
public struct ShapeStroke: Sendable, Hashable {
    /// Where the line lies relative to the shape's outline.
    public enum Placement: String, Sendable, Hashable {
        /// Centred on the outline, half of it outside the frame (`stroke`).
        case centered = "stroke"
        /// Entirely inside the frame: the outline inset by half the width, then stroked (`strokeBorder`).
        case inside = "strokeBorder"
    }

    /// The line's width in points (≥ 0; 0 draws nothing).
    public var lineWidth: Double
    /// The line's colour or gradient; `nil` uses the view's foreground style, as SwiftUI's `stroke(lineWidth:)` does.
    public var style: ColorValue?
    /// Centred on the outline or inside it.
    public var placement: Placement

    /// `StrokeStyle`'s `dash`: the lengths of the dashes and the gaps between them, in turn, in points; empty for a
    /// solid line.
    public var dash: [Double] = []
    /// `StrokeStyle`'s `dashPhase`: how far into the pattern the line starts.
    public var dashPhase = 0.0
    /// `StrokeStyle`'s `lineCap` and `lineJoin`.
    public var ends = StrokeEnds.standard

    /// A stroke `lineWidth` points wide (SwiftUI's default is 1) in `style`, placed as told.
    public init(lineWidth: Double = 1, style: ColorValue? = nil, placement: Placement = .centered) {
        self.lineWidth = lineWidth; self.style = style; self.placement = placement
    }
}
