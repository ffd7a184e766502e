import Foundation
import LoupePNG
import LoupeTestSupport
import Testing

/// `approve`: a failed CI run's report, downloaded, accepted locally; the goldens become exactly what it shows.
extension CLITests {
    @Test func approveCopiesADownloadedReportsRenderingsIntoTheGoldens() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("box.json"))
        try write(scene(height: 20), to: dir.appendingPathComponent("bar.json"))
        _ = try run(["check", ".", "--goldens", "goldens", "--record", "all"], in: dir, environment: checkEnvironment())
        try write(scene(height: 60), to: dir.appendingPathComponent("box.json"))

        // "CI": records nothing, writes the report, and says how to accept the change.
        let ci = try run(["check", ".", "--goldens", "goldens", "--report", "ci-report", "--artifacts", "a"], in: dir,
                         environment: checkEnvironment(["CI": "true"]))
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("to accept this change after looking at it: ")
                && ci.stdout.contains(" approve ci-report --goldens goldens\n"))
        let page = try String(contentsOf: dir.appendingPathComponent("ci-report/index.html"), encoding: .utf8)
        #expect(page.contains(" approve ci-report box --goldens goldens</code>"))

        // The artifact, downloaded elsewhere, approved.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Downloads"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("ci-report"),
                                         to: dir.appendingPathComponent("Downloads/ci-report"))
        let barBefore = try Data(contentsOf: dir.appendingPathComponent("goldens/bar.png"))
        let approved = try run(["approve", "Downloads/ci-report", "--goldens", "goldens"], in: dir,
                               environment: checkEnvironment())
        #expect(approved.status == 0, "\(approved.stdout)\(approved.stderr)")
        #expect(approved.stdout.hasPrefix("approved box → goldens/box.png\n1 golden approved\n"))
        let shown = try Data(contentsOf: dir.appendingPathComponent("Downloads/ci-report/images/box-actual.png"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/box.png")) == shown)
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/box.layout.json"))
                == Data(contentsOf: dir.appendingPathComponent("Downloads/ci-report/images/box-actual.layout.json")))
        // The box is now 60 points tall: its top at y 50 (centred in 160). bar passed, and was not touched.
        let golden = try readPNG(atPath: dir.appendingPathComponent("goldens/box.png").path)
        #expect(golden.pixel(x: 75, y: 50) == [0, 122, 255, 255] && golden.pixel(x: 75, y: 49) == [255, 255, 255, 255])
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/bar.png")) == barBefore)
        #expect(try run(["check", ".", "--goldens", "goldens"], in: dir, environment: checkEnvironment()).status == 0)
    }

    @Test func approveRefusesATamperedReportAndWritesNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("box.json"))
        _ = try run(["check", "box.json", "--goldens", "goldens", "--record", "all"], in: dir, environment: checkEnvironment())
        try write(scene(height: 60), to: dir.appendingPathComponent("box.json"))
        _ = try run(["check", "box.json", "--goldens", "goldens", "--report", "r", "--artifacts", "a"], in: dir,
                    environment: checkEnvironment(["CI": "true"]))
        let before = try Data(contentsOf: dir.appendingPathComponent("goldens/box.png"))
        // A name the report does not hold is a usage error.
        let unknown = try run(["approve", "r", "nothing", "--goldens", "goldens"], in: dir, environment: checkEnvironment())
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("r/report.json has no scene named \"nothing\""))
        // Another picture put in the report's place.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("r/images/box-actual.png"))
        try FileManager.default.copyItem(at: dir.appendingPathComponent("r/images/box-expected.png"),
                                         to: dir.appendingPathComponent("r/images/box-actual.png"))
        let tampered = try run(["approve", "r", "--goldens", "goldens"], in: dir, environment: checkEnvironment())
        #expect(tampered.status == 65)
        #expect(tampered.stdout.isEmpty)
        #expect(tampered.stderr.contains("r/images/box-actual.png: its SHA-256 differs from the one report.json "
                                         + "records at items[0].sha256.actual"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/box.png")) == before)
    }
}
