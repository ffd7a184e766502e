import LoupeTestSupport
import Foundation
import LoupeDiff
import LoupePNG
import LoupeRender
import LoupeTesting
import Testing

/// `assertGolden` under Swift Testing: a mismatch is a recorded issue whose message names what moved, errors of the
/// test itself are thrown.
@Suite struct AssertGoldenTests {
    @Test func recordsThenPassesThenFailsNamingWhatMoved() throws {
        let goldens = try Scenes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: goldens) }
        // A golden recorded under `missing` fails the test that recorded it.
        let original = try Scenes.box(height: 40), grown = try Scenes.box(height: 60)
        try withKnownIssue {
            try assertGolden(of: original, named: "recorded-then-moved", in: goldens, record: .missing)
        } matching: { issue in
            issue.description.contains("recorded-then-moved: recorded") && issue.description.contains("recorded-then-moved.png")
        }
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("recorded-then-moved.png").path))
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("recorded-then-moved.layout.json").path))

        try assertGolden(of: original, named: "recorded-then-moved", in: goldens, record: .never)

        // 40 → 60 points: the box's top moves from y 60 to 50; 2 × 10 rows × 50 columns = 1000 pixels change.
        try withKnownIssue {
            try assertGolden(of: grown, named: "recorded-then-moved", in: goldens, record: .never)
        } matching: { issue in
            let text = issue.description
            return text.contains("body.content[0] #box: frame.y 60 → 50; frame.height 40 → 60")
                && text.contains("1000 of 32000 pixels differ")
                && text.contains("AssertGoldenTests/recorded-then-moved-diff.png")
        }
        let artifacts = ProcessInfo.processInfo.environment["LOUPE_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("loupe-artifacts")
        let diff = artifacts.appendingPathComponent("AssertGoldenTests/recorded-then-moved-diff.png")
        #expect(try readPNG(atPath: diff.path).pixel(x: 80, y: 55) == [255, 0, 0, 255])
    }

    @Test func budgetsAndIgnoredAreasLetAKnownChangePass() throws {
        let goldens = try Scenes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: goldens) }
        try assertGolden(of: Scenes.box(height: 40), named: "box", in: goldens, record: .all)
        let grown = try Scenes.box(height: 60)
        try assertGolden(of: grown, named: "box", in: goldens, maxDiffPixels: 1000, record: .never)
        // Rows 50–59 and 100–109 at columns 75–124, in points at scale 1.
        try assertGolden(of: grown, named: "box", in: goldens,
                         ignoring: [.points(Rect(x: 75, y: 50, width: 50, height: 10)),
                                    .pixels(PixelRegion(x: 75, y: 100, width: 50, height: 10))], record: .never)
        withKnownIssue {
            try assertGolden(of: grown, named: "box", in: goldens, maxDiffPixels: 999, record: .never)
        }
    }

    @Test func recordModeFailedRewritesAndPasses() throws {
        let goldens = try Scenes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: goldens) }
        try assertGolden(of: Scenes.box(height: 40), named: "box", in: goldens, record: .all)
        try assertGolden(of: Scenes.box(height: 60), named: "box", in: goldens, record: .failed)
        let golden = try readPNG(atPath: goldens.appendingPathComponent("box.png").path)
        #expect(golden.pixel(x: 75, y: 50) == [0, 122, 255, 255])
    }

    @Test func goldensGoBesideTheTestFileUnlessAFolderIsGiven() throws {
        let folder = URL(fileURLWithPath: "/tmp/loupe-testing-location")
        defer { try? FileManager.default.removeItem(at: folder) }
        try assertGolden(of: Scenes.box(height: 40), named: "card", record: .all,
                         filePath: "/tmp/loupe-testing-location/CardTests.swift")
        #expect(FileManager.default.fileExists(atPath: "/tmp/loupe-testing-location/__Snapshots__/CardTests/card.png"))
        // Unnamed: the test function's name, as swift-snapshot-testing sanitizes it.
        try assertGolden(of: Scenes.box(height: 40), record: .all, filePath: "/tmp/loupe-testing-location/CardTests.swift")
        #expect(FileManager.default.fileExists(
            atPath: "/tmp/loupe-testing-location/__Snapshots__/CardTests/goldensGoBesideTheTestFileUnlessAFolderIsGiven.png"))
    }

    @Test(arguments: [40, 60])
    func anUnnamedGoldenInAParameterizedTestIsRefused(height: Int) throws {
        let error = #expect(throws: GoldenAssertionError.self) {
            try assertGolden(of: Scenes.box(height: height), record: .never)
        }
        #expect(error?.description.contains("parameterized test needs a name") == true)
    }

    @Test func errorsOfTheTestItselfAreThrown() throws {
        let goldens = try Scenes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: goldens) }
        #expect(throws: GoldenAssertionError.self) {
            try assertGolden(of: Scenes.box(height: 40), named: "box", in: goldens, threshold: 3, record: .all)
        }
        #expect(throws: GoldenAssertionError.self) {
            try assertGolden(of: Scenes.box(height: 40), named: "a/b", in: goldens, record: .all)
        }
    }

    @Test func aCanvasIsComparedWithoutALayoutReport() throws {
        let goldens = try Scenes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let canvas = try Scenes.renderer.render(Scenes.box(height: 40))
        try assertGolden(of: canvas, named: "canvas", in: goldens, record: .all)
        try assertGolden(of: canvas, named: "canvas", in: goldens, record: .never)
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("canvas.layout.json").path))
    }
}

/// Areas in points that cannot be pixels are refused by name, never a trap.
@Suite struct IgnoredAreaTests {
    @Test func aRectangleThatIsNotFiniteIsRefused() throws {
        let goldens = try Scenes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let error = #expect(throws: GoldenAssertionError.self) {
            try assertGolden(of: Scenes.box(height: 40), named: "box", in: goldens,
                             ignoring: [.points(Rect(x: .nan, y: 0, width: 10, height: 10))], record: .all)
        }
        #expect(error?.description.contains("ignoredRegions[0]") == true)
        // Huge but finite: clamped, then clipped to the picture, so the whole picture is ignored.
        try assertGolden(of: Scenes.box(height: 40), named: "huge", in: goldens, record: .all)
        try assertGolden(of: Scenes.box(height: 70), named: "huge", in: goldens,
                         ignoring: [.points(Rect(x: -1e300, y: -1e300, width: 1e301, height: 1e301))], record: .never)
    }
}
