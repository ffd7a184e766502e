import Foundation
import LoupeDiff
import Testing

/// The comparison gives pixelmatch 7.2.0's count and its diff image, RGBA byte for byte, on pixelmatch's own cases.
@Suite struct PixelmatchConformanceTests {
    @Test(.enabled(if: PixelmatchConformance.isAvailable, PixelmatchConformance.absenceNote),
          arguments: PixelmatchConformance.cases)
    func matchesPixelmatch(_ testCase: PixelmatchConformance.Case) throws {
        let a = try PixelmatchConformance.image(testCase.a)
        let b = try PixelmatchConformance.image(testCase.b)
        let expectedDiff = try PixelmatchConformance.image(testCase.diff)

        let drawn = try ImageDiff.compare(expected: a, actual: b, options: testCase.options, diffImage: true)
        #expect(drawn.diffPixels == testCase.diffPixels)
        let image = try #require(drawn.diffImage)
        #expect(image.width == expectedDiff.width && image.height == expectedDiff.height)
        let firstDifference = zip(image.rgba, expectedDiff.rgba).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "diff image differs first at byte \(firstDifference?.offset ?? -1)")

        let counted = try ImageDiff.compare(expected: a, actual: b, options: testCase.options, diffImage: false)
        #expect(counted.diffPixels == testCase.diffPixels)
        #expect(counted.diffImage == nil)
    }

    /// An opaque case compared as RGB (3 bytes a pixel) gives pixelmatch's count and diff image too, for every pairing
    /// of the two layouts; a translucent case has no RGB form.
    @Test(.enabled(if: PixelmatchConformance.isAvailable, PixelmatchConformance.absenceNote),
          arguments: PixelmatchConformance.cases)
    func matchesPixelmatchStoredAsRGB(_ testCase: PixelmatchConformance.Case) throws {
        let a = try PixelmatchConformance.image(testCase.a)
        let b = try PixelmatchConformance.image(testCase.b)
        guard let rgbA = Self.rgb(a), let rgbB = Self.rgb(b) else { return }
        let expectedDiff = try PixelmatchConformance.image(testCase.diff)
        for (first, second) in [(rgbA, rgbB), (rgbA, b), (a, rgbB)] {
            let drawn = try ImageDiff.compare(expected: first, actual: second, options: testCase.options, diffImage: true)
            #expect(drawn.diffPixels == testCase.diffPixels)
            #expect(drawn.diffImage?.rgba == expectedDiff.rgba)
            let counted = try ImageDiff.compare(expected: first, actual: second, options: testCase.options, threads: 3)
            #expect(counted.diffPixels == testCase.diffPixels)
        }
    }

    /// The RGB test above is not empty: some of pixelmatch's cases are opaque.
    @Test(.enabled(if: PixelmatchConformance.isAvailable, PixelmatchConformance.absenceNote))
    func someCasesAreOpaque() throws {
        let opaque = try PixelmatchConformance.cases.filter { testCase in
            try Self.rgb(PixelmatchConformance.image(testCase.a)) != nil
                && Self.rgb(PixelmatchConformance.image(testCase.b)) != nil
        }
        #expect(opaque.count >= 2)
    }

    /// `image` as RGB, or `nil` when a pixel is not opaque.
    static func rgb(_ image: RGBAImage) -> RGBAImage? {
        let rgba = image.rgba
        guard stride(from: 3, to: rgba.count, by: 4).allSatisfy({ rgba[$0] == 255 }) else { return nil }
        let rgb = rgba.enumerated().filter { $0.offset % 4 != 3 }.map { $0.element }
        return RGBAImage(width: image.width, height: image.height, rgb: rgb)
    }

    /// CI always has the folder: there its absence is a failure, not a skipped test.
    @Test func casesArePresentInCI() {
        guard ProcessInfo.processInfo.environment["CI"] != nil else { return }
        #expect(PixelmatchConformance.isAvailable, PixelmatchConformance.absenceNote)
        #expect(PixelmatchConformance.cases.count >= 8)
    }
}
