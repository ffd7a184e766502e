import Foundation
import LoupeCore
import Testing
@testable import LoupeText

@Suite struct GlyphRasterizerTests {
    @Test func letterHasCoverageAndSpaceHasNone() throws {
        let x = try rasterizer.mask(for: "x", spec: mono10, scale: 3)
        #expect(x.width > 10 && x.width < 20)
        #expect(x.height > 10 && x.height < 20)
        #expect(x.pitch == x.width)
        #expect(x.bytes.count == x.width * x.height)
        #expect(x.bytes.contains(255))
        #expect(x.top > 0)  // sits on the baseline
        let space = try rasterizer.mask(for: " ", spec: mono10, scale: 3)
        #expect(space.isEmpty)
        #expect(space.bytes.isEmpty)
    }

    /// A cache limited to a few masks empties itself when full and draws the same masks again: its byte count never
    /// passes the limit, and every mask equals an unlimited library's.
    @Test func aFullCacheStartsAgainAndDrawsTheSame() throws {
        let limited = try FontLibrary(), unlimited = try FontLibrary()
        let x = try GlyphRasterizer(library: unlimited).mask(for: "x", spec: mono10, scale: 3)
        limited.maximumCachedGlyphBytes = 3 * x.bytes.count
        let small = GlyphRasterizer(library: limited), reference = GlyphRasterizer(library: unlimited)
        for size in stride(from: 8.0, through: 30, by: 1) {
            let spec = FontSpec(size: size, weight: .regular, design: .monospaced)
            for character: Unicode.Scalar in ["x", "y", "1", "W"] {
                let a = try small.mask(for: character, spec: spec, scale: 3)
                #expect(a == (try reference.mask(for: character, spec: spec, scale: 3)))
                #expect(limited.cachedGlyphBytes <= limited.maximumCachedGlyphBytes)
            }
        }
        #expect(limited.cachedGlyphCount < unlimited.cachedGlyphCount)
        #expect(unlimited.cachedGlyphCount == 23 * 4)  // 23 sizes of 4 glyphs (the first x, at 10 pt, among them)
    }

