import LoupeJSON
import LoupeRender
import LoupeScene
import LoupeSwiftSource
import Testing

/// The fourth batch's SwiftUI views and modifiers as the scene format spells them (`docs/scene-format.md`), each
/// expected value written from the source, that document and `docs/swift-source.md`'s rules for what a still picture
/// shows.
@Suite struct CommonAPICoverageFourthSceneTests {
    func body(_ source: String) throws -> String { try CommonAPITranslationCoverageTests().body(source) }

    /// SwiftUI's older style types are read as the member they name (swift-source.md): `PlainListStyle()` is `plain`,
    /// `GroupedListStyle()` `grouped`, `InsetGroupedListStyle()` `insetGrouped`, `InsetListStyle()` `inset`,
    /// `SidebarListStyle()` `sidebar` — the same as the members written directly — `PlainTextFieldStyle()` `plain`,
    /// `PageTabViewStyle()` `page` and with its index hidden `pageIndexHidden` (controls.md). `SwitchToggleStyle()`
    /// names what iOS draws anyway, so no modifier is written. A borderless button, and a bordered one with a
    /// rounded-rectangle border shape.
    // sdk-usage: PlainListStyle, PlainListStyle(), GroupedListStyle, GroupedListStyle(), InsetGroupedListStyle, InsetGroupedListStyle(), InsetListStyle, InsetListStyle(), SidebarListStyle, SidebarListStyle(), .insetGrouped, .grouped, .sidebar, .inset, SwitchToggleStyle, PlainTextFieldStyle, PlainTextFieldStyle(), PageTabViewStyle(), PageTabViewStyle(indexDisplayMode:), .page, .borderless, .buttonBorderShape, .roundedRectangle
    @Test func olderStyleTypesAreTheMembersTheyName() throws {
        #expect(try body("""
            struct Screen: View {
                @State private var on = true
                @State private var text = "t"
                var body: some View {
                    VStack {
                        List { Text("a") }.listStyle(PlainListStyle())
                        List { Text("b") }.listStyle(GroupedListStyle())
                        List { Text("c") }.listStyle(InsetGroupedListStyle())
                        List { Text("d") }.listStyle(InsetListStyle())
                        List { Text("e") }.listStyle(SidebarListStyle())
                        List { Text("f") }.listStyle(.insetGrouped)
                        List { Text("g") }.listStyle(.grouped)
                        List { Text("h") }.listStyle(.sidebar)
                        List { Text("i") }.listStyle(.inset)
                        Toggle("t", isOn: $on).toggleStyle(SwitchToggleStyle())
                        TextField("f", text: $text).textFieldStyle(PlainTextFieldStyle())
                        TabView { Text("x") }.tabViewStyle(PageTabViewStyle())
                        TabView { Text("y") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                        TabView { Text("z") }.tabViewStyle(.page)
                        Button("b") {}.buttonStyle(.borderless)
                        Button("r") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle)
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"List":{"content":[{"Text":{"string":"a"}}]},"modifiers":[{"listStyle":"plain"}]},"#,
                #"{"List":{"content":[{"Text":{"string":"b"}}]},"modifiers":[{"listStyle":"grouped"}]},"#,
                #"{"List":{"content":[{"Text":{"string":"c"}}]},"modifiers":[{"listStyle":"insetGrouped"}]},"#,
                #"{"List":{"content":[{"Text":{"string":"d"}}]},"modifiers":[{"listStyle":"inset"}]},"#,
                #"{"List":{"content":[{"Text":{"string":"e"}}]},"modifiers":[{"listStyle":"sidebar"}]},"#,
                #"{"List":{"content":[{"Text":{"string":"f"}}]},"modifiers":[{"listStyle":"insetGrouped"}]},"#,
                #"{"List":{"content":[{"Text":{"string":"g"}}]},"modifiers":[{"listStyle":"grouped"}]},"#,
                #"{"List":{"content":[{"Text":{"string":"h"}}]},"modifiers":[{"listStyle":"sidebar"}]},"#,
                #"{"List":{"content":[{"Text":{"string":"i"}}]},"modifiers":[{"listStyle":"inset"}]},"#,
                #"{"Toggle":{"label":"t","isOn":true}},"#,
                #"{"TextField":{"placeholder":"f","text":"t"},"modifiers":[{"textFieldStyle":"plain"}]},"#,
                #"{"TabView":{"content":[{"Text":{"string":"x"}}]},"modifiers":[{"tabViewStyle":"page"}]},"#,
                #"{"TabView":{"content":[{"Text":{"string":"y"}}]},"modifiers":[{"tabViewStyle":"pageIndexHidden"}]},"#,
                #"{"TabView":{"content":[{"Text":{"string":"z"}}]},"modifiers":[{"tabViewStyle":"page"}]},"#,
                #"{"Button":{"title":"b"},"modifiers":[{"buttonStyle":"borderless"}]},"#,
                #"{"Button":{"title":"r"},"modifiers":[{"buttonStyle":"bordered"},{"buttonBorderShape":"roundedRectangle"}]}"#,
                #"]}}"#,
            ].joined())
    }

