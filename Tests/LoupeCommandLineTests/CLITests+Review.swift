import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoupePNG
import LoupeTestSupport
import Testing

/// `loupe-render review` as a user drives it: the page in headless Chromium approves one scene, rejects another,
/// approves the rest; a saved scene is checked again and shown.
extension CLITests {
    /// A running `loupe-render review`: its URL, and the process to stop.
    final class ReviewProcess {
        let process: Process
        let url: String

        init(_ arguments: [String], in directory: URL, environment: [String: String]) throws {
            process = Process()
            process.executableURL = CLITests.executable
            process.arguments = ["review"] + arguments
            process.currentDirectoryURL = directory
            process.environment = environment
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The first line names the page; the first check has run by then.
            var text = ""
            let handle = out.fileHandleForReading
            while !text.contains("\n") {
                let data = handle.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            url = text.components(separatedBy: "review: ").dropFirst().first?
                .components(separatedBy: "\n").first ?? ""
        }

        /// `/state` (waiting for a version past `after`, when given), as text.
        func state(after: Int = -1) throws -> String {
            let address = url.replacingOccurrences(of: "/?token=", with: "/state?token=") + "&after=\(after)"
            return try String(contentsOf: URL(string: address)!, encoding: .utf8)
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The `version` of a `/state` body.
    func version(of state: String) -> Int {
        Int(state.components(separatedBy: "\"version\": ").dropFirst().first?.prefix { $0.isNumber } ?? "") ?? -1
    }

    @Test(.enabled(if: HeadlessChromium.shouldRun, Comment(rawValue: HeadlessChromium.skipReason)))
    func reviewApprovesAndRejectsFromTheBrowserAndFollowsSaves() throws {
        _ = try #require(HeadlessChromium.executable, "CI is set but chromium is not on PATH: CI must install it")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        for name in ["a", "b", "c"] { try write(scene(height: 40), to: dir.appendingPathComponent("scenes/\(name).json")) }
        _ = try run(["check", "scenes", "--goldens", "goldens", "--record", "all"], in: dir, environment: checkEnvironment())
        for name in ["a", "b", "c"] { try write(scene(height: 60), to: dir.appendingPathComponent("scenes/\(name).json")) }
        let before = try Data(contentsOf: dir.appendingPathComponent("goldens/b.png"))

        let review = try ReviewProcess(["scenes", "--goldens", "goldens"], in: dir, environment: checkEnvironment())
        defer { review.stop() }
        #expect(review.url.hasPrefix("http://127.0.0.1:"), "no URL printed")
        let first = try review.state()
        #expect(first.contains("\"summary\": \"0 passed, 3 failed\""))

        // Approve a in the page: its golden becomes the picture the page showed.
        let shown = try #require(first.components(separatedBy: "id=\\\"scene-0-img-actual\\\" src=\\\"data:image/png;base64,")
            .dropFirst().first?.components(separatedBy: "\\\"").first)
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let approved = try HeadlessChromium.dumpDOM(URL(string: review.url + "#selftest=approve:a")!, scratch: scratch)
        #expect(approved.title == "selftest: pass 0 passed, 2 failed, 1 approved", "\(approved.stderr.suffix(1500))")
        #expect(approved.console.isEmpty, "\(approved.console)")
        let golden = try Data(contentsOf: dir.appendingPathComponent("goldens/a.png"))
        #expect(golden == Data(base64Encoded: shown))
        // The box is now 60 points tall, centred in 160: its top row is 50.
        let picture = try readPNG(atPath: dir.appendingPathComponent("goldens/a.png").path)
        #expect(picture.pixel(x: 75, y: 50) == [0, 122, 255, 255] && picture.pixel(x: 75, y: 49) == [255, 255, 255, 255])

        // Reject b: nothing written. Approve all: c only (b was rejected, a approved).
        let rejected = try HeadlessChromium.dumpDOM(URL(string: review.url + "#selftest=reject:b")!, scratch: scratch)
        #expect(rejected.title == "selftest: pass 0 passed, 2 failed, 1 approved", "\(rejected.stderr.suffix(1500))")
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/b.png")) == before)
        let all = try HeadlessChromium.dumpDOM(URL(string: review.url + "#selftest=approve-all")!, scratch: scratch)
        #expect(all.title == "selftest: pass 0 passed, 1 failed, 2 approved", "\(all.stderr.suffix(1500))")
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/b.png")) == before)

        // A save re-checks the scene: a back at 40 points no longer matches its new golden, and is pending again.
        let version = version(of: try review.state())
        try write(scene(height: 40), to: dir.appendingPathComponent("scenes/a.json"))
        let next = try review.state(after: version)
        #expect(self.version(of: next) > version)
        #expect(try decision(of: "a", in: next) == "failed pending", "\(next.prefix(300))")
        #expect(try decision(of: "c", in: next) == "failed approved")
    }

    /// `<status> <decision>` of the scene `name` in a `/state` body.
    func decision(of name: String, in state: String) throws -> String? {
        let object = try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any]
        let items = object?["items"] as? [[String: Any]] ?? []
        guard let item = items.first(where: { $0["name"] as? String == name }) else { return nil }
        return "\(item["status"] ?? "") \(item["decision"] ?? "")"
    }

    /// Without the token, or by GET, the running server changes nothing.
    @Test func reviewRefusesRequestsWithoutTheToken() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("box.json"))
        _ = try run(["check", "box.json", "--goldens", "goldens", "--record", "all"], in: dir, environment: checkEnvironment())
        try write(scene(height: 60), to: dir.appendingPathComponent("box.json"))
        let before = try Data(contentsOf: dir.appendingPathComponent("goldens/box.png"))
        let review = try ReviewProcess(["box.json", "--goldens", "goldens"], in: dir, environment: checkEnvironment())
        defer { review.stop() }
        let base = try #require(review.url.components(separatedBy: "/?token=").first)
        let token = try #require(review.url.components(separatedBy: "token=").last)
        for (method, path, headers) in [("POST", "/approve", ["Content-Type": "application/json"]),
                                        ("GET", "/approve?token=\(token)", [:]),
                                        ("POST", "/approve?token=\(token)", ["Content-Type": "application/json"])] {
            var request = URLRequest(url: URL(string: base + path)!)
            request.httpMethod = method
            for (key, value) in headers { request.setValue(value, forHTTPHeaderField: key) }
            if method == "POST" { request.httpBody = Data(#"{"all": true}"#.utf8) }
            let status = try Self.status(of: request)
            #expect(status == 401 || status == 405, "\(method) \(path): \(status)")
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/box.png")) == before)
    }

    /// The status of `request`, sent synchronously.
    static func status(of request: URLRequest) throws -> Int {
        let done = DispatchSemaphore(value: 0)
        let result = LockedBox<Int>()
        URLSession.shared.dataTask(with: request) { _, response, _ in
            result.value = (response as? HTTPURLResponse)?.statusCode ?? -1
            done.signal()
        }.resume()
        done.wait()
        return result.value ?? -1
    }
}

/// A value written by one thread and read by another after a semaphore.
final class LockedBox<Value>: @unchecked Sendable {
    var value: Value?
}
