#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeJSON
import LoupeSwiftSource
import Testing

/// SwiftUI's views and modifiers as the scene format spells them (`docs/scene-format.md`, `docs/controls.md`), each
/// expected value written from the source and those documents.
@Suite struct CommonAPICoverageSecondTranslationTests {
    func body(_ source: String) throws -> String { try CommonAPITranslationCoverageTests().body(source) }

    /// Controls with their bindings' values: a stepper's label (its value is not drawn by iOS beside a title), a secure
    /// field's text, sliders at 0.5 (the step draws nothing), a group box built as controls.md describes (a leading
    /// VStack of the headline label and the content across the width, padded 16, on a rounded rectangle of radius 8 in
    /// `secondarySystemBackground`), a menu, a link and a button with a symbol drawn as buttons, a toggle with a label
    /// view.
    // sdk-usage: Stepper, Stepper(_:value:in:), SecureField, SecureField(_:text:), Slider(value:in:step:), Slider(value:), GroupBox, GroupBox(_:), Menu, Link, Toggle(isOn:), Button(_:systemImage:), Button(_:action:)
    @Test func controlsWithTheirValues() throws {
        let source = """
            struct Screen: View {
                @State private var count = 3
                @State private var pw = "pw"
                @State private var v = 0.5
                @State private var on = true
                var body: some View {
                    VStack {
                        Stepper("Count", value: $count, in: 0...10)
                        SecureField("Password", text: $pw)
                        Slider(value: $v, in: 0...2, step: 0.5)
                        Slider(value: $v)
                        GroupBox("Box") { Text("G") }
                        Menu("Menu") { Button("X") {} }
                        Toggle(isOn: $on) { Text("T") }
                        Link("Site", destination: URL(string: "https://a.b")!)
                        Button("Star", systemImage: "star") {}
                        Button("Save", action: {})
                    }
                }
            }
            #Preview { Screen() }
            """
        let expected = [
            #"{"VStack":{"content":[{"Stepper":{"label":"Count"}},"#,
            #"{"SecureField":{"placeholder":"Password","text":"pw"}},"#,
            #"{"Slider":{"value":0.5,"in":[0,2]}},{"Slider":{"value":0.5}},"#,
            #"{"VStack":{"alignment":"leading","content":[{"Text":{"string":"Box"},"modifiers":[{"font":"headline"}]},{"Text":{"string":"G"}}]},"#,
            #""modifiers":[{"frame":{"maxWidth":"infinity","alignment":"leading"}},{"padding":16},"#,
            #"{"background":{"content":{"RoundedRectangle":{"cornerRadius":8},"modifiers":[{"foregroundStyle":"secondarySystemBackground"}]}}}]},"#,
            #"{"Menu":{"title":"Menu"}},"#,
            #"{"Toggle":{"label":{"Text":{"string":"T"}},"isOn":true}},"#,
            #"{"Link":{"title":"Site"}},"#,
            #"{"Button":{"title":"Star","systemImage":"star"}},"#,
            #"{"Button":{"title":"Save"}}]}}"#,
        ].joined()
        #expect(try body(source) == expected)
    }