    /// Initializers by their labels (a trailing closure is not a label): steppers with a title or a label view, with
    /// and without a range and step (their value is not drawn: controls.md); links and menus with a label view, a
    /// title and a symbol; a destructive button with its action written as an argument, and buttons with a role and a
    /// label view; a navigation link to a value; labels with title and icon views, written with trailing closures and
    /// with arguments; sections with header and footer views, written as arguments and as closures.
    // sdk-usage: Stepper(_:value:in:step:), Stepper(_:value:), Stepper(value:in:step:), Stepper(value:in:), Link(destination:), Link(destination:label:), Menu(_:), Menu(content:label:), Menu(_:systemImage:), Button(_:role:action:), Button(role:action:), Button(role:action:label:), NavigationLink(_:value:), Label(), Label(title:icon:), Section(header:footer:), Section(content:header:), Section(content:header:footer:)
    @Test func controlsByTheirInitializersLabels() throws {
        #expect(try body("""
            struct Screen: View {
                @State private var count = 2
                var body: some View {
                    VStack {
                        Stepper("s", value: $count, in: 0...5, step: 1)
                        Stepper("t", value: $count)
                        Stepper(value: $count, in: 0...5, step: 1) { Text("u") }
                        Stepper(value: $count, in: 0...5) { Text("v") }
                        Link(destination: URL(string: "https://example.com")!) { Text("l") }
                        Link(destination: URL(string: "https://example.com")!, label: { Text("l2") })
                        Menu("m") { Text("x") }
                        Menu(content: { Text("x") }, label: { Text("m2") })
                        Menu("m3", systemImage: "star") { Text("x") }
                        Button("d", role: .destructive, action: {})
                        Button(role: .cancel, action: {}) { Text("c") }
                        Button(role: .destructive, action: {}, label: { Text("e") })
                        NavigationLink("n", value: 3)
                        Label { Text("T") } icon: { Image(systemName: "star") }
                        Label(title: { Text("T2") }, icon: { Image(systemName: "heart") })
                        Section(header: Text("H"), footer: Text("F")) { Text("s") }
                        Section(content: { Text("c") }, header: { Text("h") })
                        Section(content: { Text("c2") }, header: { Text("h2") }, footer: { Text("f2") })
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"Stepper":{"label":"s"}},{"Stepper":{"label":"t"}},"#,
                #"{"Stepper":{"label":{"Text":{"string":"u"}}}},{"Stepper":{"label":{"Text":{"string":"v"}}}},"#,
                #"{"Link":{"label":{"Text":{"string":"l"}}}},{"Link":{"label":{"Text":{"string":"l2"}}}},"#,
                #"{"Menu":{"title":"m"}},{"Menu":{"label":{"Text":{"string":"m2"}}}},"#,
                #"{"Menu":{"title":"m3","systemImage":"star"}},"#,
                #"{"Button":{"title":"d","role":"destructive"}},"#,
                #"{"Button":{"label":{"Text":{"string":"c"}},"role":"cancel"}},"#,
                #"{"Button":{"label":{"Text":{"string":"e"}},"role":"destructive"}},"#,
                #"{"NavigationLink":{"title":"n"}},"#,
                #"{"Label":{"title":{"Text":{"string":"T"}},"icon":{"Image":{"systemName":"star"}}}},"#,
                #"{"Label":{"title":{"Text":{"string":"T2"}},"icon":{"Image":{"systemName":"heart"}}}},"#,
                #"{"Section":{"header":{"Text":{"string":"H"}},"content":[{"Text":{"string":"s"}}],"footer":{"Text":{"string":"F"}}}},"#,
                #"{"Section":{"header":{"Text":{"string":"h"}},"content":[{"Text":{"string":"c"}}]}},"#,
                #"{"Section":{"header":{"Text":{"string":"h2"}},"content":[{"Text":{"string":"c2"}}],"footer":{"Text":{"string":"f2"}}}}"#,
                #"]}}"#,
            ].joined())
    }

