/// `String(format: "%.Nf", value)` without a locale: always a "." decimal separator, no grouping, and the C
/// library's rounding — the exact binary value of the double rounded to N decimals, ties to even (so 0.125 gives
/// "0.12" and 2.675, stored as 2.67499…, gives "2.67"). Negative values that round to zero keep their sign
/// ("-0.00"), as printf's do.
///
/// Loupe formats its grid badge with `String(format:)` (locale-independent) and its position label through
/// `LocalizedStringKey`; Loupe Render renders both in this one locale-free form.
public enum FixedPointFormat {
    /// The largest number of decimals accepted; more are clamped to it.
    public static let maximumFractionDigits = 100

    /// `value` with `fractionDigits` decimals (clamped to 0…``maximumFractionDigits``); "nan", "inf" or "-inf" for
    /// values that are not finite.
    public static func string(_ value: Double, fractionDigits: Int) -> String {
        let sign = value.sign == .minus ? "-" : ""
        if value.isNaN { return sign + "nan" }
        if value.isInfinite { return sign + "inf" }
        let digits = min(max(fractionDigits, 0), maximumFractionDigits)

        // value = significand · 2^exponent exactly, with an integer significand.
        let bits = value.magnitude.bitPattern
        let biased = Int(bits >> 52)
        let fraction = bits & ((1 << 52) - 1)
        let significand = biased == 0 ? fraction : fraction | (1 << 52)
        let exponent = biased == 0 ? -1074 : biased - 1075

        var scaled = BigMagnitude(significand)
        for _ in 0..<digits { scaled.multiply(by: 10) }
        let rounded = exponent >= 0 ? scaled.shiftedLeft(by: exponent) : scaled.roundedShiftRight(by: -exponent)

        var text = rounded.decimalDigits()
        if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
        guard digits > 0 else { return sign + text }
        let point = text.index(text.endIndex, offsetBy: -digits)
        return sign + text[..<point] + "." + text[point...]
    }
}

/// A non-negative integer of any size, as little-endian 32-bit limbs: just what exact decimal rounding needs.
private struct BigMagnitude {
    private var limbs: [UInt32]

    init(_ value: UInt64) { limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)] }

    private init(limbs: [UInt32]) { self.limbs = limbs }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry > 0 { limbs.append(UInt32(carry)) }
    }

    func shiftedLeft(by count: Int) -> BigMagnitude {
        let words = count / 32, shift = UInt32(count % 32)
        var result = [UInt32](repeating: 0, count: words) + limbs + [0]
        guard shift > 0 else { return BigMagnitude(limbs: result) }
        var carry: UInt32 = 0
        for index in words..<result.count {
            let limb = result[index]
            result[index] = (limb << shift) | carry
            carry = limb >> (32 - shift)
        }
        return BigMagnitude(limbs: result)
    }

    /// `self / 2^count`, rounded to nearest with ties to even.
    func roundedShiftRight(by count: Int) -> BigMagnitude {
        let halfBit = bit(count - 1)
        let belowHalf = (0..<max(count - 1, 0)).contains { bit($0) }
        let words = count / 32, shift = UInt32(count % 32)
        var result = [UInt32](repeating: 0, count: max(limbs.count - words, 1))
        for index in result.indices {
            let low = limb(index + words), high = limb(index + words + 1)
            result[index] = shift == 0 ? low : (low >> shift) | (high << (32 - shift))
        }
        var quotient = BigMagnitude(limbs: result)
        if halfBit && (belowHalf || quotient.limbs[0] & 1 == 1) { quotient.addOne() }
        return quotient
    }

    func decimalDigits() -> String {
        var remaining = limbs
        var chunks: [UInt32] = []
        while remaining.contains(where: { $0 != 0 }) {
            var remainder: UInt64 = 0
            for index in remaining.indices.reversed() {
                let dividend = (remainder << 32) | UInt64(remaining[index])
                remaining[index] = UInt32(dividend / 1_000_000_000)
                remainder = dividend % 1_000_000_000
            }
            chunks.append(UInt32(remainder))
        }
        guard let last = chunks.popLast() else { return "0" }
        return chunks.reversed().reduce(String(last)) { text, chunk in
            let part = String(chunk)
            return text + String(repeating: "0", count: 9 - part.count) + part
        }
    }

    private mutating func addOne() {
        for index in limbs.indices {
            limbs[index] &+= 1
            if limbs[index] != 0 { return }
        }
        limbs.append(1)
    }

    private func limb(_ index: Int) -> UInt32 { index < limbs.count ? limbs[index] : 0 }

    private func bit(_ index: Int) -> Bool {
        index >= 0 && (limb(index / 32) >> UInt32(index % 32)) & 1 == 1
    }
}
