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

    /// CI always has the folder: there its absence is a failure, not a skipped test.
    @Test func casesArePresentInCI() {
        guard ProcessInfo.processInfo.environment["CI"] != nil else { return }
        #expect(PixelmatchConformance.isAvailable, PixelmatchConformance.absenceNote)
        #expect(PixelmatchConformance.cases.count >= 8)
    }
}
