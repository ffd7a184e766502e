import SwiftParser
import SwiftSyntax

/// Foundation's formatter classes, each modelled once: their properties declared as Swift with the defaults Foundation
/// gives them (so that `let f = DateFormatter(); f.dateStyle = .medium` sets a property as for a class of the
/// module), and their methods worked out natively (`FoundationObjects.method`). A US-English device in UTC
/// (docs/swift-source.md#determinism): the locale, time zone and calendar set on a formatter are not read.
///
/// `NumberFormatter`'s properties change as on Apple's systems, where each is set on ICU's formatter at once: a
/// style sets its fraction digits and grouping, and of a minimum and maximum that conflict the one set last wins
/// (ICU's `DecimalFormat`). swift-corelibs-foundation applies them in a fixed order when it formats instead, so
/// swiftc on Linux prints otherwise for a formatter set in another order.
enum FoundationObjects {
    static let declarations = """
        final class DateFormatter {
            var dateFormat: String = ""
            var dateStyle: DateFormatter.Style = .none
            var timeStyle: DateFormatter.Style = .none
            var locale: Locale? = nil
            var timeZone: TimeZone? = nil
            var calendar: Calendar? = nil
            var doesRelativeDateFormatting: Bool = false
        }
        final class NumberFormatter {
            var numberStyle: NumberFormatter.Style = .none {
                didSet {
                    minimumFractionDigits = numberStyle == .currency ? 2 : 0
                    maximumFractionDigits = numberStyle == .currency ? 2 : numberStyle == .decimal ? 3 : 0
                    usesGroupingSeparator = numberStyle == .currency || numberStyle == .decimal || numberStyle == .percent
                }
            }
            var minimumFractionDigits: Int = 0 {
                didSet { if maximumFractionDigits < minimumFractionDigits { maximumFractionDigits = minimumFractionDigits } }
            }
            var maximumFractionDigits: Int = 0 {
                didSet { if minimumFractionDigits > maximumFractionDigits { minimumFractionDigits = maximumFractionDigits } }
            }
            var currencyCode: String = "USD"
            var locale: Locale? = nil
            var usesGroupingSeparator: Bool = false
        }
        """

    /// The classes by name, parsed from ``declarations``.
    static func types() -> [String: DeclaredType] {
        var types: [String: DeclaredType] = [:]
        for item in Parser.parse(source: declarations).statements {
            guard case .decl(let declaration) = item.item, let type = DeclaredType(declaration) else { continue }
            types[type.name] = type
        }
        return types
    }
}

extension Evaluator {
    /// `formatter.string(from:)` and the other methods of Foundation's classes; nil for another type or method.
    func foundationMethod(_ name: String, on instance: Instance, _ arguments: CallArguments,
                          at node: some SyntaxProtocol) throws -> Value? {
        func property(_ key: String) -> Value { instance.properties.lookUp(key) ?? .null }
        func styleName(_ key: String) -> String { if case .member(let style, _) = property(key) { style } else { "none" } }
        switch (instance.type.name, name) {
        case ("DateFormatter", "string"):
            guard let argument = arguments.argument("from"), case .date(let seconds) = argument.value else { return nil }
            if case .string(let pattern) = property("dateFormat"), !pattern.isEmpty {
                return .string(try Self.write(seconds, pattern: pattern, at: Syntax(node), evaluator: self))
            }
            return .string(Self.write(seconds, dateStyle: styleName("dateStyle"), timeStyle: styleName("timeStyle")))
        case ("NumberFormatter", "string"):
            guard let argument = arguments.argument("from") ?? arguments.argument("for") ?? arguments.unlabeled(0),
                  let number = argument.value.number else { return nil }
            let minimum = property("minimumFractionDigits").number.map { Int(clamping: $0) } ?? 0
            let maximum = property("maximumFractionDigits").number.map { Int(clamping: $0) } ?? 0
            return .string(Self.numberFormatterText(number, style: styleName("numberStyle"), minimum: minimum, maximum: maximum,
                                                    currency: { if case .string(let c) = property("currencyCode") { c } else { "USD" } }(),
                                                    grouped: property("usesGroupingSeparator").isTrue))
        default:
            return nil
        }
    }

    /// `DateFormatter`'s date and time styles as ICU's `en_US` writes them: short "6/9/25", medium "Jun 9, 2025",
    /// long "June 9, 2025", full "Monday, June 9, 2025"; times "9:41 AM" (short), "9:41:00 AM" (medium), with the
    /// zone after (long "GMT", full "Greenwich Mean Time"); ", " after a short date, " at " after the others.
    static func write(_ seconds: Double, dateStyle: String, timeStyle: String) -> String {
        let dateText: String? = switch dateStyle {
        case "short": try? write(seconds, pattern: "M/d/yy", at: nil, evaluator: nil)
        case "medium": write(seconds, date: "abbreviated", time: nil)
        case "long": write(seconds, date: "long", time: nil)
        case "full": write(seconds, date: "complete", time: nil)
        default: nil
        }
        let timeText: String? = switch timeStyle {
        case "short": write(seconds, date: nil, time: "shortened")
        case "medium": write(seconds, date: nil, time: "standard")
        case "long": write(seconds, date: nil, time: "standard") + " GMT"
        case "full": write(seconds, date: nil, time: "standard") + " Greenwich Mean Time"
        default: nil
        }
        switch (dateText, timeText) {
        case (let date?, let time?): return date + (dateStyle == "short" ? ", " : " at ") + time
        case (let date?, nil): return date
        case (nil, let time?): return time
        default: return ""
        }
    }

