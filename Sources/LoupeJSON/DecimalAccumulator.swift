/// Collects a decimal literal's digits for the exact fast path of number conversion (Clinger's): a mantissa of at
/// most 15 significant digits is exact in a `Double`, and so is 10^k for |k| ≤ 22, so one multiplication or
/// division gives the correctly rounded result. Anything else goes to the standard library's conversion.
struct DecimalAccumulator {
    var isNegative = false
    var mantissa: UInt64 = 0
    /// Significant digits held in `mantissa` (leading zeros do not count).
    var significantDigits = 0
    /// Digits that did not fit, or any that were dropped, make the fast path unusable.
    var isTruncated = false
    var exponent = 0

    private static let maximumDigits = 15
    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    mutating func addIntegerDigit(_ digit: UInt8) {
        if significantDigits < Self.maximumDigits {
            append(digit)
        } else {
            exponent += 1
            isTruncated = true
        }
    }

    mutating func addFractionDigit(_ digit: UInt8) {
        if significantDigits < Self.maximumDigits {
            append(digit)
            exponent -= 1
        } else {
            isTruncated = true
        }
    }

    private mutating func append(_ digit: UInt8) {
        mantissa = mantissa * 10 + UInt64(digit)
        if mantissa != 0 { significantDigits += 1 }
    }

    /// The value when the fast path applies, else `nil`.
    var exactValue: Double? {
        guard !isTruncated else { return nil }
        if mantissa == 0 { return isNegative ? -0.0 : 0.0 }
        guard exponent >= -22, exponent <= 22 else { return nil }
        let magnitude = exponent >= 0
            ? Double(mantissa) * Self.powersOfTen[exponent]
            : Double(mantissa) / Self.powersOfTen[-exponent]
        return isNegative ? -magnitude : magnitude
    }
}
