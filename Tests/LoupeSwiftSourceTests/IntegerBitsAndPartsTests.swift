import LoupeSwiftSource
import Testing

/// Swift's integer bit operators and sized integers, assignments into parts of values, lazy properties, initializers
/// passed as functions, UIKit's fixed colours and the environment's calendar. Each text was printed by swiftc 6.3
/// for the same code (UIKit's colours: the components its documentation gives).
// sdk-usage: Comparable, UInt8, Int8, UInt64, DateComponents, DateComponents(), .hour, .minute, UIColor.lightGray, .lightGray, .hidden
@Suite struct IntegerBitsAndPartsTests {
    func texts(_ source: String) throws -> [String] { try SwiftSubsetTests().texts(source) }

    /// `0xFF8000 >> 8 & 0xFF` is 128 (shifts bind tighter than `&`), `1 << 4 | 3` 19, `0x0F ^ 0xFF` 240; a `UInt8`
    /// keeps its 8 bits (200 << 1 is 144), an `Int8` its sign (100 << 1 is -56); shifts past the width give 0 or -1.
    @Test func shiftsAndMasks() throws {
        #expect(try texts(#"""
            struct V: View {
                var body: some View {
                    let b: UInt8 = 200
                    let i: Int8 = 100
                    VStack {
                        Text(verbatim: "\(0xFF8000 >> 8 & 0xFF) \(1 << 4 | 3) \(0x0F ^ 0xFF)")
                        Text(verbatim: "\(b << 1) \(b >> 3) \(b & 0x0F) \(b | 1)")
                        Text(verbatim: "\(i << 1) \(-8 >> 1) \(1 << 64) \(-1 >> 70)")
                    }
                }
            }
            #Preview { V() }
            """#) == ["128 19 240", "144 25 8 201", "-56 -4 0 -1"])
    }

    /// `~` and the wrapping operators, each in its operand's type: swiftc prints
    /// `-6 55 -9223372036854775808 44 104 -2 -120`.
    @Test func complementAndWrappingArithmetic() throws {
        #expect(try texts(#"""
            struct V: View {
                var body: some View {
                    let b: UInt8 = 200
                    let i: Int8 = 120
                    Text(verbatim: "\(~5) \(~b) \(Int.max &+ 1) \(b &+ 100) \(i &* 3) \(5 &- 7) \(-i)")
                }
            }
            #Preview { V() }
            """#) == ["-6 55 -9223372036854775808 44 104 -2 -120"])
    }

    /// `UInt8(200) + 100` traps in Swift (was 300): an error at the operator; so does `+=` past the type's range.
    /// `UInt8("300")` and `Int("12", radix: 2)` are nil, `Int("ff", radix: 16)` 255.
    @Test func sizedIntegersKeepTheirRange() throws {
        let front = FrontEndTests()
        #expect(front.problem("""
            struct V: View {
                var body: some View {
                    let b: UInt8 = 200
                    let c = b + 100
                    Text(verbatim: "\\(c)")
                }
            }
            #Preview { V() }
            """) == "invalidValue@4:19")
        #expect(front.problem("""
            struct V: View {
                var body: some View {
                    var b: Int8 = 120
                    b += 10
                    Text(verbatim: "\\(b)")
                }
            }
            #Preview { V() }
            """) == "invalidValue@4:11")
        #expect(try texts(#"""
            #Preview { Text(verbatim: "\(String(describing: UInt8("300"))) \(String(describing: Int("12", radix: 2))) \(Int("ff", radix: 16)!)") }
            """#) == ["nil nil 255"])
    }

    /// `(a, b) = (…)` into `let`s declared without values; `components.hour = 7` of a `DateComponents` read back by
    /// `Calendar.date(from:)` ("7:30 AM" in UTC); `p.x = 5` of a labelled tuple.
    @Test func assignmentsIntoParts() throws {
        #expect(try texts(#"""
            struct V: View {
                var body: some View {
                    let a, b: Int
                    (a, b) = (3, 4)
                    var components = DateComponents()
                    components.year = 2024; components.month = 3; components.day = 9
                    components.hour = 7
                    components.minute = 30
                    let date = Calendar.current.date(from: components)!
                    var p = (x: 1, y: 2)
                    p.x = 5
                    return VStack {
                        Text(verbatim: "\(a + b) \(components.hour!) \(date.formatted(date: .omitted, time: .shortened)) \(p.x)")
                    }
                }
            }
            #Preview { V() }
            """#) == ["7 7 7:30\u{202F}AM 5"])
    }

    /// A `lazy var` is made at its first read (its initializer, which the preview never reads, would fail); an
    /// initializer passed as a function: `String.init`, `Symbol.init(name:)`, an enum's `init(rawValue:)` by
    /// `Letter.init` ("z" is no letter: 2 of 3).
    @Test func lazyPropertiesAndInitializersAsFunctions() throws {
        #expect(try texts(#"""
            struct Symbol: Identifiable { let id = UUID(); let name: String }
            enum Letter: String { case a, b }
            final class Store {
                lazy var broken: Int = Int("x")!
                lazy var count: Int = 2 * 21
            }
            struct V: View {
                let symbols = ["star", "heart"].map(Symbol.init(name:))
                let letters = ["a", "b", "z"].compactMap(Letter.init)
                var body: some View {
                    let store = Store()
                    VStack {
                        Text(verbatim: [1, 2].map(String.init).joined(separator: ","))
                        Text(verbatim: symbols.map(\.name).joined(separator: ","))
                        Text(verbatim: "\(letters.count) \(store.count)")
                    }
                }
            }
            #Preview { V() }
            """#) == ["1,2", "star,heart", "2 42"])
    }

    /// UIKit's fixed colours (light gray is white 2/3, brown 0.6, 0.4, 0.2); `.hidden()` is drawn as nothing in its
    /// place; `@Environment(\.calendar)` is the fixed device's Gregorian calendar in UTC (the 4th of January 1970).
    @Test func fixedColoursHiddenViewsAndTheCalendar() throws {
        let json = try SwiftSubsetAdditionsTests().body("""
            #Preview { VStack { Color(uiColor: .lightGray); Color(UIColor.brown); Text("A").hidden() } }
            """)
        #expect(json == #"{"VStack":{"content":[{"Color":{"red":0.6667,"green":0.6667,"blue":0.6667,"opacity":1}},{"Color":{"red":0.6,"green":0.4,"blue":0.2,"opacity":1}},{"Text":{"string":"A"},"modifiers":[{"opacity":0}]}]}}"#)
        #expect(try texts(#"""
            struct V: View {
                @Environment(\.calendar) var calendar
                var body: some View { Text(verbatim: "\(calendar.component(.day, from: Date(timeIntervalSince1970: 86400 * 3)))") }
            }
            #Preview { V() }
            """#) == ["4"])
    }

    /// The module's `Comparable` types ordered by their own `<` (`sorted()`, `max()` keeping the first of equals,
    /// `>=` derived) or, for an enum that declares none, by its cases' order; strings' `min()` and `max()`; `Float`'s
    /// own methods. swiftc prints `a c [1, 3, 3] 3 true false`, `true small false` and `3.0 2.0 1.5811388 2.5 0.1`.
    @Test func comparableTypesAndFloatMethods() throws {
        #expect(try texts(#"""
            struct P: Comparable { let v: Int; static func < (a: P, b: P) -> Bool { a.v < b.v } }
            enum Size: Comparable { case small, medium, large }
            struct V: View {
                let names = ["b", "a", "c"]
                let ps = [P(v: 3), P(v: 1), P(v: 3)]
                let ff: Float = 2.5
                var body: some View {
                    VStack {
                        Text(verbatim: "\(names.min()!) \(names.max()!) \(ps.sorted().map(\.v)) \(ps.max()!.v) \(P(v: 1) < P(v: 2)) \(P(v: 1) >= P(v: 2))")
                        Text(verbatim: "\(Size.small < .large) \([Size.large, Size.small].min()!) \(Size.medium > .large)")
                        Text(verbatim: "\(Float(2.5).rounded()) \(ff.rounded(.down)) \(ff.squareRoot()) \(ff.formatted()) \(Float(0.1).formatted())")
                    }
                }
            }
            #Preview { V() }
            """#) == ["a c [1, 3, 3] 3 true false", "true small false", "3.0 2.0 1.5811388 2.5 0.1"])
    }
}