    /// A date written by an ICU pattern (`yyyy-MM-dd`, `EEE, MMM d`, `h:mm a`, `'Day' D`): each run of one letter is
    /// a field, text in quotes is written as it is. A field this renderer does not write is an error, not a guess.
    static func write(_ seconds: Double, pattern: String, at node: Syntax?, evaluator: Evaluator?) throws -> String {
        let p = dateParts(seconds)
        var out = ""
        var characters = Array(pattern)[...]
        while let first = characters.first {
            if first == "'" {
                characters.removeFirst()
                if characters.first == "'" { out.append("'"); characters.removeFirst(); continue }
                while let next = characters.first, next != "'" { out.append(next); characters.removeFirst() }
                characters = characters.dropFirst()
                continue
            }
            guard first.isASCII, first.isLetter else { out.append(first); characters.removeFirst(); continue }
            let run = characters.prefix { $0 == first }.count
            characters = characters.dropFirst(run)
            func padded(_ value: Int, _ width: Int) -> String {
                let digits = String(value)
                return String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
            let month = monthNames[p.month - 1], weekday = weekdayNames[p.weekday]
            let hour12 = p.hour % 12 == 0 ? 12 : p.hour % 12
            switch (first, run) {
            case ("y", 2): out += padded(p.year % 100, 2)
            case ("y", _): out += padded(p.year, run)
            case ("M", 1), ("L", 1): out += String(p.month)
            case ("M", 2), ("L", 2): out += padded(p.month, 2)
            case ("M", 3), ("L", 3): out += month.prefix(3)
            case ("M", 4), ("L", 4): out += month
            case ("M", 5), ("L", 5): out += month.prefix(1)
            case ("d", _): out += padded(p.day, run)
            case ("D", _): out += padded(dayOfYear(p.year, p.month, p.day), run)
            case ("E", 1...3): out += weekday.prefix(3)
            case ("E", 4): out += weekday
            case ("E", 5): out += weekday.prefix(1)
            case ("E", 6): out += weekday.prefix(2)
            case ("h", _): out += padded(hour12, run)
            case ("H", _): out += padded(p.hour, run)
            case ("m", _): out += padded(p.minute, run)
            case ("s", _): out += padded(p.second, run)
            case ("a", _): out += p.hour < 12 ? "AM" : "PM"
            default:
                let field = String(repeating: first, count: run)
                if let evaluator, let node {
                    throw evaluator.error(.unsupportedSwift, "the date field '\(field)' is not written by this renderer", at: node, construct: field)
                }
                throw SwiftSourceError(.unsupportedSwift, "the date field '\(field)' is not written by this renderer", at: .start(of: ""))
            }
        }
        return out
    }

    private static func dayOfYear(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return days.prefix(month - 1).reduce(0, +) + day
    }

    /// `NumberFormatter.string(from:)` as `en_US` writes it: no style rounds to a whole number half to even,
    /// `.decimal` groups with up to three fraction digits, `.currency` the code's symbol and two digits, `.percent`
    /// a whole percent — the fraction digits each style sets when it is chosen (the class's `didSet` above), which
    /// the code may change after.
    static func numberFormatterText(_ number: Double, style: String, minimum: Int, maximum: Int, currency: String,
                                    grouped: Bool) -> String {
        func digits(_ value: Double, minimum: Int, maximum: Int, grouping: Bool) -> String {
            var text = Evaluator.grouped(value, fraction: max(minimum, maximum))
            if maximum > minimum, text.contains(".") {
                while text.hasSuffix("0"), text.split(separator: ".").last.map({ $0.count > minimum }) == true { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return grouping ? text : text.replacing(",", with: "")
        }
        switch style {
        case "decimal":
            return digits(number, minimum: minimum, maximum: maximum, grouping: grouped)
        case "currency":
            // A currency without minor units (JPY) has none, whatever the style set.
            let symbol = CurrencySymbols.symbol(code: currency)
            let text = digits(abs(number), minimum: min(minimum, symbol.fractionDigits), maximum: min(maximum, symbol.fractionDigits), grouping: grouped)
            return (number < 0 ? "-" : "") + symbol.prefix + text
        case "percent":
            return digits(number * 100, minimum: minimum, maximum: maximum, grouping: grouped) + "%"
        default:
            return digits(number, minimum: minimum, maximum: maximum, grouping: grouped)
        }
    }
}