    /// List rows with their background and insets (on each row a `ForEach` makes), controls with older style types
    /// read as the member they name (`RoundedBorderTextFieldStyle()` is `.roundedBorder`, `PlainButtonStyle()`
    /// `.plain`), a bordered button, a switch toggle (what iOS draws anyway) with its label hidden, a toolbar item at
    /// the top bar's trailing edge. What has nothing to draw at rest — deleting, focus, keyboards, submitting,
    /// destinations, disappearing, received values, accessibility, a back button at the root — is not in the scene,
    /// and the full-screen cover and alert are not presented while `showing` is false.
    // sdk-usage: .listRowBackground, .listRowInsets, RoundedBorderTextFieldStyle, RoundedBorderTextFieldStyle(), PlainButtonStyle, PlainButtonStyle(), .bordered, .toggleStyle, .labelsHidden, .topBarTrailing, .fullScreenCover, Alert, Alert(title:message:dismissButton:), .onDelete, .focused, .keyboardType, .textContentType, .autocorrectionDisabled, .onSubmit, .navigationDestination, .onDisappear, .onReceive, .navigationBarBackButtonHidden, .accessibilityElement, .accessibilityIdentifier, .accessibilityHidden
    @Test func listRowsStylesAndModifiersWithNothingToDraw() throws {
        let source = """
            struct Fruit: Identifiable, Hashable { let id: Int; let name: String }
            struct Screen: View {
                @State private var showing = false
                @State private var name = "N"
                @FocusState private var focused: Bool
                let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(fruits) { f in
                                Text(f.name)
                                    .listRowBackground(Color.yellow)
                                    .listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                            }
                            .onDelete { _ in }
                            TextField("Name", text: $name)
                                .focused($focused)
                                .keyboardType(.emailAddress)
                                .textContentType(.emailAddress)
                                .autocorrectionDisabled()
                                .onSubmit { }
                                .textFieldStyle(RoundedBorderTextFieldStyle())
                            Toggle("T", isOn: .constant(true)).toggleStyle(.switch).labelsHidden()
                            Button("B") {}.buttonStyle(PlainButtonStyle())
                            Button("C") {}.buttonStyle(.bordered)
                        }
                        .navigationTitle("Fruits")
                        .navigationDestination(for: Fruit.self) { f in Text(f.name) }
                        .fullScreenCover(isPresented: $showing) { Text("F") }
                        .alert(isPresented: $showing) {
                            Alert(title: Text("A"), message: Text("M"), dismissButton: .default(Text("OK")))
                        }
                        .onDisappear { }
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
                        .navigationBarBackButtonHidden(true)
                        .accessibilityElement(children: .combine)
                        .accessibilityIdentifier("list")
                        .accessibilityHidden(false)
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
                    }
                }
            }
            #Preview { Screen() }
            """
        let row: (String) -> String = {
            #"{"Text":{"string":""# + $0 + #""},"modifiers":[{"listRowBackground":"yellow"},"#
                + #"{"listRowInsets":{"top":1,"leading":2,"bottom":3,"trailing":4}}]},"#
        }
        let expected = [
            #"{"NavigationStack":{"content":[{"List":{"content":["#, row("Apple"), row("Pear"),
            #"{"TextField":{"placeholder":"Name","text":"N"},"modifiers":[{"textFieldStyle":"roundedBorder"}]},"#,
            #"{"Toggle":{"label":"T","isOn":true},"modifiers":[{"labelsHidden":true}]},"#,
            #"{"Button":{"title":"B"},"modifiers":[{"buttonStyle":"plain"}]},"#,
            #"{"Button":{"title":"C"},"modifiers":[{"buttonStyle":"bordered"}]}]},"#,
            #""modifiers":[{"navigationTitle":"Fruits"},"#,
            #"{"toolbar":[{"placement":"topBarTrailing","content":[{"Button":{"title":"Add"}}]}]}]}]}}"#,
        ].joined()
        #expect(try body(source) == expected)
    }

    /// Gestures, tasks, animations, transitions, menus, swipe actions, refreshing and accessibility have no visible
    /// effect in a still picture at rest: a list of one text is all the scene holds. (A title given by the older
    /// `navigationBarTitle` is a navigation title.)
    // sdk-usage: .gesture, DragGesture, DragGesture(), .onChanged, .onEnded, .task, .accessibilityAddTraits, .isHeader, .accessibilityHint, .onLongPressGesture, .simultaneousGesture, TapGesture, TapGesture(), .swipeActions, .contextMenu, .accessibilityValue, .allowsHitTesting, .keyboardShortcut, .submitLabel, .textInputAutocapitalization, .refreshable, .scrollIndicators, .navigationViewStyle, .navigationBarTitle
    @Test func gesturesAndAccessibilityChangeNothingAtRest() throws {
        let source = """
            struct Screen: View {
                @State private var offset = CGSize.zero
                var body: some View {
                    List {
                        Text("A")
                            .accessibilityAddTraits(.isHeader)
                            .accessibilityHint("h")
                            .gesture(DragGesture().onChanged { v in offset = v.translation }.onEnded { _ in offset = .zero })
                            .task { }
                            .onLongPressGesture { }
                            .simultaneousGesture(TapGesture().onEnded { })
                            .swipeActions { Button("Del", role: .destructive) { } }
                            .contextMenu { Button("Copy") { } }
                            .accessibilityValue("v")
                            .allowsHitTesting(false)
                            .keyboardShortcut("k")
                            .submitLabel(.done)
                            .textInputAutocapitalization(.never)
                            .navigationBarTitle("T")
                    }
                    .refreshable { }
                    .scrollIndicators(.hidden)
                    .navigationViewStyle(.stack)
                }
            }
            #Preview { Screen() }
            """
        #expect(try body(source) == #"{"List":{"content":[{"Text":{"string":"A"},"modifiers":[{"navigationTitle":"T"}]}]}}"#)
    }

