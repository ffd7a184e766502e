import SwiftSyntax

/// `Locale`: a preview runs on a US-English device (docs/swift-source.md#determinism), so `Locale.current` is
/// `en_US` and the locales a preview can make are the US-English ones (`en_US`, `en_US_POSIX`), whose numbers,
/// currency and dates are the ones the renderer writes. Any other locale is refused where it is made: a formatter or
/// format style given it would write what that locale does not.
extension Evaluator {
    /// `Locale(identifier:)`.
    func locale(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["identifier"], of: "Locale")
        guard let given = arguments.argument("identifier") else {
            throw error(.missingArgument, "'Locale' needs identifier:", at: node, construct: "Locale")
        }
        let identifier = try string(given)
        guard Self.usEnglish.contains(identifier) else {
            throw error(.unsupportedSwift, "'Locale(identifier: \"\(identifier)\")' is not supported: a preview runs in US English (en_US; docs/swift-source.md#determinism)",
                        at: node, construct: "Locale")
        }
        return .opaque(Self.localePrefix + identifier)
    }

    /// `Locale.current`, `.autoupdatingCurrent`; nil for another member.
    static func localeStatic(_ name: String) -> Value? {
        ["current", "autoupdatingCurrent"].contains(name) ? .opaque(localePrefix + "en_US") : nil
    }

    /// A locale's property, or one of its parts' (`Locale.current.currency?.identifier` is "USD").
    func localeMember(_ name: String, of base: Value) -> Value? {
        guard case .opaque(let what) = base else { return nil }
        if what.hasPrefix(Self.localePrefix) {
            // Both US-English locales answer alike (swiftc 6.3 prints these for `en_US` and `en_US_POSIX`).
            switch name {
            case "identifier": return .string(String(what.dropFirst(Self.localePrefix.count)))
            case "currencyCode": return .string("USD")
            case "currencySymbol": return .string("$")
            case "languageCode": return .string("en")
            case "regionCode": return .string("US")
            case "decimalSeparator": return .string(".")
            case "groupingSeparator": return .string(",")
            case "usesMetricSystem": return .bool(false)
            case "currency": return .opaque(Self.localePartPrefix + "USD")
            case "region": return .opaque(Self.localePartPrefix + "US")
            case "language": return .opaque(Self.localeLanguage)
            default: return nil
            }
        }
        if what == Self.localeLanguage, name == "languageCode" { return .opaque(Self.localePartPrefix + "en") }
        if what == Self.localeLanguage, name == "region" { return .opaque(Self.localePartPrefix + "US") }
        if what.hasPrefix(Self.localePartPrefix), name == "identifier" { return .string(String(what.dropFirst(Self.localePartPrefix.count))) }
        return nil
    }

    /// Whether `value` is one of the locales a preview makes.
    static func isLocale(_ value: Value) -> Bool {
        if case .opaque(let what) = value { return what.hasPrefix(localePrefix) }
        return false
    }

    private static let usEnglish: Set<String> = ["en_US", "en_US_POSIX", "en-US"]
    private static let localePrefix = "Locale:"
    /// A currency, region or language code of a locale (`Locale.Currency`, `Locale.Region`, `Locale.LanguageCode`).
    private static let localePartPrefix = "Locale.Part:"
    private static let localeLanguage = "Locale.Language:en-US"
}
