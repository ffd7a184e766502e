import Foundation
import LoupeGolden
import LoupeRender
import Testing

/// Opens a real report in headless Chromium with `#selftest`, so the page's script checks itself: every view
/// button shows its panel and hides the others, every picture loads, the slider's divider follows the range input.
@Suite struct HTMLSelfTestTests {
    /// The first `chromium` (or Ubuntu's `chromium-browser`) on PATH.
    static let chromium: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for name in ["chromium", "chromium-browser"] {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    /// CI installs chromium, so there the test runs, and fails when chromium is missing. Elsewhere it runs only
    /// when chromium is installed: `apt-get install chromium` to run it (swift test lists it as skipped, with this
    /// reason, otherwise).
    static let shouldRun = chromium != nil || isCI(ProcessInfo.processInfo.environment)

    struct Run {
        var dom: String
        var stderr: String
        var timedOut: Bool
    }

    /// Runs headless Chromium on `url`, printing the DOM once the scripts have run; killed after 60 seconds.
    func dumpDOM(_ url: URL, chromium: URL, scratch: URL) throws -> Run {
        let stdout = scratch.appendingPathComponent("dom.html"), stderr = scratch.appendingPathComponent("stderr.txt")
        try Data().write(to: stdout)
        try Data().write(to: stderr)
        let process = Process()
        process.executableURL = chromium
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000",
            "--enable-logging=stderr", "--v=0",
            "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
            "--dump-dom", url.absoluteString,
        ]
        // Files, not pipes: a chatty browser can never block on a full pipe.
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        return Run(dom: try String(contentsOf: stdout, encoding: .utf8),
                   stderr: try String(contentsOf: stderr, encoding: .utf8), timedOut: timedOut)
    }

    @Test(.enabled(if: shouldRun, "chromium is not on PATH: install it (apt-get install chromium) to run the HTML report's self-test"))
    func theReportsSelfTestPassesInHeadlessChromium() throws {
        let chromium = try #require(Self.chromium, "CI is set but chromium is not on PATH: CI must install it")
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

        let run = try dumpDOM(url, chromium: chromium, scratch: scratch)
        #expect(!run.timedOut, "chromium did not finish within 60 s")
        let title = run.dom.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: "</title>").first
        #expect(title == "selftest: pass", "stderr: \(run.stderr.suffix(2000))")
        // Chromium logs every console message as `INFO:CONSOLE…`; the page writes none, so any is an error
        // (an uncaught exception, a refused load).
        let console = run.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
        #expect(console.isEmpty, "console output: \(console.joined(separator: "\n"))")
    }
}