    /// Navigation links in each spelling (by value, a title with a trailing destination, trailing closures, a
    /// destination and a label), drawn as their titles or labels with no destination evaluated; lists made from an
    /// array by `id:` and from a range; leading items of the older `navigationBarItems`, which is a toolbar item at
    /// `navigationBarLeading`; a search field.
    // sdk-usage: NavigationLink(value:), NavigationLink(_:), NavigationLink(), NavigationLink(destination:label:), List(_:id:), List(_:), .navigationBarItems, .navigationBarLeading, .searchable
    @Test func navigationLinksListsAndSearch() throws {
        let source = """
            struct Screen: View {
                @State private var query = "q"
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink(value: 3) { Text("Three") }
                            NavigationLink("Title") { Text("D") }
                            NavigationLink { Text("D") } label: { Text("L") }
                            NavigationLink(destination: Text("D"), label: { Text("M") })
                            List(["a", "b"], id: \\.self) { Text($0) }
                            List(0..<2) { i in Text("r\\(i)") }
                        }
                        .navigationBarItems(leading: Button("E") {})
                        .searchable(text: $query)
                    }
                }
            }
            #Preview { Screen() }
            """
        let expected = [
            #"{"NavigationStack":{"content":[{"VStack":{"content":["#,
            #"{"NavigationLink":{"label":{"Text":{"string":"Three"}}}},{"NavigationLink":{"title":"Title"}},"#,
            #"{"NavigationLink":{"label":{"Text":{"string":"L"}}}},{"NavigationLink":{"label":{"Text":{"string":"M"}}}},"#,
            #"{"List":{"content":[{"Text":{"string":"a"}},{"Text":{"string":"b"}}]}},"#,
            #"{"List":{"content":[{"Text":{"string":"r0"}},{"Text":{"string":"r1"}}]}}]},"#,
            #""modifiers":[{"toolbar":[{"placement":"navigationBarLeading","content":[{"Button":{"title":"E"}}]}]},"#,
            #"{"searchable":true}]}]}}"#,
        ].joined()
        #expect(try body(source) == expected)
    }

