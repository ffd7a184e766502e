import LoupeJSON
import LoupeRender
import LoupeSwiftSource
import Testing

/// Commonly used SwiftUI, Swift and Foundation API (`docs/sdk-usage.tsv`), each evaluated against a value worked out
/// by hand: frames from SwiftUI's layout rules on an iPhone 16 (393 × 852 points, safe area y 59…818, so a stack of
/// height h is centred at y = 59 + (759 − h) / 2 and a view of width w at x = (393 − w) / 2; 8 points between two
/// non-text views of a stack by default), strings from Swift's semantics, scene JSON from `docs/scene-format.md`.
/// Only shapes and colours with explicit sizes are measured: a Text's frame depends on font metrics.
@Suite struct CommonAPILayoutCoverageTests {
    func frames(_ source: String) throws -> [(kind: String, frame: [Double])] {
        try GeometryReaderLayoutTests().frames(source)
    }

    func frames(of kind: String, _ source: String) throws -> [[Double]] {
        try frames(source).filter { $0.kind == kind }.map(\.frame)
    }

    /// A trailing-aligned stack with 4 points between its children: a top-aligned row (30 + 6 + 20 = 56 wide, 40
    /// tall), a bottom-trailing ZStack (80 × 30, the small square in its corner), and a Group whose EmptyView adds no
    /// child and no spacing. Heights 20 + 40 + 30 + 5 + 5 and four gaps of 4: 116, so the stack is at
    /// y = 59 + (759 − 116) / 2 = 380.5, x = (393 − 100) / 2 = 146.5, every child's trailing edge at 246.5.
    // sdk-usage: VStack(alignment:spacing:), HStack(alignment:spacing:), ZStack(alignment:), .trailing, .top, .bottomTrailing, Rectangle, Capsule, Capsule(), Color.black, Color.blue, Color.red, Color.gray, Color.green, Group, Group(), EmptyView, EmptyView(), AnyView, AnyView(_:)
    @Test func stacksAlignTheirFixedSizeChildren() throws {
        let views = try frames("""
            #Preview {
                VStack(alignment: .trailing, spacing: 4) {
                    Rectangle().frame(width: 100, height: 20)
                    HStack(alignment: .top, spacing: 6) {
                        Capsule().frame(width: 30, height: 10)
                        Color.black.frame(width: 20, height: 40)
                    }
                    ZStack(alignment: .bottomTrailing) {
                        Color.blue.frame(width: 80, height: 30)
                        Color.red.frame(width: 10, height: 10)
                    }
                    Group {
                        Color.gray.frame(width: 50, height: 5)
                        EmptyView()
                        AnyView(Color.green.frame(width: 60, height: 5))
                    }
                }
            }
            """)
        #expect(views.first { $0.kind == "VStack" }?.frame == [146.5, 380.5, 100, 116])
        #expect(views.first { $0.kind == "Rectangle" }?.frame == [146.5, 380.5, 100, 20])
        #expect(views.first { $0.kind == "HStack" }?.frame == [190.5, 404.5, 56, 40])
        #expect(views.first { $0.kind == "Capsule" }?.frame == [190.5, 404.5, 30, 10])
        #expect(views.first { $0.kind == "ZStack" }?.frame == [166.5, 448.5, 80, 30])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [226.5, 404.5, 20, 40],   // black: the row's trailing child, top-aligned
            [166.5, 448.5, 80, 30],   // blue fills the ZStack
            [236.5, 468.5, 10, 10],   // red: in the ZStack's bottom-trailing corner, 246.5 − 10 and 478.5 − 10
            [196.5, 482.5, 50, 5],    // gray: 448.5 + 30 + 4
            [186.5, 491.5, 60, 5],    // green, through AnyView: 482.5 + 5 + 4
        ])
    }

    /// A plain `VStack { }`: 8 points between its two rectangles, 10 + 8 + 21 = 39 tall, so its top is
    /// 59 + (759 − 39) / 2 = 419; each child centred: x = (393 − 10) / 2 and (393 − 30) / 2.
    // sdk-usage: VStack()
    @Test func aPlainVStackCentresItsChildren8PointsApart() throws {
        #expect(try frames(of: "Rectangle", """
            #Preview {
                VStack {
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 30, height: 21)
                }
            }
            """) == [[191.5, 419, 10, 10], [181.5, 437, 30, 21]])
    }

    /// A row with a 30-point spacer made as small as it can be (`fixedSize`): 40 + 30 + 20 = 90 wide, bottom-aligned.
    /// An offset by a `CGPoint`'s `x` and `y` moves a 50-point `CGSize` square 10 right and 5 up from its slot; an
    /// `EdgeInsets` padding of 1, 2, 3, 4 makes a 16 × 14 view. Heights 40 + 8 + 50 + 8 + 14 = 120: the stack's top is
    /// 59 + (759 − 120) / 2 = 378.5; widths: the row's 90 at x = 151.5.
    // sdk-usage: CGPoint, CGPoint(x:y:), .x, .y, CGSize, .offset, Spacer(minLength:), .fixedSize, EdgeInsets, EdgeInsets(top:leading:bottom:trailing:), .padding, Color.orange, Color.purple
    @Test func offsetsPaddingsAndASpacersMinimumLength() throws {
        let views = try frames("""
            #Preview {
                let shift = CGPoint(x: 10, y: -5)
                let side = CGSize(width: 50, height: 50)
                VStack {
                    HStack(alignment: .bottom, spacing: 0) {
                        Rectangle().frame(width: 40, height: 40)
                        Spacer(minLength: 30)
                        Capsule().frame(width: 20, height: 10)
                    }
                    .fixedSize()
                    Color.orange.frame(width: side.width, height: side.height).offset(x: shift.x, y: shift.y)
                    Color.purple.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                }
            }
            """)
        #expect(views.first { $0.kind == "HStack" }?.frame == [151.5, 378.5, 90, 40])
        #expect(views.first { $0.kind == "Rectangle" }?.frame == [151.5, 378.5, 40, 40])
        #expect(views.first { $0.kind == "Capsule" }?.frame == [221.5, 408.5, 20, 10])  // 151.5 + 70; 378.5 + 40 − 10
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [181.5, 421.5, 50, 50],  // slot (171.5, 426.5), moved by (10, −5)
            [190.5, 485.5, 10, 10],  // padded view at (188.5, 484.5), the colour 2 right and 1 down
        ])
    }

    /// Colours that ignore the safe area reach the screen's edges they touch: all of them (0, 0, 393, 852), or only
    /// the top (0, 0, 393, 818), while the ZStack holding them stays in the safe area.
    // sdk-usage: .ignoresSafeArea, .all, .edgesIgnoringSafeArea, Color.yellow, Color.clear
    @Test func ignoringTheSafeArea() throws {
        let views = try frames("""
            #Preview {
                ZStack {
                    Color.yellow.ignoresSafeArea(.all)
                    Color.clear.edgesIgnoringSafeArea(.top)
                }
            }
            """)
        #expect(views.first { $0.kind == "ZStack" }?.frame == [0, 59, 393, 759])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [[0, 0, 393, 852], [0, 0, 393, 818]])
    }

    /// A 2:1 ratio fitted into 100 × 100 is 100 × 50, centred (25 down); a 3:1 ratio (a `CGSize`) filling 60 × 60 is
    /// 180 × 60, centred (60 to the left). The stack is 160 tall: top 59 + (759 − 160) / 2 = 358.5, x 146.5.
    // sdk-usage: .aspectRatio, .fit
    @Test func aspectRatiosFitAndFill() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)
                    Rectangle().aspectRatio(CGSize(width: 3, height: 1), contentMode: .fill).frame(width: 60, height: 60)
                }
            }
            """)
        #expect(views.first { $0.kind == "Color" }?.frame == [146.5, 383.5, 100, 50])
        #expect(views.first { $0.kind == "Rectangle" }?.frame == [106.5, 458.5, 180, 60])
    }

    /// A divider is one device pixel thick (⅓ point at @3x): across a VStack it spans the whole width offered, so the
    /// stack is 393 wide; in an HStack it is vertical and takes all the height offered (759 from y 59), the 30-point
    /// colours centred beside it at y = 59 + (759 − 30) / 2.
    // sdk-usage: Divider, Divider()
    @Test func dividersSpanTheirStacksCrossAxis() throws {
        let vertical = try frames("""
            #Preview {
                VStack {
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 30, height: 21)
                    Divider()
                }
            }
            """)
        let across = try #require(vertical.first { $0.kind == "Divider" }?.frame)
        #expect(across[0] == 0 && across[2] == 393)
        #expect(abs(across[3] - 1.0 / 3) < 1e-6)
        #expect(vertical.filter { $0.kind == "Rectangle" }.map { [$0.frame[0], $0.frame[2]] } == [[191.5, 10], [181.5, 30]])
        let row = try frames("""
            #Preview {
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 30)
                    Divider()
                    Color.blue.frame(width: 20, height: 30)
                }
            }
            """)
        let upright = try #require(row.first { $0.kind == "Divider" }?.frame)
        #expect(upright[1] == 59 && upright[3] == 759)
        #expect(abs(upright[2] - 1.0 / 3) < 1e-6)
        #expect(row.filter { $0.kind == "Color" }.map { [$0.frame[1], $0.frame[2], $0.frame[3]] } == [[423.5, 20, 30], [423.5, 20, 30]])
    }

    /// A vertical scroll view's content starts at the top of the safe area (y 59), centred across: the 100-wide
    /// rectangle at x 146.5, the capsule below it at 59 + 50. A horizontal one's content starts at the leading edge,
    /// 8 points between the colours, the row (30 tall) centred vertically: y = 59 + (759 − 30) / 2 = 423.5.
    // sdk-usage: ScrollView(), ScrollView(_:showsIndicators:)
    @Test func scrollViewsStartTheirContentAtTheTopOrLeadingEdge() throws {
        let vertical = try frames("""
            #Preview {
                ScrollView {
                    VStack(spacing: 0) {
                        Rectangle().frame(width: 100, height: 50)
                        Capsule().frame(width: 60, height: 50)
                    }
                }
            }
            """)
        #expect(vertical.first { $0.kind == "Rectangle" }?.frame == [146.5, 59, 100, 50])
        #expect(vertical.first { $0.kind == "Capsule" }?.frame == [166.5, 109, 60, 50])
        #expect(try frames(of: "Color", """
            #Preview {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        Color.red.frame(width: 50, height: 30)
                        Color.blue.frame(width: 50, height: 30)
                    }
                }
            }
            """) == [[0, 423.5, 50, 30], [58, 423.5, 50, 30]])
    }

    /// Two flexible columns share the grid's 210 points less the 8 between them: 101 each, the second at
    /// 91.5 + 101 + 8; rows 20 tall, 10 apart, the 50-point grid centred at y 59 + (759 − 50) / 2 = 413.5.
    // sdk-usage: LazyVGrid, LazyVGrid(columns:spacing:), GridItem, GridItem(_:), .flexible
    @Test func aGridOfTwoFlexibleColumns() throws {
        #expect(try frames(of: "Color", """
            #Preview {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
                    ForEach(0..<4) { _ in Color.red.frame(height: 20) }
                }
                .frame(width: 210)
            }
            """) == [[91.5, 413.5, 101, 20], [200.5, 413.5, 101, 20], [91.5, 443.5, 101, 20], [200.5, 443.5, 101, 20]])
    }

    /// A `ViewModifier` pads its content by 10 (a 40-point square), a vertical padding of 5 makes a 10 × 20 view; the
    /// stack is put in the top-leading corner of the safe area (0, 59) by a full-size frame.
    // sdk-usage: ViewModifier, .modifier, .vertical, .topLeading
    @Test func aViewModifierAndAVerticalPadding() throws {
        let views = try frames("""
            struct Card: ViewModifier {
                func body(content: Content) -> some View {
                    content.padding(10).background(Color.yellow)
                }
            }
            #Preview {
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 20, height: 20).modifier(Card())
                    Color.blue.frame(width: 10, height: 10).padding(.vertical, 5)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            """)
        #expect(views.first { $0.kind == "VStack" }?.frame == [0, 59, 40, 60])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [[10, 69, 20, 20], [0, 104, 10, 10]])
    }
}

/// Swift and Foundation values a preview computes, read from its Texts (`SwiftSubsetTests.texts`) and worked out by
/// hand from Swift's semantics (confirmed with `swiftc` for the pure-Swift parts). `Date()` is the renderer's fixed
/// clock, 2025-06-09 09:41:00 UTC (docs/swift-source.md#determinism): 1 749 462 060 seconds after 1970.
@Suite struct CommonAPISwiftCoverageTests {
    func texts(_ source: String) throws -> [String] { try SwiftSubsetTests().texts(source) }

    /// Raw values and `allCases` in order (`spades` has "S"); `toggle` flips false; a `Set` keeps one of equal
    /// elements (2 letters, 2 tags); a `Result` switched on; a `guard` whose `fatalError` branch (through a `Never`
    /// function) is not taken; `[Any]` cast back; `compactMap` keeping 2 and 4 as "20", "40"; a URL's text; the
    /// first `UUID()`; `enumerated` offsets.
    // sdk-usage: CaseIterable, .rawValue, \.self, Hashable, .toggle, Set, Set(), Error, Result, .success, .failure, Never, fatalError(_:), Void, Any, Array, .compactMap, URL, URL(string:), .uuidString, .lowercased, .enumerated
    @Test func standardLibraryValues() throws {
        #expect(try texts("""
            enum Suit: String, CaseIterable, Hashable { case hearts, spades = "S", clubs }
            struct Tag: Hashable { let name: String }
            enum LoadError: Error { case missing }
            func load(_ ok: Bool) -> Result<Int, LoadError> { ok ? .success(7) : .failure(.missing) }
            func describe(_ result: Result<Int, LoadError>) -> String {
                switch result {
                case .success(let n): return "ok \\(n)"
                case .failure: return "failed"
                }
            }
            func fail(_ message: String) -> Never { fatalError(message) }
            func parsed(_ text: String) -> Int {
                guard let value = Int(text) else { fail("not a number: " + text) }
                return value
            }
            struct Row: View {
                let action: () -> Void
                let values: [Any]
                var body: some View { Text("\\(values.count) " + ((values[1] as? String) ?? "?")) }
            }
            func flipped() -> Bool {
                var flag = false
                flag.toggle()
                return flag
            }
            #Preview {
                let letters = Set(["b", "a", "b"])
                let tags = Set([Tag(name: "x"), Tag(name: "x"), Tag(name: "y")])
                let none: Set<Int> = Set()
                let numbers: Array<Int> = Array(1...4)
                let url = URL(string: "https://example.com/a?b=1")
                VStack {
                    ForEach(Suit.allCases, id: \\.self) { suit in Text(suit.rawValue) }
                    Text(flipped() ? "on" : "off")
                    Text("\\(letters.count) \\(tags.count) \\(none.count) " + letters.sorted().joined())
                    Text(describe(load(true)) + ", " + describe(load(false)))
                    Text("\\(parsed("42") + parsed("8"))")
                    Row(action: {}, values: [1, "a", 2.5])
                    Text(numbers.compactMap { $0 % 2 == 0 ? String($0 * 10) : nil }.joined(separator: "-"))
                    Text(url?.absoluteString ?? "none")
                    Text(UUID().uuidString)
                    Text("HeLLo".lowercased())
                    ForEach(Array(["p", "q"].enumerated()), id: \\.offset) { index, letter in Text("\\(index):\\(letter)") }
                }
            }
            """) == ["hearts", "S", "clubs", "on", "2 2 0 ab", "ok 7, failed", "50", "3 a", "20-40",
                     "https://example.com/a?b=1", "00000000-0000-4000-8000-000000000001", "hello", "0:p", "1:q"])
    }

    /// Property wrappers: a `@StateObject`'s initial model (count 2, doubled 4) handed to an `@ObservedObject`, a
    /// `.constant` binding and a `$` one, an `environmentObject` read by `@EnvironmentObject`, `@AppStorage`'s
    /// initial value, `@FocusState` false, a binding's `wrappedValue`.
    // sdk-usage: @StateObject, @ObservedObject, .environmentObject, @AppStorage, @FocusState, .constant, .wrappedValue
    @Test func propertyWrappersGiveTheirInitialValues() throws {
        #expect(try texts("""
            final class Model: ObservableObject {
                @Published var count = 2
                var doubled: Int { count * 2 }
            }
            struct Counter: View {
                @ObservedObject var model: Model
                @Binding var name: String
                var body: some View { Text("\\(name) \\(model.doubled)") }
            }
            struct Shared: View {
                @EnvironmentObject var model: Model
                var body: some View { Text("env \\(model.count)") }
            }
            struct Screen: View {
                @StateObject private var model = Model()
                @AppStorage("visits") private var visits = 3
                @FocusState private var focused: Bool
                @State private var title = "T"
                var body: some View {
                    VStack {
                        Counter(model: model, name: .constant("c"))
                        Counter(model: model, name: $title)
                        Shared().environmentObject(model)
                        Text("\\(visits) \\(focused ? "f" : "n")")
                        Text(verbatim: "\\($title.wrappedValue)")
                    }
                }
            }
            #Preview { Screen() }
            """) == ["c 4", "T 4", "env 2", "3 n", "T"])
    }

    /// The fixed clock read through `Calendar.current` (year 2025, 9:41; a day later is the 10th), a `CGRect`'s edges
    /// (10…40 across, 20…60 down), an array `insert` at 0 and `components(separatedBy:)`, `forEach` summing 1…3, an
    /// `Int64` of 10¹⁰, `String(format:)` (two decimals, zero-padded to 3, an object), and `Int.random` in 5...5.
    // sdk-usage: Date, Date(), Calendar, Calendar.current, CGRect, CGRect(x:y:width:height:), .minX, .minY, .maxY, .maxX, .midX, .midY, .origin, .insert, .components, .forEach, Int64, String(format:_:), Int.random
    @Test func foundationValues() throws {
        #expect(try texts("""
            func letters() -> String {
                var words = ["b", "c"]
                words.insert("a", at: 0)
                return words.joined()
            }
            func total() -> Int {
                var sum = 0
                [1, 2, 3].forEach { sum += $0 }
                return sum
            }
            #Preview {
                let now = Date()
                let calendar = Calendar.current
                let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
                let big: Int64 = 5_000_000_000 * 2
                let parts = calendar.dateComponents([.year, .month, .day], from: now)
                let later = calendar.date(byAdding: .day, value: 1, to: now)!
                VStack {
                    Text(verbatim: "\\(calendar.component(.year, from: now)) \\(calendar.component(.hour, from: now)):\\(calendar.component(.minute, from: now))")
                    Text(verbatim: "\\(rect.minX) \\(rect.minY) \\(rect.maxY) \\(rect.midX) \\(rect.origin.x) \\(rect.maxX) \\(rect.midY)")
                    Text(letters() + "a,b;c".components(separatedBy: ",").joined(separator: "+"))
                    Text(verbatim: "\\(total()) \\(big)")
                    Text(String(format: "%.2f|%03d|%@", 3.14159, 7, "s"))
                    Text(verbatim: "\\(parts.year!)-\\(parts.month!)-\\(parts.day!)")
                    Text(verbatim: "\\(calendar.component(.day, from: later))")
                    Text(verbatim: "\\(Int(now.timeIntervalSince1970))")
                    Text(verbatim: "\\(Int.random(in: 5...5))")
                }
            }
            """) == ["2025 9:41", "10.0 20.0 60.0 25.0 10.0 40.0 40.0", "abca+b;c", "6 10000000000", "3.14|007|s",
                     "2025-6-9", "10", "1749462060", "5"])
    }

    /// What only the running app does is not run: the `DispatchQueue.main.async` and `Task` blocks of a `@MainActor`
    /// model leave its status "idle". A `Binding` passed to an initializer, a `@discardableResult` method called
    /// twice (1 → 3), an `@available` view, a `Font` value given to `.font`.
    // sdk-usage: @MainActor, DispatchQueue, DispatchQueue.main, .async, Task, Task(), Binding, @available, @discardableResult, Font, .title3
    @Test func asynchronousWorkIsNotRunInAStillPicture() throws {
        let source = """
            @MainActor
            final class Loader: ObservableObject {
                @Published var status = "idle"
                init() {
                    DispatchQueue.main.async { self.status = "async" }
                    Task { self.status = "task" }
                }
            }
            struct Field: View {
                @Binding var text: String
                init(text: Binding<String>) { _text = text }
                var body: some View { Text("[" + text + "]") }
            }
            @available(iOS 16.0, *)
            struct Status: View {
                @StateObject private var loader = Loader()
                var body: some View { Text(loader.status) }
            }
            struct Tally {
                var n = 1
                @discardableResult
                mutating func bump() -> Int { n += 1; return n }
            }
            func tallied() -> Tally {
                var tally = Tally()
                tally.bump()
                tally.bump()
                return tally
            }
            #Preview {
                let tally = tallied()
                let f: Font = .title3
                VStack {
                    Status()
                    Field(text: .constant("x"))
                    Text("\\(tally.n)")
                    Text("F").font(f)
                }
            }
            """
        #expect(try texts(source) == ["idle", "[x]", "3", "F"])
        #expect(try SwiftSubsetAdditionsTests().body(source).contains(#"{"Text":{"string":"F"},"modifiers":[{"font":"title3"}]}"#))
    }
}

/// SwiftUI's views and modifiers as the scene format spells them (`docs/scene-format.md`), each expected value written
/// from the source and that document: text styles by name, controls with their bindings' values, modifiers with no
/// effect in a still picture dropped, a sheet and an alert whose binding is false drawing nothing.
@Suite struct CommonAPITranslationCoverageTests {
    func body(_ source: String) throws -> String { try SwiftSubsetAdditionsTests().body(source) }

    func colorScheme(_ source: String) throws -> String? {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        return try file.scene(for: file.preview(matching: nil)).json.member("colorScheme")?.stringValue
    }

    /// Text styles, a system font with a weight, text alignment, a line limit (a Text's own parameter) and the
    /// primary style.
    // sdk-usage: .largeTitle, .title, .title2, .title3, .subheadline, .footnote, .system, .semibold, .multilineTextAlignment, .center, .lineLimit, .primary
    @Test func fontsAndTextModifiers() throws {
        let styles: [(text: String, style: String)] = [
            ("A", "largeTitle"), ("B", "title"), ("C", "title2"), ("D", "title3"), ("E", "subheadline"), ("F", "footnote"),
        ]
        let styled: [String] = styles.map { #"{"Text":{"string":""# + $0.text + #""},"modifiers":[{"font":""# + $0.style + #""}]}"# }
        let others: [String] = [
            #"{"Text":{"string":"G"},"modifiers":[{"font":{"size":14,"weight":"semibold"}}]}"#,
            #"{"Text":{"string":"H","lineLimit":2},"modifiers":[{"multilineTextAlignment":"center"}]}"#,
            #"{"Circle":{},"modifiers":[{"foregroundStyle":"primary"}]}"#,
        ]
        let expected = #"{"VStack":{"content":["# + (styled + others).joined(separator: ",") + "]}}"
        #expect(try body("""
            #Preview {
                VStack {
                    Text("A").font(.largeTitle)
                    Text("B").font(.title)
                    Text("C").font(.title2)
                    Text("D").font(.title3)
                    Text("E").font(.subheadline)
                    Text("F").font(.footnote)
                    Text("G").font(.system(size: 14, weight: .semibold))
                    Text("H").multilineTextAlignment(.center).lineLimit(2)
                    Circle().foregroundStyle(.primary)
                }
            }
            """) == expected)
    }

    /// A form's controls: the toggle on, the picker's selection the option whose `tag` is `.mint` (index 1, titles
    /// capitalized), the slider at 0.25 of 0…1, a bar and a spinner, the text field's binding "Ada", a label, two
    /// navigation links (their destinations not drawn) and three buttons with their styles and role.
    // sdk-usage: Form, Form(), Section(header:), Toggle, Toggle(_:isOn:), Picker, Picker(_:selection:), .tag, .pickerStyle, .segmented, Slider, Slider(value:in:), ProgressView, ProgressView(), ProgressView(value:), TextField, TextField(_:text:), .textFieldStyle, .roundedBorder, Label, Label(_:systemImage:), NavigationLink, NavigationLink(destination:), NavigationLink(_:destination:), Button(action:label:), Button(), .buttonStyle, .borderedProminent, .plain, Button(_:role:), .destructive
    @Test func formControls() throws {
        let source = """
            enum Flavor: String, CaseIterable, Identifiable { case vanilla, mint; var id: Self { self } }
            struct Settings: View {
                @State private var on = true
                @State private var flavor = Flavor.mint
                @State private var level = 0.25
                @State private var name = "Ada"
                var body: some View {
                    Form {
                        Section(header: Text("Prefs")) {
                            Toggle("Wi-Fi", isOn: $on)
                            Picker("Flavor", selection: $flavor) {
                                ForEach(Flavor.allCases) { f in Text(f.rawValue.capitalized).tag(f) }
                            }
                            .pickerStyle(.segmented)
                            Slider(value: $level, in: 0...1)
                            ProgressView(value: 0.5)
                            ProgressView()
                            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                            Label("Inbox", systemImage: "tray")
                            NavigationLink(destination: Text("Detail")) { Text("More") }
                            NavigationLink("Go", destination: Text("X"))
                            Button(action: {}, label: { Text("Tap") }).buttonStyle(.borderedProminent)
                            Button { } label: { Text("Plain") }.buttonStyle(.plain)
                            Button("Delete", role: .destructive) { }
                        }
                    }
                }
            }
            #Preview { Settings() }
            """
        let expected = [
            #"{"Form":{"content":[{"Section":{"header":{"Text":{"string":"Prefs"}},"content":["#,
            #"{"Toggle":{"label":"Wi-Fi","isOn":true}},"#,
            #"{"Picker":{"label":"Flavor","options":["Vanilla","Mint"],"selection":1},"modifiers":[{"pickerStyle":"segmented"}]},"#,
            #"{"Slider":{"value":0.25,"in":[0,1]}},{"ProgressView":{"value":0.5}},{"ProgressView":{}},"#,
            #"{"TextField":{"placeholder":"Name","text":"Ada"},"modifiers":[{"textFieldStyle":"roundedBorder"}]},"#,
            #"{"Label":{"title":"Inbox","systemImage":"tray"}},"#,
            #"{"NavigationLink":{"label":{"Text":{"string":"More"}}}},{"NavigationLink":{"title":"Go"}},"#,
            #"{"Button":{"label":{"Text":{"string":"Tap"}}},"modifiers":[{"buttonStyle":"borderedProminent"}]},"#,
            #"{"Button":{"label":{"Text":{"string":"Plain"}}},"modifiers":[{"buttonStyle":"plain"}]},"#,
            #"{"Button":{"title":"Delete","role":"destructive"}}]}}]}}"#,
        ].joined()
        #expect(try body(source) == expected)
    }

    /// A `NavigationView` is the root navigation stack; its content keeps its title, display mode and toolbar item.
    /// The tap, appear and change handlers, the animation, the transition and the accessibility label change nothing
    /// in a still picture, and the sheet and alert are not presented while `showing` is false: none is in the scene.
    // sdk-usage: NavigationView, NavigationView(), .navigationBarTitleDisplayMode, .inline, .toolbar, ToolbarItem, ToolbarItem(placement:), .navigationBarTrailing, .onAppear, .onTapGesture, .onChange, .animation, .transition, .accessibilityLabel, .sheet, .alert
    @Test func navigationAndModifiersWithNothingToDraw() throws {
        let source = """
            struct Screen: View {
                @State private var showing = false
                var body: some View {
                    NavigationView {
                        VStack {
                            Text("Body")
                                .onAppear { print("appeared") }
                                .onTapGesture { showing.toggle() }
                                .onChange(of: showing) { _ in }
                                .animation(.easeInOut, value: showing)
                                .transition(.opacity)
                                .accessibilityLabel("b")
                                .tag(3)
                        }
                        .navigationTitle("Home")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Add") { } } }
                        .sheet(isPresented: $showing) { Text("Sheet") }
                        .alert("Oops", isPresented: $showing) { Button("OK", role: .cancel) { } }
                    }
                }
            }
            #Preview { Screen() }
            """
        let expected = [
            #"{"NavigationStack":{"content":[{"VStack":{"content":[{"Text":{"string":"Body"}}]},"modifiers":["#,
            #"{"navigationTitle":"Home"},{"navigationBarTitleDisplayMode":"inline"},"#,
            #"{"toolbar":[{"placement":"navigationBarTrailing","content":[{"Button":{"title":"Add"}}]}]}]}]}}"#,
        ].joined()
        #expect(try body(source) == expected)
    }

    /// Effects that leave the layout alone (clip, shadow, border, scale and a 45° rotation), aspect ratios without a
    /// ratio, a large symbol, a gradient from red to yellow, colours, a cancel role, and the dark scheme.
    // sdk-usage: .clipShape, .shadow, .border, .scaleEffect, .rotationEffect, .degrees, .scaledToFit, .scaledToFill, .imageScale, .large, LinearGradient, LinearGradient(gradient:startPoint:endPoint:), Gradient, Gradient(colors:), .yellow, .purple, .orange, .cancel, .dark
    @Test func effectsGradientsAndTheDarkScheme() throws {
        let source = """
            #Preview {
                VStack {
                    Rectangle().frame(width: 40, height: 40).clipShape(Circle())
                    Capsule().frame(width: 40, height: 20).shadow(radius: 3)
                    Color.orange.frame(width: 20, height: 20).border(Color.gray, width: 2)
                    Rectangle().scaleEffect(1.5).rotationEffect(.degrees(45))
                    Rectangle().scaledToFit()
                    Rectangle().scaledToFill()
                    Image(systemName: "star").imageScale(.large)
                    LinearGradient(gradient: Gradient(colors: [.red, .yellow]), startPoint: .top, endPoint: .bottom)
                    Text("x").foregroundColor(.purple)
                    Text("y").foregroundStyle(.orange)
                    Button("Cancel", role: .cancel) { }
                }
                .preferredColorScheme(.dark)
            }
            """
        let expected = [
            #"{"VStack":{"content":["#,
            #"{"Rectangle":{},"modifiers":[{"frame":{"width":40,"height":40}},{"clipShape":{"Circle":{}}}]},"#,
            #"{"Capsule":{},"modifiers":[{"frame":{"width":40,"height":20}},{"shadow":{"radius":3}}]},"#,
            #"{"Color":"orange","modifiers":[{"frame":{"width":20,"height":20}},{"border":{"color":"gray","width":2}}]},"#,
            #"{"Rectangle":{},"modifiers":[{"scaleEffect":{"x":1.5,"y":1.5}},{"rotationEffect":{"degrees":45}}]},"#,
            #"{"Rectangle":{},"modifiers":[{"aspectRatio":{"contentMode":"fit"}}]},"#,
            #"{"Rectangle":{},"modifiers":[{"aspectRatio":{"contentMode":"fill"}}]},"#,
            #"{"Image":{"systemName":"star"},"modifiers":[{"imageScale":"large"}]},"#,
            #"{"Color":{"linearGradient":{"colors":["red","yellow"],"startPoint":"top","endPoint":"bottom"}}},"#,
            #"{"Text":{"string":"x"},"modifiers":[{"foregroundStyle":"purple"}]},"#,
            #"{"Text":{"string":"y"},"modifiers":[{"foregroundStyle":"orange"}]},"#,
            #"{"Button":{"title":"Cancel","role":"cancel"}}]}}"#,
        ].joined()
        #expect(try body(source) == expected)
        #expect(try colorScheme(source) == "dark")
    }

    /// Tabs with their items, a plain list with its background hidden, a `Path` of a move and a line stroked green 2
    /// points wide, a clear colour, a text in the default design at its ideal size, and the light scheme.
    // sdk-usage: TabView, TabView(), .tabItem, .listStyle, .scrollContentBackground, .hidden, Path, Path(), .move, .addLine, .green, .fontDesign, .default, .light
    @Test func tabsListsAndPaths() throws {
        let source = """
            #Preview {
                TabView {
                    List {
                        Text("Row")
                    }
                    .listStyle(.plain)
                    .scrollContentBackground(.hidden)
                    .tabItem { Label("Home", systemImage: "house") }
                    VStack {
                        Path { path in
                            path.move(to: CGPoint(x: 0, y: 0))
                            path.addLine(to: CGPoint(x: 20, y: 10))
                        }
                        .stroke(.green, lineWidth: 2)
                        Color.clear.frame(width: 5, height: 5)
                        Text("Design").fontDesign(.default).fixedSize()
                    }
                    .tabItem { Label("Draw", systemImage: "pencil") }
                }
                .preferredColorScheme(.light)
            }
            """
        let expected = [
            #"{"TabView":{"content":["#,
            #"{"List":{"content":[{"Text":{"string":"Row"}}]},"modifiers":[{"listStyle":"plain"},{"scrollContentBackground":"hidden"},"#,
            #"{"tabItem":{"title":"Home","systemImage":"house"}}]},"#,
            #"{"VStack":{"content":[{"Path":{"elements":[["move",0,0],["line",20,10]],"stroke":{"style":"green","lineWidth":2}}},"#,
            #"{"Color":"clear","modifiers":[{"frame":{"width":5,"height":5}}]},"#,
            #"{"Text":{"string":"Design"},"modifiers":[{"fontDesign":"default"},{"fixedSize":true}]}]},"#,
            #""modifiers":[{"tabItem":{"title":"Draw","systemImage":"pencil"}}]}]}}"#,
        ].joined()
        #expect(try body(source) == expected)
        #expect(try colorScheme(source) == "light")
    }
}
