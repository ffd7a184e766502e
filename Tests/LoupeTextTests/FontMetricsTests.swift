import LoupeCore
import Testing
@testable import LoupeText

@Suite struct FontMetricsTests {
    @Test func freeTypeIsTheVersionTheGoldensWereMadeWith() {
        #expect(sharedLibrary.freeTypeVersion == "2.12.1")
    }

    /// JetBrains Mono: 1000 units per em, hhea ascender 1020, descender −300, line gap 0; underline at −180, 50 thick
    /// (FreeType reports the stroke's centre).
    @Test func jetBrainsMonoMetricsAt10Points() {
        let metrics = sharedLibrary.metrics(for: mono10)
        #expect(close(metrics.ascent, 10.2))
        #expect(close(metrics.descent, 3.0))
        #expect(metrics.lineGap == 0)
        #expect(close(metrics.lineHeight, 13.2))
        #expect(close(metrics.underlineOffset, 1.8))
        #expect(close(metrics.underlineThickness, 0.5))
    }

    /// The UI family lays lines out with SF Pro's vertical metrics (1950 / 494 of 2048, no gap), so 17 pt is the
    /// familiar 20.287109375; the underline stays Inter's own (−560, 192 thick, of 2816 units).
    @Test func interMetricsAt17Points() {
        let metrics = sharedLibrary.metrics(for: inter17)
        #expect(close(metrics.ascent, 17 * 1950 / 2048))
        #expect(close(metrics.descent, 17 * 494 / 2048))
        #expect(metrics.lineHeight == 20.287109375)
        #expect(close(metrics.underlineOffset, 17 * 560 / 2816))
        #expect(close(metrics.underlineThickness, 17 * 192 / 2816))
    }

    @Test func boldInterHasAThickerUnderline() {
        let metrics = sharedLibrary.metrics(for: FontSpec(size: 28, weight: .bold))
        #expect(close(metrics.underlineThickness, 28 * 269 / 2816))
        #expect(close(metrics.underlineOffset, 28 * 569 / 2816))
    }

    @Test func unusableSizesMeasureAsZero() {
        #expect(sharedLibrary.metrics(for: FontSpec(size: .nan)).lineHeight == 0)
        #expect(sharedLibrary.metrics(for: FontSpec(size: -4)).ascent == 0)
    }
}

@Suite struct FontSelectionTests {
    @Test(arguments: [
        (FontWeight.ultraLight, "Regular"), (.thin, "Regular"), (.light, "Regular"), (.regular, "Regular"),
        (.medium, "SemiBold"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "ExtraBold"),
    ])
    func monospacedWeights(weight: FontWeight, style: String) {
        let face = sharedLibrary.face(for: FontSpec(size: 10, weight: weight, design: .monospaced))
        #expect(face.familyName == "JetBrains Mono")
        #expect(face.styleName == style)
    }

    @Test(arguments: [
        (FontWeight.ultraLight, "Regular"), (.thin, "Regular"), (.light, "Regular"), (.regular, "Regular"),
        (.medium, "Semi Bold"), (.semibold, "Semi Bold"), (.bold, "Bold"), (.heavy, "Bold"), (.black, "Bold"),
    ])
    func proportionalWeights(weight: FontWeight, style: String) {
        for design in [FontDesign.default, .rounded, .serif] {
            let face = sharedLibrary.face(for: FontSpec(size: 10, weight: weight, design: design))
            #expect(face.familyName == "Inter")
            #expect(face.styleName == style)
        }
    }

    @Test func bothFamiliesCoverWhatTheOverlaysDraw() {
        let required = (0x20...0x7E).compactMap(Unicode.Scalar.init)
            + ["\u{00D7}", "\u{2026}", "\u{2193}", "\u{2192}", "\u{2191}", "\u{2190}"]
        for spec in [mono10, FontSpec(size: 8, weight: .black, design: .monospaced), inter17,
                     FontSpec(size: 12, weight: .semibold), FontSpec(size: 12, weight: .bold)] {
            let face = sharedLibrary.face(for: spec)
            let missing = required.filter { !sharedLibrary.covers($0, in: face) }
            #expect(missing.isEmpty, "\(face.familyName) \(face.styleName) lacks \(missing)")
        }
    }
}
