import Foundation
import LoupeFonts
import LoupeCore
import Testing
@testable import LoupeText

@Suite struct MeasurementTests {
    @Test func monospacedAdvancesAreSixTenthsOfTheSize() {
        #expect(measurer.width(of: "x", font: mono10) == 6)
        #expect(measurer.width(of: "x196", font: mono10) == 4 * measurer.width(of: "x", font: mono10))
        #expect(measurer.measure("x196", font: mono10, width: nil, lineLimit: nil) == Size(width: 24, height: 13.2))
    }

    /// Measurement is in points, independent of any pixel grid: doubling the size doubles the width exactly.
    @Test func advancesScaleLinearly() {
        let small = measurer.width(of: "Layout guide", font: FontSpec(size: 11))
        let large = measurer.width(of: "Layout guide", font: FontSpec(size: 22))
        #expect(close(large, 2 * small))
        // Inter Regular advances in units of 1/2816 em: "x" is 1520 units.
        #expect(measurer.width(of: "x", font: FontSpec(size: 2816)) == 1520)
    }

    @Test func monospacedDigitUsesInterTabularFigures() {
        let proportional = FontSpec(size: 17)
        let tabular = FontSpec(size: 17, monospacedDigit: true)
        #expect(measurer.width(of: "1", font: proportional) < measurer.width(of: "0", font: proportional))
        let widths = (0...9).map { measurer.width(of: String($0), font: tabular) }
        #expect(Set(widths).count == 1)
        #expect(measurer.width(of: "111", font: tabular) == measurer.width(of: "808", font: tabular))
        // Letters keep their advances.
        #expect(measurer.width(of: "x", font: tabular) == measurer.width(of: "x", font: proportional))
    }

    @Test func weightsHaveTheirOwnAdvances() {
        let regular = measurer.width(of: "x", font: FontSpec(size: 2816))
        let bold = measurer.width(of: "x", font: FontSpec(size: 2816, weight: .bold))
        #expect(regular == 1520)
        #expect(bold > regular)
    }

    /// Ĳ is in Inter only, ℕ in JetBrains Mono only: each family borrows the other's glyph and advance.
    @Test func missingCharactersComeFromTheOtherFamily() {
        let interIJ = measurer.width(of: "\u{0132}", font: FontSpec(size: 10))
        #expect(interIJ > 0)
        #expect(measurer.width(of: "\u{0132}", font: mono10) == interIJ)
        #expect(measurer.width(of: "\u{2115}", font: FontSpec(size: 10)) == 6)
    }

    /// DejaVu Sans has a `kern` table: A and V come 131/2048 em closer.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVuSans)))
    func kernTableKerningIsApplied() throws {
        let face = try sharedLibrary.loadFont(path: dejaVuSans)
        #expect(try sharedLibrary.loadFont(path: dejaVuSans) == face)
        #expect(try sharedLibrary.loadFont(path: "/usr/share/fonts/truetype/../truetype/dejavu/DejaVuSans.ttf") == face)
        #expect(face.familyName == "DejaVu Sans")
        #expect(measurer.width(of: "A", face: face, size: 2048) == 1401)
        #expect(measurer.width(of: "AV", face: face, size: 2048) == 1401 + 1401 - 131)
    }

    @Test func fontFilesOpenFromMemoryAndBadFilesThrow() throws {
        let url = try #require(FontFiles.url(named: "JetBrainsMono-Bold.ttf"))
        let face = try sharedLibrary.loadFont(bytes: Array(try Data(contentsOf: url)))
        #expect(face.familyName == "JetBrains Mono" && face.styleName == "Bold")
        #expect(measurer.width(of: "x196", face: face, size: 10) == 24)
        #expect(throws: TextError.self) { try sharedLibrary.loadFont(bytes: [0, 1, 0, 0, 7]) }
        #expect(throws: TextError.self) { try sharedLibrary.loadFont(bytes: []) }
        #expect(throws: TextError.self) { try sharedLibrary.loadFont(path: "/nonexistent/font.ttf") }
    }
}

let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
