import SwiftSyntax

/// Numbers, dates and `String(format:)` written as a US-English device writes them, without the system's locale data
/// (`docs/swift-source.md#determinism`): the same text on every machine.
extension Evaluator {
    /// `Date()` and `Date.now`: 2025-06-09 09:41:00 UTC, as seconds since 2001-01-01.
    static let fixedNow: Double = 771_154_860

    /// `value.formatted()`, `.formatted(.number.precision(.fractionLength(2)))`, `.formatted(.percent)`,
    /// `.formatted(.currency(code: "EUR"))`, as a US-English device writes them: up to six fraction digits, rounded
    /// half to even on the number's exact value (as ICU rounds), thousands grouped.
    func formatted(number value: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> String {
        guard let number = value.number else { return "" }
        if let given = arguments.unlabeled(0) { try checkNumberStyle(given.value, at: node) }
        let description = arguments.unlabeled(0).map { describe($0.value) } ?? ""
        var style = NumberFormatStyle(description: description, isInteger: value.isInteger)
        let explicitFraction = description.contains("fractionLength(")
        // An integer's percent is the integer itself (`8.formatted(.percent)` is "8%"); a Double's is a fraction.
        if description.contains("percent") { return style.text(value.isInteger ? number : number * 100) + "%" }
        if let range = description.firstRange(of: "currency") {
            let code = String(description[range.upperBound...].drop { !$0.isLetter || $0.isLowercase }.prefix { $0.isLetter })
            let currency = CurrencySymbols.symbol(code: code)
            // The currency's own digits, unless a precision says otherwise (`.precision(.fractionLength(0))`: "$1,234").
            style.fractionLength = explicitFraction ? style.fractionLength : currency.fractionDigits
            let text = style.text(abs(number))
            // A negative amount keeps its sign when it rounds to zero (`-¥0` for -0.5 yen).
            return (number < 0 ? "-" : "") + currency.prefix + text
        }
        return style.text(number)
    }

    /// `"1,234.5"`: thousands grouped; exactly `fraction` digits, or up to six without trailing zeros. Rounded half to
    /// even on the shortest decimal that reads back as the same Double, as ICU does (2.5 → "2", 0.125 → "0.12",
    /// 1.005 → "1.00", 12.345 → "12.34").
    static func grouped(_ number: Double, fraction: Int?) -> String {
        NumberFormatStyle(fractionLength: fraction).text(number)
    }

    /// Refuses a number style this file does not write, rather than drop what it does not know: the styles `.number`,
    /// `.percent` and `.currency(code:)`, with `.precision(.fractionLength(n))` or `(.significantDigits(n))` (or a
    /// closed range of either),
    /// `.grouping(.never)` or `(.automatic)`, `.notation(.compactName)`.
    private func checkNumberStyle(_ style: Value, at node: some SyntaxProtocol) throws {
        guard case .member(let chain, let arguments) = style else { return }
        let links: Set<String> = ["number", "percent", "currency", "precision", "grouping", "notation"]
        let forms = ["fractionLength", "significantDigits", "never", "automatic", "compactName"]
        for link in chain.split(separator: ".").map(String.init) where !links.contains(link) {
            throw error(.unsupportedSwift, "the number format '.\(link)' is not evaluated (supported: .number, .percent, .currency(code:), .precision(.fractionLength(_:)), .precision(.significantDigits(_:)), .grouping(.never), .notation(.compactName))",
                        at: node)
        }
        for argument in arguments ?? [] {
            if case .string = argument.value, argument.label == "code" { continue }
            let described = describe(argument.value)
            let name = String(described.prefix { $0 != "(" })
            let inner = described.dropFirst(name.count)
            let bounds = inner.dropFirst().dropLast()
            let isRange = ["fractionLength", "significantDigits"].contains(name) && bounds.split(separator: "...").count == 2
                && bounds.split(separator: "...").allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
            let plain = inner == "()" || bounds.allSatisfy(\.isNumber) && inner.count > 2 || isRange
            if !forms.contains(name) || !plain {
                throw error(.unsupportedSwift, "the number format argument '\(described)' is not evaluated (supported: .fractionLength(n), .significantDigits(n), .never, .automatic, .compactName)",
                            at: node)
            }
        }
    }

    /// A style argument described for matching (`.number.precision(.fractionLength(2))`).
    private func describe(_ value: Value) -> String {
        switch value {
        case .member(let name, let arguments): return name + "(" + (arguments ?? []).map { describe($0.value) }.joined(separator: ",") + ")"
        case .int(let n): return String(n)
        case .string(let text): return text
        // `.fractionLength(0...2)`: a closed range of whole numbers.
        case .range(let lower, let upper, let closed) where lower.isFinite && upper.isFinite && lower >= 0 && upper < 100
            && lower == lower.rounded() && upper == upper.rounded() && (closed ? upper : upper - 1) >= lower:
            return "\(Int(lower))...\(Int(closed ? upper : upper - 1))"
        default: return value.kind
        }
    }

    /// `Text(value, format: .number)`, `"\(value, format: .percent)"`, `Text(date, format: .dateTime)`.
    func formattedText(_ value: Value, style: Value, at node: some SyntaxProtocol) throws -> String {
        let arguments = CallArguments(list: [Argument(label: nil, value: style, place: place(node))], trailing: [],
                                      node: Syntax(node), scope: globals)
        switch value {
        case .date(let seconds):
            if case .string(let text)? = try dateMethod("formatted", seconds, arguments, at: node) { return text }
            return Self.write(seconds, date: "numeric", time: "shortened")
        case .int, .double: return try formatted(number: value, arguments, at: node)
        default: return try interpolated(value, at: node)
        }
    }

    // MARK: - String(format:)

    /// `String(format: "%.1f km", distance)`: `%d %i %ld %u %f %.Nf %e %g %@ %s %x %X %c %%`, with widths and zero padding.
    func formatString(_ format: String, _ values: [Value], at node: some SyntaxProtocol) throws -> String {
        var output = ""
        var index = format.startIndex
        var next = 0
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else { output.append(character); continue }
            guard let conversion = PrintfConversion.read(format, from: &index) else {
                throw error(.invalidValue, "String(format:) ends inside a conversion", at: node)
            }
            if conversion.conversion == "%" { output += "%"; continue }
            guard next < values.count else {
                throw error(.missingArgument, "String(format:) has more conversions than values", at: node)
            }
            let value = values[next]
            next += 1
            let argument: PrintfConversion.Argument
            // C reads each argument as the conversion says; Swift passes it as its own type. A mismatch prints
            // garbage on a device (or crashes), so it is refused here rather than drawn.
            if conversion.takesInteger {
                guard case .int(let n) = value else {
                    throw error(.typeMismatch, "'%\(conversion.conversion)' in String(format:) needs an integer, given \(value.kind) that is not one", at: node)
                }
                argument = .integer(n)
            } else if conversion.takesFloating {
                switch value {
                case .double(let d): argument = .floating(d)
                case .float(let f): argument = .floating(Double(f))
                default:
                    throw error(.typeMismatch, "'%\(conversion.conversion)' in String(format:) needs a Double, given \(value.kind) that is not one", at: node)
                }
            } else if conversion.conversion == "@" || conversion.conversion == "s" {
                argument = .text(try interpolated(value, at: node))
            } else {
                throw error(.unsupportedSwift, "the conversion '%\(conversion.conversion)' is not supported in String(format:)", at: node)
            }
            guard let text = conversion.written(argument) else {
                throw error(.limit, "a conversion of String(format:) is wider than \(PrintfConversion.maximumLength) characters", at: node)
            }
            output += text
        }
        return output
    }

