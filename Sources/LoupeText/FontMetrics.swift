/// A font's vertical metrics at one size, in points (or in pixels when asked for at a pixel size).
///
/// They come from the face's own `hhea` values as FreeType reports them (`ascender`, `descender`, `height`), so
/// `lineHeight = ascent + descent + lineGap` (summed in font units, then scaled: 10 pt JetBrains Mono is exactly
/// the `Double` nearest 13.2). For JetBrains Mono that is 1.32 em, for Inter 3408/2816 ≈ 1.2102 em;
/// SF Pro's is 1.1934 em (`docs/layout.md#fonts-and-line-height`), the closest an open font shipped here gets.
public struct FontMetrics: Sendable, Equatable {
    /// Distance from the baseline up to the top of the line box.
    public let ascent: Double
    /// Distance from the baseline down to the bottom of the glyphs' box (positive).
    public let descent: Double
    /// Extra space the font asks for between lines, added below the descent.
    public let lineGap: Double
    /// Baseline-to-baseline distance: `ascent + descent + lineGap`.
    public let lineHeight: Double
    /// Distance from the baseline down to the centre of the underline stroke (positive means below).
    public let underlineOffset: Double
    /// Thickness of the underline stroke.
    public let underlineThickness: Double
    /// Distance from the baseline up to the centre of the strikethrough stroke (the face's `OS/2` strikeout).
    public var strikethroughOffset = 0.0
    /// Thickness of the strikethrough stroke.
    public var strikethroughThickness = 0.0

    /// Metrics as given, all in the same unit; nothing checks that `lineHeight` is the sum of the other three.
    public init(
        ascent: Double, descent: Double, lineGap: Double, lineHeight: Double, underlineOffset: Double,
        underlineThickness: Double
    ) {
        self.ascent = ascent; self.descent = descent; self.lineGap = lineGap; self.lineHeight = lineHeight
        self.underlineOffset = underlineOffset; self.underlineThickness = underlineThickness
    }
}
