import LoupeJSON
import LoupeSwiftSource
import Testing

/// The Swift previews are written in, evaluated statically: models, enums, `switch`, property wrappers, collections,
/// formatting. Each expectation is worked out by hand from the source.
@Suite struct SwiftSubsetTests {
    /// The strings of every Text of the preview, in order.
    func texts(_ source: String, preview: String? = nil) throws -> [String] {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        let scene = try file.scene(for: file.preview(matching: preview))
        _ = try scene.document()
        var found: [String] = []
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let object):
                for member in object.members {
                    if member.key == "Text", let string = member.value.member("string")?.stringValue { found.append(string) }
                    walk(member.value)
                }
            case .array(let items): items.forEach(walk)
            default: break
            }
        }
        walk(scene.json)
        return found
    }

    func problem(_ source: String) -> String? {
        do {
            let file = try SwiftSourceFile(text: source, fileName: "S.swift")
            _ = try file.scene(for: file.preview(matching: nil)).document()
            return nil
        } catch {
            return "\(error.kind)@\(error.place.line):\(error.place.column)"
        }
    }

    @Test func enumsWithRawValuesCasesAndComputedProperties() throws {
        #expect(try texts("""
            enum Size: Int, CaseIterable { case small = 1, medium, large = 10 }
            enum Tab: String { case home, settings = "prefs" }
            enum Mood {
                case calm, busy
                var symbol: String { self == .calm ? "~" : "!" }
            }
            #Preview {
                VStack {
                    ForEach(Size.allCases, id: \\.self) { size in Text("\\(size.rawValue)") }
                    Text(Tab.home.rawValue + " " + Tab.settings.rawValue)
                    Text(Mood.busy.symbol)
                    Text(Tab(rawValue: "prefs") == .settings ? "found" : "missing")
                }
            }
            """) == ["1", "2", "10", "home prefs", "!", "found"])
    }

    @Test func switchOnCasesValuesRangesAndWhere() throws {
        #expect(try texts("""
            enum Load { case idle, done(count: Int), failed(String) }
            func label(_ state: Load) -> String {
                switch state {
                case .idle: return "idle"
                case .done(let count) where count == 0: return "empty"
                case .done(let count): return "\\(count) items"
                case .failed(let message): return "error: " + message
                }
            }
            func grade(_ score: Int) -> String {
                switch score {
                case 90...: "A"
                case 80..<90: "B"
                case 0, 1: "none"
                default: "C"
                }
            }
            #Preview {
                VStack {
                    Text(label(.idle))
                    Text(label(.done(count: 0)))
                    Text(label(.done(count: 3)))
                    Text(label(Load.failed("offline")))
                    Text(grade(95) + grade(85) + grade(1) + grade(42))
                }
            }
            """) == ["idle", "empty", "3 items", "error: offline", "ABnoneC"])
    }

    @Test func modelsWithInitializersMethodsAndStaticSamples() throws {
        #expect(try texts("""
            struct Product {
                let name: String
                var price: Double
                var tags: [String] = []
                var summary: String { "\\(name): \\(tags.joined(separator: ", "))" }
                func total(quantity: Int) -> Double { price * Double(quantity) }
                static let sample = Product(name: "Pen", price: 1.5, tags: ["blue", "fine"])
            }
            final class Cart {
                var products: [Product]
                let owner: String
                init(owner: String, products: [Product] = [Product.sample]) {
                    self.owner = owner
                    self.products = products
                    self.products.append(Product(name: "Ink", price: 4))
                }
                var count: Int { products.count }
            }
            #Preview {
                let cart = Cart(owner: "Ada")
                VStack {
                    Text(Product.sample.summary)
                    Text("\\(Product.sample.total(quantity: 4))")
                    Text("\\(cart.owner) has \\(cart.count)")
                    Text(cart.products.map(\\.name).joined(separator: "+"))
                }
            }
            """) == ["Pen: blue, fine", "6.000000", "Ada has 2", "Pen+Ink"])   // a Text's literal writes a Double with `%lf`
    }

    @Test func propertyWrappersReadTheirPreviewValues() throws {
        #expect(try texts("""
            final class Settings: ObservableObject { @Published var name = "Grace" }
            struct Badge: View {
                @State private var count = 3
                @Binding var isOn: Bool
                @AppStorage("theme") private var theme = "plain"
                @ScaledMetric private var size: CGFloat = 20
                @Environment(\\.colorScheme) private var scheme
                @Environment(\\.horizontalSizeClass) private var width
                @EnvironmentObject var settings: Settings
                @FocusState private var focused: Bool
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(count) \\(isOn) \\(theme) \\(size)")
                        Text(scheme == .light && width == .compact ? "light compact" : "other")
                        Text(settings.name + (focused ? "!" : ""))
                    }
                }
            }
            #Preview {
                Badge(isOn: .constant(true)).environmentObject(Settings())
            }
            """) == ["3 true plain 20.0", "light compact", "Grace"])
        // An @EnvironmentObject the preview does not give is named where it is declared.
        #expect(problem("""
            final class Settings: ObservableObject {}
            struct Badge: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text("x") }
            }
            #Preview { Badge() }
            """) == "missingArgument@3:28")
    }

    @Test func anInitializerWithABodySetsStateAndBindings() throws {
        #expect(try texts("""
            struct Counter: View {
                @State private var value: Int
                let title: String
                init(start: Int, title: String = "Count") {
                    _value = State(initialValue: start * 2)
                    self.title = title.uppercased()
                }
                var body: some View { Text("\\(title) \\(value)") }
            }
            #Preview { Counter(start: 21) }
            """) == ["COUNT 42"])
    }

    @Test func anAssignmentTakesAWholeExpression() throws {
        // `x = a + b * c` and `range = 1...half` in an initializer, without `self.`: 2 + 3 × 4 = 14; half of 10 is 5.
        #expect(try texts("""
            struct Ring: View {
                let total: Int
                let range: ClosedRange<Int>
                init(radius: Int) {
                    total = 2 + 3 * 4
                    let half = radius / 2
                    range = 1...half
                }
                var body: some View { Text("\\(total) \\(range.upperBound)") }
            }
            func seven() -> Int {
                var n = 1
                n += 2 * 3
                return n
            }
            #Preview { VStack { Ring(radius: 10); Text("\\(seven())") } }
            """) == ["14 5", "7"])
    }

    @Test func anInitializerDelegatesToTheImplicitOneOrAnother() throws {
        // A convenience initializer in an extension calls the class's implicit `init()` (every property has a value),
        // then changes what it wants; a struct's extension initializer calls its memberwise one, and another calls
        // that initializer in turn.
        #expect(try texts("""
            final class Model {
                var count = 3
                var label = "plain"
            }
            extension Model {
                convenience init(preview: Bool) {
                    self.init()
                    count = preview ? 5 : 0
                }
            }
            struct Size { var width: Int; var height: Int }
            extension Size {
                init(square side: Int) { self.init(width: side, height: side) }
                init(twice side: Int) { self.init(square: side * 2) }
            }
            #Preview {
                let model = Model(preview: true)
                let size = Size(twice: 4)
                Text("\\(model.count) \\(model.label) \\(size.width)x\\(size.height)")
            }
            """) == ["5 plain 8x8"])
    }

    @Test func aViewBuilderPropertyHoldsTheViewsOfItsClosure() throws {
        // `@ViewBuilder var label: Label` is given a closure, by label or trailing, and the body uses `label` as a view.
        #expect(try texts("""
            struct Header<Label: View>: View {
                var title: String
                @ViewBuilder var label: Label
                var body: some View { HStack { Text(title); label } }
            }
            #Preview {
                VStack {
                    Header(title: "A") { Text("one"); Text("two") }
                    Header(title: "B", label: { Text("three") })
                }
            }
            """) == ["A", "one", "two", "B", "three"])
    }

    @Test func optionalsTuplesAndCollections() throws {
        #expect(try texts("""
            let scores: [String: Int] = ["ada": 3, "bob": 5]
            let names: [String?] = ["x", nil, "z"]
            func pair() -> (first: Int, second: String) { (1, "one") }
            #Preview {
                let (number, word) = pair()
                VStack {
                    Text("\\(scores["bob"] ?? 0) \\(scores["eve"] ?? -1)")
                    Text(names.compactMap { $0 }.joined())
                    Text("\\(number) \\(word) \\(pair().second)")
                    if let best = scores.sorted(by: { $0.value > $1.value }).first { Text(best.key) }
                    Text(Array([3, 1, 2].sorted().reversed().prefix(2)).map { String($0) }.joined(separator: ","))
                    Text(verbatim: "\\([1, 2, 3, 4].filter { $0.isMultiple(of: 2) }.count) \\(Set([1, 1, 2]).count) \\([5, 9].contains(9))")
                    ForEach(Array(["a", "b"].enumerated()), id: \\.offset) { index, letter in Text("\\(index)\\(letter)") }
                    Text(names.first??.uppercased() ?? "-")
                }
            }
            """) == ["5 -1", "xz", "1 one one", "bob", "3,2", "2 2 true", "0a", "1b", "X"])
    }

    @Test func loopsAndGuardsInFunctions() throws {
        #expect(try texts("""
            func fizz(_ n: Int) -> String {
                var out: [String] = []
                for i in 1...n {
                    guard i % 3 != 0 else { out.append("F"); continue }
                    out.append(String(i))
                }
                var count = 0
                while count < 2 { count += 1 }
                return out.joined() + "\\(count)"
            }
            #Preview { Text(fizz(7)) }
            """) == ["12F45F72"])
        // A loop that does not end stops at the step limit, at its place.
        #expect(problem("""
            func spin() -> Int {
                var n = 0
                while true { n += 1 }
                return n
            }
            #Preview { Text("\\(spin())") }
            """)?.hasPrefix("limit@") == true)
    }

    @Test func datesRandomnessAndIdentifiersAreFixed() throws {
        let source = """
            struct Note: Identifiable { let id = UUID(); let text: String }
            #Preview {
                let notes = [Note(text: "a"), Note(text: "b")]
                VStack {
                    Text(Date().formatted(date: .abbreviated, time: .shortened))
                    Text(Date.now.addingTimeInterval(86_400).formatted(date: .long, time: .omitted))
                    Text(notes[1].id.uuidString)
                    Text("\\(Int.random(in: 1...6)) \\([1, 2, 3].shuffled())")
                    Text(String(format: "%05.1f|%d|%@|%x", 3.14159, 42, "s", 255))
                    Text(1234567.formatted())
                }
            }
            """
        let first = try texts(source)
        // 2025-06-09 09:41 UTC, a day later June 10; UUIDs numbered in order; the same random draws every run.
        #expect(first[0] == "Jun 9, 2025 at 9:41\u{202F}AM")
        #expect(first[1] == "June 10, 2025")
        #expect(first[2] == "00000000-0000-4000-8000-000000000002")
        #expect(first[4] == "003.1|42|s|ff")
        #expect(first[5] == "1,234,567")
        #expect(try texts(source) == first)
    }

    @Test func viewBuilderPropertiesFunctionsAndTrailingClosures() throws {
        #expect(try texts("""
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder let content: () -> Content
                var body: some View {
                    VStack {
                        header
                        content()
                        footer(note: "end")
                    }
                }
                private var header: some View { Text(title) }
                @ViewBuilder private func footer(note: String) -> some View {
                    Text(note)
                    Text(note.uppercased())
                }
            }
            #Preview {
                Card(title: "Card") {
                    Text("one")
                    Text("two")
                }
            }
            """) == ["Card", "one", "two", "end", "END"])
    }

    @Test func compileConditionsInsideExpressionsAndSwitches() throws {
        #expect(try texts("""
            enum Platform { case phone, desk }
            #Preview {
                let platform: Platform = .phone
                VStack {
                    switch platform {
                    #if os(iOS)
                    case .phone: Text("iOS phone")
                    #endif
                    default: Text("other")
                    }
                    Text("x")
                    #if DEBUG
                        .font(.caption)
                    #endif
                }
            }
            """) == ["iOS phone", "x"])
    }

    /// `extension Color { static let … }` and its kin: SwiftUI's own types extended by the module, read in full
    /// (`Color.brand`) and where the type is implied (`.brand`, `.gutter`, `.caption(9)`).
    @Test func staticMembersTheModuleAddsToSwiftUITypes() throws {
        let file = try SwiftSourceFile(text: """
            extension Color {
                static let brand = Color(red: 0.5, green: 0.25, blue: 1)
                static let palette = Palette()
            }
            struct Palette { let warning = Color.orange }
            extension Font { static func caption(_ size: CGFloat) -> Font { .system(size: size) } }
            extension CGFloat { static let gutter: CGFloat = 24 }
            extension String { static let greeting = "Hello" }
            #Preview {
                VStack(spacing: .gutter) {
                    Text(String.greeting).font(.caption(9)).foregroundStyle(.brand)
                    Color.palette.warning
                    Rectangle().fill(Color.brand)
                }
            }
            """, fileName: "S.swift")
        let json = try file.scene(for: file.preview(matching: nil)).json
        let stack = try #require(json.member("body")?.member("VStack"))
        #expect(stack.member("spacing")?.doubleValue == 24)
        guard case .array(let content)? = stack.member("content"), content.count == 3 else {
            Issue.record("three views expected"); return
        }
        #expect(content[0].member("Text")?.member("string")?.stringValue == "Hello")
        guard case .array(let modifiers)? = content[0].member("modifiers") else { Issue.record("modifiers expected"); return }
        #expect(modifiers[0].member("font")?.member("size")?.doubleValue == 9)
        #expect(modifiers[1].member("foregroundStyle")?.member("blue")?.doubleValue == 1)
        #expect(content[1].member("Color")?.stringValue == "orange")
    }

    /// An implicit member given to a property of a module type is that type's: an enum case, or a static property.
    @Test func implicitMembersTakeThePropertysType() throws {
        #expect(try texts("""
            struct Theme { let name: String; static let sunrise = Theme(name: "Sunrise") }
            enum Menu { case popular, top; var title: String { self == .popular ? "Popular" : "Top" } }
            struct Row: View {
                let theme: Theme
                let item: Menu
                var body: some View { VStack { Text(theme.name); Text(item.title) } }
            }
            #Preview { Row(theme: .sunrise, item: .popular) }
            """) == ["Sunrise", "Popular"])
    }

    /// A binding is its value: `$x.wrappedValue` reads it.
    @Test func aBindingsWrappedValueIsTheValue() throws {
        #expect(try texts("""
            struct Search: View {
                @State private var text = "birds"
                @State private var shown = true
                var body: some View { Text($text.wrappedValue + ($shown.wrappedValue ? "!" : "")) }
            }
            #Preview { Search() }
            """) == ["birds!"])
    }
}
