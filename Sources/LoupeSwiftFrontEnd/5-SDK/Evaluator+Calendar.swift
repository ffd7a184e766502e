import SwiftSyntax

/// `Calendar.current` as a device in UTC with the Gregorian calendar has it, the one the fixed `Date()` is read in
/// (`docs/swift-source.md#determinism`): adding components, the start of a day, whether a date is today, its
/// components.
extension Evaluator {
    /// The value `Calendar.current` (and `Calendar(identifier: .gregorian)`, `Calendar.autoupdatingCurrent`) is.
    static var calendarValue: Value { .opaque("Calendar.current") }

    /// `calendar.name(…)`; nil when `base` is not the calendar or `name` is not one of its methods read here.
    func calendarMethod(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard case .opaque("Calendar.current") = base else { return nil }
        func date(_ label: String?) throws -> Double {
            let argument = label.map({ arguments.argument($0) }) ?? arguments.unlabeled(0)
            // `to: .now`: the Date taken.
            guard let argument, case .date(let seconds) = ValueStatics.implicit(argument.value, as: "Date") ?? argument.value else {
                throw error(.typeMismatch, "'Calendar.\(name)' needs a Date", at: node)
            }
            return seconds
        }
        func component(_ argument: Argument?) throws -> String {
            guard let argument else { throw error(.missingArgument, "'Calendar.\(name)' needs a component", at: node) }
            return try memberName(argument)
        }
        let day = 86_400.0
        func dayIndex(_ seconds: Double) -> Double { ((seconds) / day).rounded(.down) }
        switch name {
        case "date" where arguments.argument("byAdding") != nil:
            // `date(byAdding: DateComponents(day: -7), to:)`: each component given, largest first, as Foundation adds them.
            if case .tuple(let parts)? = arguments.argument("byAdding")?.value {
                var seconds = try date("to")
                let order = ["year", "month", "weekOfYear", "day", "hour", "minute", "second"]
                for part in parts where part.label.map({ !order.contains($0) }) ?? true {
                    if case .null = part.value { continue }
                    throw error(.unsupportedSwift, "'date(byAdding:to:)' adds years, months, weeks, days, hours, minutes and seconds, not '\(part.label ?? "_")'", at: node)
                }
                for unit in order {
                    guard let value = parts.first(where: { $0.label == unit })?.value else { continue }
                    if case .null = value { continue }
                    guard case .int(let amount) = value else { throw error(.typeMismatch, "a date component is an Int, found \(value.kind)", at: node) }
                    seconds = try adding(Double(amount), unit, to: seconds, at: node)
                }
                return .date(seconds)
            }
            let unit = try component(arguments.argument("byAdding"))
            guard let amount = arguments.argument("value")?.value.number else { throw error(.missingArgument, "'date(byAdding:value:to:)' needs value:", at: node) }
            return .date(try adding(amount, unit, to: try date("to"), at: node))
        case "date" where arguments.argument("from") != nil:
            return .date(try dateFromComponents(arguments.argument("from")!, at: node))
        case "dateInterval" where arguments.argument("of") != nil:
            // The day, week (from Sunday, as en_US counts), month or year holding the date: its start and end.
            let seconds = try date("for")
            let p = Self.dateParts(seconds)
            guard p.year > 1582 else { throw error(.unsupportedSwift, "a date before 1583 is not supported (Foundation's calendar is Julian before October 1582)", at: node) }
            let start: Double, end: Double
            switch try component(arguments.argument("of")) {
            case "day":
                start = dayIndex(seconds) * day; end = start + day
            case "weekOfYear", "weekOfMonth":
                start = (dayIndex(seconds) - Double(p.weekday)) * day; end = start + 7 * day
            case "month":
                start = Self.seconds(year: p.year, month: p.month, day: 1)
                end = start + Double(Self.daysIn(month: p.month, year: p.year)) * day
            case "year":
                start = Self.seconds(year: p.year, month: 1, day: 1); end = Self.seconds(year: p.year + 1, month: 1, day: 1)
            default:
                throw error(.unsupportedSwift, "'dateInterval(of:for:)' is supported for a day, week, month or year", at: node)
            }
            return .tuple([("start", .date(start)), ("end", .date(end)), ("duration", .double(end - start))])
        case "startOfDay":
            return .date(dayIndex(try date("for")) * day)
        case "isDateInToday", "isDateInTomorrow", "isDateInYesterday":
            let offset: Double = name == "isDateInToday" ? 0 : name == "isDateInTomorrow" ? 1 : -1
            return .bool(dayIndex(try date(nil)) == dayIndex(Self.fixedNow) + offset)
        case "isDate" where arguments.argument("inSameDayAs") != nil:
            return .bool(dayIndex(try date(nil)) == dayIndex(try date("inSameDayAs")))
        case "component":
            return .int(try part(try component(arguments.unlabeled(0)), of: try date("from"), at: node))
        case "dateComponents":
            guard let wanted = arguments.unlabeled(0), case .array(let items) = wanted.value else {
                throw error(.missingArgument, "'dateComponents(_:from:)' needs the components", at: node)
            }
            let seconds = try date("from")
            let units = try items.map { try memberName(Argument(label: nil, value: $0, place: wanted.place)) }
            if arguments.argument("to") != nil {
                // The difference between two dates, largest unit first, each truncated toward zero.
                var rest = try date("to") - seconds
                let lengths: [(String, Double)] = [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
                guard units.allSatisfy({ unit in lengths.contains { $0.0 == unit } }) else {
                    throw error(.unsupportedSwift, "'dateComponents(_:from:to:)' is supported for days, hours, minutes and seconds", at: node)
                }
                var result: [(label: String?, value: Value)] = []
                for (unit, length) in lengths where units.contains(unit) {
                    let whole = (rest / length).rounded(.towardZero)
                    rest -= whole * length
                    result.append((unit, .int(Int(clamping: whole))))
                }
                return .tuple(result)
            }
            return .tuple(try items.map { item in
                let unit = try memberName(Argument(label: nil, value: item, place: wanted.place))
                return (unit, .int(try part(unit, of: seconds, at: node)))
            })
        default:
            return nil
        }
    }

    /// `calendar.date(from: DateComponents(year: 2025, month: 6, day: 9, hour: 9))`: the month and day 1 and the
    /// time 0 where not given, a value past its range carried into the next unit (month 13 is January of the next
    /// year), as Foundation's calendar does. A year is needed (without one Foundation reads year 1, Julian here).
    private func dateFromComponents(_ given: Argument, at node: some SyntaxProtocol) throws -> Double {
        guard case .tuple(let parts) = given.value else {
            throw error(.typeMismatch, "'Calendar.date(from:)' needs DateComponents, found \(given.value.kind)", at: node)
        }
        let known = ["year", "month", "day", "hour", "minute", "second"]
        var values: [String: Int] = [:]
        for part in parts {
            guard let label = part.label, known.contains(label) else {
                throw error(.unsupportedSwift, "'Calendar.date(from:)' reads year, month, day, hour, minute and second, not '\(part.label ?? "_")'", at: node)
            }
            if case .null = part.value { continue }
            guard case .int(let value) = part.value else {
                throw error(.typeMismatch, "a date component is an Int, found \(part.value.kind)", at: node)
            }
            values[label] = value
        }
        guard let givenYear = values["year"] else {
            throw error(.unsupportedSwift, "'Calendar.date(from:)' without a year is not supported (Foundation reads year 1)", at: node)
        }
        let months = givenYear * 12 + (values["month", default: 1] - 1)
        let year = months >= 0 ? months / 12 : (months - 11) / 12
        let month = ((months % 12) + 12) % 12 + 1
        guard year > 1582, year < 10_000 else {
            throw error(.unsupportedSwift, "a date before 1583 or after 9999 is not supported (Foundation's calendar is Julian before October 1582)", at: node)
        }
        let seconds = Self.seconds(year: year, month: month, day: 1) + Double(values["day", default: 1] - 1) * 86_400
            + Double(values["hour", default: 0] * 3600 + values["minute", default: 0] * 60 + values["second", default: 0])
        guard Self.dateParts(seconds).year > 1582 else {
            throw error(.unsupportedSwift, "a date before 1583 is not supported (Foundation's calendar is Julian before October 1582)", at: node)
        }
        return seconds
    }

    /// `seconds` plus `amount` of `unit`: a fixed length for days and shorter, the civil calendar for months and years.
    private func adding(_ amount: Double, _ unit: String, to seconds: Double, at node: some SyntaxProtocol) throws -> Double {
        switch unit {
        case "second": return seconds + amount
        case "minute": return seconds + amount * 60
        case "hour": return seconds + amount * 3600
        case "day", "weekday": return seconds + amount * 86_400
        case "weekOfYear", "weekOfMonth": return seconds + amount * 7 * 86_400
        case "month", "year":
            let p = Self.dateParts(seconds)
            let months = p.year * 12 + (p.month - 1) + Int(amount) * (unit == "year" ? 12 : 1)
            let (year, month) = (months >= 0 ? months / 12 : (months - 11) / 12, ((months % 12) + 12) % 12 + 1)
            // Foundation's Gregorian calendar counts days before 15 October 1582 as the Julian calendar did.
            guard year > 1582 else { throw error(.unsupportedSwift, "a date before 1583 is not supported (Foundation's calendar is Julian before October 1582)", at: node) }
            let lastDay = Self.daysIn(month: month, year: year)
            return Self.seconds(year: year, month: month, day: min(p.day, lastDay))
                + Double(p.hour * 3600 + p.minute * 60 + p.second) + (seconds - seconds.rounded(.down))
        default:
            throw error(.unsupportedSwift, "adding '.\(unit)' to a date is not supported", at: node)
        }
    }

    private func part(_ unit: String, of seconds: Double, at node: some SyntaxProtocol) throws -> Int {
        let p = Self.dateParts(seconds)
        guard p.year > 1582 else { throw error(.unsupportedSwift, "a date before 1583 is not supported (Foundation's calendar is Julian before October 1582)", at: node) }
        switch unit {
        case "year": return p.year
        case "month": return p.month
        case "day": return p.day
        case "hour": return p.hour
        case "minute": return p.minute
        case "second": return p.second
        case "weekday": return p.weekday + 1   // Calendar's weekdays run from Sunday = 1
        default: throw error(.unsupportedSwift, "the date component '.\(unit)' is not supported", at: node)
        }
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Seconds since 2001-01-01 UTC of midnight on a civil date (the inverse of ``dateParts(_:)``).
    private static func seconds(year: Int, month: Int, day: Int) -> Double {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let daysSince1970 = era * 146_097 + dayOfEra - 719_468
        return Double(daysSince1970) * 86_400 - 978_307_200
    }
}
