import LoupeReview
import Testing

/// The rules every request to the review server is held to, one test per rule, each with a request that breaks only
/// that rule beside one that keeps it.
@Suite struct ReviewAccessTests {
    let access = ReviewAccess(token: "s3cret", host: "127.0.0.1:4711")

    func get(_ path: String = "/state", host: String? = "127.0.0.1:4711", token: String? = "s3cret",
             origin: String? = nil) -> ReviewAccess.Request {
        ReviewAccess.Request(method: "GET", path: path, host: host, origin: origin, queryToken: token)
    }

    func post(_ path: String = "/approve", method: String = "POST", host: String? = "127.0.0.1:4711",
              token: String? = "s3cret", queryToken: String? = nil, type: String? = "application/json",
              length: String? = "14") -> ReviewAccess.Request {
        ReviewAccess.Request(method: method, path: path, host: host, queryToken: queryToken, headerToken: token,
                             contentType: type, contentLength: length)
    }

    @Test func theRequestsThePageMakesAreServed() {
        #expect(access.verdict(get("/")) == .allowed)
        #expect(access.verdict(get("/state", origin: "http://127.0.0.1:4711")) == .allowed)
        #expect(access.verdict(post()) == .allowed)
        #expect(access.verdict(post("/reject", type: "application/json; charset=utf-8")) == .allowed)
    }

    /// DNS rebinding: a name that resolves to this machine still names another host.
    @Test func aForeignHostIsRefused() {
        for host in ["evil.example:4711", "localhost:4711", "127.0.0.1:80", "127.0.0.1", ""] {
            #expect(access.verdict(get(host: host)) == .refused(status: 403, reason: "the Host header must be 127.0.0.1:4711"))
            #expect(access.verdict(post(host: host)).isRefused(403))
        }
        #expect(access.verdict(get(host: nil)).isRefused(403))
    }

    @Test func aForeignOriginIsRefused() {
        #expect(access.verdict(get(origin: "https://evil.example")).isRefused(403))
        #expect(access.verdict(get(origin: "null")).isRefused(403))
    }

    @Test func everyRequestCarriesTheToken() {
        for token in [nil, "", "s3cre", "s3cret!", "S3CRET"] {
            #expect(access.verdict(get(token: token)).isRefused(401))
            #expect(access.verdict(get("/", token: token)).isRefused(401))
            #expect(access.verdict(post(token: token)).isRefused(401))
        }
    }

    /// The token in a POST's query (where a cross-site form could put it) does not count: only the header does.
    @Test func aPostCarriesTheTokenInItsHeader() {
        #expect(access.verdict(post(token: nil, queryToken: "s3cret")).isRefused(401))
    }

    /// Nothing changes by GET: approving through a link or an image is impossible.
    @Test func stateChangesOnlyByPost() {
        for path in ["/approve", "/reject"] {
            #expect(access.verdict(get(path)) == .refused(status: 405, reason: "\(path) answers POST only"))
        }
        #expect(access.verdict(post("/state")).isRefused(405))
        #expect(access.verdict(post(method: "PUT")).isRefused(405))
        #expect(access.verdict(get("/../goldens")).isRefused(404))
    }

    @Test func aPostBodyIsDeclaredJSONOfBoundedSize() {
        #expect(access.verdict(post(type: "text/plain")).isRefused(415))
        #expect(access.verdict(post(type: nil)).isRefused(415))
        #expect(access.verdict(post(length: nil)).isRefused(411))
        #expect(access.verdict(post(length: "-1")).isRefused(411))
        #expect(access.verdict(post(length: "65536")) == .allowed)
        #expect(access.verdict(post(length: "65537")).isRefused(413))
    }
}

extension ReviewAccess.Verdict {
    func isRefused(_ status: Int) -> Bool {
        if case .refused(let code, _) = self { return code == status }
        return false
    }
}
