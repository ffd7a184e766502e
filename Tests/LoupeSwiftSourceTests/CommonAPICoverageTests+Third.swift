import LoupeJSON
import LoupeRender
import LoupeScene
import LoupeSwiftSource
import Testing

/// A third batch of commonly used SwiftUI, Swift, Foundation and Combine API (`docs/sdk-usage.tsv`), in the style of
/// `CommonAPICoverageTests`: Swift and Foundation values printed by swiftc 6.3 on Linux for the same expressions
/// (`TZ=UTC`; `Date()` is the renderer's fixed clock, 2025-06-09 09:41:00 UTC), Combine's worked out by hand from its
/// documented delivery rules (Combine is not on Linux), scene JSON from `docs/scene-format.md`, frames from SwiftUI's
/// layout rules.
@Suite struct CommonAPICoverageThirdSwiftTests {
    func texts(_ source: String) throws -> [String] { try CommonAPISwiftCoverageTests().texts(source) }

    /// `reduce` with `+` (6) and with `*` from 1 (6); `Int64` arithmetic (10); `max()` of integers and of doubles;
    /// `description` of an integer and a double; `shuffle()` of a one-element array (nothing to move); a URL's
    /// `absoluteString` (the string it was made from); `UserDefaults.standard` of a fresh preview, which holds no
    /// value: `integer(forKey:)` 0, `string(forKey:)` nil, `bool(forKey:)` false; the US English locale's identifier;
    /// the fixed clock's time alone, `formatted(date: .omitted, time: .shortened)`: "9:41", a narrow no-break space
    /// (U+202F) and "AM" — all printed by swiftc 6.3. `String(localized:)` is not in swift-corelibs-foundation: by
    /// hand, a key with no entry in a string table is its own value.
    // sdk-usage: .reduce, Int64(_:), .max, .description, .shuffle, .absoluteString, UserDefaults, Locale, .omitted, .shortened, String(localized:)
    @Test func foundationValuesDefaultsAndTimes() throws {
        #expect(try texts("""
            func shuffled() -> [Int] { var a = [4]; a.shuffle(); return a }
            #Preview {
                let defaults = UserDefaults.standard
                VStack {
                    Text(verbatim: "\\([1, 2, 3].reduce(0, +)) \\(Int64(5) * 2) \\([3, 9, 2].max()!) \\(5.description) \\(shuffled())")
                    Text(verbatim: "\\(2.5.description) \\([1.5, -2].max()!) \\([3, 1, 2].reduce(1, *))")
                    Text(verbatim: URL(string: "https://example.com/a/b?q=1#top")!.absoluteString)
                    Text(verbatim: "\\(defaults.integer(forKey: "count")) \\(defaults.string(forKey: "name") ?? "none") \\(defaults.bool(forKey: "flag"))")
                    Text(verbatim: Locale(identifier: "en_US").identifier)
                    Text(verbatim: Date().formatted(date: .omitted, time: .shortened))
                    Text(verbatim: String(localized: "Welcome"))
                }
            }
            """) == ["6 10 9 5 [4]", "2.5 1.5 6", "https://example.com/a/b?q=1#top", "0 none false", "en_US",
                     "9:41\u{202F}AM", "Welcome"])
    }

    /// Combine, by its documented rules: a `CurrentValueSubject` gives a new subscriber its current value at once (1),
    /// then each value sent (2), and its `value` is the last one sent; `Just` gives its value and then `.finished`;
    /// `map` transforms synchronously (4 · 2 = 8). `receive(on:)` a run loop or a dispatch queue delivers later, on
    /// that scheduler, and `debounce` only after its interval has passed with no new value: neither has delivered
    /// anything when the function returns, so nothing of them is in the string.
    // sdk-usage: .value, .finished, .receive, RunLoop, RunLoop.main, .debounce, .seconds
    @Test func combineDeliversSynchronouslyOnlyWithoutAScheduler() throws {
        #expect(try texts("""
            import Combine
            func delivered() -> String {
                var got: [Int] = []
                var bag = Set<AnyCancellable>()
                let subject = CurrentValueSubject<Int, Never>(1)
                subject.sink { got.append($0) }.store(in: &bag)
                subject.send(2)
                var end = "open"
                Just(5).sink(receiveCompletion: { completion in
                    if case .finished = completion { end = "finished" }
                }, receiveValue: { got.append($0) }).store(in: &bag)
                return "\\(got) \\(subject.value) \\(end)"
            }
            func scheduled() -> String {
                var out = ""
                var bag = Set<AnyCancellable>()
                Just(1).receive(on: DispatchQueue.main).sink { out += "q\\($0)" }.store(in: &bag)
                Just(2).receive(on: RunLoop.main).sink { out += "r\\($0)" }.store(in: &bag)
                Just(4).map { $0 * 2 }.sink { out += "m\\($0)" }.store(in: &bag)
                let typed = PassthroughSubject<Int, Never>()
                typed.debounce(for: .seconds(1), scheduler: RunLoop.main).sink { out += "d\\($0)" }.store(in: &bag)
                typed.send(3)
                return "[" + out + "]"
            }
            #Preview {
                VStack {
                    Text(verbatim: delivered())
                    Text(verbatim: scheduled())
                }
            }
            """) == ["[1, 2, 5] 2 finished", "[m8]"])
    }
}

/// SwiftUI's views and modifiers as the scene format spells them (`docs/scene-format.md`), each expected value written
/// from the source and that document.
@Suite struct CommonAPICoverageThirdTranslationTests {
    func body(_ source: String) throws -> String { try CommonAPITranslationCoverageTests().body(source) }

    /// Colours: a colour literal is the `UIColor` of its components (red, opacity 1); hue 0.5 (180°) at full
    /// saturation and brightness is cyan, (0, 1, 1) — HSB to RGB by hand: h · 6 = 3, the sector where red is 0 and
    /// green and blue are the brightness; UIKit's fixed white and clear, and the system grey 4, by name; a shape
    /// filled `.clear`.
    // sdk-usage: #colorLiteral, Color(hue:saturation:brightness:), UIColor.white, .systemGray4, UIColor.clear, .clear
    @Test func literalHueAndUIKitColours() throws {
        #expect(try body("""
            #Preview {
                VStack {
                    Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))
                    Color(hue: 0.5, saturation: 1, brightness: 1)
                    Color(UIColor.white)
                    Color(.systemGray4)
                    Color(UIColor.clear)
                    Rectangle().fill(.clear)
                }
            }
            """) == [
                #"{"VStack":{"content":[{"Color":{"red":1,"green":0,"blue":0,"opacity":1}},"#,
                #"{"Color":{"red":0,"green":1,"blue":1}},{"Color":"white"},{"Color":"systemGray4"},{"Color":"clear"},"#,
                #"{"Rectangle":{},"modifiers":[{"foregroundStyle":"clear"}]}]}}"#,
            ].joined())
    }

    /// A tab view bound to a selection, shown as pages; a stack written with an explicit `content:` closure; a toggle
    /// whose label is a view; a circular progress view by its older style type; upper-cased text; toolbar items at
    /// the cancellation and primary-action places and one with no placement (automatic, written without a
    /// placement); paths from a rectangle (its four corners from the origin, clockwise on screen, closed) and with a
    /// quadratic curve (end point, then control point). Modifiers with no effect in a still picture are dropped: a
    /// matched-geometry effect in a `@Namespace`, asymmetric and combined transitions, the stack navigation style (an
    /// iPhone's only one), turning autocorrection and autocapitalization off, scroll indicators made visible (iOS
    /// shows them only while scrolling).
    // sdk-usage: TabView(selection:), .tabViewStyle, VStack(alignment:spacing:content:), Toggle(isOn:label:), CircularProgressViewStyle, .textCase, ToolbarItem(), .cancellationAction, .primaryAction, Path(_:), .addQuadCurve, @Namespace, .asymmetric, .combined, StackNavigationViewStyle, StackNavigationViewStyle(), .stack, .disableAutocorrection, .autocapitalization, .never, .visible
    @Test func tabsTogglesToolbarsPathsAndDroppedModifiers() throws {
        let source = """
            struct Screen: View {
                @State private var tab = 2
                @State private var on = true
                @State private var name = "n"
                @Namespace private var space
                var body: some View {
                    VStack(alignment: .leading, spacing: 4, content: {
                        TabView(selection: $tab) {
                            Text("A").tag(1)
                            Text("B").tag(2)
                        }
                        .tabViewStyle(.page)
                        Toggle(isOn: $on) { Text("L") }
                        ProgressView().progressViewStyle(CircularProgressViewStyle())
                        Text("up").textCase(.uppercase)
                        Path(CGRect(x: 0, y: 0, width: 10, height: 20))
                        Path { p in
                            p.move(to: CGPoint(x: 0, y: 0))
                            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
                        }
                        Text("m").matchedGeometryEffect(id: "m", in: space)
                        Text("x").transition(.asymmetric(insertion: .slide, removal: .opacity))
                        Text("y").transition(AnyTransition.opacity.combined(with: .scale))
                        TextField("N", text: $name)
                            .disableAutocorrection(true)
                            .autocapitalization(.none)
                            .textInputAutocapitalization(.never)
                        Text("s").scrollIndicators(.visible)
                    })
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Text("C") }
                        ToolbarItem(placement: .primaryAction) { Text("P") }
                        ToolbarItem { Text("Q") }
                    }
                    .navigationViewStyle(StackNavigationViewStyle())
                    .navigationViewStyle(.stack)
                }
            }
            #Preview { Screen() }
            """
        #expect(try body(source) == [
            #"{"VStack":{"alignment":"leading","spacing":4,"content":["#,
            #"{"TabView":{"content":[{"Text":{"string":"A"}},{"Text":{"string":"B"}}]},"modifiers":[{"tabViewStyle":"page"}]},"#,
            #"{"Toggle":{"label":{"Text":{"string":"L"}},"isOn":true}},"#,
            #"{"ProgressView":{},"modifiers":[{"progressViewStyle":"circular"}]},"#,
            #"{"Text":{"string":"up"},"modifiers":[{"textCase":"uppercase"}]},"#,
            #"{"Path":{"elements":[["move",0,0],["line",10,0],["line",10,20],["line",0,20],["closeSubpath"]]}},"#,
            #"{"Path":{"elements":[["move",0,0],["quadCurve",10,0,5,5]]}},"#,
            #"{"Text":{"string":"m"}},{"Text":{"string":"x"}},{"Text":{"string":"y"}},"#,
            #"{"TextField":{"placeholder":"N","text":"n"}},{"Text":{"string":"s"}}]},"#,
            #""modifiers":[{"toolbar":[{"placement":"cancellationAction","content":[{"Text":{"string":"C"}}]},"#,
            #"{"placement":"primaryAction","content":[{"Text":{"string":"P"}}]},{"content":[{"Text":{"string":"Q"}}]}]}]}"#,
        ].joined())
    }

    /// `previewDevice` picks the canvas: an iPhone SE (3rd generation) is 375 × 667 points with a 20-point status bar
    /// and no bottom inset, so a 10-point square is centred at x (375 − 10) / 2 = 182.5, y 20 + (647 − 10) / 2 =
    /// 338.5.
    // sdk-usage: .previewDevice
    @Test func previewDevicePicksTheCanvas() throws {
        let source = """
            #Preview {
                Color.red.frame(width: 10, height: 10).id("dot").previewDevice("iPhone SE (3rd generation)")
            }
            """
        let preview = try LoupeRenderer(threads: 1).loadSwiftPreview(source: source, preview: nil)
        #expect(preview.document.device.size == Size(width: 375, height: 667))
        #expect(try PreviewDiscoveryTests().frame(of: "dot", in: preview) == [182.5, 338.5, 10, 10])
    }
}

/// More of the third batch: geometry and URL values printed by swiftc 6.3, and modifiers read from the scene.
@Suite struct CommonAPICoverageThirdMoreTests {
    func texts(_ source: String) throws -> [String] { try CommonAPISwiftCoverageTests().texts(source) }
    func body(_ source: String) throws -> String { try CommonAPITranslationCoverageTests().body(source) }

    /// `CGSize.zero`'s sides; a rectangle from an origin and a size, whose right edge is 1 + 3 = 4; a dictionary's
    /// values sorted, and its pairs sorted by `key` mapped to their `value`s; a URL's path, host, last path component
    /// and extension — all printed by swiftc 6.3.
    // sdk-usage: CGSize.zero, CGRect(origin:size:), .values, .key, .path, .host, .lastPathComponent, .pathExtension
    @Test func geometryDictionariesAndURLParts() throws {
        #expect(try texts("""
            #Preview {
                let dict = ["b": 2, "a": 1]
                let url = URL(string: "https://example.com/a/b.txt?q=1")!
                VStack {
                    Text(verbatim: "\\(CGSize.zero.width) \\(CGSize.zero.height)")
                    Text(verbatim: "\\(CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4)).maxX)")
                    Text(verbatim: "\\(dict.values.sorted()) \\(dict.sorted { $0.key < $1.key }.map { $0.value })")
                    Text(verbatim: "\\(url.path) \\(url.host!) \\(url.lastPathComponent) \\(url.pathExtension)")
                }
            }
            """) == ["0.0 0.0", "4.0", "[1, 2] [1, 2]", "/a/b.txt example.com b.txt txt"])
    }

    /// A custom `ButtonStyle` draws its `Configuration`'s `label` (the title's Text), here white, at full opacity
    /// since `isPressed` is false at rest; a `ViewModifier`'s `Content` padded 3; a `UIColor` made from a SwiftUI
    /// colour is that colour; a picker in the automatic style with its selection (tag 1: the first option, index 0).
    /// Dropped as having no effect in a still picture: a timer publisher (`Timer.publish` on the main run loop in the
    /// common mode, auto-connected) whose values `onReceive` would handle only when it fires; keyboard kinds (the
    /// keyboard is not shown) and the e-mail content type; the button accessibility trait; a gesture of the module's
    /// `Gesture` type.
    // sdk-usage: ButtonStyle, Configuration, .label, .isPressed, Content, UIColor(_:), .automatic, Timer, Timer.publish, .main, .common, .autoconnect, .emailAddress, .numberPad, .decimalPad, .isButton, Gesture
    @Test func customStylesAndModifiersWithNothingToDraw() throws {
        #expect(try body("""
            struct Pressy: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(.white).opacity(configuration.isPressed ? 0.5 : 1)
                }
            }
            struct Boxed: ViewModifier {
                func body(content: Content) -> some View { content.padding(3) }
            }
            struct Tap: Gesture {
                var body: some Gesture { TapGesture() }
            }
            struct Screen: View {
                @State private var pick = 1
                @State private var text = "t"
                var body: some View {
                    VStack {
                        Button("P") {}.buttonStyle(Pressy())
                        Text("p").modifier(Boxed())
                        Color(UIColor(Color.blue))
                        Picker("x", selection: $pick) { Text("1").tag(1); Text("2").tag(2) }.pickerStyle(.automatic)
                        Text("t").onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
                        TextField("e", text: $text).keyboardType(.emailAddress).textContentType(.emailAddress)
                        TextField("n", text: $text).keyboardType(.numberPad)
                        TextField("d", text: $text).keyboardType(.decimalPad)
                        Text("b").accessibilityAddTraits(.isButton).gesture(Tap())
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":[{"Text":{"string":"P"},"modifiers":[{"foregroundStyle":"white"},{"opacity":1}]},"#,
                #"{"Text":{"string":"p"},"modifiers":[{"padding":3}]},{"Color":"blue"},"#,
                #"{"Picker":{"label":"x","options":["1","2"],"selection":0},"modifiers":[{"pickerStyle":"automatic"}]},"#,
                #"{"Text":{"string":"t"}},"#,
                #"{"TextField":{"placeholder":"e","text":"t"}},{"TextField":{"placeholder":"n","text":"t"}},"#,
                #"{"TextField":{"placeholder":"d","text":"t"}},{"Text":{"string":"b"}}]}}"#,
            ].joined())
    }
}
