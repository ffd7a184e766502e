import LoupeSwiftSource
import Testing

/// Semantic traps a helper's hunt found silently wrong (session 45, `docs/reliability.md`): each expected text is what
/// swiftc 6.3.1 printed for the same code (TZ=UTC, en_US), or what Foundation's format styles write on iOS.
// sdk-usage: CustomStringConvertible, .precision, .fractionLength, .grouping, .currency, CGSize.init
@Suite struct SemanticTrapsSecondTests {
    let subset = SwiftSubsetTests()
    func problem(_ source: String) -> String? { FrontEndTests().problem(source) }

    /// A memberwise initializer types each argument by its property's type, written or given by its initial value:
    /// swiftc prints `2.5 3.0 0.25 0.33333334` and `1.5`.
    @Test func propertiesTypedByTheirInitialValue() throws {
        #expect(try subset.texts("""
            struct Item { var name: String; var price = 0.0; var w = CGFloat.zero; var f = Float(0) }
            struct Q { let a, b: Double }
            #Preview { VStack {
                Text(verbatim: "\\(Item(name: "B", price: 5 / 2).price) \\(Item(name: "A", price: 3).price) \\(Item(name: "c", w: 1).w / 4) \\(Item(name: "d", f: 1 / 3).f)")
                Text(verbatim: "\\(Q(a: 3, b: 1).a / 2)")
            } }
            """) == ["2.5 3.0 0.25 0.33333334", "1.5"])
    }

    /// An implicit member given where its type is declared resolves there — a static method, `init(rawValue:)`,
    /// CoreGraphics' initializer — so `==` compares the values (swiftc: GRID, GRID, true); one no type resolves is
    /// refused rather than compared unequal.
    @Test func implicitMembersCompareAsTheirValues() throws {
        #expect(try subset.texts("""
            enum Mode: String { case list, grid; static func preferred(wide: Bool) -> Mode { wide ? .grid : .list } }
            struct V: View {
                var mode: Mode = .preferred(wide: true)
                @State private var m2: Mode = .init(rawValue: "grid")!
                let c: CGSize = .init(width: 1, height: 2)
                var body: some View {
                    VStack {
                        Text(mode == .grid ? "GRID" : "LIST")
                        Text(m2 == .grid ? "GRID" : "LIST")
                        Text(verbatim: "\\(c == CGSize(width: 1, height: 2))")
                    }
                }
            }
            #Preview { V() }
            """) == ["GRID", "GRID", "true"])
        #expect(problem("""
            enum Mode { case list, grid }
            #Preview { let m = Mode.grid; Text(m == .tiles ? "a" : "b") }
            """) == "unsupportedSwift@2:38")
    }

    /// An enum's own `description` is what interpolation writes: swiftc prints `😀 Happy` and `Low, High`.
    @Test func anEnumsDescription() throws {
        #expect(try subset.texts("""
            enum Mood: String, CustomStringConvertible { case happy; var description: String { "😀 Happy" } }
            enum Level: CaseIterable { case low, high }
            extension Level: CustomStringConvertible { var description: String { self == .low ? "Low" : "High" } }
            #Preview { VStack { Text(verbatim: "\\(Mood.happy)"); Text(Level.allCases.map { "\\($0)" }.joined(separator: ", ")) } }
            """) == ["😀 Happy", "Low, High"])
    }

    /// A currency keeps its symbol through a precision, a grouping follows any link of the chain (iOS writes
    /// `$1,234` and `1234.57`); a modifier not written here is refused, not dropped.
    @Test func numberStylesKeepEveryLink() throws {
        #expect(try subset.texts("""
            #Preview { VStack {
                Text(1234.5, format: .currency(code: "USD").precision(.fractionLength(0)))
                Text(verbatim: 1234.5678.formatted(.number.precision(.fractionLength(2)).grouping(.never)))
                Text(verbatim: 1234.5.formatted(.number.grouping(.never).precision(.fractionLength(2))))
            } }
            """) == ["$1,234", "1234.57", "1234.50"])
        #expect(problem("#Preview { Text(verbatim: 42.formatted(.number.precision(.integerLength(4)))) }") == "unsupportedSwift@1:30")
        #expect(problem("#Preview { Text(verbatim: 1234.5.formatted(.number.rounded(increment: 10))) }") == "unsupportedSwift@1:34")
    }
}

/// The environment where a static reading cannot follow SwiftUI: a colour scheme given to part of a preview, a custom
/// key set on views made before; and a `PreviewProvider`'s views each in its own scheme.
// sdk-usage: \.colorScheme, .preferredColorScheme, EnvironmentValues
@Suite struct EnvironmentTrapsTests {
    func problem(_ source: String) -> String? { FrontEndTests().problem(source) }
    func scheme(_ source: String, preview: String) throws -> String? {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        return try file.scene(for: file.preview(matching: preview)).json.member("colorScheme")?.stringValue
    }

    /// SwiftUI darkens only the view given `.dark`; the renderer has one scheme per picture, so it refuses rather
    /// than darken the siblings (which read `.light` on iOS).
    @Test func aSchemeForPartOfThePreviewIsRefused() throws {
        #expect(problem(#"#Preview { VStack { Text("a"); Text("b").environment(\.colorScheme, .dark) } }"#) == "unsupportedSwift@1:42")
        #expect(try scheme(#"#Preview { Text("b").environment(\.colorScheme, .dark) }"#, preview: "1") == "dark")
    }

    /// Each view of a provider's `Group` is a preview of its own, in the scheme given to it alone.
    @Test func eachProviderViewHasItsOwnScheme() throws {
        let source = """
            struct P: PreviewProvider {
                static var previews: some View {
                    Group { Text("x"); Text("y").preferredColorScheme(.dark); Text("z").environment(\\.colorScheme, .dark) }
                }
            }
            """
        #expect(try scheme(source, preview: "1") == nil)
        #expect(try scheme(source, preview: "2") == "dark")
        #expect(try scheme(source, preview: "3") == "dark")
    }

    /// `self.environment(\.tag, …)` in an extension's method reaches views made before it, which read the key then:
    /// refused rather than drawn with the default (SwiftUI shows "ext").
    @Test func aCustomKeyOnViewsMadeBeforeIsRefused() throws {
        #expect(problem("""
            extension EnvironmentValues { @Entry var tag: String = "t" }
            struct Leaf: View { @Environment(\\.tag) var tag; var body: some View { Text(verbatim: tag) } }
            extension View { func tagged() -> some View { self.environment(\\.tag, "ext") } }
            #Preview { Leaf().tagged() }
            """) == "unsupportedSwift@3:52")
        #expect(try SwiftSubsetTests().texts("""
            extension EnvironmentValues { @Entry var tag: String = "t" }
            struct Leaf: View { @Environment(\\.tag) var tag; var body: some View { Text(verbatim: tag) } }
            #Preview { VStack { Leaf() }.environment(\\.tag, "direct") }
            """) == ["direct"])
    }
}

/// A closure's declared types reach what it is given and what it gives: swiftc prints `1.5`, `3.5` and `3.0`; a
/// transform whose Ints Swift would type as `Double` from the declaration is refused, not divided as Ints.
@Suite struct ClosureTypingTests {
    @Test func aClosuresDeclaredTypes() throws {
        #expect(try SwiftSubsetTests().texts("""
            func a() -> String { let f: (CGFloat) -> CGFloat = { $0 * 2 }; return "\\(f(3) / 4)" }
            func b() -> String { let q: Double = { 7 / 2 }(); return "\\(q)" }
            func c() -> String { let g: (Int, Double) -> Double = { n, d in Double(n) + d }; return "\\(g(1, 2))" }
            #Preview { Text(verbatim: a() + " " + b() + " " + c()) }
            """) == ["1.5 3.5 3.0"])
        #expect(FrontEndTests().problem("""
            func t() -> String { let xs: [Double] = [4, 5].map { $0 / 2 }; return "\\(xs)" }
            #Preview { Text(verbatim: t()) }
            """) == "unsupportedSwift@1:54")
    }
}

/// Literals given to a place whose type the code declares elsewhere: a default after an optional chain takes the
/// property's type, an appended element the array's (swiftc prints `0.0 3.5 1.0` and `[0.25, 1.5, 3.5] [3.0] [1, 3]`).
@Suite struct LiteralDestinationsTests {
    @Test func defaultsAndAppendedElements() throws {
        #expect(try SwiftSubsetTests().texts("""
            struct Row { var price: Double }
            struct M { var rating: Double? }
            func getM() -> M { M(rating: nil) }
            func a() -> String { let rows: [Row] = []; return "\\(rows.first?.price ?? 0) \\(rows.first?.price ?? 7 / 2) \\(getM().rating ?? 1)" }
            func b() -> String {
                var q = [1.5]; q.append(7 / 2); q.insert(1 / 4, at: 0)
                var r: [Double] = []; r.append(3)
                var s = [1]; s.append(7 / 2)
                return "\\(q) \\(r) \\(s)"
            }
            #Preview { VStack { Text(verbatim: a()); Text(verbatim: b()) } }
            """) == ["0.0 3.5 1.0", "[0.25, 1.5, 3.5] [3.0] [1, 3]"])
    }
}

/// Overloads by the arguments' declared types, as swiftc picks them: an `Int?` goes to the optional overload, a `Base`
/// variable holding a `Sub` to the `Base` one (swiftc prints `optional int base sub`); a module method of a SwiftUI
/// modifier's name only where its parameter types fit (`.foregroundColor(.blue)` stays SwiftUI's).
@Suite struct StaticTypeOverloadTests {
    @Test func argumentsChooseByTheirDeclaredTypes() throws {
        #expect(try SwiftSubsetTests().texts("""
            func show(_ x: Int) -> String { "int" }
            func show(_ x: Int?) -> String { "optional" }
            class Base {}
            class Sub: Base {}
            func who(_ x: Base) -> String { "base" }
            func who(_ x: Sub) -> String { "sub" }
            func t() -> String { let o: Int? = 3; let b: Base = Sub(); let s = Sub(); return show(o) + " " + show(3) + " " + who(b) + " " + who(s) }
            #Preview { Text(verbatim: t()) }
            """) == ["optional int base sub"])
        let json = try DesignSystemPatternsTests().body("""
            extension View { func foregroundColor(_ hex: Int) -> some View { self.foregroundStyle(Color.red) } }
            #Preview { VStack { Text("g").foregroundColor(.blue); Text("h").foregroundColor(0x123) } }
            """)
        #expect(json == #"{"VStack":{"content":[{"Text":{"string":"g"},"modifiers":[{"foregroundStyle":"blue"}]},{"Text":{"string":"h"},"modifiers":[{"foregroundStyle":"red"}]}]}}"#)
    }
}

/// A Float array typed by its first element (swiftc: `0.20000000298023224 0.6 [1.5, 2.0]`), and slices whose start a
/// function boundary hides (swiftc gives `[2, 3]`, 1 and 2 there): refused rather than counted from 0.
@Suite struct FloatArraysAndSlicesTests {
    @Test func floatArrayLiterals() throws {
        #expect(try SwiftSubsetTests().texts("""
            func t() -> String { let a = [Float(0.1), 0.2]; return "\\(Double(a[1])) \\([Float(0.1), 0.2, 0.3].reduce(0, +)) \\([1.5, 2])" }
            #Preview { Text(verbatim: t()) }
            """) == ["0.20000000298023224 0.6 [1.5, 2.0]"])
    }

    @Test func slicesAcrossAFunctionBoundaryAreRefused() {
        for source in [
            "func idx(_ s: ArraySlice<Int>) -> [Int] { Array(s.indices) }\nfunc t() -> String { \"\\(idx([10, 20, 30, 40].suffix(2)))\" }",
            "struct Hold { var items: ArraySlice<Int> }\nfunc t() -> String { \"\\(Hold(items: [10, 20, 30].dropFirst()).items.startIndex)\" }",
            "func mk() -> ArraySlice<Int> { [10, 20, 30, 40].dropFirst(2) }\nfunc t() -> String { \"\\(mk().startIndex)\" }",
        ] {
            #expect(FrontEndTests().problem(source + "\n#Preview { Text(verbatim: t()) }")?.hasPrefix("unsupportedSwift@") == true)
        }
    }
}

/// A dictionary's order changes from one run of an app to the next (swiftc printed `x,z,y` in one run of
/// `["x": 1, "y": 2, "z": 3].keys.joined(separator: ",")`): what reads it in order is refused, what does not is
/// evaluated (`["x", "y"] 2 3 ["x", "y"] ["x", "y"]`).
// sdk-usage: .keys, .values, Dictionary
@Suite struct DictionaryOrderTests {
    @Test func orderFreeReadsAreEvaluatedOrderedOnesRefused() throws {
        #expect(try SwiftSubsetTests().texts("""
            let d = ["x": 1, "y": 2]
            func t() -> String { "\\(d.keys.sorted()) \\(d.count) \\(d.values.reduce(0, +)) \\(Array(d.keys).sorted()) \\(d.sorted { $0.key < $1.key }.map { $0.key })" }
            #Preview { Text(verbatim: t()) }
            """) == [#"["x", "y"] 2 3 ["x", "y"] ["x", "y"]"#])
        for body in ["d.keys.joined(separator: \",\")", "d.map { $0.key }.joined()", "Array(d.values).map { \"\\($0)\" }.joined()",
                     "{ var s = \"\"; for (k, _) in d { s += k }; return s }()"] {
            #expect(FrontEndTests().problem("""
                let d = ["x": 1, "y": 2, "z": 3]
                func t() -> String { \(body) }
                #Preview { Text(verbatim: t()) }
                """)?.hasPrefix("unsupportedSwift@2:") == true)
        }
        // One entry has one order.
        #expect(try SwiftSubsetTests().texts(#"#Preview { Text(["x": 1].keys.joined()) }"#) == ["x"])
    }
}

/// Found by the differential check and the hunt's second pass: a `Float`'s remainder is a `Float` (swiftc prints
/// `0.001`), an `@Entry` key typed by its initial value types what `.environment` gives it (`2.0`, `0.5`), and
/// `Array(dict)` is the dictionary's order unless only counted or sorted.
@Suite struct SecondPassTrapsTests {
    @Test func floatRemaindersEntryKeysAndArraysOfDictionaries() throws {
        #expect(try SwiftSubsetTests().texts("""
            extension EnvironmentValues { @Entry var gap = 6.0 }
            struct L: View { @Environment(\\.gap) var gap; var body: some View { Text(verbatim: "\\(gap)") } }
            let d = ["x": 1, "y": 2]
            #Preview { VStack {
                Text(verbatim: "\((0.001 as Float).truncatingRemainder(dividingBy: 0.2))")
                L().environment(\\.gap, 2)
                L().environment(\\.gap, 2 / 4)
                Text(verbatim: "\\(Array(d).count) \\(d.map { $0.value }.sorted())")
            } }
            """) == ["0.001", "2.0", "0.5", "2 [1, 2]"])
        #expect(FrontEndTests().problem("""
            let d = ["x": 1, "y": 2]
            #Preview { Text(verbatim: "\\(Array(d).map { $0.key })") }
            """)?.hasPrefix("unsupportedSwift@2:") == true)
    }
}

/// `pow(2, 3)` is Foundation's `Decimal` pow where nothing asks for another type (swiftc prints `8`): refused, as the
/// context decides; a dictionary's `filter` is a dictionary (swiftc: `1 ["b"] 2`).
@Suite struct PowAndDictionaryFilterTests {
    @Test func powOfAnIntegerAndFilterOfADictionary() throws {
        #expect(FrontEndTests().problem(#"#Preview { Text(verbatim: "\(pow(2, 3))") }"#) == "unsupportedSwift@1:30")
        #expect(try SwiftSubsetTests().texts("""
            let kept = ["a": 1, "b": 2].filter { $0.value > 1 }
            #Preview { Text(verbatim: "\\(pow(2.0, 3)) \\(kept.count) \\(kept.keys.sorted()) \\(kept["b"]!)") }
            """) == [#"8.0 1 ["b"] 2"#])
    }
}

/// A navigation bar's background shows once content scrolls under it: at rest a style for it changes nothing
/// (skipped, warned); `.visible` and other bars are refused.
// sdk-usage: .toolbarBackground
@Suite struct ToolbarBackgroundAtRestTests {
    @Test func aNavigationBarsStyleWaitsForScrolling() throws {
        let file = try SwiftSourceFile(text: """
            #Preview { NavigationStack { Text("a").toolbarBackground(Color.blue, for: .navigationBar) } }
            """, fileName: "S.swift")
        let scene = try file.scene(for: file.preview(matching: nil))
        #expect(scene.warnings.map(\.message) == ["'.toolbarBackground(_:for:)' skipped: it has no visible effect in a still picture"])
        #expect(FrontEndTests().problem(#"#Preview { Text("a").toolbarBackground(.visible, for: .navigationBar) }"#) == "unsupportedModifier@1:22")
        #expect(FrontEndTests().problem(#"#Preview { Text("a").toolbarBackground(Color.red, for: .tabBar) }"#) == "unsupportedModifier@1:22")
    }
}
