import SwiftSyntax

/// `TimeZone`: a preview's dates are read in UTC (docs/swift-source.md#determinism), so the time zones a preview can
/// make are the ones that are UTC — `.current`, `.gmt`, `TimeZone(identifier: "UTC")`, `TimeZone(secondsFromGMT: 0)` —
/// and setting one on a calendar or formatter changes nothing. Any other zone is refused where it is made: dates
/// written in it would show other hours than the picture's.
extension Evaluator {
    /// `TimeZone(identifier:)`, `TimeZone(abbreviation:)`, `TimeZone(secondsFromGMT:)`.
    func timeZone(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["identifier", "abbreviation", "secondsFromGMT"], of: "TimeZone")
        if let named = arguments.argument("identifier") ?? arguments.argument("abbreviation") {
            let name = try string(named)
            // Foundation knows both spellings of UTC; "Z" and the zones with offsets are not read here.
            guard ["UTC", "GMT"].contains(name) else { throw notUTC("TimeZone(\(named.label ?? ""): \"\(name)\")", at: node) }
            // Foundation names the fixed zone "GMT" however it was asked for (swiftc 6.3 prints "GMT" for
            // `TimeZone(identifier: "UTC")!.identifier`).
            return Self.timeZoneValue(identifier: "GMT")
        }
        if let offset = arguments.argument("secondsFromGMT") {
            guard offset.value.number == 0 else { throw notUTC("TimeZone(secondsFromGMT:)", at: node) }
            return Self.timeZoneValue(identifier: "GMT")
        }
        throw error(.missingArgument, "'TimeZone' needs identifier:, abbreviation: or secondsFromGMT:", at: node, construct: "TimeZone")
    }

    /// `TimeZone.current`, `.autoupdatingCurrent`, `.gmt`; nil for another member.
    static func timeZoneStatic(_ name: String) -> Value? {
        switch name {
        case "current", "autoupdatingCurrent": timeZoneValue(identifier: nil)
        case "gmt": timeZoneValue(identifier: "GMT")
        default: nil
        }
    }

    /// A time zone's property: its `identifier`, where it was made with one.
    func timeZoneMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard case .opaque(let what) = base, what.hasPrefix(Self.timeZonePrefix) else { return nil }
        switch name {
        case "identifier":
            let identifier = String(what.dropFirst(Self.timeZonePrefix.count))
            // The device's own zone is named by its settings, which a preview does not have.
            guard !identifier.isEmpty else {
                throw error(.unsupportedSwift, "'TimeZone.current.identifier' is the device's setting, not known to a preview", at: node)
            }
            return .string(identifier)
        default: return nil
        }
    }

    /// A time zone's method: its offset from GMT, 0 at every date.
    func timeZoneMethod(_ name: String, on base: Value) -> Value? {
        guard case .opaque(let what) = base, what.hasPrefix(Self.timeZonePrefix), name == "secondsFromGMT" else { return nil }
        return .int(0)
    }

    /// Whether `value` is one of the time zones a preview makes (all UTC), also as an implicit member (`.current`).
    static func isTimeZone(_ value: Value) -> Bool {
        switch value {
        case .opaque(let what): what.hasPrefix(timeZonePrefix)
        case .member(let name, nil): timeZoneStatic(name) != nil
        default: false
        }
    }

    /// `calendar.timeZone = .current`: a UTC zone set on the calendar dates are read in changes nothing.
    func setsCalendarTimeZone(_ owner: Value, _ name: String, _ value: Value) -> Bool {
        guard case .opaque("Calendar.current") = owner, name == "timeZone" else { return false }
        return Self.isTimeZone(value)
    }

    private static let timeZonePrefix = "TimeZone:"

    private static func timeZoneValue(identifier: String?) -> Value { .opaque(timeZonePrefix + (identifier ?? "")) }

    private func notUTC(_ spelled: String, at node: some SyntaxProtocol) -> SwiftSourceError {
        error(.unsupportedSwift, "'\(spelled)' is not supported: a preview's dates are read in UTC (docs/swift-source.md#determinism)",
              at: node, construct: "TimeZone")
    }
}
