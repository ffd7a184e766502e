import Foundation

/// Headless Chromium, for the tests that open a page in a real browser (the check report, the review page).
public enum HeadlessChromium {
    /// The first `chromium` (or Ubuntu's `chromium-browser`) on PATH.
    public static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for name in ["chromium", "chromium-browser"] {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    /// CI installs chromium, so there the browser tests run, and fail when chromium is missing. Elsewhere they run
    /// only when chromium is installed (`apt-get install chromium`); swift test lists them as skipped otherwise.
    public static var shouldRun: Bool {
        let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return executable != nil || !(value.isEmpty || value == "0" || value == "false")
    }

    /// The reason a browser test is skipped.
    public static let skipReason = "chromium is not on PATH: install it (apt-get install chromium) to run the browser tests"

    /// What a run printed.
    public struct Run {
        public var dom: String
        public var stderr: String
        public var timedOut: Bool

        /// The page's title once its scripts ran.
        public var title: String? {
            dom.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: "</title>").first
        }

        /// Console messages and uncaught exceptions, which Chromium logs as `INFO:CONSOLE…`.
        public var console: [Substring] {
            stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
        }
    }

    /// Opens `url`, printing the DOM once the scripts have run (five seconds of the page's time); killed after 60
    /// seconds of real time.
    public static func dumpDOM(_ url: URL, scratch: URL) throws -> Run {
        guard let chromium = executable else { throw CocoaError(.fileNoSuchFile) }
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
}
