/// `Date.FormatStyle.dateTime` with its fields chosen (`.dateTime.month(.wide).day()`), as ICU writes them for US
/// English: the fields make a skeleton, CLDR's `en` data gives the pattern for it, and each field's width replaces the
/// pattern's (`MMM d` with a wide month is `MMMM d`). Only the skeletons below are known — each checked against what
/// swiftc 6.3's Foundation writes (docs/swift-source.md#the-swift-evaluated); another choice of fields is refused.
struct DateFieldStyle: Equatable {
    /// A field's width as `Date.FormatStyle` names it (`.wide`, `.twoDigits`, `.abbreviated`, …), nil for the default.
    var year: String?? = nil, month: String?? = nil, weekday: String?? = nil, day: String?? = nil
    var hour: String?? = nil, minute: String?? = nil, second: String?? = nil

    /// The style a chain describes (`dateTime.month(wide).day()`); nil when it is not a chain of fields, or names a
    /// field or width not written here.
    init?(chain: String) {
        let links = chain.split(separator: ".").map(String.init)
        guard links.first == "dateTime", links.count > 1 else { return nil }
        for link in links.dropFirst() {
            guard let open = link.firstIndex(of: "("), link.hasSuffix(")") else { return nil }
            let field = String(link[..<open])
            let argument = String(link[link.index(after: open)..<link.index(before: link.endIndex)])
            let width: String? = argument.isEmpty ? nil : argument
            switch field {
            case "year": year = .some(width)
            case "month": month = .some(width)
            case "weekday": weekday = .some(width)
            case "day": day = .some(width)
            case "hour": hour = .some(width)
            case "minute": minute = .some(width)
            case "second": second = .some(width)
            default: return nil
            }
        }
    }

    /// A field's argument as a chain spells it: `.wide` is "wide", `.twoDigits(amPM: .abbreviated)`
    /// "twoDigits(amPM:abbreviated)"; nil for one that is not an implicit member.
    static func spelled(_ value: Value) -> String? {
        guard case .member(let name, let arguments) = value else { return nil }
        guard let arguments, !arguments.isEmpty else { return name }
        let parts = arguments.map { argument in spelled(argument.value).map { (argument.label.map { $0 + ":" } ?? "") + $0 } }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        return name + "(" + parts.map { $0! }.joined(separator: ",") + ")"
    }

    /// The ICU pattern these fields are written with; nil for a choice of fields or a width not known here.
    var pattern: String? {
        let numericMonth = month.map { $0 == "defaultDigits" || $0 == "twoDigits" } ?? false
        var skeleton = ""
        if year != nil { skeleton += "y" }
        if weekday != nil { skeleton += "E" }
        if month != nil { skeleton += numericMonth ? "N" : "M" }
        if day != nil { skeleton += "d" }
        let date = skeleton
        if hour != nil { skeleton += "h" }
        if minute != nil { skeleton += "m" }
        if second != nil { skeleton += "s" }
        let time = String(skeleton.dropFirst(date.count))
        guard !skeleton.isEmpty else { return nil }
        let datePattern: String?
        if date.isEmpty { datePattern = nil } else {
            guard let found = Self.datePatterns[date] else { return nil }
            datePattern = found
        }
        var timePattern: String?
        if time.isEmpty { timePattern = nil } else {
            guard let found = Self.timePatterns[time] else { return nil }
            timePattern = found
        }
        var whole: String
        switch (datePattern, timePattern) {
        case (let d?, nil): whole = d
        case (nil, let t?): whole = t
        case (let d?, let t?):
            // CLDR's glue: " 'at' " after a date that spells its month, ", " after a numeric one; a weekday alone
            // before a time has its own pattern.
            if date == "E" { whole = "E " + t }
            else if date.contains("M") { whole = d + " 'at' " + t }
            else if date.contains("N") || date == "d" { whole = d + ", " + t }
            else { return nil }
        case (nil, nil): return nil
        }
        return widened(whole)
    }

    /// Skeletons of date fields (`N` a numeric month) and the `en` patterns for them.
    private static let datePatterns: [String: String] = [
        "y": "y", "M": "MMM", "d": "d", "E": "E",
        "Md": "MMM d", "Nd": "M/d", "yM": "MMM y", "yN": "M/y", "yMd": "MMM d, y", "yNd": "M/d/y",
        "EMd": "E, MMM d", "yEMd": "E, MMM d, y", "Ed": "E d", "yE": "y E", "EM": "MMM E", "yEM": "MMM y E",
    ]

    /// Skeletons of time fields and the `en` patterns for them (a narrow no-break space before AM and PM).
    private static let timePatterns: [String: String] = [
        "h": "h\u{202F}a", "hm": "h:mm\u{202F}a", "hms": "h:mm:ss\u{202F}a", "ms": "mm:ss", "s": "s",
    ]

    /// The pattern with each field's width: `MMM` → `MMMM` for a wide month, `d` → `dd` for two digits.
    private func widened(_ pattern: String) -> String? {
        var result = ""
        var characters = Array(pattern)[...]
        while let first = characters.first {
            if first == "'" {
                let quoted = characters.dropFirst().prefix { $0 != "'" }
                result += "'" + String(quoted) + "'"
                characters = characters.dropFirst(quoted.count + 2)
                continue
            }
            let run = characters.prefix { $0 == first }.count
            characters = characters.dropFirst(run)
            let original = String(repeating: first, count: run)
            switch first {
            case "y":
                switch year {
                case .some(nil), .some("defaultDigits"): result += "y"
                case .some("twoDigits"): result += "yy"
                default: return nil
                }
            case "M":
                switch month {
                case .some(nil), .some("abbreviated"): result += run >= 3 ? "MMM" : "M"
                case .some("wide"): result += "MMMM"
                case .some("narrow"): result += "MMMMM"
                case .some("defaultDigits"): result += "M"
                case .some("twoDigits"): result += "MM"
                default: return nil
                }
            case "E":
                switch weekday {
                case .some(nil), .some("abbreviated"): result += "E"
                case .some("wide"): result += "EEEE"
                case .some("narrow"): result += "EEEEE"
                case .some("short"): result += "EEEEEE"
                default: return nil
                }
            case "d":
                switch day {
                case .some(nil), .some("defaultDigits"): result += "d"
                case .some("twoDigits"): result += "dd"
                default: return nil
                }
            case "h":
                // The hour's am/pm: abbreviated and wide are both "AM" in English; omitted or narrow are not known here.
                switch hour {
                case .some(nil), .some("defaultDigits(amPM:abbreviated)"), .some("defaultDigits(amPM:wide)"): result += "h"
                case .some("twoDigits(amPM:abbreviated)"), .some("twoDigits(amPM:wide)"): result += "hh"
                default: return nil
                }
            case "m":
                guard minute == .some(nil) || minute == .some("defaultDigits") else { return nil }
                result += original
            case "s":
                guard second == .some(nil) || second == .some("defaultDigits") else { return nil }
                result += original
            default:
                result += original
            }
        }
        return result
    }
}