    /// Colours and styles: a gradient between unit points (one written with `UnitPoint(x:y:)`), text styles with the
    /// secondary and primary colours, a text style with a weight, a system font with a design, a minimum scale
    /// factor, UIKit's colours (`systemRed` is SwiftUI's red, `systemGreen` its green, `systemBackground` by name), the
    /// accent colour (system blue without an asset catalog), a material, a dashed stroke, a colour's gradient, a blur,
    /// a mask and an accent colour given to a view (its tint).
    // sdk-usage: LinearGradient(colors:startPoint:endPoint:), UnitPoint, UnitPoint(x:y:), .pink, .cyan, .caption2, Color.secondary, .callout, Color.primary, .body, .weight, .heavy, .regular, .monospaced, .minimumScaleFactor, .indigo, Color.pink, .systemRed, .systemGreen, .systemBackground, UIColor, Color.accentColor, .ultraThinMaterial, StrokeStyle(lineWidth:dash:), .gradient, .blur, .mask, .accentColor
    @Test func coloursFontsAndStyles() throws {
        let source = """
            #Preview {
                VStack {
                    LinearGradient(colors: [.pink, .cyan], startPoint: UnitPoint(x: 0, y: 0.5), endPoint: .trailing)
                    Text("a").font(.caption2).foregroundStyle(Color.secondary)
                    Text("b").font(.callout).foregroundColor(Color.primary)
                    Text("c").font(.body.weight(.heavy))
                    Text("d").font(.system(size: 12, weight: .regular, design: .monospaced))
                    Text("f").minimumScaleFactor(0.5).foregroundStyle(.indigo)
                    Color.pink.frame(width: 5, height: 5)
                    Color(.systemRed).frame(width: 5, height: 5)
                    Color(uiColor: .systemGreen)
                    Color(UIColor.systemBackground)
                    Rectangle().fill(Color.accentColor)
                    Rectangle().background(.ultraThinMaterial)
                    Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                    Circle().fill(Color.blue.gradient)
                    Rectangle().blur(radius: 3)
                    Rectangle().mask(Circle())
                    Text("g").accentColor(.red)
                }
            }
            """
        let expected = [
            #"{"VStack":{"content":[{"Color":{"linearGradient":{"colors":["pink","cyan"],"startPoint":[0,0.5],"endPoint":"trailing"}}},"#,
            #"{"Text":{"string":"a"},"modifiers":[{"font":"caption2"},{"foregroundStyle":"secondary"}]},"#,
            #"{"Text":{"string":"b"},"modifiers":[{"font":"callout"},{"foregroundStyle":"primary"}]},"#,
            #"{"Text":{"string":"c"},"modifiers":[{"font":{"style":"body","weight":"heavy"}}]},"#,
            #"{"Text":{"string":"d"},"modifiers":[{"font":{"size":12,"weight":"regular","design":"monospaced"}}]},"#,
            #"{"Text":{"string":"f"},"modifiers":[{"minimumScaleFactor":0.5},{"foregroundStyle":"indigo"}]},"#,
            #"{"Color":"pink","modifiers":[{"frame":{"width":5,"height":5}}]},"#,
            #"{"Color":"red","modifiers":[{"frame":{"width":5,"height":5}}]},"#,
            #"{"Color":"green"},{"Color":"systemBackground"},"#,
            #"{"Rectangle":{},"modifiers":[{"foregroundStyle":"blue"}]},"#,
            #"{"Rectangle":{},"modifiers":[{"background":{"material":"ultraThin"}}]},"#,
            #"{"Rectangle":{"stroke":{"lineWidth":2,"dash":[4,2]}}},"#,
            #"{"Circle":{},"modifiers":[{"foregroundStyle":{"gradient":"blue"}}]},"#,
            #"{"Rectangle":{},"modifiers":[{"blur":3}]},"#,
            #"{"Rectangle":{},"modifiers":[{"mask":{"Circle":{}}}]},"#,
            #"{"Text":{"string":"g"},"modifiers":[{"tint":"red"}]}]}}"#,
        ].joined()
        #expect(try body(source) == expected)
    }

    /// Formatted texts (42 as a number, 0.25 as a percent: "25%"), a date picker showing the fixed clock's date and
    /// time as iOS's compact style writes them in English, an async image with nothing downloaded (its placeholder, a
    /// `secondarySystemFill` fill), in tabs; angles of 30° and π / 2 radians (90°), and 30° doubled.
    // sdk-usage: Text(_:format:), DatePicker, AsyncImage, AsyncImage(url:), Angle, Angle(degrees:), Angle(radians:)
    @Test func formatsDatesImagesAndAngles() throws {
        let source = """
            struct Screen: View {
                @State private var date = Date()
                var body: some View {
                    TabView {
                        VStack {
                            Text(42, format: .number)
                            Text(0.25, format: .percent)
                            DatePicker("When", selection: $date)
                            AsyncImage(url: URL(string: "https://x.y/z.png"))
                        }
                        .tabItem { Label("A", systemImage: "a") }
                        VStack {
                            Rectangle().rotationEffect(Angle(degrees: 30))
                            Rectangle().rotationEffect(Angle(radians: .pi / 2))
                            Rectangle().rotationEffect(.degrees(30) * 2)
                        }
                        .tabItem { Label("B", systemImage: "b") }
                    }
                }
            }
            #Preview { Screen() }
            """
        let expected = [
            #"{"TabView":{"content":[{"VStack":{"content":[{"Text":{"string":"42"}},{"Text":{"string":"25%"}},"#,
            #"{"DatePicker":{"label":"When","date":"Jun 9, 2025","time":"9:41 AM"}},{"Color":"secondarySystemFill"}]},"#,
            #""modifiers":[{"tabItem":{"title":"A","systemImage":"a"}}]},"#,
            #"{"VStack":{"content":[{"Rectangle":{},"modifiers":[{"rotationEffect":{"degrees":30}}]},"#,
            #"{"Rectangle":{},"modifiers":[{"rotationEffect":{"degrees":90}}]},"#,
            #"{"Rectangle":{},"modifiers":[{"rotationEffect":{"degrees":60}}]}]},"#,
            #""modifiers":[{"tabItem":{"title":"B","systemImage":"b"}}]}]}}"#,
        ].joined().filter { $0 != " " }  // as `body` writes the scene: without spaces
        #expect(try body(source) == expected)
    }

