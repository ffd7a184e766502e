import Foundation
import LoupeGolden
import LoupeRender
import LoupeTestSupport
import Testing

/// Opens a real report in headless Chromium with `#selftest`, so the page's script checks itself: every view
/// button shows its panel and hides the others, every picture loads, the slider's divider follows the range input.
@Suite struct HTMLSelfTestTests {
    @Test(.enabled(if: HeadlessChromium.shouldRun, Comment(rawValue: HeadlessChromium.skipReason)))
    func theReportsSelfTestPassesInHeadlessChromium() throws {
        _ = try #require(HeadlessChromium.executable, "CI is set but chromium is not on PATH: CI must install it")
        let scratch = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let report = CheckReport(
            items: [ReportFixtures.passed(name: "alpha"), try ReportFixtures.failed(name: "beta", width: 60, height: 120)],
            goldensDirectory: "Goldens", recordMode: .never, options: .exact)
        let folder = scratch.appendingPathComponent("report")
        try ReportWriter.write(report, to: folder)
        var page = URLComponents(url: folder.appendingPathComponent("index.html"), resolvingAgainstBaseURL: false)
        page?.fragment = "selftest"
        let url = try #require(page?.url)

        let run = try HeadlessChromium.dumpDOM(url, scratch: scratch)
        #expect(!run.timedOut, "chromium did not finish within 60 s")
        #expect(run.title == "selftest: pass", "stderr: \(run.stderr.suffix(2000))")
        // The page writes nothing to the console, so any message is an error (an uncaught exception, a refused load).
        #expect(run.console.isEmpty, "console output: \(run.console.joined(separator: "\n"))")
    }
}
