/// Vertical metrics in font units, used in place of a face's own for line layout.
struct LineMetrics {
    var ascender: Double
    var descender: Double
    var unitsPerEm: Double

    /// SF Pro's: ascender 1950, descender 494 of 2048 units, no line gap — a line of `1.193359 × size`
    /// (17 pt → 20.287, `UIFont.systemFont(ofSize: 17).lineHeight`). The shipped fonts draw the glyphs; these
    /// numbers make text frames, and so every frame around them, match SwiftUI's
    /// (`docs/layout.md#fonts-and-line-height`).
    static let systemFont = LineMetrics(ascender: 1950, descender: 494, unitsPerEm: 2048)
}