    /// A module's `Shape` whose path has a cubic curve and is closed: each coordinate written as points plus fractions
    /// of the frame (scene-format.md#views): `minX`, `maxY` are 0 and 1 of width and height, `midX` half the width,
    /// `maxY - 5` five points above the bottom.
    // sdk-usage: .addCurve, .closeSubpath
    @Test func aShapesCurveAndClosedSubpath() throws {
        let source = """
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.addCurve(to: CGPoint(x: rect.maxX, y: rect.maxY),
                               control1: CGPoint(x: rect.minX, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 5))
                    p.closeSubpath()
                    return p
                }
            }
            #Preview { Wedge().frame(width: 40, height: 20) }
            """
        let expected = [
            #"{"Path":{"elements":[["move",0,{"height":1}],["curve",{"width":1},{"height":1},0,0,{"width":1},0],"#,
            #"["line",{"width":0.5},{"points":-5,"height":1}],["closeSubpath"]]},"modifiers":[{"frame":{"width":40,"height":20}}]}"#,
        ].joined()
        #expect(try body(source) == expected)
    }
}

/// More scenes, written from `docs/scene-format.md` and `docs/controls.md`.
@Suite struct CommonAPICoverageSecondMoreTranslationTests {
    func body(_ source: String) throws -> String { try CommonAPITranslationCoverageTests().body(source) }

    /// A date picker showing only the date, the Edit button at rest, a picker with a label view and the segmented
    /// style by its older type (the selection 1 is the first option), a system font with italic, monospaced digits
    /// and the serif design, a radial gradient, a titled circular progress view, a destructive button with a label,
    /// a small capsule button, an icon-only label, a circled symbol in teal, a menu with a label view, and the bar
    /// hidden.
    // sdk-usage: DatePicker(_:selection:displayedComponents:), EditButton, EditButton(), Picker(selection:label:), SegmentedPickerStyle, SegmentedPickerStyle(), Font.system, .italic, .monospacedDigit, .serif, RadialGradient, ProgressView(_:), .progressViewStyle, .circular, Button(role:), .controlSize, .small, .capsule, .labelStyle, .symbolVariant, .circle, .teal, Menu(), .navigationBarHidden
    @Test func pickersFontsAndButtons() throws {
        let source = """
            struct Screen: View {
                @State private var date = Date()
                @State private var pick = 1
                var body: some View {
                    NavigationStack {
                        VStack {
                            DatePicker("Day", selection: $date, displayedComponents: .date)
                            EditButton()
                            Picker(selection: $pick, label: Text("P")) { Text("One").tag(1); Text("Two").tag(2) }
                                .pickerStyle(SegmentedPickerStyle())
                            Text("a").font(Font.system(size: 10)).italic().monospacedDigit().fontDesign(.serif)
                            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50)
                            ProgressView("Loading").progressViewStyle(.circular)
                            Button(role: .destructive) { } label: { Text("Del") }
                            Button("S") {}.controlSize(.small).buttonBorderShape(.capsule)
                            Label("L", systemImage: "star").labelStyle(.iconOnly)
                            Image(systemName: "heart").symbolVariant(.circle).foregroundStyle(.teal)
                            Menu { Button("a") {} } label: { Text("M") }
                        }
                        .navigationBarHidden(true)
                    }
                }
            }
            #Preview { Screen() }
            """
        let expected = [
            #"{"NavigationStack":{"content":[{"VStack":{"content":["#,
            #"{"DatePicker":{"label":"Day","date":"Jun 9, 2025"}},{"Button":{"title":"Edit"}},"#,
            #"{"Picker":{"label":{"Text":{"string":"P"}},"options":["One","Two"],"selection":0},"modifiers":[{"pickerStyle":"segmented"}]},"#,
            #"{"Text":{"string":"a"},"modifiers":[{"font":{"size":10}},{"italic":true},{"monospacedDigit":true},{"fontDesign":"serif"}]},"#,
            #"{"Color":{"radialGradient":{"colors":["red","blue"],"center":"center","startRadius":0,"endRadius":50}}},"#,
            #"{"ProgressView":{"label":"Loading"},"modifiers":[{"progressViewStyle":"circular"}]},"#,
            #"{"Button":{"label":{"Text":{"string":"Del"}},"role":"destructive"}},"#,
            #"{"Button":{"title":"S"},"modifiers":[{"controlSize":"small"},{"buttonBorderShape":"capsule"}]},"#,
            #"{"Label":{"title":"L","systemImage":"star"},"modifiers":[{"labelStyle":"iconOnly"}]},"#,
            #"{"Image":{"systemName":"heart"},"modifiers":[{"symbolVariant":"circle"},{"foregroundStyle":"teal"}]},"#,
            #"{"Menu":{"label":{"Text":{"string":"M"}}}}]},"modifiers":[{"navigationBarHidden":true}]}]}}"#,
        ].joined().filter { $0 != " " }  // as `body` writes the scene: without spaces
        #expect(try body(source) == expected)
    }

