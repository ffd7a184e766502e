import LoupeCore
@testable import LoupeText

/// One library for the tests that only read; tests that count cache growth make their own.
let sharedLibrary: FontLibrary = {
    do { return try FontLibrary() } catch { fatalError("FreeType failed to start: \(error)") }
}()

let measurer = TextMeasurer(library: sharedLibrary)
let rasterizer = GlyphRasterizer(library: sharedLibrary)

/// JetBrains Mono 10 pt: every advance is 600/1000 em = 6 pt, line height 1.32 em = 13.2 pt.
let mono10 = FontSpec(size: 10, design: .monospaced)
let inter17 = FontSpec(size: 17)

/// A glyph as drawn: where its mask goes and the coverage bytes.
struct DrawnGlyph: Equatable {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    let bytes: [UInt8]
}

func drawn(_ string: String, spec: FontSpec, scale: Double, origin: (x: Double, y: Double) = (0, 0),
           with rasterizer: GlyphRasterizer = rasterizer) throws -> [DrawnGlyph] {
    var glyphs: [DrawnGlyph] = []
    try rasterizer.forEachGlyph(in: string, spec: spec, scale: scale, origin: origin) { mask, x, y in
        glyphs.append(DrawnGlyph(x: x, y: y, width: mask.width, height: mask.height, bytes: mask.bytes))
    }
    return glyphs
}

/// Whether two numbers agree to 1e-9 (sums of scaled advances are not exact in binary).
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
