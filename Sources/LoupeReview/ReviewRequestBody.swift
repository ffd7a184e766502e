import LoupeJSON

/// The JSON the review routes read and write.
enum ReviewRequestBody {
    /// The most names one request may carry.
    static let maximumNames = 10_000

    /// `{"names": ["a", "b"]}` → those names; `{"all": true}` → `[]`, which the session reads as every pending
    /// failure. An empty list of names is refused: a script that selected nothing must not approve everything.
    static func names(in body: [UInt8]) throws -> [String] {
        guard case .object(let members)? = try? JSONReader.parse(body) else {
            throw ReviewError.badBody("expected {\"names\": [...]} or {\"all\": true}")
        }
        if members["all"]?.boolValue == true, members["names"] == nil { return [] }
        guard let list = members["names"], case .array(let values) = list, !values.isEmpty,
              values.count <= maximumNames else {
            throw ReviewError.badBody("expected {\"names\": [...]} with 1 to \(maximumNames) names, or {\"all\": true}")
        }
        return try values.map { value in
            guard let name = value.stringValue else { throw ReviewError.badBody("a name is a string") }
            return name
        }
    }

    /// `{"done": [...], "state": <the /state body>}`.
    static func reply(done: [String], state: String) -> String {
        "{\"done\": " + JSONValue.array(done.map { .string($0) }).serialized() + ", \"state\": " + state + "}\n"
    }

    /// `{"error": "<reason>"}`.
    static func error(_ reason: String) -> String {
        JSONValue.object([("error", .string(reason))]).serialized() + "\n"
    }
}
