import LoupeJSON
import LoupeSwiftSource
import Testing

/// The standard library and Foundation as Swift runs them. Every expected text is what `swiftc` (Swift 6.3, Linux,
/// swift-foundation with `Locale(identifier: "en_US")`) printed for the same expressions.
// sdk-usage: stride(from:to:by:), stride(from:through:by:), .rounded, .first, .dropFirst, .formatted, .percent, .currency, .number, .precision, .fractionLength, Double.pi
@Suite struct StandardLibrarySemanticsTests {
    let subset = SwiftSubsetTests()

    /// A floating-point stride steps as `from + i * by`: ten elements from 0.0 to 1.0 by 0.1, and 0.3 is not reached
    /// through 0.3 (three steps give 0.30000000000000004).
    @Test func floatingPointStrides() throws {
        #expect(try subset.texts("""
            #Preview { Text(verbatim: "\\(Array(stride(from: 0.0, to: 1.0, by: 0.1)).count) \\(Array(stride(from: 0.0, through: 0.3, by: 0.1)))") }
            """) == ["10 [0.0, 0.1, 0.2]"])
    }

    @Test func roundingRules() throws {
        #expect(try subset.texts("""
            #Preview { Text(verbatim: "\\((2.5).rounded(.toNearestOrEven)) \\((3.5).rounded(.toNearestOrEven)) \\((2.5).rounded(.awayFromZero)) \\((-2.5).rounded())") }
            """) == ["2.0 4.0 3.0 -3.0"])
    }

    /// An optional that holds a value is written `Optional(…)`; a dictionary's `default:` subscript; a slice keeps
    /// its base's indices.
    @Test func optionalsDefaultsAndSlices() throws {
        #expect(try subset.texts("""
            let names = ["a", "b"]
            let d = ["x": 1]
            let items = [10, 20, 30]
            #Preview {
                VStack {
                    Text(verbatim: "\\(names.first) \\(names.first!) \\(d["y", default: 0]) \\(d["x"])")
                    Text(verbatim: "\\(items.dropFirst()[1]) \\(items.dropFirst().first!) \\(items[1...][2]) \\(Int("12")) \\(Double("x"))")
                }
            }
            """) == [#"Optional("a") a 0 Optional(1)"#, "20 20 30 Optional(12) nil"])
    }

    /// `String(format:)` as C's `printf` writes it: signs, characters, integer precision, exponents, `%g`.
    @Test func stringFormatConversions() throws {
        #expect(try subset.texts("""
            #Preview { Text(verbatim: String(format: "%+d|%c|%.3d|%e|%g|%5.1f|%-4d|%x|%o|%10.3e|%G|%.0f %.0f", 5, 65, 7, 1234.5, 0.0001234, 3.14159, 42, 255, 8, 12345.678, 1e-10, 2.5, 3.5)) }
            """) == ["+5|A|007|1.234500e+03|0.0001234|  3.1|42  |ff|10| 1.235e+04|1E-10|2 4"])
    }

    /// `formatted()` as a US-English device writes numbers: up to six fraction digits, half to even; percent; the
    /// currency's own symbol and fraction digits.
    @Test func formattedNumbers() throws {
        #expect(try subset.texts("""
            #Preview {
                VStack {
                    Text(verbatim: "\\(Double.pi.formatted()) \\((0.256).formatted(.percent)) \\(1234567.891.formatted()) \\(123456.7890123.formatted())")
                    Text(verbatim: "\\(2.5.formatted(.number.precision(.fractionLength(0)))) \\(0.125.formatted(.number.precision(.fractionLength(2))))")
                    Text(verbatim: "\\(249.0.formatted(.currency(code: "EUR"))) \\(1249.5.formatted(.currency(code: "JPY"))) \\((-3.0).formatted(.currency(code: "USD")))")
                }
            }
            """) == ["3.141593 25.6% 1,234,567.891 123,456.789012", "2 0.12", "€249.00 ¥1,250 -$3.00"])
    }

    /// `.notation(.compactName)`, `.precision(.significantDigits(n))`, `.grouping(.never)`, and a negative number
    /// that rounds to zero keeping its sign, as swift-foundation wrote each for `en_US`.
    @Test func numberFormatStyles() throws {
        #expect(try subset.texts("""
            #Preview {
                VStack {
                    Text(verbatim: [1234.0, 999, 1500, 12345, 999999, 1000, 0.5, 1.25, 99950, 1_049_999, 12.345, 123.456, 1e15, -1234].map { $0.formatted(.number.notation(.compactName)) }.joined(separator: " | "))
                    Text(verbatim: [0.005, 1234.5678, -0.5, 0.0, -0.0, 42.0].map { $0.formatted(.number.precision(.significantDigits(3))) + " " + $0.formatted(.number.grouping(.never)) }.joined(separator: " | "))
                    Text(verbatim: "\\((-0.0).formatted()) \\((-0.0001).formatted()) \\((-0.0000001).formatted()) \\((-0.5).formatted(.number.precision(.fractionLength(0))))")
                }
            }
            """) == [
                "1.2K | 999 | 1.5K | 12K | 1M | 1K | 0.5 | 1.2 | 100K | 1M | 12 | 123 | 1000T | -1.2K",
                "0.00500 0.005 | 1,230 1234.5678 | -0.500 -0.5 | 0.00 0 | -0.00 -0 | 42.0 42",
                "-0 -0.0001 -0 -0",
            ])
    }

    /// A slice held in a variable keeps its base's indices, through another slice of it; a new value starts at 0
    /// again (swiftc printed "20 30 40 30 7"). A slice of a call's result is refused: its start is not followed.
    @Test func slicesInVariables() throws {
        #expect(try subset.texts("""
            let items = [10, 20, 30, 40]
            func f() -> String {
                let rest = items.dropFirst()
                let tail = rest.dropFirst()
                var s = items[1...]
                let a = "\\(rest[1]) \\(tail[2]) \\(s[3]) \\(items.suffix(2)[2])"
                s = [7, 8][0...]
                return a + " \\(s[0])"
            }
            #Preview { Text(verbatim: f()) }
            """) == ["20 30 40 30 7"])
        #expect(subset.problem("""
            func make() -> [Int] { [1, 2, 3] }
            func g() -> String { let r = make().dropFirst(); return "\\(r[1])" }
            #Preview { Text(verbatim: g()) }
            """) == "unsupportedSwift@2:60")
    }
}