    /// Texts of an `enumerated()` pair by its `element` (identified by `\.offset`); a date in the `.date` style
    /// (iOS's long date: "June 9, 2025"); a titled link; an unavailable view built as controls.md describes (a
    /// VStack 8 apart of the 48-point symbol in `secondaryLabel` and the bold `title2` title, centred, padded 16,
    /// filling the space); a UIKit symbol image; UIKit's colours by name (`systemBlue` is SwiftUI's blue, UIKit's
    /// black SwiftUI's black); mint, thin and regular materials; gradient stops; toolbar items in a group at the
    /// bottom bar, at the principal place and at the top bar's leading edge; a confirmation dialog and an action sheet
    /// not presented while `confirm` is false; and the dark scheme set on the stack.
    // sdk-usage: \.offset, .element, Text(_:style:), Link(_:destination:), ContentUnavailableView, UIImage(systemName:), UIColor.systemGray5, UIColor.black, .systemBlue, .systemGray6, .secondarySystemBackground, .mint, .thinMaterial, .regularMaterial, Gradient.Stop, ToolbarItemGroup, ToolbarItemGroup(placement:), .bottomBar, .principal, .topBarLeading, .confirmationDialog, ActionSheet, .colorScheme
    @Test func textsColoursAndToolbars() throws {
        let source = """
            struct Screen: View {
                @State private var confirm = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            ForEach(Array(["p", "q"].enumerated()), id: \\.offset) { pair in Text(pair.element) }
                            Text(Date(), style: .date)
                            Link("Docs", destination: URL(string: "https://x.y")!)
                            ContentUnavailableView("None", systemImage: "tray")
                            Image(uiImage: UIImage(systemName: "bolt")!)
                            Color(UIColor.systemGray5).frame(width: 5, height: 5)
                            Color(uiColor: UIColor.black).frame(width: 5, height: 5)
                            Color(.systemBlue).frame(width: 5, height: 5)
                            Color(.systemGray6).frame(width: 5, height: 5)
                            Color(.secondarySystemBackground).frame(width: 5, height: 5)
                            Rectangle().fill(.mint)
                            Rectangle().background(.thinMaterial)
                            Rectangle().background(.regularMaterial)
                            LinearGradient(stops: [Gradient.Stop(color: .red, location: 0), .init(color: .blue, location: 0.3)],
                                           startPoint: .top, endPoint: .bottom)
                        }
                        .toolbar {
                            ToolbarItemGroup(placement: .bottomBar) { Text("b1"); Text("b2") }
                            ToolbarItem(placement: .principal) { Text("P") }
                            ToolbarItem(placement: .topBarLeading) { Text("L") }
                        }
                        .confirmationDialog("Sure?", isPresented: $confirm) { Button("Yes") {} }
                        .actionSheet(isPresented: $confirm) { ActionSheet(title: Text("A")) }
                    }
                    .colorScheme(.dark)
                }
            }
            #Preview { Screen() }
            """
        let small = #""modifiers":[{"frame":{"width":5,"height":5}}]}"#
        let expected = [
            #"{"NavigationStack":{"content":[{"VStack":{"content":[{"Text":{"string":"p"}},{"Text":{"string":"q"}},"#,
            #"{"Text":{"string":"June 9, 2025"}},{"Link":{"title":"Docs"}},"#,
            #"{"VStack":{"spacing":8,"content":[{"Image":{"systemName":"tray"},"modifiers":[{"font":{"size":48}},{"foregroundStyle":"secondaryLabel"}]},"#,
            #"{"Text":{"string":"None"},"modifiers":[{"font":"title2"},{"bold":true}]}]},"#,
            #""modifiers":[{"multilineTextAlignment":"center"},{"padding":16},{"frame":{"maxWidth":"infinity","maxHeight":"infinity"}}]},"#,
            #"{"Image":{"systemName":"bolt"}},"#,
            #"{"Color":"systemGray5","#, small, #",{"Color":"black","#, small, #",{"Color":"blue","#, small, ",",
            #"{"Color":"systemGray6","#, small, #",{"Color":"secondarySystemBackground","#, small, ",",
            #"{"Rectangle":{},"modifiers":[{"foregroundStyle":"mint"}]},"#,
            #"{"Rectangle":{},"modifiers":[{"background":{"material":"thin"}}]},"#,
            #"{"Rectangle":{},"modifiers":[{"background":{"material":"regular"}}]},"#,
            #"{"Color":{"linearGradient":{"stops":[{"color":"red","location":0},{"color":"blue","location":0.3}],"startPoint":"top","endPoint":"bottom"}}}]},"#,
            #""modifiers":[{"toolbar":[{"placement":"bottomBar","content":[{"Text":{"string":"b1"}},{"Text":{"string":"b2"}}]},"#,
            #"{"placement":"principal","content":[{"Text":{"string":"P"}}]},{"placement":"topBarLeading","content":[{"Text":{"string":"L"}}]}]}]}]}}"#,
        ].joined().filter { $0 != " " }  // as `body` writes the scene: without spaces
        #expect(try body(source) == expected)
        #expect(try CommonAPITranslationCoverageTests().colorScheme(source) == "dark")
    }

