import LoupeSwiftSource
import Testing

/// Disagreements with `swiftc` that the differential check found (docs/reliability.md): each expression, and the text
/// `swiftc` printed for it. Integers past 2^53 are compared and picked as `Int`s, never through `Double`.
@Suite struct DifferentialFindingsTests {
    let subset = SwiftSubsetTests()

    @Test func integersNearTheirLimits() throws {
        #expect(try subset.texts("""
            func f(_ x: Int) -> Int { x * 2 + -8 }
            #Preview {
                VStack {
                    Text(verbatim: "\\(max(Int.max, 11, 3)) \\(min(-0o2, -3 + 10 - (Int.max - 7), 11 + 413 + abs(2)))")
                    Text(verbatim: "\\(min(Int.max, Int.max) % -471 == 0xaa900 - 3 + -7) \\((-max(9, Int.max)).isMultiple(of: -4))")
                    Text(verbatim: "\\(Int.min == 8 + Int.min ? f(Int.max % (415 / 102)) : Int.min)")
                    Text(verbatim: "\\(String(3 - min(0, 534 - Int.max), radix: 36))")
                }
            }
            """) == ["9223372036854775807 -9223372036854775793", "false false", "-9223372036854775808", "1y2p0ij32e7zg"])
    }

    /// `abs(Int.min)` traps in Swift: an error at its place.
    @Test func absoluteValueOfIntMinIsAnError() throws {
        #expect(subset.problem("""
            #Preview { Text(verbatim: "\\(abs(Int.min))") }
            """) == "invalidValue@1:30")
    }
}
