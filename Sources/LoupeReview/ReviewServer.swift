import FlyingFox
import FlyingSocks
import Foundation
import LoupeGolden
import LoupeRender

/// The review server: FlyingFox on `127.0.0.1` at a port the system picks, every request held to ``ReviewAccess``
/// before it reaches a route.
public final class ReviewServer: Sendable {
    /// The session the routes read and change.
    public let session: ReviewSession
    /// The secret the printed URL carries.
    public let token: String
    private let server: HTTPServer
    private let waiters = WaiterCount()

    /// The most requests waiting for a change at once; more are refused (503), so a runaway page cannot pile them up.
    public static let maximumWaiters = 16
    /// How long a `GET /state?after=N` waits for a change before answering with the same state.
    public static let longestWait: Duration = .seconds(20)

    /// A server for `session` on loopback, port `port` (0: any free port), with a fresh random token.
    public init(session: ReviewSession, port: UInt16 = 0) throws {
        self.session = session
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16).leftPadded(to: 16) }.joined()
        server = HTTPServer(config: HTTPServer.Configuration(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port),
                                                             timeout: 60, logger: .disabled))
    }

    /// Starts listening; returns the page's URL, `http://127.0.0.1:<port>/?token=<token>`.
    public func start() async throws -> String {
        let handler = Handler(server: self)
        await server.appendRoute("*", to: handler)
        Task { try await server.run() }
        try await server.waitUntilListening(timeout: 10)
        return "http://\(try await host())/?token=\(token)"
    }

    /// Stops listening and closes every connection.
    public func stop() async { await server.stop(timeout: 1) }

    /// `127.0.0.1:<port>`, once listening.
    public func host() async throws -> String {
        guard case .ip4(let ip, let port)? = await server.listeningAddress else {
            throw ReviewError.badBody("the server is not listening on an IPv4 address")
        }
        return "\(ip):\(port)"
    }

    private struct Handler: HTTPHandler {
        let server: ReviewServer

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            let access = ReviewAccess(token: server.token, host: try await server.host())
            let verdict = access.verdict(ReviewAccess.Request(
                method: request.method.rawValue, path: request.path, host: request.headers[.host],
                origin: request.headers[HTTPHeader("Origin")], queryToken: request.query["token"],
                headerToken: request.headers[HTTPHeader(ReviewAccess.tokenHeader)],
                contentType: request.headers[.contentType], contentLength: request.headers[.contentLength]))
            if case .refused(let status, let reason) = verdict { return Self.error(status, reason) }
            switch request.path {
            case "/":
                return Self.respond(200, "text/html; charset=utf-8", ReviewPage.shell())
            case "/state":
                let after = request.query["after"].flatMap { Int($0) } ?? -1
                return try await state(after: after)
            default:
                return try await act(on: request)
            }
        }

        /// The state, once its version is past `after` (or after ``ReviewServer/longestWait``).
        private func state(after: Int) async throws -> HTTPResponse {
            guard server.waiters.enter(limit: ReviewServer.maximumWaiters) else {
                return Self.error(503, "too many pages are waiting; close some")
            }
            defer { server.waiters.leave() }
            let clock = ContinuousClock(), deadline = clock.now.advanced(by: ReviewServer.longestWait)
            while await server.session.version <= after && clock.now < deadline {
                try await Task.sleep(for: .milliseconds(100))
            }
            return Self.respond(200, "application/json", await currentState())
        }

        private func currentState() async -> String {
            await ReviewPage.state(of: server.session.entries, version: server.session.version,
                                   problem: server.session.problem)
        }

        /// `POST /approve` and `/reject` with `{"names": [...]}` (empty: every pending failure).
        private func act(on request: HTTPRequest) async throws -> HTTPResponse {
            let body = try await request.bodyData
            guard body.count <= ReviewAccess.maximumBodySize else { return Self.error(413, "body too large") }
            let names: [String]
            do { names = try ReviewRequestBody.names(in: Array(body)) } catch { return Self.error(400, "\(error)") }
            do {
                let done = request.path == "/approve" ? try await server.session.approve(names)
                                                      : try await server.session.reject(names)
                let state = await currentState()
                return Self.respond(200, "application/json", ReviewRequestBody.reply(done: done, state: state))
            } catch let error as ReviewError {
                return Self.error(400, error.description)
            } catch let error as LoupeRenderError {
                return Self.error(error.exitCode == 65 ? 400 : 500, error.description)
            } catch {
                return Self.error(500, "\(error)")
            }
        }

        static func respond(_ status: Int, _ type: String, _ body: String) -> HTTPResponse {
            HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrases[status] ?? "Error"),
                         headers: [.contentType: type, .cacheControl: "no-store",
                                   HTTPHeader("X-Content-Type-Options"): "nosniff"],
                         body: Data(body.utf8))
        }

        static let phrases = [200: "OK", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
                              405: "Method Not Allowed", 411: "Length Required", 413: "Payload Too Large",
                              415: "Unsupported Media Type", 500: "Internal Server Error", 503: "Service Unavailable"]

        static func error(_ status: Int, _ reason: String) -> HTTPResponse {
            respond(status, "application/json", ReviewRequestBody.error(reason))
        }
    }
}

/// How many requests wait for a change now.
private final class WaiterCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func enter(limit: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard count < limit else { return false }
        count += 1
        return true
    }

    func leave() {
        lock.lock(); defer { lock.unlock() }
        count -= 1
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