    /// Pages instead of tabs (the older `PageTabViewStyle()` is `.page`), and the navigation bar hidden by
    /// `.toolbar(.hidden, for: .navigationBar)`.
    // sdk-usage: PageTabViewStyle, .navigationBar
    @Test func pagesAndAHiddenNavigationBar() throws {
        #expect(try body("""
            #Preview {
                TabView { Text("P") }
                    .tabViewStyle(PageTabViewStyle())
                    .toolbar(.hidden, for: .navigationBar)
            }
            """) == #"{"TabView":{"content":[{"Text":{"string":"P"}}]},"modifiers":[{"tabViewStyle":"page"},{"navigationBarHidden":true}]}"#)
    }

    /// Images of the module's asset catalog: a set whose one PNG is 180 × 90 pixels at 2x is 90 × 45 points, by
    /// `Image(_:)`, through `UIImage(named:)`, as a decorative image and with its original rendering mode.
    // sdk-usage: Image(_:), UIImage, Image(uiImage:), UIImage(named:), Image(decorative:), .renderingMode, .original
    @Test func assetImagesHaveTheirPointSize() throws {
        let (root, set) = try AssetImageTests.avatarModule()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = root.appendingPathComponent("App/Preview.swift")
        try Data("""
            #Preview {
                VStack {
                    Image("Avatar")
                    Image(uiImage: UIImage(named: "Avatar")!)
                    Image(decorative: "Avatar").renderingMode(.original)
                }
            }
            """.utf8).write(to: preview)
        let file = try SwiftSourceFile(contentsOf: preview.path)
        file.module = SwiftModule(directory: root.appendingPathComponent("App").path, origin: "--module")
        let json = try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? ""
        let png = set.appendingPathComponent("avatar@2x.png").path
        let image = #"{"Image":{"name":"Avatar","size":[90,45],"file":"\#(png)"}}"#
        #expect(json.filter { $0 != " " && $0 != "\n" } == #"{"VStack":{"content":["# + [image, image, image].joined(separator: ",") + "]}}")
    }
}