    // MARK: - Dates

    /// The calendar parts of a date in UTC (the Gregorian calendar, proleptic).
    static func dateParts(_ seconds: Double) -> (year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int, second: Int) {
        let total = Int((seconds + 978_307_200).rounded(.down))   // seconds since 1970
        var days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = total - days * 86_400
        let weekday = ((days % 7) + 7 + 4) % 7   // 1970-01-01 was a Thursday (4); Sunday is 0
        days += 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day, weekday, secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60)
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// A date written in a style: `.numeric` "6/9/2025", `.abbreviated` "Jun 9, 2025", `.long` "June 9, 2025",
    /// `.complete` "Monday, June 9, 2025"; a time `.shortened` "9:41 AM", `.standard` "9:41:00 AM", with a narrow
    /// no-break space (U+202F) before AM and PM; a date and a time joined by ", " after a numeric date and " at "
    /// after a written one, as ICU 72 and later (iOS 17 on) write them.
    static func write(_ seconds: Double, date dateStyle: String?, time timeStyle: String?) -> String {
        let p = dateParts(seconds)
        var parts: [String] = []
        switch dateStyle {
        case "numeric": parts.append("\(p.month)/\(p.day)/\(p.year)")
        case "abbreviated": parts.append("\(monthNames[p.month - 1].prefix(3)) \(p.day), \(p.year)")
        case "long": parts.append("\(monthNames[p.month - 1]) \(p.day), \(p.year)")
        case "complete": parts.append("\(weekdayNames[p.weekday]), \(monthNames[p.month - 1]) \(p.day), \(p.year)")
        default: break
        }
        let hour12 = p.hour % 12 == 0 ? 12 : p.hour % 12
        let meridiem = p.hour < 12 ? "AM" : "PM"
        let minute = p.minute < 10 ? "0\(p.minute)" : "\(p.minute)"
        let second = p.second < 10 ? "0\(p.second)" : "\(p.second)"
        switch timeStyle {
        case "shortened": parts.append("\(hour12):\(minute)\u{202F}\(meridiem)")
        case "standard", "complete": parts.append("\(hour12):\(minute):\(second)\u{202F}\(meridiem)")
        default: break
        }
        return parts.joined(separator: dateStyle == "numeric" ? ", " : " at ")
    }

