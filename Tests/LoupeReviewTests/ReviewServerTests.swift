import FlyingFox
import FlyingSocks
import Foundation
import LoupeGolden
import LoupePNG
import LoupeRender
import LoupeReview
import Testing

/// The review server over a real socket: each access rule refuses, and writes nothing; an allowed approval writes
/// exactly the bytes the session holds.
@Suite struct ReviewServerTests {
    /// A failed scene whose rendering is a 2×2 picture with one black pixel, and its layout report.
    static func failed(_ name: String) throws -> CheckItem {
        var rgba = [UInt8](repeating: 255, count: 16)
        rgba[0] = 0; rgba[1] = 0; rgba[2] = 0
        let png = try PNGCodec.encode(rgba: rgba, width: 2, height: 2)
        return CheckItem(name: name, scenePath: "\(name).json", goldenPath: "g/\(name).png", status: .failed,
                         message: "1 of 4 pixels differ", images: .init(actual: png, actualLayout: Array("{}\n".utf8)))
    }

    struct Running {
        let server: ReviewServer
        let goldens: URL
        let address: sockaddr_in
        let host: String

        func send(_ method: HTTPMethod, _ path: String, query: [HTTPRequest.QueryItem] = [], host: String? = nil,
                  headers: [HTTPHeader: String] = [:], body: String = "") async throws -> (status: Int, body: String) {
            var all = headers
            all[.host] = host ?? self.host
            if !body.isEmpty || method == .POST { all[.contentLength] = "\(body.utf8.count)" }
            var client = HTTPClient()
            let response = try await client.sendHTTPRequest(
                HTTPRequest(method: method, version: .http11, path: path, query: query, headers: all, body: Data(body.utf8)),
                to: address)
            return (response.statusCode.code, String(decoding: try await response.bodyData, as: UTF8.self))
        }

        var token: [HTTPRequest.QueryItem] { [.init(name: "token", value: server.token)] }

