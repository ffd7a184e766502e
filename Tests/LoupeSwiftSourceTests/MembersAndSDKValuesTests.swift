import LoupeSwiftSource
import Testing

/// Where a member comes from as Swift finds it — a protocol extension's default, a static method named from its type's
/// static code, an enum case's defaulted values, a wrapped property's projected value — and Foundation's `TimeZone`
/// and `Locale` as a preview's fixed US-English device in UTC has them. Each expected text is what `swiftc` 6.3
/// printed for the same Swift in a plain program (the view code aside); what is not that device's is refused.
// sdk-usage: TimeZone, Locale, Locale.current, Locale(identifier:), .identifier, .currency, .currencyCode, .languageCode, .regionCode, .timeZone, PreviewProvider
@Suite struct MembersAndSDKValuesTests {
    let subset = SwiftSubsetTests()

    /// A protocol extension's members reach every conforming type (through a refined protocol too) where the type
    /// declares none of that name; a static method is called unqualified from a static member; an enum case made
    /// without its defaulted value; `let x?` in a case pattern; `Self` as a static's type; a default argument typed by
    /// its parameter (`= .none`, `= 1 / 2`).
    @Test func membersFoundAsSwiftFindsThem() throws {
        #expect(try subset.texts("""
            protocol Named { var name: String { get } }
            protocol Titled: Named {}
            extension Named {
                var name: String { "named" }
                var shout: String { name.uppercased() + "!" }
                static var kind: String { "kind-\\(Self.self)" }
                func greet(_ other: String) -> String { "\\(name) greets \\(other)" }
            }
            enum Pet: Titled { case cat, dog
                var name: String { self == .cat ? "cat" : "dog" }
            }
            struct Box: Titled {}
            struct Maker {
                static let title = "T"
                static var all: [String] { [one(1), one(2)] }
                static func one(_ n: Int) -> String { "\\(title)\\(n)" }
            }
            enum Symbol { case none, star }
            enum Content {
                case symbol(Symbol, color: String? = nil)
                case flag(String)
                var tint: String {
                    switch self {
                    case .symbol(_, let color?): return "tinted \\(color)"
                    case .symbol(let s, nil): return "plain \\(s)"
                    case .flag(let code): return code
                    }
                }
            }
            extension Content {
                static let none: Self = .symbol(.none)
                static let star: Self = .symbol(.star, color: "red")
            }
            func describe(_ c: Content = .none, scale: Double = 1 / 2) -> String { "\\(c.tint) \\(scale)" }
            #Preview {
                VStack {
                    Text(verbatim: "\\(Pet.cat.shout)|\\(Box().shout)|\\(Box().greet("x"))|\\(Pet.kind)|\\(Box.kind)")
                    Text(verbatim: "\\(Maker.all)")
                    Text(verbatim: "\\(describe())|\\(describe(.star, scale: 3 / 2))|\\(Content.flag("fr").tint)|\\(Content.symbol(.star).tint)")
                }
            }
            """) == ["CAT!|NAMED!|named greets x|kind-Pet|kind-Box", #"["T1", "T2"]"#,
                     "plain none 0.5|tinted red 1.5|fr|plain star"])
    }

    /// A `PreviewProvider`'s static helpers: a static function called from a static property, and a view a protocol
    /// extension of `PreviewProvider` gives every provider; `.init { … }` with its trailing closure where a nested
    /// type is expected; `model.$isOn`, a wrapped property's binding, read as its value.
    @Test func previewProviderHelpersAndImplicitInitializers() throws {
        #expect(try subset.texts("""
            extension PreviewProvider {
                static var filler: some View { Text("filler") }
            }
            struct Card<Content: View>: View {
                let model: Model
                init(_ model: Model) { self.model = model }
                var body: some View { model.content }
            }
            extension Card {
                struct Model {
                    let content: Content
                    init(@ViewBuilder _ content: () -> Content) { self.content = content() }
                }
            }
            struct Tog: View {
                struct Model { let title: String; @Binding var isOn: Bool }
                let model: Model
                var body: some View { Text(model.$isOn ? model.title : "off") }
            }
            struct Rows_Previews: PreviewProvider {
                static let title = "Row"
                static var previews: some View {
                    VStack {
                        standalone
                        row(2)
                        filler
                        Card(.init { Text("inside") })
                        Tog(model: .init(title: "on", isOn: .constant(true)))
                    }
                }
                static var standalone: some View { row(1) }
                static func row(_ n: Int) -> some View { Text("\\(title) \\(n)") }
            }
            """) == ["Row 1", "Row 2", "filler", "inside", "on"])
    }

    /// What is assigned or given takes the declared type: `self.x = 7 / 2` into a `Double` not yet set is 3.5;
    /// `[.init(title:)]` given as `[Action]`; `.none` where an optional is declared is nil (Swift's warning-backed
    /// choice even for an enum with a `none` case), `.some` there a case; `Binding { … } set: { … }` reads its getter.
    @Test func assignmentsAndArgumentsTakeTheirDeclaredTypes() throws {
        #expect(try subset.texts("""
            struct Item { let name: String }
            struct M {
                var x: Double
                var y: Double = 0
                var items: [Item]
                init() { self.x = 7 / 2; y = 1 / 4; items = [.init(name: "a"), .init(name: "b")] }
            }
            struct Action { let title: String?; init(title: String? = .none) { self.title = title } }
            enum Mode { case none, some }
            struct Bar {
                let actions: [Action]
                let mode: Mode?
                init(actions: [Action] = [], mode: Mode? = .none) { self.actions = actions; self.mode = mode }
            }
            let bar = Bar(actions: [.init(title: "Done"), .init()])
            struct Pager: View {
                @State var page = 2
                var body: some View { Text(verbatim: "\\(Binding { Double(page) } set: { page = Int($0) }.wrappedValue)") }
            }
            #Preview {
                VStack {
                    Text(verbatim: "\\(M().x) \\(M().y) \\(M().items.map(\\.name))")
                    Text(verbatim: "\\(bar.actions.map { $0.title ?? "-" }.joined(separator: ",")) \\(bar.mode == nil) \\(Bar(mode: .some).mode == .some)")
                    Pager()
                }
            }
            """) == [#"3.5 0.25 ["a", "b"]"#, "Done,- true true", "2.0"])
        // swiftc writes `Optional(nil)` for an `Int??` holding `.some(nil)`: a value here cannot hold that, so it is
        // refused rather than written `nil`.
        #expect(subset.problem("#Preview {\n    let nn: Int?? = .some(nil)\n    Text(verbatim: \"\\(nn)\")\n}") == "unsupportedSwift@2:27")
    }

    /// A function declared inside a closure sees the names above it and itself, and is passed as a function.
    @Test func localFunctions() throws {
        #expect(try subset.texts("""
            let days: [Int] = {
                let base = 10
                func offset(_ n: Int) -> Int { base - n }
                func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
                return [offset(3), offset(7), fact(5), [1, 2].map(offset).reduce(0, +)]
            }()
            #Preview { Text(verbatim: "\\(days)") }
            """) == ["[7, 3, 120, 17]"])
        // In a builder's body too (the builder leaves declarations as they are); an optional closure called with `?()`.
        #expect(try subset.texts("""
            struct Bar: View {
                var action: (() -> String)? = nil
                var other: (() -> String)? = { "tapped" }
                var body: some View { Text("\\(action?() ?? "none") \\(other?() ?? "none")") }
            }
            #Preview {
                func swatch(_ color: Color, _ n: Int) -> some View { Text("swatch \\(n)") }
                VStack { Bar(); swatch(.red, 1); swatch(.blue, 2) }
            }
            """) == ["none tapped", "swatch 1", "swatch 2"])
    }

    /// `TextField(_:value:format:)` shows its value as the format style writes it (Hacking with Swift's WeSplit:
    /// `0.0` as `.currency(code: "USD")` is "$0.00"; `2` as `.number` is "2").
    // sdk-usage: TextField(_:value:format:)
    @Test func fieldsShowTheirFormattedValue() throws {
        let json = try FrontEndTests().scene("""
            struct ContentView: View {
                @State private var checkAmount = 0.0
                @State private var people = 2
                var body: some View {
                    Form {
                        TextField("Amount", value: $checkAmount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                        TextField("People", value: $people, format: .number)
                    }
                }
            }
            #Preview { ContentView() }
            """).json.serializedExactly().filter { !$0.isWhitespace }
        #expect(json.contains(#"{"TextField":{"placeholder":"Amount","text":"$0.00"}}"#))
        #expect(json.contains(#"{"TextField":{"placeholder":"People","text":"2"}}"#))
    }

    /// `.dynamicTypeSize(_:)` hands its size down to `@Environment(\.dynamicTypeSize)`; a range clamps the size the
    /// views are given (`.large` by default) to its nearest bound: `.small ... .medium` gives medium, `.xLarge ...
    /// .xxxLarge` xLarge, `...xxLarge` leaves large; an inner `.environment` wins over an outer modifier.
    // sdk-usage: .dynamicTypeSize, DynamicTypeSize, \.dynamicTypeSize
    @Test func dynamicTypeSizesAndTheirRanges() throws {
        #expect(try subset.texts("""
            struct Probe: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View { Text("\\(String(describing: size))") }
            }
            #Preview {
                VStack {
                    Probe().dynamicTypeSize(.accessibility3)
                    Probe().dynamicTypeSize(.small ... .medium)
                    Probe().dynamicTypeSize(.xLarge ... .xxxLarge)
                    Probe().dynamicTypeSize(...DynamicTypeSize.xxLarge)
                    Probe().environment(\\.dynamicTypeSize, .accessibility2).dynamicTypeSize(.xSmall ..< .xxLarge)
                }
            }
            """) == ["accessibility3", "medium", "xLarge", "large", "accessibility2"])
    }

    /// The sized integers convert as Swift does, a value the type cannot hold being an error where Swift traps;
    /// a builder body with an explicit `return` is a plain function body, where assignments run.
    // sdk-usage: Int16, Int64, UInt8
    @Test func sizedIntegersAndBuilderBodiesThatReturn() throws {
        #expect(try subset.texts("""
            struct Row: View {
                let n: Int16
                var body: some View { Text("\\(n)") }
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    var total = Int16(2)
                    total += 3
                    let big = UInt8(200)
                    return VStack { Row(n: total); Text("\\(big) \\(Int64(7.9))"); ForEach(Int16(1)..<Int16(3), id: \\.self) { Text("\\($0)") } }
                }
            }
            """) == ["5", "200 7", "1", "2"])
        #expect(subset.problem("#Preview { Text(\"\\(UInt8(300))\") }") == "invalidValue@1:20")
    }

    /// A type's own member shadows a protocol extension's of that name only where the value's static type is the
    /// type (swiftc: `cat.greeting` "Meow", `(cat as Named).greeting` "Hi c"); elements of a `[Named]` read through a
    /// key path are refused, their static type not being followed.
    @Test func ownMembersShadowAnExtensionsOnlyByStaticType() throws {
        let declarations = """
            protocol Named { var name: String { get } }
            extension Named { var greeting: String { "Hi " + name } }
            struct Dog: Named { var name: String }
            struct Cat: Named { var name: String; var greeting: String { "Meow" } }
            """
        #expect(try subset.texts(declarations + """

            struct V: View {
                let cat = Cat(name: "c")
                var body: some View {
                    VStack { Text(cat.greeting); Text(Cat(name: "d").greeting); Text((cat as Named).greeting); Text(Dog(name: "x").greeting) }
                }
            }
            #Preview { V() }
            """) == ["Meow", "Meow", "Hi c", "Hi x"])
        #expect(subset.problem(declarations + """

            #Preview { Text(verbatim: "\\([Dog(name: "a") as Named, Cat(name: "c")].map(\\.greeting))") }
            """) == "unsupportedSwift@5:72")
    }

    /// A set literal keeps one of equal elements (swiftc: 2 and 1); `.now` and `.zero` where `Date`, `CGSize` or a
    /// number is declared or taken (`VStack(spacing: .zero)` stacks its colours without a gap); a deadline given to
    /// what only the running app does is not read (`DispatchQueue.main.asyncAfter(deadline: .now() + 1)`).
    // sdk-usage: .zero, .now, .asyncAfter, DispatchQueue.main, Set, .union, .insert
    @Test func setsAndImplicitConstantsOfTheirDeclaredTypes() throws {
        #expect(try subset.texts("""
            struct Tag: Hashable { let name: String }
            func later(_ d: Date = .now) -> Double { d.timeIntervalSince1970 }
            @Observable class Model {
                var status = "idle"
                func load() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.status = "done" } }
            }
            #Preview {
                let a: Set<String> = ["b", "a", "b"]
                let c: Set = [Tag(name: "x"), Tag(name: "x")]
                let stamp: Date = .now
                let s: CGSize = .zero
                let z: CGFloat = .zero
                let m = Model()
                VStack {
                    Text(verbatim: "\\(a.count) \\(c.count) \\(stamp.timeIntervalSince1970) \\(s.width) \\(z) \\(later())")
                    Text(verbatim: { m.load(); return m.status }())
                }
            }
            """) == ["2 1 1749462060.0 0.0 0.0 1749462060.0", "idle"])
        let frames = try GeometryReaderLayoutTests().frames("""
            #Preview {
                VStack(spacing: .zero) {
                    Color.red.frame(width: 20, height: 20)
                    Color.green.frame(width: 20, height: 20).offset(.zero)
                }
            }
            """)
        // A set's own operations, as swiftc printed them: `insert` says whether it inserted, `remove` gives the element.
        #expect(try subset.texts("""
            #Preview {
                var tags: Set<String> = ["a", "b"]
                let first = tags.insert("c")
                let again = tags.insert("a")
                let removed = tags.remove("b")
                let u = tags.union(["z", "a"])
                Text(verbatim: "\\(first.inserted) \\(again.inserted) \\(removed ?? "-") \\(tags.count) \\(u.count) \\(tags.isSubset(of: u)) \\(tags.intersection(["c", "q"]).count)")
            }
            """) == ["true false b 2 3 true 1"])
        // 40 tall, centred in the safe area: 59 + (759 − 40) / 2 = 418.5, the second colour right below the first.
        #expect(frames.filter { $0.kind == "Color" }.map(\.frame) == [[186.5, 418.5, 20, 20], [186.5, 438.5, 20, 20]])
    }

    /// `Calendar.date(from:)`: missing parts are the first month and day and time 0, a part past its range carries
    /// over (month 13, day 0, hour 25, minute 70) — each number what swiftc printed for a Gregorian calendar in UTC.
    // sdk-usage: DateComponents, .date, Calendar.current
    @Test func datesFromComponents() throws {
        #expect(try subset.texts("""
            let cal = Calendar.current
            let dates = [
                cal.date(from: DateComponents(year: 2024, month: 2, day: 29, hour: 13, minute: 5))!,
                cal.date(from: DateComponents(year: 2024, month: 13, day: 1))!,
                cal.date(from: DateComponents(year: 2025, month: 3, day: 0))!,
                cal.date(from: DateComponents(year: 2023))!,
                cal.date(from: DateComponents(year: 2025, month: 6, day: 9, hour: 25, minute: 70, second: 5))!,
            ]
            #Preview { Text(verbatim: "\\(dates.map { $0.timeIntervalSince1970 })") }
            """) == ["[1709211900.0, 1735689600.0, 1740700800.0, 1672531200.0, 1749521405.0]"])
        #expect(subset.problem("#Preview { Text(Calendar.current.date(from: DateComponents(month: 3))!, style: .date) }") == "unsupportedSwift@1:34")
        // The day, week (from Sunday), month and year holding 2023-11-14 22:13:20 UTC, as swiftc printed them.
        #expect(try subset.texts("""
            let cal = Calendar.current
            let d = Date(timeIntervalSince1970: 1_700_000_000)
            let units: [Calendar.Component] = [.day, .weekOfYear, .month, .year]
            let spans = units.map { cal.dateInterval(of: $0, for: d)! }
            #Preview { Text(verbatim: "\\(spans.map { "\\($0.start.timeIntervalSince1970)+\\($0.duration)" }.joined(separator: ","))") }
            """) == ["1699920000.0+86400.0,1699747200.0+604800.0,1698796800.0+2592000.0,1672531200.0+31536000.0"])
        // `to: .now`: the fixed date, 2025-06-09 09:41:00 UTC (1,749,462,060 s after 1970), a day later.
        #expect(try subset.texts("#Preview { Text(verbatim: \"\\(Calendar.current.date(byAdding: .day, value: 1, to: .now)!.timeIntervalSince1970)\") }")
                == ["1749548460.0"])
    }

    /// The time zones a preview makes are UTC, named "GMT" by Foundation whichever way they were asked for; setting
    /// one on the calendar changes no date. Any other zone is refused where it is made.
    @Test func timeZonesAreUTC() throws {
        #expect(try subset.texts("""
            let days: [Date] = {
                var calendar = Calendar.current
                calendar.timeZone = .current
                calendar.timeZone = TimeZone(identifier: "UTC")!
                return [calendar.date(byAdding: .day, value: -3, to: Date(timeIntervalSince1970: 0))!]
            }()
            #Preview {
                Text(verbatim: "\\(TimeZone(identifier: "UTC")!.identifier) \\(TimeZone(secondsFromGMT: 0)!.identifier) \\(TimeZone.gmt.secondsFromGMT()) \\(days[0].timeIntervalSince1970)")
            }
            """) == ["GMT GMT 0 -259200.0"])
        #expect(subset.problem("""
            #Preview { Text(verbatim: TimeZone(identifier: "America/New_York")!.identifier) }
            """) == "unsupportedSwift@1:27")
        #expect(subset.problem("""
            #Preview { Text(verbatim: TimeZone.current.identifier) }
            """) == "unsupportedSwift@1:27")
    }

    /// `Locale.current` is US English: its currency, language and region codes as swiftc prints them for `en_US`;
    /// a locale of another language or region is refused where it is made.
    @Test func localeIsUSEnglish() throws {
        #expect(try subset.texts("""
            #Preview {
                let l = Locale.current
                Text(verbatim: "\\(l.identifier) \\(l.currency?.identifier ?? "-") \\(l.currencyCode ?? "-") \\(l.languageCode ?? "-") \\(l.regionCode ?? "-") \\(l.language.languageCode?.identifier ?? "-") \\(Locale(identifier: "en_US_POSIX").identifier)")
            }
            """) == ["en_US USD USD en US en en_US_POSIX"])
        #expect(subset.problem("""
            #Preview { Text(verbatim: Locale(identifier: "fr_FR").identifier) }
            """) == "unsupportedSwift@1:27")
    }
}
