/// A number written as swift-foundation's `FormatStyle`s write it for US English (ICU's rules): rounded half to even on
/// the number's exact value, thousands grouped unless `.grouping(.never)`, up to six fraction digits unless a precision
/// says otherwise, a negative number that rounds to zero still signed (`-0`).
struct NumberFormatStyle {
    /// `.precision(.fractionLength(n))`: exactly `n` fraction digits (`(a...b)`: up to `b`, at least `a`).
    var fractionLength: Int?
    /// `.precision(.significantDigits(n))`: exactly `n` significant digits (`(a...b)`: up to `b`, at least `a`).
    var significantDigits: Int?
    /// The fewest fraction or significant digits a range allows: trailing zeros are dropped down to it.
    var minimumDigits: Int?
    /// `.grouping(.never)` turns grouping off.
    var grouping = true
    /// `.notation(.compactName)`: `1.2K`, `80M`, `1000T`.
    var compactName = false

    /// The style a `formatted(…)` argument describes (`number(),precision(significantDigits(3))`).
    init(description: String, isInteger: Bool) {
        func number(after marker: String) -> Int? {
            guard let range = description.firstRange(of: marker) else { return nil }
            return Int(description[range.upperBound...].prefix { $0.isNumber })
        }
        // `fractionLength(0...2)`: the upper bound rounds, the lower one keeps zeros.
        func range(after marker: String) -> (Int, Int)? {
            guard let range = description.firstRange(of: marker) else { return nil }
            let bounds = description[range.upperBound...].prefix { $0 != ")" }.split(separator: "...")
            guard bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]) else { return nil }
            return (lower, upper)
        }
        fractionLength = number(after: "fractionLength(") ?? (isInteger ? 0 : nil)
        significantDigits = number(after: "significantDigits(")
        if let (lower, upper) = range(after: "fractionLength(") { fractionLength = upper; minimumDigits = lower }
        if let (lower, upper) = range(after: "significantDigits(") { significantDigits = upper; minimumDigits = lower }
        // A chain's arguments follow its links' names (`number.precision.grouping(fractionLength(2),never())`).
        grouping = !(description.contains("grouping") && description.contains("never("))
        compactName = description.contains("compactName")
    }

    init(fractionLength: Int? = nil) { self.fractionLength = fractionLength }

    /// `number` written in this style.
    func text(_ number: Double) -> String {
        if compactName { return compact(number) }
        var plain: String
        if let significantDigits {
            plain = Self.significant(number, digits: min(max(significantDigits, 1), 17))
        } else {
            plain = Self.fixed(number, fraction: fractionLength)
        }
        if let minimumDigits { plain = Self.trimmed(plain, keeping: minimumDigits, significant: significantDigits != nil) }
        return grouping ? Self.grouped(plain) : plain
    }

    /// `text` without the trailing fraction zeros past `keeping` fraction digits, or past `keeping` significant digits.
    private static func trimmed(_ text: String, keeping: Int, significant: Bool) -> String {
        guard text.contains(".") else { return text }
        var text = text
        func digitsKept() -> Int {
            if !significant { return text.split(separator: ".").last?.count ?? 0 }
            return text.drop { $0 == "-" || $0 == "0" || $0 == "." }.filter(\.isNumber).count
        }
        while text.hasSuffix("0"), digitsKept() > keeping { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `1.2K`: thousands, millions, billions, trillions, the unit's number with two significant digits, or none below
    /// the decimal point from 100 on.
    private func compact(_ number: Double) -> String {
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        var index = units.firstIndex { abs(number) >= $0.0 } ?? units.count
        while true {
            let scale = index < units.count ? units[index].0 : 1
            let scaled = number / scale
            let text = abs(scaled) >= 100 ? Self.fixed(scaled, fraction: 0) : Self.significantTrimmed(scaled, digits: 2)
            // 999,999 rounds to 1000K: that is 1M.
            if index > 0, let value = Double(text), abs(value) >= 1000 { index -= 1; continue }
            if index == units.count, let value = Double(text), abs(value) >= 1000 { index = units.count - 1; continue }
            return text + (index < units.count ? units[index].1 : "")
        }
    }

    /// Up to `fraction` (or six) fraction digits, without trailing zeros when `fraction` is nil.
    static func fixed(_ number: Double, fraction: Int?) -> String {
        let digits = min(max(fraction ?? 6, 0), 100)
        var text = shortestRounded(number, fraction: digits)
        if fraction == nil, text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `number` with exactly `fraction` fraction digits, rounded as ICU rounds: the shortest decimal that reads back as
    /// the same Double (`12.345`, not the binary value's 12.3449999…), then half to even (`12.34`, `0.00` for 0.005).
    static func shortestRounded(_ number: Double, fraction: Int) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        var decimal = ShortestDecimal(number)
        decimal.round(keeping: decimal.point + fraction)
        return decimal.fixed(fraction: fraction)
    }

    /// Exactly `digits` significant digits, in fixed notation (`0.00500`, `1230`), rounded as ``shortestRounded``.
    static func significant(_ number: Double, digits: Int) -> String {
        guard number.isFinite else { return shortestRounded(number, fraction: 0) }
        guard number != 0 else { return (number.sign == .minus ? "-" : "") + fixed(0, fraction: digits - 1) }
        var decimal = ShortestDecimal(number)
        let firstSignificant = decimal.digits.firstIndex { $0 != 0 } ?? 0
        decimal.round(keeping: firstSignificant + digits)
        let first = decimal.digits.firstIndex { $0 != 0 } ?? 0
        return decimal.fixed(fraction: max(first + digits - decimal.point, 0))
    }

    /// At most `digits` significant digits, trailing fraction zeros dropped (`1.2`, `12`, `0.5`).
    private static func significantTrimmed(_ number: Double, digits: Int) -> String {
        var text = significant(number, digits: digits)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `-1234.5` as `-1,234.5`.
    static func grouped(_ plain: String) -> String {
        var rest = Substring(plain)
        let sign = rest.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var integer = String(parts[0])
        var groups: [Substring] = []
        while integer.count > 3 { groups.insert(integer.suffix(3), at: 0); integer.removeLast(3) }
        groups.insert(Substring(integer), at: 0)
        return sign + groups.joined(separator: ",") + (parts.count > 1 ? "." + parts[1] : "")
    }
}

/// A Double as the shortest decimal that reads back as it (Swift's `description`), digit by digit, for rounding as
/// ICU rounds.
struct ShortestDecimal {
    var negative: Bool
    /// The digits, the first at the place `point` says: `12.345` is 1, 2, 3, 4, 5 with the point after two digits.
    var digits: [Int]
    var point: Int

    init(_ number: Double) {
        negative = number.sign == .minus
        let parts = "\(Swift.abs(number))".split(separator: "e")
        let mantissa = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        digits = mantissa.filter(\.isNumber).map { Int(String($0))! }
        point = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count) + exponent
        if point < 0 { digits.insert(contentsOf: Array(repeating: 0, count: -point), at: 0); point = 0 }
    }

    /// Rounds half to even to the first `keep` digits (zeros added where there are fewer).
    mutating func round(keeping keep: Int) {
        guard keep >= 0 else { digits = [0]; point = 1; return }
        guard keep < digits.count else { digits += Array(repeating: 0, count: keep - digits.count); return }
        let dropped = digits[keep...]
        let first = dropped.first!
        let restNonZero = dropped.dropFirst().contains { $0 != 0 }
        let previousOdd = keep > 0 && digits[keep - 1] % 2 == 1
        digits.removeSubrange(keep...)
        guard first > 5 || (first == 5 && (restNonZero || previousOdd)) else { return }
        var index = keep - 1
        while index >= 0, digits[index] == 9 { digits[index] = 0; index -= 1 }
        if index >= 0 { digits[index] += 1 } else { digits.insert(1, at: 0); point += 1 }
    }

    /// Written with exactly `fraction` fraction digits.
    func fixed(fraction: Int) -> String {
        var all = digits
        if all.count < point + fraction { all += Array(repeating: 0, count: point + fraction - all.count) }
        var integer = point > 0 ? all.prefix(point).map(String.init).joined() : "0"
        while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
        let fractionDigits = all.dropFirst(max(point, 0)).prefix(fraction).map(String.init).joined()
        return (negative ? "-" : "") + integer + (fraction > 0 ? "." + fractionDigits : "")
    }
}
