import LoupeSwiftSource
import Testing

/// Swift's semantics where a static reading is easily wrong: optionals written by interpolation, value semantics,
/// capture lists, literals typed by a declaration or an overload, slices' indices, rounding as ICU rounds. Each
/// expected text is what `swiftc` 6.3 printed for the same expressions in a plain program (TZ=UTC, en_US); what the
/// front end cannot work out is refused at its place, never written another way.
// sdk-usage: Optional, .map, .first, .last, .sorted, Dictionary(grouping:by:), .split, .contains, .remove, .removeFirst, .append, .formatted, .disabled, .init, @ViewBuilder, @escaping, .isEmpty, CGSize(width:height:), .dropFirst, .suffix, .prefix, .firstIndex, .startIndex, .endIndex, .indices, Array(_:), String(_:), Double(_:), Int(_:), sqrt(_:), floor(_:), abs(_:), max(_:_:), .tint, .foregroundStyle, .joined, .capitalized, stride(from:to:by:), @Environment, @Entry, .environment, Equatable, Float, Text(verbatim:)
@Suite struct SemanticTrapsTests {
    let subset = SwiftSubsetTests()

    /// Optionals by their declarations: a stored property, a parameter, a function's result, a local inferred from
    /// `first`, `Int??`, `as Any`, `??` of two optionals, a ternary with `nil`; `Optional.map` runs once on the value.
    @Test func optionalsAreWrittenAsSwiftWritesThem() throws {
        #expect(try subset.texts("""
            struct Row: View {
                var subtitle: String? = "Hello"
                var n: Int? = 3
                var body: some View {
                    let items = [1, 2]
                    let f = items.first
                    let g: Int?? = 5
                    VStack {
                        Text(verbatim: "\\(subtitle.map { $0 + "!" } ?? "none")|\\(subtitle)|\\(n)|\\(label(7))|\\(pick())")
                        Text(verbatim: "\\(f)|\\(g)|\\(n as Any)|\\(items.isEmpty ? nil : 5)|\\(subtitle.map { $0 + "!" })")
                    }
                }
            }
            func label(_ n: Int?) -> String { "\\(n)" }
            func pick() -> Int? { 4 }
            #Preview { Row() }
            """) == [#"Hello!|Optional("Hello")|Optional(3)|Optional(7)|Optional(4)"#,
                     #"Optional(1)|Optional(Optional(5))|Optional(3)|Optional(5)|Optional("Hello!")"#])
    }

    /// Optionals inside collections and structs, and the `first` of a collection a method made.
    @Test func optionalsInsideCollectionsAndStructs() throws {
        #expect(try subset.texts("""
            struct P { var name: String?; var size: Int }
            #Preview {
                let a: [Int?] = [1, nil, 3]
                VStack {
                    Text(verbatim: "\\(a)|\\(a.first)|\\([2, 1].sorted().first)|\\(Array("hey").last)|\\(["b": 2]["b"])")
                    Text(verbatim: "\\(P(name: "a", size: 2))|\\(P(name: nil, size: 1))")
                }
            }
            """) == [#"[Optional(1), nil, Optional(3)]|Optional(Optional(1))|Optional(1)|Optional("y")|Optional(2)"#,
                     #"P(name: Optional("a"), size: 2)|P(name: nil, size: 1)"#])
    }

    /// Dictionaries grouped and merged, a string from sorted characters, `split` with `maxSplits`, and Foundation's
    /// `contains("")`.
    @Test func dictionariesAndStrings() throws {
        #expect(try subset.texts("""
            #Preview {
                let xs = [3, 5, 4, 7, 9, 9, 2, 5]
                VStack {
                    Text(verbatim: "\\(Dictionary(grouping: xs, by: { $0 % 3 })[0]!)|\\(Dictionary(grouping: xs, by: { $0 % 3 }).count)|\\(Dictionary(xs.map { ($0 % 4, $0) }, uniquingKeysWith: { $0 + $1 })[1]!)")
                    Text(verbatim: "\\(String("hello".sorted()))|\\("one two three".split(separator: " ", maxSplits: 1))|\\("abc".contains(""))")
                }
            }
            """) == ["[3, 9, 9]|3|28", #"ehllo|["one", "two three"]|false"#])
    }

    /// Literals typed by what declares their type: a failed conversion's `?? 0`, a dictionary's `default:`, a cast
    /// to `[Double]`; mixed literals in an array (`[Any]` when an Int is computed by an operator).
    @Test func literalsTypedByTheirContext() throws {
        #expect(try subset.texts("""
            #Preview {
                let sizes: [String: CGFloat] = ["k": 1]
                VStack {
                    Text(verbatim: "\\(Double("1_0") ?? 0)|\\(Int("x") ?? 1)|\\([1.5, 2])|\\([7 / 2, 1] as [Double])|\\([3 * 9, 3, 282 / 3.0])")
                    Text(verbatim: "\\(sizes["z", default: 3 / 2]) \\([1.5] + [2]) \\([1, 2] + [3])")
                }
            }
            """) == ["0.0|1|[1.5, 2.0]|[3.5, 1.0]|[27, 3, 94.0]", "1.5 [1.5, 2.0] [1, 2, 3]"])
    }

    /// `didSet` (not while the initializer runs), a computed setter, `for var` copying each element.
    @Test func propertyObserversSettersAndCopies() throws {
        #expect(try subset.texts("""
            struct Counter { var log: [String] = []; var v = 0 { didSet { log.append("\\(oldValue)->\\(v)") } } }
            struct Scaled { var x: Double = 1; var c: Double { get { x * 2 } set { x = newValue / 4 } } }
            struct Watched { var n = 0; var v: Int { didSet { n += 1 } }; init() { v = 5 } }
            struct Pt { var x = 1 }
            func observers() -> String {
                var c = Counter(); c.v = 3; c.v += 1
                var s = Scaled(); s.c = 10
                var w = Watched(); w.v = 6
                var arr = [Pt(), Pt()]; for var p in arr { p.x = 9 }
                return "\\(c.log) \\(s.x) \\(w.n) \\(arr[0].x)"
            }
            #Preview { Text(verbatim: observers()) }
            """) == [#"["0->3", "3->4"] 2.5 1 1"#])
    }

    /// Closures kept from a loop's body, a capture list's copy, and what `remove(at:)` and `removeFirst()` give back.
    @Test func closuresCapturesAndRemovals() throws {
        #expect(try subset.texts("""
            func closures() -> String {
                var fs: [() -> Int] = []
                for i in 0..<3 { fs.append { i * 2 } }
                var x = 5
                let f = { [x] in x * 10 }
                x = 3
                var items = [4, 5, 6]
                let removed = items.remove(at: 1)
                let first = items.removeFirst()
                items.append(contentsOf: 7...8)
                return "\\(fs.map { $0() }) \\(f()) \\(x) \\(removed) \\(first) \\(items)"
            }
            #Preview { Text(verbatim: closures()) }
            """) == ["[0, 2, 4] 50 3 5 4 [6, 7, 8]"])
    }

    /// A computed static runs at every read; `== .dark` and `.dark.doubled` are the type's statics; an enum's payload,
    /// CoreGraphics' `Int` initializer, a generic `FloatingPoint` parameter, the non-optional overload, `max` of literals.
    @Test func staticsImplicitMembersAndOverloads() throws {
        #expect(try subset.texts("""
            var ticks = 0
            struct Clock { static var next: Int { ticks += 1; return ticks } }
            struct Theme: Equatable { var v: Int; static let dark = Theme(v: 1); var doubled: Theme { Theme(v: v * 2) } }
            enum Shape { case rect(w: Double, h: Double) }
            func half<T: FloatingPoint>(_ x: T) -> T { x / 2 }
            func o(_ x: Int?) -> String { "optional" }
            func o(_ x: Int) -> String { "plain" }
            #Preview {
                let t: Theme = .dark.doubled
                Text(verbatim: "\\(Clock.next * 10 + Clock.next) \\(Theme(v: 1) == .dark) \\(t.v) \\(Shape.rect(w: 1, h: 7 / 2)) \\(CGSize(width: 3, height: 1 / 2).height) \\(half(7)) \\(o(1)) \\(max(10, 7 / 2 * 4) as CGFloat)")
            }
            """) == ["12 true 2 rect(w: 1.0, h: 3.5) 0.0 3.5 plain 14.0"])
    }

    /// A slice keeps its base's indices, a file-level one too.
    @Test func sliceIndices() throws {
        #expect(try subset.texts("""
            let a = [10, 20, 30, 40]
            let rest = a.dropFirst()
            #Preview {
                Text(verbatim: "\\(rest[1]) \\(a.suffix(2).startIndex) \\(a.dropFirst().firstIndex(of: 30)!) \\(Array(a.dropFirst().indices)) \\(a.prefix(2).endIndex + a.suffix(1).endIndex)")
            }
            """) == ["20 2 2 [1, 2, 3] 6"])
    }

    /// ICU rounds the shortest decimal of a Double half to even (12.345 is 12.34), pads to any length, and keeps the
    /// sign of a negative amount that rounds to zero.
    @Test func formattingRoundsTheShortestDecimal() throws {
        #expect(try subset.texts("""
            #Preview {
                Text(verbatim: "\\((12.345).formatted(.number.precision(.fractionLength(2)))) \\((0.1).formatted(.number.precision(.fractionLength(20)))) \\((12.345).formatted(.number.precision(.significantDigits(4)))) \\((-0.5).formatted(.currency(code: "JPY")))")
            }
            """) == ["12.34 0.10000000000000000000 12.34 -¥0"])
    }

    /// `.disabled(true)` is read as `isEnabled` false inside; an `@Entry` declared optional is written as one.
    @Test func environmentValuesByTheirDeclarations() throws {
        #expect(try subset.texts("""
            extension EnvironmentValues { @Entry var name: String? = nil }
            struct Child: View {
                @Environment(\\.isEnabled) var enabled
                @Environment(\\.name) var name
                var body: some View { Text(verbatim: "\\(enabled) \\(name)") }
            }
            #Preview { Child().environment(\\.name, "x").disabled(true) }
            """) == [#"false Optional("x")"#])
    }

    /// A `switch` over partial ranges, `??` on an `Int??`, a dictionary literal's subscript, a tuple holding an optional,
    /// `prefix(upTo:)`, `suffix(from:)`, `prefix(through:)`, `d[k] = nil` removing the key; a floating-point stride
    /// stepped by a fused multiply-add, `capitalized` in title case, a Float's `abs` and `sqrt` in single precision.
    @Test func rangesDictionariesStridesAndFloats() throws {
        #expect(try subset.texts("""
            enum Level { case low, mid, high
                static func from(_ n: Int) -> Level { switch n { case ..<3: return .low; case 3..<7: return .mid; default: return .high } }
            }
            func removed() -> String { var d = ["a": 1, "b": 2]; d["a"] = nil; return "\\(d.count) \\(d["b"]!)" }
            let nn: Int?? = -3
            let o: Int? = 12
            let xs = [1, 8, 2]
            #Preview {
                VStack {
                    Text(verbatim: "\\([-5, 11, 5].map { Level.from($0) == .low ? "L" : Level.from($0) == .mid ? "M" : "H" }.joined()) \\(nn ?? 5) \\(["a": 1]["a"]) \\((o, 1)) \\(xs.prefix(upTo: 2)) \\(xs.suffix(from: 1)) \\(xs.prefix(through: 0)) \\(removed())")
                    Text(verbatim: "\\(Array(stride(from: -1.0, to: 0.5, by: 1.0 / 3.0))) \\("ß".capitalized) \\(abs(Float(-1) / 3)) \\(sqrt(Float(2)))")
                }
            }
            """) == ["LHM Optional(-3) Optional(1) (Optional(12), 1) [1, 8] [8, 2] [1] 1 2",
                     "[-1.0, -0.6666666666666667, -0.33333333333333337, -5.551115123125783e-17, 0.33333333333333326] Ss 0.33333334 1.4142135"])
    }

    /// A module's own `Text` shadows SwiftUI's, whose code reaches SwiftUI's as `SwiftUI.Text`; a trailing closure
    /// skips the parameters left to their defaults; `.foregroundStyle(.tint)` is the tint set around it.
    @Test func namesAsSwiftScopesThem() throws {
        #expect(try subset.texts("""
            public struct Text: View {
                let content: String
                init(_ content: String, size: CGFloat = 17) { self.content = content }
                var body: some View { SwiftUI.Text(content + "!") }
            }
            struct Stack<Content: View>: View {
                var content: () -> Content
                let spacing: CGFloat
                init(spacing: CGFloat = 4, vertical: Bool, @ViewBuilder content: @escaping () -> Content) {
                    self.content = content; self.spacing = spacing
                }
                var body: some View { VStack(spacing: spacing) { content() } }
            }
            #Preview { Stack(vertical: true) { Text("a", size: 30); SwiftUI.Text("b") } }
            """) == ["a!", "b"])
        let file = try SwiftSourceFile(text: #"#Preview { Text("a").foregroundStyle(.tint).tint(.teal) }"#, fileName: "S.swift")
        let json = try file.scene(for: file.preview(matching: nil)).json.serializedExactly().filter { $0 != " " && $0 != "\n" }
        #expect(json.contains(#""foregroundStyle":"teal""#))
    }

    /// `sqrt` of literals in floating point, `Optional.map` of a dictionary's value, a literal cast to `Float`, a
    /// computed static and a property default written `.init(…)`, typed by their declarations.
    @Test func literalsAndImplicitInitializers() throws {
        #expect(try subset.texts("""
            struct Finder { var hasMatches: Bool { false } }
            struct Builder { let finder: Finder; static var all: Builder { .init(finder: Finder()) } }
            final class Model { var title = "T" }
            struct Holder { var model: Model = .init() }
            let d = ["b": 0]
            #Preview { Text(verbatim: "\\(sqrt(abs(100 / 7))) \\(d["b"].map { $0 + 1 }) \\(floor(1e15) as Float) \\(Builder.all.finder.hasMatches) \\(Holder().model.title)") }
            """) == ["3.779644730092272 Optional(1) 1e+15 false T"])
        // `reduce(0, +)`'s literal takes the elements' type, also where there are none.
        #expect(try subset.texts("""
            #Preview {
                let xs: [Double] = []
                Text(verbatim: "\\(stride(from: 10, to: 3, by: 0.1).reduce(0, +)) \\(xs.reduce(0, +)) \\([1, 2].reduce(0, +)) \\(Array(stride(from: 0, to: 3, by: 1)).reduce(0, +))")
            }
            """) == ["0.0 0.0 3 3"])
        // A class whose property is `= .init()` of itself makes instances without end (Swift overflows its stack).
        #expect(subset.problem("""
            final class Node { var next: Node = .init() }
            #Preview { Text(verbatim: "\\(Node().next === Node().next)") }
            """) == "limit@1:1")
        // An environment value whose getter computes is not run: an error, not its stored value.
        #expect(subset.problem("""
            struct K: EnvironmentKey { static let defaultValue = 1 }
            extension EnvironmentValues { var k: Int { get { self[K.self] + 1 } set { self[K.self] = newValue } } }
            struct Child: View { @Environment(\\.k) var k; var body: some View { Text(verbatim: "\\(k)") } }
            #Preview { Child().environment(\\.k, 3) }
            """) == "unsupportedSwift@2:35")
        // Foundation's calendar is Julian before October 1582: such a date is refused, not shifted by days.
        #expect(subset.problem("""
            #Preview { Text(verbatim: "\\(Calendar.current.date(byAdding: .year, value: -656, to: Date(timeIntervalSince1970: 0))!)") }
            """) == "unsupportedSwift@1:47")
    }

    /// A member read through a protocol's type: the value's own where the protocol requires it, the extension's
    /// where it does not (`(cat as Named).greeting` is the extension's, `cat.greeting` the cat's).
    @Test func protocolTypedMembersDispatchAsSwiftDoes() throws {
        #expect(try subset.texts("""
            protocol Named { var name: String { get }; var title: String { get } }
            extension Named { var greeting: String { "Hi " + name }; var title: String { "T" }; func shout() -> String { name.uppercased() } }
            struct Cat: Named { var name: String; var greeting: String { "Meow" }; var title: String { "Cat" }; func shout() -> String { "MEOW" } }
            func show(_ p: any Named) -> String { p.greeting + "|" + p.title + "|" + p.shout() }
            #Preview { Text(verbatim: "\\((Cat(name: "x") as Named).greeting) \\(Cat(name: "y").greeting) \\(show(Cat(name: "z")))") }
            """) == ["Hi x Meow Hi z|Cat|Z"])
    }

    /// Overloads the arguments fit equally: the one with fewer parameters, then the one whose parameter types the
    /// arguments' declarations name; one chosen by the result type the context expects is refused.
    @Test func overloadsThatTie() throws {
        #expect(try subset.texts("""
            func t(_ x: Double) -> String { "D" }
            func t(_ x: CGFloat) -> String { "CG" }
            func f(_ a: Int) -> String { "one" }
            func f(_ a: Int, b: Int = 0) -> String { "two" }
            let xd: Double = 1
            let xc: CGFloat = 1
            #Preview { Text(verbatim: "\\(t(xd)) \\(t(xc)) \\(f(1))") }
            """) == ["D CG one"])
        #expect(subset.problem("""
            func r() -> Int { 1 }
            func r() -> String { "s" }
            #Preview { Text(verbatim: r()) }
            """) == "unsupportedSwift@3:27")
    }

    /// What Swift writes with names this front end does not know, or types only the call's context decides: refused
    /// at the expression, never written another way.
    @Test func whatCannotBeKnownIsRefusedAtItsPlace() {
        #expect(subset.problem(#"#Preview { Text(verbatim: "\([1, 2].reversed())") }"#) == "unsupportedSwift@1:30")
        // `Optional(App.Level.mid)`: a failable initializer's case is written with the module's name.
        #expect(subset.problem("""
            enum Level: Int { case low, mid }
            #Preview { Text(verbatim: "\\(Level(rawValue: 1))") }
            """) == "unsupportedSwift@2:30")
        #expect(subset.problem("""
            final class K { var x = 1 }
            #Preview { Text(verbatim: "\\(K())") }
            """) == "unsupportedSwift@2:30")
        #expect(subset.problem(#"#Preview { Text(verbatim: "\(["1", "x"].map { Int($0) })") }"#) == "unsupportedSwift@1:30")
        #expect(subset.problem("""
            func g<T>(_ x: T) -> T { x }
            #Preview { Text(verbatim: "\\(g(7 / 2))") }
            """) == "unsupportedSwift@2:32")
        #expect(subset.problem("""
            #Preview {
                let v: Double = [3, 4].reduce(0, +) / 2
                Text(verbatim: "\\(v)")
            }
            """) == "unsupportedSwift@2:21")
        #expect(subset.problem("""
            struct Cfg { var size: Double = 1 }
            extension EnvironmentValues { @Entry var cfg = Cfg() }
            struct Child: View { @Environment(\\.cfg) var v; var body: some View { Text(verbatim: "\\(v.size)") } }
            #Preview { Child().environment(\\.cfg.size, 9) }
            """) == "unsupportedSwift@4:20")
    }
}
