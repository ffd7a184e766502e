/// Who may talk to the review server, and how: the rules every request is held to before it is routed.
///
/// The server writes goldens, so a page on another site, or a process that reaches the port through a DNS name that
/// points at this machine, must not drive it:
/// - the `Host` header must be exactly the loopback address the server printed (DNS rebinding sends another name);
/// - an `Origin` header, when sent, must be that address too;
/// - a `GET` must carry the token in its `token` query item (the printed URL has it); a `POST` in the
///   `X-Loupe-Token` header, which a cross-site form cannot set and a cross-site script cannot send without a
///   preflight the server never answers;
/// - only `POST` changes anything; a `POST` body is JSON (`Content-Type: application/json`) of at most
///   ``maximumBodySize`` bytes, with its length declared.
public struct ReviewAccess: Sendable {
    /// The routes and the one method each answers.
    public static let routes: [String: String] = ["/": "GET", "/state": "GET", "/approve": "POST", "/reject": "POST"]
    /// The largest request body read, in bytes.
    public static let maximumBodySize = 64 * 1024
    /// The header a `POST` carries the token in.
    public static let tokenHeader = "X-Loupe-Token"

    /// The secret in the printed URL.
    public let token: String
    /// `127.0.0.1:<port>`, the one `Host` accepted.
    public let host: String

    /// Rules for a server at `host` with `token`.
    public init(token: String, host: String) {
        self.token = token; self.host = host
    }

    /// What to do with a request: serve it, or refuse it with an HTTP status and a reason.
    public enum Verdict: Equatable, Sendable {
        case allowed
        case refused(status: Int, reason: String)
    }

    /// The parts of a request the rules read.
    public struct Request: Sendable {
        public var method: String
        public var path: String
        public var host: String?
        public var origin: String?
        public var queryToken: String?
        public var headerToken: String?
        public var contentType: String?
        public var contentLength: String?

        public init(method: String, path: String, host: String?, origin: String? = nil, queryToken: String? = nil,
                    headerToken: String? = nil, contentType: String? = nil, contentLength: String? = nil) {
            self.method = method; self.path = path; self.host = host; self.origin = origin
            self.queryToken = queryToken; self.headerToken = headerToken; self.contentType = contentType
            self.contentLength = contentLength
        }
    }

    /// The verdict for `request`, the first rule it breaks deciding.
    public func verdict(_ request: Request) -> Verdict {
        guard request.host == host else {
            return .refused(status: 403, reason: "the Host header must be \(host)")
        }
        if let origin = request.origin, origin != "http://\(host)" {
            return .refused(status: 403, reason: "requests from \(origin) are not served")
        }
        guard let method = Self.routes[request.path] else { return .refused(status: 404, reason: "no such page") }
        guard request.method == method else {
            return .refused(status: 405, reason: "\(request.path) answers \(method) only")
        }
        if method == "GET" {
            guard Self.same(request.queryToken, token) else {
                return .refused(status: 401, reason: "open the URL the server printed: it carries the token")
            }
            return .allowed
        }
        guard Self.same(request.headerToken, token) else {
            return .refused(status: 401, reason: "a POST carries the token in the \(Self.tokenHeader) header")
        }
        guard request.contentType?.lowercased().hasPrefix("application/json") == true else {
            return .refused(status: 415, reason: "a POST body is application/json")
        }
        guard let text = request.contentLength, let length = Int(text), length >= 0 else {
            return .refused(status: 411, reason: "a POST declares its Content-Length")
        }
        guard length <= Self.maximumBodySize else {
            return .refused(status: 413, reason: "a POST body is at most \(Self.maximumBodySize) bytes")
        }
        return .allowed
    }

    /// Compares in time independent of where the two differ, so the token cannot be found a character at a time.
    static func same(_ given: String?, _ secret: String) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8), b = Array(secret.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }
}
