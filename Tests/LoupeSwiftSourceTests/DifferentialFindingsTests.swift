import LoupeSwiftSource
import Testing

/// Disagreements with `swiftc` that the differential check found (docs/reliability.md): each expression, and the text
/// `swiftc` printed for it. Integers past 2^53 are compared and picked as `Int`s, never through `Double`.
// sdk-usage: max(_:_:), min(_:_:), abs(_:), .isMultiple, .filter, .prefix, .trimmingCharacters, .whitespaces, .joined, .removeAll, Date(timeIntervalSince1970:), .uppercased
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

    /// Strings as Swift's `String` methods give them, collections flattened and filtered, printing as Swift prints.
    @Test func stringsCollectionsAndPrinting() throws {
        #expect(try subset.texts("""
            #Preview {
                VStack {
                    Text(verbatim: "\\([[1], [2]].joined().count) \\("abc".filter { $0 != "b" }) \\(String("ab c".prefix(while: { $0 != " " })))")
                    Text(verbatim: "\\("xy".trimmingCharacters(in: .letters))|\\("  a ".trimmingCharacters(in: .whitespaces))|")
                    Text(verbatim: "\\(8.formatted(.percent)) \\(0.125.formatted(.percent)) \\(Double.infinity) \\(2.rounded(.down))")
                    Text(verbatim: "\\(["a\\tb", "q\\""])")
                }
            }
            """) == ["2 ac ab", "|a|", "8% 12.5% inf 2.0", #"["a\tb", "q\""]"#])
    }

    /// `removeAll(where:)` removes only what matches.
    @Test func removeAllWhere() throws {
        #expect(try subset.texts("""
            func kept() -> String {
                var xs = [1, 5]
                xs.removeAll { $0 > 4 }
                return "\\(xs)"
            }
            #Preview { Text(verbatim: kept()) }
            """) == ["[1]"])
    }

    /// A date and a time as iOS 17 writes them: " at " after a written date, a narrow no-break space before PM.
    @Test func dateAndTime() throws {
        #expect(try subset.texts("""
            #Preview { Text(verbatim: Date(timeIntervalSince1970: 1749462060).formatted(date: .abbreviated, time: .shortened)) }
            """) == ["Jun 9, 2025 at 9:41\u{202F}AM"])
    }

    /// A struct is copied into a new variable; a type's own `==` decides; `defer` runs when its scope ends, after a
    /// `return`'s value is worked out (swiftc printed "0 5 true acb ac").
    @Test func valueSemanticsEqualityAndDefer() throws {
        #expect(try subset.texts("""
            struct R { var x = 0 }
            struct P: Equatable { var a: Int; var b: Int; static func == (l: P, r: P) -> Bool { l.a == r.a } }
            func run() -> String {
                var a = R()
                var b = a
                b.x = 5
                var log = "a"
                do {
                    defer { log += "b" }
                    log += "c"
                }
                return "\\(a.x) \\(b.x) \\(P(a: 1, b: 2) == P(a: 1, b: 3)) \\(log)"
            }
            func deferred() -> String {
                var s = "a"
                defer { s += "b" }
                s += "c"
                return s
            }
            #Preview { Text(verbatim: run() + " " + deferred()) }
            """) == ["0 5 true acb ac"])
    }

    /// `reduce(into:_:)` is refused at its place rather than giving nil.
    @Test func reduceIntoIsRefused() throws {
        #expect(subset.problem("""
            #Preview { Text(verbatim: "\\([2].reduce(into: 0) { $0 += $1 })") }
            """) == "unsupportedSwift@1:34")
    }

    /// A type's own `description`; a computed property typed by its declaration (`next` is a `Level`, so `.next` of it
    /// is found); swiftc printed "P<4> [P<1>] L".
    @Test func descriptionsAndTypedComputedProperties() throws {
        #expect(try subset.texts("""
            struct P: CustomStringConvertible { var x: Int; var description: String { "P<\\(x)>" } }
            enum Level { case low, mid, high
              var label: String { switch self { case .low: "L"; case .mid: "M"; case .high: "H" } }
              var next: Level { switch self { case .low: .mid; case .mid: .high; case .high: .low } } }
            #Preview { Text(verbatim: "\\(P(x: 4)) \\([P(x: 1)]) \\(Level.mid.next.next.label)") }
            """) == ["P<4> [P<1>] L"])
    }

    /// Inside a collection Swift writes an enum case with its module's name (`[App.Suit.hearts]`), which is not known
    /// here: refused at its place, not written without it. An identity (`.id(card)`) needs no module.
    @Test func moduleQualifiedNamesAreRefused() throws {
        #expect(subset.problem("""
            enum Suit { case hearts }
            #Preview { Text(verbatim: "\\([Suit.hearts])") }
            """) == "unsupportedSwift@2:30")
        #expect(try subset.texts("""
            enum Suit { case hearts }
            struct Card: Hashable { var suit: Suit }
            #Preview { Text("a").id(Card(suit: .hearts)) }
            """) == ["a"])
    }

    /// `min` and `max` give every argument one type; `dateComponents(_:from:to:)` counts whole days and hours between
    /// two dates; `[T](values)` and `[T](repeating:count:)` (swiftc printed each).
    @Test func genericArgumentsDateDifferencesAndArrayInitializers() throws {
        #expect(try subset.texts("""
            let d = Date(timeIntervalSince1970: 1738368000)
            let e = Date(timeIntervalSince1970: 0)
            #Preview {
                VStack {
                    Text(verbatim: "\\(min(4 / 6, 5 * 0.5)) \\(max(Float.leastNonzeroMagnitude, -2.5)) \\(min(0.5 * Float.ulpOfOne, 0.5 - -1.5)) \\(max(1, 2)) \\(min(3.0, 4))")
                    Text(verbatim: "\\(Calendar.current.dateComponents([.day], from: d, to: e).day!) \\(Calendar.current.dateComponents([.day, .hour], from: e, to: Date(timeIntervalSince1970: 90000)).hour!) \\([Int?]([7, nil]).count) \\([Int](repeating: 1, count: 2).reduce(0, +))")
                }
            }
            """) == ["0.6666666666666666 1e-45 5.9604645e-08 2 3.0", "-20120 1 2 2"])
    }

    /// A Text's literal is evaluated once: what it interpolates runs once (swiftc printed the log with two entries and
    /// then a count of three).
    @Test func aTextsLiteralRunsItsInterpolationsOnce() throws {
        #expect(try subset.texts("""
            var log: [String] = []
            func logged(_ s: String) -> Int { log.append(s); return s.count }
            #Preview {
                VStack {
                    Text(verbatim: "\\({ () -> String in _ = logged("ab"); _ = logged("c"); return "\\(log)" }())")
                    Text("n \\(logged("x"))")
                    Text(verbatim: "\\(log.count)")
                    Text(verbatim: Date(timeIntervalSince1970: 86399).formatted(.iso8601))
                }
            }
            """) == [#"["ab", "c"]"#, "n 1", "3", "1970-01-01T23:59:59Z"])
    }
}