    func dateProperty(_ name: String, _ seconds: Double, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "timeIntervalSinceReferenceDate": return .double(seconds)
        case "timeIntervalSince1970": return .double(seconds + 978_307_200)
        case "timeIntervalSinceNow": return .double(seconds - Self.fixedNow)
        case "description":
            let p = Self.dateParts(seconds)
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return .string("\(p.year)-\(two(p.month))-\(two(p.day)) \(two(p.hour)):\(two(p.minute)):\(two(p.second)) +0000")
        default: return nil
        }
    }

    func dateMethod(_ name: String, _ seconds: Double, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "addingTimeInterval":
            guard let interval = arguments.unlabeled(0)?.value.number else { return nil }
            return .date(seconds + interval)
        case "timeIntervalSince":
            guard case .date(let other)? = arguments.unlabeled(0)?.value else { return nil }
            return .double(seconds - other)
        case "formatted":
            if arguments.isEmpty { return .string(Self.write(seconds, date: "numeric", time: "shortened")) }
            func style(_ label: String) -> String? {
                if case .member(let name, _)? = arguments.argument(label)?.value { return name }
                return nil
            }
            if arguments.argument("date") != nil || arguments.argument("time") != nil {
                return .string(Self.write(seconds, date: style("date"), time: style("time")))
            }
            if case .member(let name, _)? = arguments.unlabeled(0)?.value {
                switch name {
                case "dateTime": return .string(Self.write(seconds, date: "numeric", time: "shortened"))
                case let chain where chain.hasPrefix("dateTime."):
                    guard let pattern = DateFieldStyle(chain: chain)?.pattern else {
                        throw error(.unsupportedSwift, "'.\(chain)' is not supported: the date fields written are a year, month, weekday and day, with an hour, minute and second, in the combinations docs/swift-source.md lists",
                                    at: node, construct: "Date.FormatStyle")
                    }
                    return .string(try Self.write(seconds, pattern: pattern, at: Syntax(node), evaluator: self))
                case "iso8601":
                    // `2025-06-09T09:41:00Z`: ISO 8601 in UTC, whole seconds.
                    return .string(try Self.write(seconds, pattern: "yyyy-MM-dd'T'HH:mm:ss'Z'", at: Syntax(node), evaluator: self))
                default:
                    throw error(.unsupportedSwift, "a date formatted as '.\(name)' is not supported (supported: .dateTime and its fields, .iso8601, date: and time: styles)",
                                at: node, construct: "Date.FormatStyle")
                }
            }
            return .string(Self.write(seconds, date: "numeric", time: "shortened"))
        default: return nil
        }
    }

    /// `Text(date, style: .date)`: `.date` "June 9, 2025", `.time` "9:41 AM", `.relative`/`.offset`/`.timer` "0 sec".
    static func text(of seconds: Double, style: String) -> String {
        switch style {
        case "date": return write(seconds, date: "long", time: nil)
        case "time": return write(seconds, date: nil, time: "shortened")
        default:
            let difference = Int((seconds - fixedNow).magnitude)
            if difference < 60 { return "\(difference) sec" }
            if difference < 3600 { return "\(difference / 60) min" }
            if difference < 86_400 { return "\(difference / 3600) hr" }
            return "\(difference / 86_400) days"
        }
    }
}
