/// A number written as swift-foundation's `FormatStyle`s write it for US English (ICU's rules): rounded half to even on
/// the number's exact value, thousands grouped unless `.grouping(.never)`, up to six fraction digits unless a precision
/// says otherwise, a negative number that rounds to zero still signed (`-0`).
struct NumberFormatStyle {
    /// `.precision(.fractionLength(n))`: exactly `n` fraction digits.
    var fractionLength: Int?
    /// `.precision(.significantDigits(n))`: exactly `n` significant digits.
    var significantDigits: Int?
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
        fractionLength = number(after: "fractionLength(") ?? (isInteger ? 0 : nil)
        significantDigits = number(after: "significantDigits(")
        grouping = !description.contains("grouping(never")
        compactName = description.contains("compactName")
    }

    init(fractionLength: Int? = nil) { self.fractionLength = fractionLength }

    /// `number` written in this style.
    func text(_ number: Double) -> String {
        if compactName { return compact(number) }
        let plain: String
        if let significantDigits {
            plain = Self.significant(number, digits: min(max(significantDigits, 1), 17))
        } else {
            plain = Self.fixed(number, fraction: fractionLength)
        }
        return grouping ? Self.grouped(plain) : plain
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
        let digits = min(max(fraction ?? 6, 0), 15)
        var text = PrintfConversion(precision: digits, conversion: "f").written(.floating(number)) ?? "0"
        if fraction == nil, text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// Exactly `digits` significant digits, in fixed notation (`0.00500`, `1230`).
    static func significant(_ number: Double, digits: Int) -> String {
        guard number != 0 else { return (number.sign == .minus ? "-" : "") + fixed(0, fraction: digits - 1) }
        let scientific = PrintfConversion(precision: digits - 1, conversion: "e").written(.floating(number)) ?? "0e+00"
        let parts = scientific.split(separator: "e")
        let negative = parts[0].hasPrefix("-")
        let mantissa = parts[0].filter(\.isNumber)
        let exponent = Int(parts[1]) ?? 0
        var text: String
        if exponent >= 0 {
            let integerCount = exponent + 1
            if mantissa.count <= integerCount {
                text = mantissa + String(repeating: "0", count: integerCount - mantissa.count)
            } else {
                text = String(mantissa.prefix(integerCount)) + "." + mantissa.dropFirst(integerCount)
            }
        } else {
            text = "0." + String(repeating: "0", count: -exponent - 1) + mantissa
        }
        return (negative ? "-" : "") + text
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
