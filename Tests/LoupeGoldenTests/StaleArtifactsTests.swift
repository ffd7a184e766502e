import Foundation
import LoupeGolden
import LoupeRender
import Testing

/// The artifacts folder holds the files of the scenes that fail now, not of those that failed once.
@Suite struct StaleArtifactsTests {
    @Test func aSceneThatPassesNowLeavesNoArtifactsBehind() throws {
        let root = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let artifacts = root.appendingPathComponent("artifacts")
        let golden = GoldenFiles(directory: root.appendingPathComponent("Goldens"), name: "box")
        let picture = try ReportFixtures.picture(width: 4, height: 3)
        try golden.write(picture: picture.png, layout: nil)
        let check = GoldenCheck(options: .exact, recordMode: .never, artifactsDirectory: artifacts)

        // A rendering with one black pixel fails and leaves its three files.
        let changed = try ReportFixtures.picture(width: 4, height: 3, marks: [(0, 0)])
        let failed = try check.check(Rendering(image: changed.image, layout: nil), against: golden, name: "box")
        #expect(failed.status == .failed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts.path).sorted()
                == ["box-actual.png", "box-diff.png", "box-expected.png"])

        // Another scene's artifacts are not this scene's business.
        try Data([1]).write(to: artifacts.appendingPathComponent("other-diff.png"))
        // The rendering is fixed: it matches, and box's files go.
        let passed = try check.check(Rendering(image: picture.image, layout: nil), against: golden, name: "box")
        #expect(passed.status == .passed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts.path) == ["other-diff.png"])
    }
}