    /// Text modifiers and the environment: redaction as placeholders, line spacing, truncation in the middle, a
    /// struck-through text, tracking and kerning (scene-format.md's text modifiers); an icon-only label; a named
    /// coordinate space. A view reads `isEnabled` from its parent — true here, the `.disabled(true)` inside its body
    /// reaches only the views inside — and `editMode`, nil on the canvas (swift-source.md's environment), so not
    /// editing. Grouping accessibility children changes nothing drawn.
    // sdk-usage: .redacted, .placeholder, .lineSpacing, .truncationMode, .strikethrough, .tracking, .kerning, .iconOnly, .coordinateSpace, .named, \.isEnabled, \.editMode, .contain
    @Test func textModifiersAndTheEnvironment() throws {
        #expect(try body("""
            struct Screen: View {
                @Environment(\\.isEnabled) private var enabled
                @Environment(\\.editMode) private var editMode
                var body: some View {
                    VStack {
                        Text(verbatim: enabled ? "enabled" : "disabled")
                        Text(verbatim: editMode?.wrappedValue.isEditing == true ? "editing" : "still")
                        Text("r").redacted(reason: .placeholder)
                        Text("l").lineSpacing(4)
                        Text("m").truncationMode(.middle)
                        Text("s").strikethrough()
                        Text("t").tracking(2)
                        Text("k").kerning(1.5)
                        Label("L", systemImage: "star").labelStyle(.iconOnly)
                        Text("c").coordinateSpace(.named("space"))
                        Text("a").accessibilityElement(children: .contain)
                    }
                    .disabled(true)
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"Text":{"string":"enabled"}},{"Text":{"string":"still"}},"#,
                #"{"Text":{"string":"r"},"modifiers":[{"redacted":"placeholder"}]},"#,
                #"{"Text":{"string":"l"},"modifiers":[{"lineSpacing":4}]},"#,
                #"{"Text":{"string":"m"},"modifiers":[{"truncationMode":"middle"}]},"#,
                #"{"Text":{"string":"s","strikethrough":true}},"#,
                #"{"Text":{"string":"t"},"modifiers":[{"tracking":2}]},"#,
                #"{"Text":{"string":"k"},"modifiers":[{"kerning":1.5}]},"#,
                #"{"Label":{"title":"L","systemImage":"star"},"modifiers":[{"labelStyle":"iconOnly"}]},"#,
                #"{"Text":{"string":"c"},"modifiers":[{"coordinateSpace":"space"}]},"#,
                #"{"Text":{"string":"a"}}"#,
                #"]},"modifiers":[{"disabled":true}]}"#,
            ].joined())
    }

    /// Colours: `Color(white:)` is a grey of that component; the system colours by name (`mint`, `cyan`, `indigo`,
    /// `teal`); UIKit's semantic colours by name, and its system colours that are SwiftUI's own (`systemRed` is
    /// `red`, `systemBlue` `blue`, `systemTeal` `teal`, `systemPink` `pink`, `systemPurple` `purple`); UIKit's fixed
    /// colours by the components its documentation gives: `darkGray` white 1/3, `gray` white 1/2, `red` (1, 0, 0).
    // sdk-usage: Color(white:), Color.mint, Color.cyan, Color.indigo, Color.teal, UIColor.systemBackground, UIColor.secondarySystemBackground, UIColor.systemGray6, .systemGroupedBackground, .secondarySystemGroupedBackground, .systemGray3, UIColor.systemRed, UIColor.systemBlue, .systemTeal, .systemPink, .systemPurple, UIColor.darkGray, .darkGray, UIColor.gray, UIColor.red
    @Test func colorsByNameAndByComponents() throws {
        let third = "0.3333"  // 1/3, as the serialized scene writes it
        #expect(try body("""
            #Preview {
                VStack {
                    Color(white: 0.5)
                    Color.mint
                    Color.cyan
                    Color.indigo
                    Color.teal
                    Color(UIColor.systemBackground)
                    Color(UIColor.secondarySystemBackground)
                    Color(UIColor.systemGray6)
                    Color(.systemGroupedBackground)
                    Color(.secondarySystemGroupedBackground)
                    Color(.systemGray3)
                    Color(UIColor.systemRed)
                    Color(UIColor.systemBlue)
                    Color(.systemTeal)
                    Color(.systemPink)
                    Color(.systemPurple)
                    Color(UIColor.darkGray)
                    Color(uiColor: .darkGray)
                    Color(UIColor.gray)
                    Color(UIColor.red)
                }
            }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"Color":{"red":0.5,"green":0.5,"blue":0.5}},"#,
                #"{"Color":"mint"},{"Color":"cyan"},{"Color":"indigo"},{"Color":"teal"},"#,
                #"{"Color":"systemBackground"},{"Color":"secondarySystemBackground"},{"Color":"systemGray6"},"#,
                #"{"Color":"systemGroupedBackground"},{"Color":"secondarySystemGroupedBackground"},{"Color":"systemGray3"},"#,
                #"{"Color":"red"},{"Color":"blue"},{"Color":"teal"},{"Color":"pink"},{"Color":"purple"},"#,
                #"{"Color":{"red":\#(third),"green":\#(third),"blue":\#(third),"opacity":1}},"#,
                #"{"Color":{"red":\#(third),"green":\#(third),"blue":\#(third),"opacity":1}},"#,
                #"{"Color":{"red":0.5,"green":0.5,"blue":0.5,"opacity":1}},"#,
                #"{"Color":{"red":1,"green":0,"blue":0,"opacity":1}}"#,
                #"]}}"#,
            ].joined())
    }

    /// Gradients as scene-format.md spells them: radial from a `Gradient` and from colours, linear from stops and a
    /// `Gradient(stops:)`, the `.linearGradient` shorthand, angular from a `Gradient` around the centre; a stroke of a
    /// `StrokeStyle` with only a width.
    // sdk-usage: RadialGradient(gradient:center:startRadius:endRadius:), RadialGradient(colors:center:startRadius:endRadius:), LinearGradient(stops:startPoint:endPoint:), Gradient(stops:), .linearGradient, AngularGradient, AngularGradient(gradient:center:), StrokeStyle(lineWidth:)
    @Test func gradientsAndStrokeStyles() throws {
        #expect(try body("""
            #Preview {
                VStack {
                    Rectangle().fill(RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 10))
                    Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .top, startRadius: 2, endRadius: 20))
                    Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom))
                    Rectangle().fill(LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 1)]), startPoint: .leading, endPoint: .trailing))
                    Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))
                    Rectangle().stroke(style: StrokeStyle(lineWidth: 3))
                }
            }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"Rectangle":{},"modifiers":[{"foregroundStyle":{"radialGradient":{"colors":["red","blue"],"center":"center","startRadius":0,"endRadius":10}}}]},"#,
                #"{"Rectangle":{},"modifiers":[{"foregroundStyle":{"radialGradient":{"colors":["red","blue"],"center":"top","startRadius":2,"endRadius":20}}}]},"#,
                #"{"Rectangle":{},"modifiers":[{"foregroundStyle":{"linearGradient":{"stops":[{"color":"red","location":0},{"color":"blue","location":1}],"startPoint":"top","endPoint":"bottom"}}}]},"#,
                #"{"Rectangle":{},"modifiers":[{"foregroundStyle":{"linearGradient":{"stops":[{"color":"red","location":0.2},{"color":"blue","location":1}],"startPoint":"leading","endPoint":"trailing"}}}]},"#,
                #"{"Rectangle":{},"modifiers":[{"foregroundStyle":{"linearGradient":{"colors":["red","blue"],"startPoint":"top","endPoint":"bottom"}}}]},"#,
                #"{"Rectangle":{},"modifiers":[{"foregroundStyle":{"angularGradient":{"colors":["red","blue"],"center":"center"}}}]},"#,
                #"{"Rectangle":{"stroke":{"lineWidth":3}}}"#,
                #"]}}"#,
            ].joined())
    }

    /// Toolbar items written with `content:` at the confirmation, secondary-action and navigation places
    /// (scene-format.md's toolbar).
    // sdk-usage: ToolbarItem(placement:content:), .confirmationAction, .secondaryAction, .navigation
    @Test func toolbarItemsWithTheirContentArgument() throws {
        #expect(try body("""
            #Preview {
                Text("body")
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction, content: { Text("c") })
                        ToolbarItem(placement: .secondaryAction, content: { Text("s") })
                        ToolbarItem(placement: .navigation, content: { Text("n") })
                    }
            }
            """) == [
                #"{"Text":{"string":"body"},"modifiers":[{"toolbar":["#,
                #"{"placement":"confirmationAction","content":[{"Text":{"string":"c"}}]},"#,
                #"{"placement":"secondaryAction","content":[{"Text":{"string":"s"}}]},"#,
                #"{"placement":"navigation","content":[{"Text":{"string":"n"}}]}"#,
                #"]}]}"#,
            ].joined())
    }

    /// A still picture shows a view where its animation or transition starts (swift-source.md, "Skipped with a
    /// warning"): animations made as values — `.smooth`, `.bouncy`, `.interactiveSpring()`, `Animation.spring()` with
    /// `repeatCount` and `speed`, `Animation.easeOut`, `.easeIn`, `.default`, `.interpolatingSpring` — and transitions
    /// (`.identity`, `.slide`, `AnyTransition.move`, `.scale`, `.opacity`) leave the texts as they are.
    // sdk-usage: .smooth, .bouncy, .interactiveSpring, Animation.spring, .repeatCount, .speed, Animation.easeOut, Animation.easeIn, Animation.default, Animation.interpolatingSpring, .identity, .slide, AnyTransition.move, AnyTransition.scale, AnyTransition.opacity
    @Test func animationsAndTransitionsAtRest() throws {
        #expect(try body("""
            struct Screen: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Text("a").animation(.smooth, value: on)
                        Text("b").animation(.bouncy, value: on)
                        Text("c").animation(.interactiveSpring(), value: on)
                        Text("d").animation(Animation.spring().repeatCount(3).speed(2), value: on)
                        Text("e").animation(Animation.easeOut, value: on)
                        Text("f").animation(Animation.easeIn, value: on)
                        Text("g").animation(Animation.default, value: on)
                        Text("h").animation(Animation.interpolatingSpring(stiffness: 100, damping: 10), value: on)
                        Text("i").transition(.identity)
                        Text("j").transition(.slide)
                        Text("k").transition(AnyTransition.move(edge: .top))
                        Text("l").transition(AnyTransition.scale)
                        Text("m").transition(AnyTransition.opacity)
                    }
                }
            }
            #Preview { Screen() }
            """) == #"{"VStack":{"content":["# + "abcdefghijklm".map { #"{"Text":{"string":"\#($0)"}}"# }
                .joined(separator: ",") + "]}}")
    }

    /// What someone's action, a keyboard, scrolling or a presented sheet would show is not on screen at rest
    /// (swift-source.md, "Skipped with a warning"), so these modifiers leave their views as they are: moving list rows,
    /// hovering, focus, help tags, high-priority gestures, dragging and dropping, scroll targets (aligned to views),
    /// positions, bouncing (by size) and disabling, sensory feedback, transactions, numeric content transitions,
    /// opening URLs, a sheet's dismissal, drag indicator and corner radius, accessibility actions, removed traits
    /// (image) and sort priority, the keyboard's return key (done, next) and kind (phone pad). (The preference change
    /// is skipped too, but not named as covered: SwiftUI calls its action once the first layout delivers the value, and
    /// an action that sets state would change the picture.)
    // sdk-usage: .onMove, .onHover, .focusable, .help, .highPriorityGesture, .onDrag, .dropDestination, .scrollTargetLayout, .scrollTargetBehavior, .viewAligned, .scrollPosition, .scrollBounceBehavior, .basedOnSize, .scrollDisabled, .sensoryFeedback, .transaction, .contentTransition, .numericText, .onOpenURL, .interactiveDismissDisabled, .presentationDragIndicator, .presentationCornerRadius, .accessibilityAction, .accessibilityRemoveTraits, .isImage, .accessibilitySortPriority, .done, .next, .phonePad
    @Test func modifiersOfActionsKeyboardsAndScrollingAtRest() throws {
        #expect(try body("""
            struct Heights: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            struct Screen: View {
                @State private var items = [1, 2]
                @State private var text = "x"
                @State private var position: Int? = nil
                @State private var count = 0
                var body: some View {
                    VStack {
                        List { ForEach(items, id: \\.self) { Text("\\($0)") }.onMove { _, _ in } }
                        Text("a").onHover { _ in }.focusable().help("h").highPriorityGesture(TapGesture())
                        Text("b").onDrag { NSItemProvider() }.dropDestination(for: String.self) { _, _ in true }
                        ScrollView { Text("c").scrollTargetLayout() }
                            .scrollTargetBehavior(.viewAligned)
                            .scrollPosition(id: $position)
                            .scrollBounceBehavior(.basedOnSize)
                            .scrollDisabled(true)
                        Text("d").sensoryFeedback(.success, trigger: count).transaction { $0.animation = nil }
                        Text("e").contentTransition(.numericText()).onOpenURL { _ in }
                        Text("f").interactiveDismissDisabled().presentationDragIndicator(.visible).presentationCornerRadius(20)
                        Text("g").accessibilityAction { }.accessibilityRemoveTraits(.isImage).accessibilitySortPriority(1)
                        TextField("p", text: $text).submitLabel(.done).keyboardType(.phonePad)
                        TextField("q", text: $text).submitLabel(.next)
                        Text("h").onPreferenceChange(Heights.self) { _ in }
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"List":{"content":[{"Text":{"string":"1"}},{"Text":{"string":"2"}}]}},"#,
                #"{"Text":{"string":"a"}},{"Text":{"string":"b"}},"#,
                #"{"ScrollView":{"content":[{"Text":{"string":"c"}}]}},"#,
                #"{"Text":{"string":"d"}},{"Text":{"string":"e"}},{"Text":{"string":"f"}},{"Text":{"string":"g"}},"#,
                #"{"TextField":{"placeholder":"p","text":"x"}},{"TextField":{"placeholder":"q","text":"x"}},{"Text":{"string":"h"}}"#,
                #"]}}"#,
            ].joined())
    }

    /// The canvas's environment (swift-source.md): the locale US English, the regular vertical size class,
    /// accessibility's differentiate-without-colour and VoiceOver off, not searching. `@ScaledMetric` at Dynamic Type
    /// Large and `@SceneStorage` are their initial values, an `@Observable` model's `@ObservationIgnored` property is a
    /// stored value like any other, and `State(wrappedValue:)` in an initializer sets the state. A module's
    /// `ViewModifier` applied by a bare `modifier(_:)` call in an `extension View` method pads by 4; a `ButtonStyle`
    /// reading its configuration's `role` colours the destructive button red and the other blue; a `ShapeStyle`
    /// extension's static colour is that colour.
    // sdk-usage: \.locale, \.verticalSizeClass, \.accessibilityDifferentiateWithoutColor, \.accessibilityVoiceOverEnabled, \.isSearching, @ScaledMetric, @SceneStorage, @ObservationIgnored, State(wrappedValue:), modifier(_:), .role, ShapeStyle
    @Test func environmentWrappersAndTheModulesStyles() throws {
        #expect(try body("""
            @Observable final class Store {
                var count = 3
                @ObservationIgnored var cache = 7
            }
            struct Card: ViewModifier { func body(content: Content) -> some View { content.padding(4) } }
            extension View { func card() -> some View { modifier(Card()) } }
            struct Role: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(configuration.role == .destructive ? .red : .blue)
                }
            }
            extension ShapeStyle where Self == Color { static var brand: Color { Color(red: 0.1, green: 0.2, blue: 0.3) } }
            struct Screen: View {
                @Environment(\\.locale) private var locale
                @Environment(\\.verticalSizeClass) private var vertical
                @Environment(\\.accessibilityDifferentiateWithoutColor) private var withoutColor
                @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOver
                @Environment(\\.isSearching) private var searching
                @ScaledMetric private var metric: CGFloat = 12
                @SceneStorage("tab") private var tab = 3
                @State private var store = Store()
                @State private var n: Int
                init() { _n = State(wrappedValue: 5) }
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(locale.identifier)/\\(vertical == .regular)/\\(withoutColor)/\\(voiceOver)/\\(searching)")
                        Text(verbatim: "\\(metric)/\\(tab)/\\(store.count)/\\(store.cache)/\\(n)")
                        Text("c").card()
                        Button("d", role: .destructive) {}.buttonStyle(Role())
                        Button("k") {}.buttonStyle(Role())
                        Text("s").foregroundStyle(.brand)
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"Text":{"string":"en_US/true/false/false/false"}},{"Text":{"string":"12.0/3/3/7/5"}},"#,
                #"{"Text":{"string":"c"},"modifiers":[{"padding":4}]},"#,
                #"{"Text":{"string":"d"},"modifiers":[{"foregroundStyle":"red"}]},"#,
                #"{"Text":{"string":"k"},"modifiers":[{"foregroundStyle":"blue"}]},"#,
                #"{"Text":{"string":"s"},"modifiers":[{"foregroundStyle":{"red":0.1,"green":0.2,"blue":0.3}}]}"#,
                #"]}}"#,
            ].joined())
    }

    /// Type sizes, weights, fonts, materials and styles as scene-format.md spells them: Dynamic Type sizes by their
    /// type's member and bare; the ultra-light and thin weights; `Font.title` and `Font.body`; the ultra-thick
    /// material and `Material.regular` as backgrounds; the tertiary and quaternary styles, which are the label colours
    /// of those levels; right-to-left layout; truncation at the head and the tail; an extra-large control size.
    // sdk-usage: DynamicTypeSize.xxxLarge, .xxLarge, .xLarge, .ultraLight, .thin, Font.title, Font.body, .ultraThickMaterial, Material, .tertiary, .quaternary, .rightToLeft, .head, .tail, .extraLarge
    @Test func typeSizesFontsMaterialsAndStyles() throws {
        #expect(try body("""
            #Preview {
                VStack {
                    Text("a").dynamicTypeSize(DynamicTypeSize.xxxLarge)
                    Text("b").dynamicTypeSize(.xxLarge)
                    Text("c").dynamicTypeSize(.xLarge)
                    Text("d").fontWeight(.ultraLight)
                    Text("e").fontWeight(.thin)
                    Text("f").font(Font.title)
                    Text("g").font(Font.body)
                    Text("h").background(.ultraThickMaterial)
                    Text("i").background(Material.regular)
                    Text("j").foregroundStyle(.tertiary)
                    Text("k").foregroundStyle(.quaternary)
                    Text("l").environment(\\.layoutDirection, .rightToLeft)
                    Text("m").truncationMode(.head)
                    Text("n").truncationMode(.tail)
                    Button("o") {}.controlSize(.extraLarge)
                }
            }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"Text":{"string":"a"},"modifiers":[{"dynamicTypeSize":"xxxLarge"}]},"#,
                #"{"Text":{"string":"b"},"modifiers":[{"dynamicTypeSize":"xxLarge"}]},"#,
                #"{"Text":{"string":"c"},"modifiers":[{"dynamicTypeSize":"xLarge"}]},"#,
                #"{"Text":{"string":"d"},"modifiers":[{"fontWeight":"ultraLight"}]},"#,
                #"{"Text":{"string":"e"},"modifiers":[{"fontWeight":"thin"}]},"#,
                #"{"Text":{"string":"f"},"modifiers":[{"font":"title"}]},"#,
                #"{"Text":{"string":"g"},"modifiers":[{"font":"body"}]},"#,
                #"{"Text":{"string":"h"},"modifiers":[{"background":{"material":"ultraThick"}}]},"#,
                #"{"Text":{"string":"i"},"modifiers":[{"background":{"material":"regular"}}]},"#,
                #"{"Text":{"string":"j"},"modifiers":[{"foregroundStyle":"tertiaryLabel"}]},"#,
                #"{"Text":{"string":"k"},"modifiers":[{"foregroundStyle":"quaternaryLabel"}]},"#,
                #"{"Text":{"string":"l"},"modifiers":[{"layoutDirection":"rightToLeft"}]},"#,
                #"{"Text":{"string":"m"},"modifiers":[{"truncationMode":"head"}]},"#,
                #"{"Text":{"string":"n"},"modifiers":[{"truncationMode":"tail"}]},"#,
                #"{"Button":{"title":"o"},"modifiers":[{"controlSize":"extraLarge"}]}"#,
                #"]}}"#,
            ].joined())
    }

    /// Controls built as iOS's default styles build them (controls.md): a `GroupBox { }` is a leading column of its
    /// content across the width, padded by 16, on a rounded rectangle of radius 8 in `secondarySystemBackground`;
    /// `ContentUnavailableView(_:systemImage:description:)` a centred column 8 apart of the symbol at 48 points in
    /// `secondaryLabel`, the title in bold `title2` and the description in `secondaryLabel`, padded by 16, filling the
    /// space offered. A date picker shows the fixed now as "Jun 9, 2025" and "9:41 AM" (written here without their
    /// spaces, which `body` drops), only the time for `.hourAndMinute`; a progress view its value and total; pickers
    /// with a label view, chosen by their selection's tag; a text field with an `onCommit:` action, which is dropped.
    // sdk-usage: GroupBox(), ContentUnavailableView(_:systemImage:description:), DatePicker(_:selection:), .hourAndMinute, ProgressView(value:total:), Picker(selection:label:content:), Picker(selection:), TextField(_:text:onCommit:)
    @Test func controlsBuiltAsTheDefaultStylesBuildThem() throws {
        #expect(try body("""
            struct Screen: View {
                @State private var date = Date()
                @State private var on = false
                @State private var text = "x"
                var body: some View {
                    VStack {
                        GroupBox { Text("in") }
                        ContentUnavailableView("None", systemImage: "tray", description: Text("Empty"))
                        DatePicker("D", selection: $date)
                        DatePicker("T", selection: $date, displayedComponents: .hourAndMinute)
                        ProgressView(value: 0.5, total: 1)
                        Picker(selection: $on, label: Text("p"), content: { Text("y").tag(true); Text("n").tag(false) })
                        Picker(selection: $on) { Text("y").tag(true); Text("n").tag(false) } label: { Text("q") }
                        TextField("f", text: $text, onCommit: {})
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"VStack":{"alignment":"leading","content":[{"Text":{"string":"in"}}]},"modifiers":["#,
                #"{"frame":{"maxWidth":"infinity","alignment":"leading"}},{"padding":16},"#,
                #"{"background":{"content":{"RoundedRectangle":{"cornerRadius":8},"modifiers":[{"foregroundStyle":"secondarySystemBackground"}]}}}]},"#,
                #"{"VStack":{"spacing":8,"content":["#,
                #"{"Image":{"systemName":"tray"},"modifiers":[{"font":{"size":48}},{"foregroundStyle":"secondaryLabel"}]},"#,
                #"{"Text":{"string":"None"},"modifiers":[{"font":"title2"},{"bold":true}]},"#,
                #"{"Text":{"string":"Empty"},"modifiers":[{"foregroundStyle":"secondaryLabel"}]}]},"#,
                #""modifiers":[{"multilineTextAlignment":"center"},{"padding":16},{"frame":{"maxWidth":"infinity","maxHeight":"infinity"}}]},"#,
                #"{"DatePicker":{"label":"D","date":"Jun9,2025","time":"9:41AM"}},"#,
                #"{"DatePicker":{"label":"T","time":"9:41AM"}},"#,
                #"{"ProgressView":{"value":0.5,"total":1}},"#,
                #"{"Picker":{"label":{"Text":{"string":"p"}},"options":["y","n"],"selection":1}},"#,
                #"{"Picker":{"label":{"Text":{"string":"q"}},"options":["y","n"],"selection":1}},"#,
                #"{"TextField":{"placeholder":"f","text":"x"}}"#,
                #"]}}"#,
            ].joined())
    }

    /// What is fetched or scheduled is drawn as it looks before it arrives (swift-source.md): `AsyncImage(url:scale:)`
    /// as its default placeholder, a `secondarySystemFill` fill; `AsyncImage(url:content:placeholder:)` as its
    /// placeholder view; a `TimelineView(_:)` as its content at the fixed now; a `Map(coordinateRegion:)` of a region
    /// made from a centre and distances as MapKit's untiled `systemGray5` fill, the region's centre read back by its
    /// `latitude` and `longitude`; the shapes of a module's `InsettableShape` and of a shape with `animatableData`
    /// (`Animatable`) as paths in fractions of their frame.
    // sdk-usage: AsyncImage(url:scale:), AsyncImage(url:content:placeholder:), TimelineView(_:), Map(coordinateRegion:), MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:), .latitude, .longitude, InsettableShape, Animatable
    @Test func fetchedAndScheduledContentBeforeItArrives() throws {
        #expect(try body("""
            import MapKit
            struct Wave: Shape, Animatable {
                var phase: Double
                var animatableData: Double { get { phase } set { phase = newValue } }
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.minX, y: rect.midY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + phase))
                    return p
                }
            }
            struct Bar: InsettableShape {
                var inset: CGFloat = 0
                func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
                func inset(by amount: CGFloat) -> some InsettableShape { var r = self; r.inset += amount; return r }
            }
            struct Screen: View {
                let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1.5, longitude: 2.5), latitudinalMeters: 1000, longitudinalMeters: 1000)
                var body: some View {
                    VStack {
                        AsyncImage(url: URL(string: "https://example.com/a.png"), scale: 2)
                        AsyncImage(url: URL(string: "https://example.com/a.png"), content: { image in image.resizable() }, placeholder: { Color.gray })
                        TimelineView(.everyMinute) { context in Text("t") }
                        Map(coordinateRegion: .constant(region))
                        Text(verbatim: "\\(region.center.latitude)/\\(region.center.longitude)")
                        Wave(phase: 0)
                        Bar(inset: 0)
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"Color":"secondarySystemFill"},{"Color":"gray"},{"Text":{"string":"t"}},{"Color":"systemGray5"},"#,
                #"{"Text":{"string":"1.5/2.5"}},"#,
                #"{"Path":{"elements":[["move",0,{"height":0.5}],["line",{"width":1},{"height":0.5}]]}},"#,
                #"{"Path":{"elements":[["move",0,0],["line",{"width":1},0],["line",{"width":1},{"height":1}],["line",0,{"height":1}],["closeSubpath"]]}}"#,
                #"]}}"#,
            ].joined())
    }

    /// Colours and gradients by components: `Color(red:green:blue:opacity:)`, and in the `.sRGB` space, which needs no
    /// conversion; a radial gradient of stops. A namespace passed to a child as a `Namespace.ID` (its matched geometry
    /// changes nothing at rest); an `AnimatableModifier` and a shape whose `animatableData` is an `AnimatablePair` read
    /// at their values (opacity 0.3; a rectangle half the frame's width); `clipShape(_:)` and `background(_:)` called
    /// bare in an `extension View` method; a module's `LabelStyle` (title then icon in a row) and `ProgressViewStyle`
    /// (its `fractionCompleted`, 0.25 of 1); a toolbar hidden by a `Visibility` property; the edit mode given as an
    /// `EditMode` binding (nothing to draw for a text); a list with a selection; an upper-cased text; a date written
    /// `.time`, the fixed now as "9:41", a narrow no-break space and "AM"; a transition `.scale`.
    // sdk-usage: Color(red:green:blue:opacity:), .sRGB, RadialGradient(stops:center:startRadius:endRadius:), Namespace, Namespace.ID, AnimatableModifier, AnimatablePair, AnimatablePair(_:_:), clipShape(_:), background(_:), LabelStyle, ProgressViewStyle, Visibility, EditMode, List(selection:), .uppercase, .time, .scale
    @Test func componentsNamespacesAndTheModulesStyles() throws {
        #expect(try body("""
            struct Child: View {
                let ns: Namespace.ID
                var body: some View { Text("child").matchedGeometryEffect(id: "x", in: ns) }
            }
            struct Fade: AnimatableModifier {
                var amount: Double
                var animatableData: Double { get { amount } set { amount = newValue } }
                func body(content: Content) -> some View { content.opacity(amount) }
            }
            struct Pair: Shape {
                var a: Double
                var b: Double
                var animatableData: AnimatablePair<Double, Double> {
                    get { AnimatablePair(a, b) }
                    set { a = newValue.first; b = newValue.second }
                }
                func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * a, height: rect.height * b)) }
            }
            struct Trailing: LabelStyle {
                func makeBody(configuration: Configuration) -> some View { HStack { configuration.title; configuration.icon } }
            }
            struct Fraction: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View { Text(verbatim: "\\(configuration.fractionCompleted ?? 0)") }
            }
            extension View {
                func chip() -> some View { clipShape(Capsule()) }
                func tinted() -> some View { background(Color.red) }
            }
            struct Screen: View {
                @Namespace private var ns
                @State private var mode: EditMode = .inactive
                @State private var bar: Visibility = .hidden
                @State private var selection: Int? = nil
                @State private var shown = false
                var body: some View {
                    VStack {
                        Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
                        Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)
                        Rectangle().fill(RadialGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center, startRadius: 0, endRadius: 5))
                        Child(ns: ns)
                        Text("f").modifier(Fade(amount: 0.3))
                        Pair(a: 0.5, b: 1)
                        Text("c").chip()
                        Text("b").tinted()
                        Label("L", systemImage: "star").labelStyle(Trailing())
                        ProgressView(value: 0.25).progressViewStyle(Fraction())
                        Text("v").toolbar(bar, for: .navigationBar)
                        Text("e").environment(\\.editMode, $mode)
                        List(selection: $selection) { Text("l") }
                        Text("u").textCase(.uppercase)
                        Text(Date(), style: .time)
                        Text("s").transition(.scale)
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"VStack":{"content":["#,
                #"{"Color":{"red":0.2,"green":0.4,"blue":0.6,"opacity":0.5}},"#,
                #"{"Color":{"red":0.2,"green":0.4,"blue":0.6,"opacity":1}},"#,
                #"{"Rectangle":{},"modifiers":[{"foregroundStyle":{"radialGradient":{"stops":[{"color":"red","location":0},{"color":"blue","location":1}],"center":"center","startRadius":0,"endRadius":5}}}]},"#,
                #"{"Text":{"string":"child"}},"#,
                #"{"Text":{"string":"f"},"modifiers":[{"opacity":0.3}]},"#,
                #"{"Path":{"elements":[["move",0,0],["line",{"width":0.5},0],["line",{"width":0.5},{"height":1}],["line",0,{"height":1}],["closeSubpath"]]}},"#,
                #"{"Text":{"string":"c"},"modifiers":[{"clipShape":{"Capsule":{}}}]},"#,
                #"{"Text":{"string":"b"},"modifiers":[{"background":"red"}]},"#,
                #"{"HStack":{"content":[{"Text":{"string":"L"}},{"Image":{"systemName":"star"}}]}},"#,
                #"{"Text":{"string":"0.25"}},"#,
                #"{"Text":{"string":"v"},"modifiers":[{"navigationBarHidden":true}]},"#,
                #"{"Text":{"string":"e"}},"#,
                #"{"List":{"content":[{"Text":{"string":"l"}}]}},"#,
                #"{"Text":{"string":"u"},"modifiers":[{"textCase":"uppercase"}]},"#,
                "{\"Text\":{\"string\":\"9:41\u{202F}AM\"}},",
                #"{"Text":{"string":"s"}}"#,
                #"]}}"#,
            ].joined())
    }

    /// What is presented only when a binding is true changes nothing while it is false (swift-source.md): a popover, an
    /// alert of a title, message and two buttons (`Alert.Button`), of a title and message, of a title alone, action
    /// sheets with and without a message (`ActionSheet.Button`). Skipped as nothing a still picture shows: a drop
    /// target, scroll-geometry changes, a keyboard shortcut (the default action), a search return key, a zoom
    /// navigation transition, a bouncing symbol effect, and a search field's placement in the navigation bar's drawer,
    /// always shown (the bar draws its search field at rest anyway).
    // sdk-usage: .popover, Alert(title:message:primaryButton:secondaryButton:), Alert.Button, Alert(title:message:), Alert(title:), ActionSheet(title:message:buttons:), ActionSheet.Button, ActionSheet(title:buttons:), .onDrop, .onScrollGeometryChange, .defaultAction, .search, .zoom, .bounce, .navigationBarDrawer, .always
    @Test func presentationsWhileFalseAndSkippedModifiers() throws {
        #expect(try body("""
            struct Screen: View {
                @Namespace private var ns
                @State private var shown = false
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("p").popover(isPresented: $shown) { Text("pop") }
                            Text("a").alert(isPresented: $shown) {
                                Alert(title: Text("T"), message: Text("M"), primaryButton: .default(Text("OK")), secondaryButton: Alert.Button.cancel())
                            }
                            Text("b").alert(isPresented: $shown) { Alert(title: Text("T"), message: Text("M")) }
                            Text("c").alert(isPresented: $shown) { Alert(title: Text("T")) }
                            Text("d").actionSheet(isPresented: $shown) { ActionSheet(title: Text("T"), message: Text("M"), buttons: [ActionSheet.Button.cancel()]) }
                            Text("e").actionSheet(isPresented: $shown) { ActionSheet(title: Text("T"), buttons: [.cancel()]) }
                            Text("f").onDrop(of: [.text], isTargeted: nil) { _ in true }
                            Text("g").onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, _ in }
                            Text("h").keyboardShortcut(.defaultAction)
                            Text("i").submitLabel(.search)
                            Text("j").navigationTransition(.zoom(sourceID: "x", in: ns))
                            Image(systemName: "star").symbolEffect(.bounce, value: shown)
                        }
                        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
                    }
                }
            }
            #Preview { Screen() }
            """) == [
                #"{"NavigationStack":{"content":[{"VStack":{"content":["#,
                "pabcdefghij".map { #"{"Text":{"string":"\#($0)"}}"# }.joined(separator: ","),
                #",{"Image":{"systemName":"star"}}]},"modifiers":[{"searchable":true}]}]}}"#,
            ].joined())
    }

    /// SwiftData (swift-source.md's `@Query`): objects inserted into an in-memory container's `mainContext` (made with
    /// `ModelContainer(for:configurations:)` and `ModelConfiguration(isStoredInMemoryOnly:)`, given by
    /// `.modelContainer`) are what a `@Query` sorted by rank in `.reverse` order gives — a (3), b (2), c (1) — and an
    /// unsorted one gives them in the order inserted; the view's `\.modelContext` and a `ModelContext` held in a
    /// variable need nothing drawn.
    // sdk-usage: @Query, .reverse, ModelContainer, ModelContainer(for:configurations:), ModelConfiguration, ModelConfiguration(isStoredInMemoryOnly:), .mainContext, .modelContainer, \.modelContext, ModelContext
    @Test func swiftDataQueriesSeeWhatThePreviewInserted() throws {
        #expect(try body("""
            import SwiftData
            @Model final class Item {
                var name: String
                var rank: Int
                init(name: String, rank: Int) { self.name = name; self.rank = rank }
            }
            struct Items: View {
                @Query(sort: \\Item.rank, order: .reverse) private var ranked: [Item]
                @Query private var all: [Item]
                @Environment(\\.modelContext) private var context
                var body: some View {
                    VStack {
                        Text(verbatim: ranked.map(\\.name).joined(separator: ","))
                        Text(verbatim: all.map(\\.name).joined(separator: ","))
                    }
                }
            }
            #Preview {
                let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
                let container = try! ModelContainer(for: Item.self, configurations: configuration)
                let context: ModelContext = container.mainContext
                context.insert(Item(name: "b", rank: 2))
                context.insert(Item(name: "a", rank: 3))
                context.insert(Item(name: "c", rank: 1))
                return Items().modelContainer(container)
            }
            """) == #"{"VStack":{"content":[{"Text":{"string":"a,b,c"}},{"Text":{"string":"b,a,c"}}]}}"#)
    }

    /// Previews: `@Previewable` state in the preview's body; a split view as the root, with its column visibility held
    /// as a `NavigationSplitViewVisibility`, collapsed to its sidebar in a navigation stack on an iPhone; `Tab`s of a
    /// tab view as tab items.
    // sdk-usage: @Previewable, NavigationSplitView, NavigationSplitView(), NavigationSplitViewVisibility, Tab
    @Test func previewableStateSplitViewsAndTabs() throws {
        #expect(try body("""
            #Preview {
                @Previewable @State var on = true
                Toggle("x", isOn: $on)
            }
            """) == #"{"Toggle":{"label":"x","isOn":true}}"#)
        #expect(try body("""
            struct Split: View {
                @State private var columns: NavigationSplitViewVisibility = .all
                var body: some View {
                    NavigationSplitView(columnVisibility: $columns) { Text("side").navigationTitle("T") } detail: { Text("detail") }
                }
            }
            #Preview { Split() }
            """) == #"{"NavigationStack":{"content":[{"Text":{"string":"side"},"modifiers":[{"navigationTitle":"T"}]}]}}"#)
        #expect(try body("""
            #Preview { NavigationSplitView { Text("side") } detail: { Text("d") } }
            """) == #"{"NavigationStack":{"content":[{"Text":{"string":"side"}}]}}"#)
        #expect(try body("""
            #Preview {
                TabView {
                    Tab("One", systemImage: "star") { Text("1") }
                    Tab("Two", systemImage: "heart") { Text("2") }
                }
            }
            """) == [
                #"{"TabView":{"content":[{"Text":{"string":"1"},"modifiers":[{"tabItem":{"title":"One","systemImage":"star"}}]},"#,
                #"{"Text":{"string":"2"},"modifiers":[{"tabItem":{"title":"Two","systemImage":"heart"}}]}]}}"#,
            ].joined())
    }

    /// The canvas a preview picks: `PreviewDevice(rawValue:)` of an iPhone SE (3rd generation), 375 × 667 with a
    /// 20-point status bar, centres a 10-point square at x (375 − 10) / 2 = 182.5, y 20 + (647 − 10) / 2 = 338.5;
    /// `.previewInterfaceOrientation(.landscapeLeft)` turns the default phone to 852 × 393, safe area 59 from each side
    /// and 21 from the bottom (cli.md's presets): x 59 + (734 − 10) / 2 = 421, y (372 − 10) / 2 = 181.
    // sdk-usage: PreviewDevice, PreviewDevice(rawValue:), .previewInterfaceOrientation, .landscapeLeft
    @Test func previewDevicesAndOrientations() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let small = try renderer.loadSwiftPreview(source: """
            #Preview {
                Color.red.frame(width: 10, height: 10).id("dot").previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
            }
            """, preview: nil)
        #expect(small.document.device.size == Size(width: 375, height: 667))
        #expect(try PreviewDiscoveryTests().frame(of: "dot", in: small) == [182.5, 338.5, 10, 10])
        let turned = try renderer.loadSwiftPreview(source: """
            #Preview {
                Color.red.frame(width: 10, height: 10).id("dot").previewInterfaceOrientation(.landscapeLeft)
            }
            """, preview: nil)
        #expect(turned.document.device.size == Size(width: 852, height: 393))
        #expect(try PreviewDiscoveryTests().frame(of: "dot", in: turned) == [421, 181, 10, 10])
    }

    /// UIKit's rounded-corners helper in a module's `Shape` (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
    /// and its `cgPath`, swift-source.md's paths): a 100 × 60 shape with radius 20 at the `.topLeft` and `.topRight`
    /// corners, filled red, is transparent 1 point inside its top corners (19√2 ≈ 26.9 from the corner circle's centre,
    /// more than 20) and red inside its square bottom ones; with `.allCorners` (the property's default
    /// `UIRectCorner`) every corner is transparent, the middle blue. The column is at x 146.5, y 59 + (759 − 120) / 2 =
    /// 378.5; pixels are read at 3×, the background white, red and blue iOS's light system colours (255, 59, 48) and
    /// (0, 122, 255).
    // sdk-usage: UIBezierPath, UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:), .cgPath, UIRectCorner, .topLeft, .topRight, .allCorners
    @Test func roundedCornersOfAUIKitPath() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let preview = try renderer.loadSwiftPreview(source: """
            struct RoundedCorner: Shape {
                var radius: CGFloat = 10
                var corners: UIRectCorner = .allCorners
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            #Preview {
                VStack(spacing: 0) {
                    RoundedCorner(radius: 20, corners: [.topLeft, .topRight]).fill(Color.red).frame(width: 100, height: 60)
                    RoundedCorner(radius: 20).fill(Color.blue).frame(width: 100, height: 60)
                }
            }
            """, preview: nil)
        let canvas = try renderer.render(renderer.layOut(preview))
        func rgb(_ x: Double, _ y: Double) -> [UInt8] {
            let pixel = canvas.pixel(x: Int(x * 3), y: Int(y * 3))
            return [pixel.red, pixel.green, pixel.blue]
        }
        let white: [UInt8] = [255, 255, 255], red: [UInt8] = [255, 59, 48], blue: [UInt8] = [0, 122, 255]
        // The red shape: x 146.5…246.5, y 378.5…438.5.
        #expect([rgb(147.5, 379.5), rgb(245.5, 379.5), rgb(147.5, 437.5), rgb(245.5, 437.5)] == [white, white, red, red])
        // The blue one: y 438.5…498.5.
        #expect([rgb(147.5, 439.5), rgb(245.5, 439.5), rgb(147.5, 497.5), rgb(245.5, 497.5), rgb(196, 468)]
            == [white, white, white, white, blue])
    }
}