        func goldenFiles() throws -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()) ?? []
        }
    }

    func start(_ items: [CheckItem]) async throws -> Running {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-review-\(UUID().uuidString)")
        let session = ReviewSession(goldens: goldens)
        await session.replaceAll(with: items)
        let server = try ReviewServer(session: session)
        let url = try await server.start()
        let host = try await server.host()
        // Loopback only: the address printed is 127.0.0.1.
        #expect(url.hasPrefix("http://127.0.0.1:") && url.hasSuffix("/?token=\(server.token)"))
        let portText: String = host.split(separator: ":").last.map(String.init) ?? ""
        let port = try #require(UInt16(portText))
        return Running(server: server, goldens: goldens, address: try .inet(ip4: "127.0.0.1", port: port), host: host)
    }

    @Test func theTokenIsLongAndFreshForEachServer() async throws {
        let session = ReviewSession(goldens: URL(fileURLWithPath: "/nonexistent"))
        let a = try ReviewServer(session: session), b = try ReviewServer(session: session)
        #expect(a.token.count == 64 && a.token != b.token)
    }

    @Test func everyRuleRefusesOverTheSocketAndNothingIsWritten() async throws {
        let running = try await start([try Self.failed("card")])
        defer { Task { await running.server.stop() } }
        let json: [HTTPHeader: String] = [.contentType: "application/json"]
        let tokenHeader = HTTPHeader(ReviewAccess.tokenHeader)
        let approve = #"{"names": ["card"]}"#
        // No token; a wrong one; the token in the query of a POST.
        #expect(try await running.send(.GET, "/state").status == 401)
        #expect(try await running.send(.GET, "/state", query: [.init(name: "token", value: "x")]).status == 401)
        #expect(try await running.send(.POST, "/approve", query: running.token, headers: json, body: approve).status == 401)
        // A foreign Host (DNS rebinding), with the right token.
        #expect(try await running.send(.GET, "/state", query: running.token, host: "evil.example").status == 403)
        #expect(try await running.send(.POST, "/approve", host: "localhost:1",
                                       headers: json.merging([tokenHeader: running.server.token]) { $1 },
                                       body: approve).status == 403)
        // Approving by GET.
        #expect(try await running.send(.GET, "/approve", query: running.token).status == 405)
        // Not JSON; too large.
        #expect(try await running.send(.POST, "/approve", headers: [tokenHeader: running.server.token,
                                                                     .contentType: "text/plain"], body: approve).status == 415)
        let large = String(repeating: " ", count: ReviewAccess.maximumBodySize + 1)
        #expect(try await running.send(.POST, "/approve", headers: json.merging([tokenHeader: running.server.token]) { $1 },
                                       body: large).status == 413)
        #expect(try running.goldenFiles().isEmpty)
        // The page itself, with the token.
        let page = try await running.send(.GET, "/", query: running.token)
        #expect(page.status == 200 && page.body.contains("<title>loupe-render review</title>"))
    }

    @Test func anApprovalWritesTheBytesTheSessionShows() async throws {
        let item = try Self.failed("card")
        let running = try await start([item, try Self.failed("other")])
        defer { Task { await running.server.stop() } }
        let headers: [HTTPHeader: String] = [.contentType: "application/json",
                                             HTTPHeader(ReviewAccess.tokenHeader): running.server.token]
        let reply = try await running.send(.POST, "/approve", headers: headers, body: #"{"names": ["card"]}"#)
        #expect(reply.status == 200, "\(reply.body)")
        #expect(reply.body.contains("\"done\": [\"card\"]") && reply.body.contains("\"decision\": \"approved\""))
        #expect(try running.goldenFiles() == ["card.layout.json", "card.png"])
        #expect(try Array(Data(contentsOf: running.goldens.appendingPathComponent("card.png"))) == item.images?.actual)
        #expect(try Array(Data(contentsOf: running.goldens.appendingPathComponent("card.layout.json")))
                == Array("{}\n".utf8))
        // Reject the other: nothing more is written; a name the run does not have is refused.
        #expect(try await running.send(.POST, "/reject", headers: headers, body: #"{"names": ["other"]}"#).status == 200)
        #expect(try await running.send(.POST, "/approve", headers: headers, body: #"{"names": ["nope"]}"#).status == 400)
        #expect(try await running.send(.POST, "/approve", headers: headers, body: #"{"names": "card"}"#).status == 400)
        #expect(try running.goldenFiles() == ["card.layout.json", "card.png"])
        try? FileManager.default.removeItem(at: running.goldens)
    }

    /// A scene whose name climbs out of the goldens folder cannot be approved into place.
    @Test func aNameThatLeadsOutsideIsRefused() async throws {
        let running = try await start([try Self.failed("../escaped")])
        defer { Task { await running.server.stop() } }
        let headers: [HTTPHeader: String] = [.contentType: "application/json",
                                             HTTPHeader(ReviewAccess.tokenHeader): running.server.token]
        // Nothing selected is refused; all of them, asked for, meets the name.
        #expect(try await running.send(.POST, "/approve", headers: headers, body: #"{"names": []}"#).status == 400)
        let reply = try await running.send(.POST, "/approve", headers: headers, body: #"{"all": true}"#)
        #expect(reply.status == 400 && reply.body.contains("is not a golden"), "\(reply.body)")
        #expect(!FileManager.default.fileExists(atPath: running.goldens.deletingLastPathComponent()
            .appendingPathComponent("escaped.png").path))
    }

    /// A long poll answers as soon as the state changes.
    @Test func aWaitingPageIsAnsweredWhenTheStateChanges() async throws {
        let running = try await start([try Self.failed("card")])
        defer { Task { await running.server.stop() } }
        let version = await running.server.session.version
        async let waited = running.send(.GET, "/state", query: running.token + [.init(name: "after", value: "\(version)")])
        try await Task.sleep(for: .milliseconds(300))
        await running.server.session.update(with: [CheckItem(name: "card", scenePath: "card.json", goldenPath: "g/card.png",
                                                              status: .passed, message: "identical")])
        let clock = ContinuousClock(), start = clock.now
        let answer = try await waited
        #expect(answer.status == 200 && answer.body.contains("\"summary\": \"1 passed, 0 failed\""))
        #expect(clock.now - start < .seconds(10))  // answered at the change, not at the end of its 20-s wait
    }
}
