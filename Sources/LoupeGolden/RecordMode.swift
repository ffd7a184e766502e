/// When goldens are written, with swift-snapshot-testing's names.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    /// Writes a golden that does not exist yet, and fails the run for it: one never committed cannot pass CI.
    case missing
    /// Rewrites the goldens that fail (and writes missing ones); the run passes.
    case failed
    /// Rewrites every golden whose picture or layout report would change; the run passes.
    case all
    /// Never writes: a missing or differing golden fails. The default when the `CI` variable is set.
    case never

    /// A bad value of the option or of an environment variable.
    public struct Invalid: Error, CustomStringConvertible, Sendable {
        /// The message naming the option or variable and the bad value, with the modes accepted.
        public let description: String
    }

    /// The mode in force: `explicit` (an option or an argument) first, then `LOUPE_RECORD`, then each of
    /// `fallbackVariables` in turn (the test helpers pass `SNAPSHOT_TESTING_RECORD`), then the legacy
    /// `LOUPE_RECORD_GOLDENS=1` (meaning `all`); else `never` when `CI` is set and `missing` when not.
    /// - Throws: ``Invalid`` for a value that is not a mode: an unknown value is never read as the default.
    public static func resolve(explicit: String?, environment: [String: String],
                               fallbackVariables: [String] = []) throws(Invalid) -> RecordMode {
        if let explicit { return try parse(explicit, source: "--record") }
        for variable in ["LOUPE_RECORD"] + fallbackVariables {
            if let value = environment[variable], !value.isEmpty { return try parse(value, source: variable) }
        }
        if let legacy = environment["LOUPE_RECORD_GOLDENS"], !legacy.isEmpty {
            guard legacy == "1" else {
                throw Invalid(description: "LOUPE_RECORD_GOLDENS: expected 1 (the same as LOUPE_RECORD=all), found \"\(legacy)\"")
            }
            return .all
        }
        return isCI(environment) ? .never : .missing
    }

    static func parse(_ value: String, source: String) throws(Invalid) -> RecordMode {
        guard let mode = RecordMode(rawValue: value) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            throw Invalid(description: "\(source): \"\(value)\" is not a record mode (expected one of \(names))")
        }
        return mode
    }
}

/// Whether `CI` is set to anything but empty, `0`, `false` or `no`, in any case (CI systems set it to `true` or `1`).
public func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false", "no"].contains(value)
}
