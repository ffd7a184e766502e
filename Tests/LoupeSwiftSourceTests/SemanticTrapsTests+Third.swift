import LoupeSwiftSource
import Testing

/// Semantic traps found silently wrong after session 45's hunt (`docs/reliability.md`): each expected text is what
/// swiftc 6.3.1 printed for the same code; a read of a set's or a tied dictionary's order is refused, as swiftc's
/// output for it changes from one run to the next.
// sdk-usage: Set, Array(repeating:count:), .max
@Suite struct SemanticTrapsThirdTests {
    let subset = SwiftSubsetTests()
    func problem(_ source: String) -> String? { FrontEndTests().problem(source) }

    /// A closure given to a parameter of a function type is called with that type's parameters (`f(5)` of a
    /// `(Double) -> Double` gives the closure 5.0): swiftc prints `2.5 1.5 2.5`.
    @Test func aClosureTakesTheFunctionTypeItIsGivenAs() throws {
        #expect(try subset.texts("""
            func r(_ f: (Double) -> Double) -> Double { f(5) }
            struct K { let f: (CGFloat) -> CGFloat }
            func e(_ f: @escaping (Double) -> Double) -> Double { f(5) }
            #Preview { Text(verbatim: "\\(r { $0 / 2 }) \\(K(f: { $0 / 2 }).f(3)) \\(e { $0 / 2 })") }
            """) == ["2.5 1.5 2.5"])
    }

    /// The literals inside an array, tuple or dictionary given to a parameter take its element types: swiftc prints
    /// `[3.5, 1.0] 3.5 0.25`.
    @Test func literalsInsideAnArgumentTakeItsElementTypes() throws {
        #expect(try subset.texts("""
            struct P { var xs: [Double]; var t: (Double, Int); var d: [String: Double] }
            #Preview {
                let p = P(xs: [7 / 2, 1], t: (7 / 2, 1), d: ["a": 1 / 4])
                Text(verbatim: "\\(p.xs) \\(p.t.0) \\(p.d["a"]!)")
            }
            """) == ["[3.5, 1.0] 3.5 0.25"])
    }

    /// `Array(repeating:count:)` takes the declared element type, and an array literal joined to a `[Double]` takes
    /// its type: swiftc prints `[3.5, 3.5] [1.5, 3.5, 1.0]`.
    @Test func repeatedAndJoinedElementsTakeTheArraysType() throws {
        #expect(try subset.texts("""
            let xs: [Double] = Array(repeating: 7 / 2, count: 2)
            let ys: [Double] = [1.5]
            #Preview { Text(verbatim: "\\(xs) \\(ys + [7 / 2] + [1])") }
            """) == ["[3.5, 3.5] [1.5, 3.5, 1.0]"])
    }

    /// What reads a set without its order is evaluated (swiftc: `abc 3 true ["A", "B", "C"]`); what reads it in
    /// its order — `Array(set)`, a loop, `.first`, a `map` shown as it is — is refused, naming the place.
    @Test func aSetIsReadOnlyWithoutItsOrder() throws {
        #expect(try subset.texts("""
            let tags: Set<String> = ["b", "a", "c"]
            #Preview { Text(verbatim: "\\(tags.sorted().joined()) \\(tags.count) \\(tags.contains("a")) \\(tags.map { $0.uppercased() }.sorted())") }
            """) == [#"abc 3 true ["A", "B", "C"]"#])
        #expect(problem("""
            let tags: Set<String> = ["b", "a", "c"]
            #Preview { VStack { ForEach(Array(tags), id: \\.self) { Text($0) } } }
            """) == "unsupportedSwift@2:29")
        #expect(problem("""
            struct V: View {
                @State private var picked = Set([1, 2, 3])
                var body: some View { Text(verbatim: "\\(picked.first!)") }
            }
            #Preview { V() }
            """) == "unsupportedSwift@3:45")
        #expect(problem("""
            let tags: Set<String> = ["b", "a", "c"]
            #Preview { Text(tags.filter { $0 != "a" }.map { $0 }.joined()) }
            """) == "unsupportedSwift@2:17")
        // One element has one order.
        #expect(try subset.texts("""
            let one: Set<String> = ["a"]
            #Preview { Text(Array(one).joined()) }
            """) == ["a"])
    }

    /// `max(by:)` of a dictionary is its largest entry (swiftc: `b`); where two entries tie, the one returned
    /// depends on the dictionary's order, so it is refused.
    @Test func aDictionarysLargestEntryUnlessEntriesTie() throws {
        #expect(try subset.texts("""
            let scores = ["a": 3, "b": 4, "c": 1]
            #Preview { Text(scores.max { $0.value < $1.value }!.key) }
            """) == ["b"])
        #expect(problem("""
            let scores = ["a": 3, "b": 3]
            #Preview { Text(scores.max { $0.value < $1.value }!.key) }
            """) == "unsupportedSwift@2:24")
    }

    /// Literals stored into a dictionary's entry, a set or an array by `+=` take its element type, and a generic
    /// parameter takes one type for all its arguments: swiftc prints `3.5 3.5 [3.5] [1.5, 0.5]` and
    /// `1.0 2.5 3.5 2.5 1 2`.
    @Test func storedLiteralsAndGenericArgumentsTakeOneType() throws {
        #expect(try subset.texts("""
            func gen<T>(_ a: T, _ b: T) -> String { "\\(a) \\(b)" }
            struct V: View {
                var body: some View {
                    var d: [String: Double] = [:]
                    d["a"] = 7 / 2
                    var s: Set<Double> = []
                    s.insert(7 / 2)
                    var xs: [Double] = []
                    xs += [7 / 2]
                    var ys = [1.5]
                    ys += [1 / 2]
                    return VStack {
                        Text(verbatim: "\\(d["a"]!) \\(s.first!) \\(xs) \\(ys)")
                        Text(verbatim: "\\(gen(1, 2.5)) \\(gen(7 / 2, 2.5)) \\(gen(1, 2))")
                    }
                }
            }
            #Preview { V() }
            """) == ["3.5 3.5 [3.5] [1.5, 0.5]", "1.0 2.5 3.5 2.5 1 2"])
    }

    /// A protocol of the module that refines `CustomStringConvertible` gives its conformers its extension's
    /// `description` (swiftc: `D!`); a `LocalizedStringKey` parameter interpolates as `Text`'s literal does (a
    /// Double with six decimals); overloads told apart by `String` and `Substring` are refused for a string made by
    /// code (swiftc prints `substring` for a slice, which is a `String` here), a literal calling the `String` one.
    @Test func refinedProtocolsLocalizedKeysAndStringOverloads() throws {
        #expect(try subset.texts("""
            protocol Describable: CustomStringConvertible {}
            extension Describable { var description: String { "D!" } }
            enum Kind: Describable { case a }
            struct Row: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
            func pick(_ s: String) -> String { "string" }
            func pick(_ s: Substring) -> String { "substring" }
            #Preview { let v = 2.5; VStack { Text(verbatim: "\\(Kind.a)"); Row(title: "v \\(v)"); Text(pick("ab")) } }
            """) == ["D!", "v 2.500000", "string"])
        #expect(problem("""
            func pick(_ s: String) -> String { "string" }
            func pick(_ s: Substring) -> String { "substring" }
            #Preview { Text(pick("ab".dropFirst())) }
            """) == "unsupportedSwift@3:22")
    }

    /// Differential seed 108 and a probe of wrapper types: `Int(_:)` of an integer keeps every digit (swiftc:
    /// `9223372036854774460`, where a Double would round it to …784); `Int(_:radix:)` is optional (swiftc:
    /// `Optional(66)`); `Character("a")` is `a`; a constant holding `reversed()` is written as its wrapper type by
    /// Swift, so it is refused as the expression itself is.
    @Test func integerConversionsCharactersAndWrapperConstants() throws {
        #expect(try subset.texts("""
            enum K { static let value = 617 }
            let c: Int = 724
            #Preview { VStack {
                Text(verbatim: "\\(Int((Int.max - K.value - (c + 6)).magnitude))")
                Text(verbatim: "\\(Int("42", radix: 16))")
                Text(verbatim: "\\(Character("a"))")
            } }
            """) == ["9223372036854774460", "Optional(66)", "a"])
        #expect(problem("""
            #Preview { let r = [3, 1, 2].sorted().reversed(); Text(verbatim: "\\(r)") }
            """) == "unsupportedSwift@1:69")
        #expect(problem("#Preview { Text(verbatim: \"\\(Int.min.magnitude)\") }") == "invalidValue@1:30")
    }

    /// A static variable changed by a static method (named bare) or through its type keeps the new value, typed by
    /// its declaration: swiftc prints `1 2 2` and `3.5 ["a"]`.
    @Test func staticVariablesChange() throws {
        #expect(try subset.texts("""
            struct C1 { static var count = 0; static func bump() -> Int { count += 1; return count } }
            struct C2 { static var n = 0.5; static var log: [String] = [] }
            #Preview {
                let first = C1.bump()
                let second = C1.bump()
                C2.n = 7 / 2
                C2.log.append("a")
                return VStack { Text(verbatim: "\\(first) \\(second) \\(C1.count)"); Text(verbatim: "\\(C2.n) \\(C2.log)") }
            }
            """) == ["1 2 2", #"3.5 ["a"]"#])
    }

    /// A precision given as a range rounds to its upper bound and keeps zeros down to its lower one: swiftc prints
    /// `1,234.57 1,234 1,234.0 3.14 2.0 2 0.0012 25%`.
    @Test func precisionRanges() throws {
        #expect(try subset.texts("""
            #Preview { Text(verbatim: [
                (1234.5678).formatted(.number.precision(.fractionLength(0...2))), (1234.0).formatted(.number.precision(.fractionLength(0...2))),
                (1234.0).formatted(.number.precision(.fractionLength(1...3))), (3.14159).formatted(.number.precision(.significantDigits(1...3))),
                (2.0).formatted(.number.precision(.significantDigits(2...3))), (2.0).formatted(.number.precision(.significantDigits(1...3))),
                (0.001234).formatted(.number.precision(.significantDigits(1...2))), (0.25).formatted(.percent.precision(.fractionLength(0...1))),
            ].joined(separator: " ")) }
            """) == ["1,234.57 1,234 1,234.0 3.14 2.0 2 0.0012 25%"])
    }

    /// An array literal with no declared type takes its elements' type, which types the implicit members among them:
    /// swiftc prints `[1, 3]`.
    @Test func anArrayLiteralsImplicitMembersTakeItsElementsType() throws {
        #expect(try subset.texts("""
            enum Lv: Int, Comparable { case low = 1, high = 3; static func < (a: Lv, b: Lv) -> Bool { a.rawValue < b.rawValue } }
            #Preview { Text(verbatim: "\\([Lv.high, .low].sorted().map(\\.rawValue))") }
            """) == ["[1, 3]"])
    }
}

