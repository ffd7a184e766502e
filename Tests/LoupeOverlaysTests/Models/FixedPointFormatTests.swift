import Foundation
import Testing
@testable import LoupeOverlays

@Suite struct FixedPointFormatTests {
    @Test func roundsTheExactBinaryValueTiesToEven() {
        let cases: [(Double, Int, String)] = [
            (3, 2, "3.00"), (7.962616822429907, 2, "7.96"), (2.831775700934543, 2, "2.83"),
            (0.125, 2, "0.12"), (0.375, 2, "0.38"),      // exact ties go to the even digit
            (2.675, 2, "2.67"), (1.005, 2, "1.00"),      // stored just below the tie
            (0.5, 0, "0"), (1.5, 0, "2"), (2.5, 0, "2"),
            (12.45, 1, "12.4"), (12.55, 1, "12.6"), (80, 1, "80.0"),
            (-0.001, 2, "-0.00"), (-0.0, 1, "-0.0"), (-12.5, 1, "-12.5"),
            (1e22, 2, "10000000000000000000000.00"), (5e-324, 2, "0.00"),
            (.nan, 2, "nan"), (.infinity, 2, "inf"), (-.infinity, 2, "-inf"),
        ]
        for (value, digits, expected) in cases {
            #expect(FixedPointFormat.string(value, fractionDigits: digits) == expected, "\(value) to \(digits)")
        }
    }

    @Test func matchesStringFormatAcrossMagnitudes() {
        // A fixed pseudo-random walk over signs, magnitudes from 1e-6 to 1e17, and 0…4 decimals.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var mismatches: [String] = []
        for _ in 0..<3000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53)
            let exponent = Double(Int((state >> 3) % 24)) - 6
            let value = (state & 1 == 0 ? 1 : -1) * mantissa * pow(10, exponent)
            let digits = Int((state >> 7) % 5)
            let ours = FixedPointFormat.string(value, fractionDigits: digits)
            let theirs = String(format: "%.\(digits)f", value)
            if ours != theirs { mismatches.append("\(value) %.\(digits)f: \(ours) vs \(theirs)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func matchesStringFormatAtHalfwayHundredths() {
        for hundredths in 0..<2000 {
            let value = (Double(hundredths) + 0.5) / 100   // x.xx5, mostly not exactly representable
            #expect(FixedPointFormat.string(value, fractionDigits: 2) == String(format: "%.2f", value))
        }
        let largest = Double.greatestFiniteMagnitude
        #expect(FixedPointFormat.string(largest, fractionDigits: 0) == String(format: "%.0f", largest))
        #expect(FixedPointFormat.string(largest, fractionDigits: 0).count == 309)
    }

    @Test func clampsTheNumberOfDecimals() {
        #expect(FixedPointFormat.string(1.25, fractionDigits: -3) == "1")
        #expect(FixedPointFormat.string(0.1, fractionDigits: 500).count == 102)
    }
}