    @Test func cacheGrowsOncePerGlyphAndReturnsTheSameMask() throws {
        let library = try FontLibrary()
        let rasterizer = GlyphRasterizer(library: library)
        #expect(library.cachedGlyphCount == 0)
        let first = try rasterizer.mask(for: "x", spec: mono10, scale: 2)
        #expect(library.cachedGlyphCount == 1)
        let second = try rasterizer.mask(for: "x", spec: mono10, scale: 2)
        #expect(library.cachedGlyphCount == 1)
        #expect(first == second)
        let sameStorage = first.bytes.withUnsafeBufferPointer { a in
            second.bytes.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        #expect(sameStorage)
        // "x196 x196" has five distinct glyphs: x, 1, 9, 6 and the space.
        _ = try drawn("x196 x196", spec: mono10, scale: 2, with: rasterizer)
        #expect(library.cachedGlyphCount == 5)
        // Another pixel size is another set of masks.
        _ = try rasterizer.mask(for: "x", spec: mono10, scale: 3)
        #expect(library.cachedGlyphCount == 6)
    }

    @Test func drawingTwiceGivesIdenticalMasks() throws {
        let first = try drawn("y852 ↓ Safe area", spec: inter17, scale: 3, origin: (12.3, 40.7))
        let second = try drawn("y852 ↓ Safe area", spec: inter17, scale: 3, origin: (12.3, 40.7))
        #expect(first == second)
        let fresh = try drawn(
            "y852 ↓ Safe area", spec: inter17, scale: 3, origin: (12.3, 40.7),
            with: GlyphRasterizer(library: try FontLibrary()))
        #expect(fresh == first)
    }

    /// A line's steps are cached per size and per tabular-figures choice: mixing them in one library (and
    /// mixing ASCII with other characters in one line) draws what separate fresh libraries draw.
    @Test func cachedStepsKeepSizesAndFigureStylesApart() throws {
        let shared = GlyphRasterizer(library: try FontLibrary())
        let line = "0118 → 1.11 Å1"
        for spec in [inter17, FontSpec(size: 17, monospacedDigit: true), FontSpec(size: 12, monospacedDigit: true)] {
            let reused = try drawn(line, spec: spec, scale: 3, origin: (5.5, 30), with: shared)
            let fresh = try drawn(line, spec: spec, scale: 3, origin: (5.5, 30),
                                  with: GlyphRasterizer(library: try FontLibrary()))
            #expect(reused == fresh)
        }
        // Tabular figures have equal advances; Inter's proportional "1" is narrower than its "0".
        let proportional = try drawn("011", spec: inter17, scale: 3, with: shared)
        let tabular = try drawn("011", spec: FontSpec(size: 17, monospacedDigit: true), scale: 3, with: shared)
        #expect(proportional[2].x - proportional[1].x < tabular[2].x - tabular[1].x)
    }

    /// JetBrains Mono 10 pt at @3x: 30 px per em, 18 px per advance; the baseline-left origin is rounded.
    @Test func penAdvancesByTheUnhintedAdvance() throws {
        let glyphs = try drawn("xxx", spec: mono10, scale: 3, origin: (10.4, 50.6))
        #expect(glyphs.count == 3)
        #expect(glyphs[1].x - glyphs[0].x == 18)
        #expect(glyphs[2].x - glyphs[0].x == 36)
        let x = try rasterizer.mask(for: "x", spec: mono10, scale: 3)
        #expect(glyphs[0].x == 10 + x.left)
        #expect(glyphs[0].y == 51 - x.top)
        #expect(glyphs.allSatisfy { $0.y == glyphs[0].y })
    }

    /// JetBrains Mono 11 pt at @1x: the 6.6 px advance is 422.4/64 px, kept as 422 in 26.6; the pen accumulates in
    /// 26.6 and each glyph lands on the rounded pen position.
    @Test func fractionalAdvancesAccumulateInFixedPoint() throws {
        let glyphs = try drawn("xxxxx", spec: FontSpec(size: 11, design: .monospaced), scale: 1)
        let left = try rasterizer.mask(for: "x", spec: FontSpec(size: 11, design: .monospaced), scale: 1).left
        // Pens at 0, 422, 844, 1266, 1688 in 26.6 → pixels 0, 7 (6.59), 13 (13.19), 20 (19.78), 26 (26.38).
        #expect(glyphs.map { $0.x - left } == [0, 7, 13, 20, 26])
    }

    @Test func arrowsAreDrawnFromTheFonts() throws {
        for arrow in ["↓", "→", "↑", "←"] {
            for spec in [FontSpec(size: 8, weight: .black, design: .monospaced), inter17] {
                let scalar = try #require(arrow.unicodeScalars.first)
                let mask = try rasterizer.mask(for: scalar, spec: spec, scale: 3)
                #expect(!mask.isEmpty, "\(arrow) is blank in \(spec.design)")
                #expect(mask.bytes.contains(255))
            }
        }
        // ↓ and ↑ are mirror images: the same box.
        let down = try rasterizer.mask(for: "↓", spec: mono10, scale: 3)
        let up = try rasterizer.mask(for: "↑", spec: mono10, scale: 3)
        #expect(down.width == up.width && down.height == up.height)
        #expect(down.bytes != up.bytes)
    }

    @Test func fallbackDrawsTheOtherFamilysGlyph() throws {
        let borrowed = try rasterizer.mask(for: "\u{2115}", spec: FontSpec(size: 10), scale: 2)
        let own = try rasterizer.mask(for: "\u{2115}", spec: mono10, scale: 2)
        #expect(borrowed == own)
    }

    /// U+4E00 is in neither family: it draws JetBrains Mono's .notdef, a tall box crossed by one diagonal.
    @Test func characterNeitherFamilyHasDrawsTheNotdefBox() throws {
        let box = try rasterizer.mask(for: "\u{4E00}", spec: mono10, scale: 3)
        #expect(box.width == 14 && box.height == 22)
        #expect(box.coverage(x: 1, y: 11) == 255)  // left side
        #expect(box.coverage(x: 7, y: 21) == 255)  // bottom side
        #expect(box.coverage(x: 3, y: 3) == 0)  // inside, above the diagonal
        #expect(box.coverage(x: 10, y: 18) == 0)  // inside, below the diagonal
        #expect(box.coverage(x: 7, y: 10) > 200)  // on the diagonal
    }

    @Test func controlCharactersAndZeroSizesDrawNothing() throws {
        #expect(try drawn("\t\u{7}", spec: mono10, scale: 3).isEmpty)
        #expect(try drawn("abc", spec: mono10, scale: 0).isEmpty)
        #expect(try drawn("abc", spec: FontSpec(size: .nan), scale: 3).isEmpty)
    }

    @Test func unusableGeometryThrows() {
        #expect(throws: TextError.self) { try drawn("a", spec: mono10, scale: .infinity) }
        #expect(throws: TextError.self) { try drawn("a", spec: mono10, scale: 1, origin: (.nan, 0)) }
        #expect(throws: TextError.self) { try drawn("a", spec: FontSpec(size: 1e6), scale: 1) }
    }
}

@Suite struct ConcurrencyTests {
    /// One library shared by several tasks: the lock keeps FreeType and the caches consistent.
    @Test func concurrentUseMatchesSerialUse() async throws {
        let library = try FontLibrary()
        let strings = (0..<16).map { "label \($0) x\(196 + $0) y\(852 - $0) ↓→↑←" }
        let serialRasterizer = GlyphRasterizer(library: try FontLibrary())
        let serial = try strings.map { try drawn($0, spec: inter17, scale: 3, with: serialRasterizer) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [DrawnGlyph], Size).self) { group in
            for (index, string) in strings.enumerated() {
                group.addTask {
                    let glyphs = try drawn(string, spec: inter17, scale: 3, with: GlyphRasterizer(library: library))
                    let size = TextMeasurer(library: library).measure(string, font: inter17, width: 80, lineLimit: nil)
                    return (index, glyphs, size)
                }
            }
            var results = [(glyphs: [DrawnGlyph], size: Size)?](repeating: nil, count: strings.count)
            for try await (index, glyphs, size) in group { results[index] = (glyphs, size) }
            return results
        }
        for (index, string) in strings.enumerated() {
            #expect(parallel[index]?.glyphs == serial[index])
            #expect(parallel[index]?.size == measurer.measure(string, font: inter17, width: 80, lineLimit: nil))
        }
    }
}
