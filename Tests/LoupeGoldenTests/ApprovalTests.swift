import Foundation
import LoupeGolden
import LoupeRender
import Testing

/// `approve`: a report folder's renderings become the goldens, checked against the digests the report records.
@Suite struct ApprovalTests {
    /// FIPS 180-4's examples (NIST's "SHA256.pdf"): the empty message, "abc", and the two-block 448-bit message.
    @Test func sha256MatchesTheStandardsExamples() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// A report folder written by `check`, moved elsewhere (as a CI artifact is downloaded), and an empty goldens
    /// folder.
    func downloadedReport() throws -> (root: URL, report: URL, goldens: URL) {
        let root = try ReportFixtures.temporaryFolder()
        let written = root.appendingPathComponent("check-report")
        try ReportWriter.write(try ReportFixtures.mixed(), to: written)
        let report = root.appendingPathComponent("Downloads/check-report")
        try FileManager.default.createDirectory(at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: written, to: report)
        let goldens = root.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        return (root, report, goldens)
    }

    func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func everyFailedRenderingBecomesItsGoldenByteForByte() throws {
        let (root, report, goldens) = try downloadedReport()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try ReportApproval.approve(reportDirectory: report, names: [], goldensDirectory: goldens)
        // beta failed with a rendering; epsilon failed without one; gamma (new) and the passed ones are not failures.
        #expect(outcome.approved.map(\.name) == ["beta"])
        #expect(outcome.unapprovable.map(\.name) == ["epsilon"])
        #expect(try files(in: goldens) == ["beta.layout.json", "beta.png"])
        let fixture = try ReportFixtures.failed(name: "beta")
        #expect(try Array(Data(contentsOf: goldens.appendingPathComponent("beta.png"))) == fixture.images?.actual)
        #expect(try Array(Data(contentsOf: goldens.appendingPathComponent("beta.layout.json")))
                == ReportFixtures.layoutReport)
    }

    @Test func namedScenesOnlyAndNamesTheReportLacksAreUsageErrors() throws {
        let (root, report, goldens) = try downloadedReport()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try ReportApproval.approve(reportDirectory: report, names: ["gamma"], goldensDirectory: goldens)
        #expect(outcome.approved.map(\.name) == ["gamma"])
        #expect(try files(in: goldens) == ["gamma.png"])
        for name in ["zeta", "epsilon"] {
            let error = #expect(throws: LoupeRenderError.self) {
                try ReportApproval.approve(reportDirectory: report, names: [name], goldensDirectory: goldens)
            }
            #expect(error?.exitCode == 64)
            #expect(error?.description.contains(name) == true)
        }
        #expect(try files(in: goldens) == ["gamma.png"])
    }

    @Test func aPictureChangedAfterTheRunIsRefusedAndNothingIsWritten() throws {
        let (root, report, goldens) = try downloadedReport()
        defer { try? FileManager.default.removeItem(at: root) }
        let picture = report.appendingPathComponent("images/beta-actual.png")
        var bytes = try Array(Data(contentsOf: picture))
        bytes[bytes.count - 20] ^= 1
        try Data(bytes).write(to: picture)
        let error = #expect(throws: LoupeRenderError.self) {
            try ReportApproval.approve(reportDirectory: report, names: [], goldensDirectory: goldens)
        }
        #expect(error?.exitCode == 65)
        #expect(error?.description.contains("images/beta-actual.png: its SHA-256 differs from the one report.json "
                                            + "records at items[0].sha256.actual") == true)
        #expect(try files(in: goldens).isEmpty)
    }

    @Test func aLayoutReportChangedAfterTheRunIsRefused() throws {
        let (root, report, goldens) = try downloadedReport()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{}\n".utf8).write(to: report.appendingPathComponent("images/beta-actual.layout.json"))
        let error = #expect(throws: LoupeRenderError.self) {
            try ReportApproval.approve(reportDirectory: report, names: ["beta"], goldensDirectory: goldens)
        }
        #expect(error?.exitCode == 65)
        #expect(try files(in: goldens).isEmpty)
    }

    @Test func aReportWithoutDigestsIsRefused() throws {
        let (root, report, goldens) = try downloadedReport()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = report.appendingPathComponent("report.json")
        let text = try String(contentsOf: json, encoding: .utf8)
        let start = try #require(text.range(of: "\"sha256\": {"))
        let end = try #require(text.range(of: "}", range: start.upperBound..<text.endIndex))
        try Data(text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "\"sha256\": null").utf8).write(to: json)
        let error = #expect(throws: LoupeRenderError.self) {
            try ReportApproval.approve(reportDirectory: report, names: [], goldensDirectory: goldens)
        }
        #expect(error?.exitCode == 65)
        #expect(try files(in: goldens).isEmpty)
    }

    @Test func aNameThatLeadsOutOfTheGoldensIsRefusedAndNothingIsWritten() throws {
        let (root, report, goldens) = try downloadedReport()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = report.appendingPathComponent("report.json")
        let text = try String(contentsOf: json, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"name\": \"beta\"", with: "\"name\": \"../beta\"").utf8).write(to: json)
        let error = #expect(throws: LoupeRenderError.self) {
            try ReportApproval.approve(reportDirectory: report, names: [], goldensDirectory: goldens)
        }
        #expect(error?.exitCode == 65)
        #expect(try files(in: goldens).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("beta.png").path))
    }

    @Test func confinedNamesRefuseEveryWayOut() throws {
        let root = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens")
        let outside = root.appendingPathComponent("outside")
        for folder in [goldens, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(at: goldens.appendingPathComponent("link"), withDestinationURL: outside)
        // A golden file that is itself a link to a file outside: writing would follow it.
        try FileManager.default.createSymbolicLink(at: goldens.appendingPathComponent("trap.png"),
                                                   withDestinationURL: outside.appendingPathComponent("victim.png"))
        for name in ["", "../x", "a/../../x", "/etc/x", "a//b", "./x", "a/.", "nul\0x", "back\\slash", "link/x", "trap"] {
            let error = #expect(throws: LoupeRenderError.self, "\(name.debugDescription)") {
                try GoldenFiles.confined(name: name, in: goldens)
            }
            #expect(error?.exitCode == 65)
        }
        // Names inside, nested ones included, are accepted where they lead.
        #expect(try GoldenFiles.confined(name: "card", in: goldens).image.lastPathComponent == "card.png")
        #expect(try GoldenFiles.confined(name: "Target/File-preview", in: goldens).image.path
                == goldens.appendingPathComponent("Target/File-preview.png").path)
    }

    @Test func acceptCommandsAreQuotedForAShell() {
        #expect(AcceptCommand.shellQuoted("Goldens") == "Goldens")
        #expect(AcceptCommand.shellQuoted("my goldens") == "'my goldens'")
        #expect(AcceptCommand.shellQuoted("it's") == "'it'\\''s'")
        #expect(AcceptCommand.shellQuoted("") == "''")
        #expect(AcceptCommand.shellQuoted("$HOME") == "'$HOME'")
        #expect(AcceptCommand.approve(reportFolder: "check-report", names: ["a b"], goldens: "Goldens")
                == "loupe-render approve check-report 'a b' --goldens Goldens")
        #expect(AcceptCommand.recordFailed(["loupe-render", "check", "Scenes", "--record", "never", "--goldens", "G",
                                            "--record=all"])
                == "loupe-render check Scenes --goldens G --record failed")
    }
}
