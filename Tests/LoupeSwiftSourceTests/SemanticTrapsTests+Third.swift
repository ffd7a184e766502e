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
}
