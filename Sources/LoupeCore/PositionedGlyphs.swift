/// A line of text set into glyphs at one pixel size: which glyph of which face goes where along the baseline.
///
/// The text engine makes it once, when the display list is completed; the rasterizer only draws it. Positions are
/// 26.6 fixed-point pixels (1/64 px) from the run's origin, as the engine's pen advanced: kerning applied, unhinted
/// advances scaled to the pixel size.
public struct PositionedGlyphs: Sendable, Hashable {
    /// One glyph: its face (an index into the engine's faces), its index in that face, and its pen position.
    public struct Glyph: Sendable, Hashable {
        /// The face, as the text engine numbers its loaded faces.
        public var face: Int32
        /// The glyph index in that face.
        public var index: UInt32
        /// Where the pen stands for this glyph, in 1/64 pixel from the run's origin.
        public var pen26Dot6: Int

        /// A glyph of `face` at pen position `pen26Dot6` (1/64 pixel from the origin).
        public init(face: Int32, index: UInt32, pen26Dot6: Int) {
            self.face = face
            self.index = index
            self.pen26Dot6 = pen26Dot6
        }
    }

    /// The device pixels per point the glyphs were set for.
    public var scale: Double
    /// The font's pixel size in 26.6 fixed point.
    public var size26Dot6: Int32
    /// The glyphs in drawing order; blank ones (spaces) included.
    public var glyphs: [Glyph]
    /// Whether the glyphs are slanted (`italic()`, a synthetic oblique).
    public var isOblique = false
    /// How the glyphs are scaled horizontally (a font width other than the standard one, ``FontWidth/scale``).
    public var widthScale = 1.0

    /// Glyphs set at `size26Dot6` for `scale` pixels per point.
    public init(scale: Double, size26Dot6: Int32, glyphs: [Glyph]) {
        self.scale = scale
        self.size26Dot6 = size26Dot6
        self.glyphs = glyphs
    }
}
