import LoupeJSON
import LoupeSwiftSource
import Testing

/// The body view of a one-preview file, as the scene's JSON without whitespace (no string in these tests holds a
/// space).
func previewBody(_ expression: String) throws -> String {
    let file = try SwiftSourceFile(text: "#Preview { \(expression) }", fileName: "B.swift")
    let json = try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? ""
    return json.filter { $0 != " " && $0 != "\n" }
}

/// `Button`, `NavigationLink` and `Label` as SwiftUI writes them, each read as the scene writes it. Actions and
/// destinations are never evaluated, so what they call need not exist.
@Suite struct ControlSpellingTests {
    func body(_ expression: String) throws -> String { try previewBody(expression) }

    @Test func aTitleAndAnActionClosureThatIsNeverRun() throws {
        #expect(try body(#"Button("Save") { store.save(undefined) }"#) == #"{"Button":{"title":"Save"}}"#)
        #expect(try body(#"Button("Save", action: save)"#) == #"{"Button":{"title":"Save"}}"#)
        #expect(try body(#"Button("Delete", role: .destructive) { }"#) == #"{"Button":{"title":"Delete","role":"destructive"}}"#)
        #expect(try body(#"Button("Add", systemImage: "plus") { }"#) == #"{"Button":{"title":"Add","systemImage":"plus"}}"#)
    }

    @Test func aLabelClosureInEachPlaceItIsWritten() throws {
        let label = #"{"Button":{"label":{"Text":{"string":"Go"}}}}"#
        #expect(try body(#"Button(action: { launch() }) { Text("Go") }"#) == label)
        #expect(try body(#"Button { launch() } label: { Text("Go") }"#) == label)
        #expect(try body(#"Button(action: launch, label: { Text("Go") })"#) == label)
        // Several views in a label are stacked.
        #expect(try body(#"Button { } label: { Text("A"); Text("B") }"#)
                == #"{"Button":{"label":{"VStack":{"content":[{"Text":{"string":"A"}},{"Text":{"string":"B"}}]}}}}"#)
    }

    @Test func navigationLinksDropTheirDestination() throws {
        #expect(try body(#"NavigationLink("More") { DetailScreen(id: 4) }"#) == #"{"NavigationLink":{"title":"More"}}"#)
        #expect(try body(#"NavigationLink(destination: DetailScreen()) { Text("More") }"#)
                == #"{"NavigationLink":{"label":{"Text":{"string":"More"}}}}"#)
        #expect(try body(#"NavigationLink { DetailScreen() } label: { Text("More") }"#)
                == #"{"NavigationLink":{"label":{"Text":{"string":"More"}}}}"#)
        #expect(try body(#"NavigationLink(value: 3) { Text("More") }"#) == #"{"NavigationLink":{"label":{"Text":{"string":"More"}}}}"#)
    }

    @Test func labelsWithASymbolOrAnIconClosure() throws {
        #expect(try body(#"Label("Inbox", systemImage: "tray")"#) == #"{"Label":{"title":"Inbox","systemImage":"tray"}}"#)
        #expect(try body(#"Label { Text("Inbox") } icon: { Circle() }"#)
                == #"{"Label":{"title":{"Text":{"string":"Inbox"}},"icon":{"Circle":{}}}}"#)
    }

    @Test func missingPartsAreLocatedErrors() {
        for (source, column) in [(#"Button { save() }"#, 12), (#"Label("Inbox")"#, 12), (#"Button("A", colour: .red) { }"#, 24)] {
            do {
                _ = try body(source)
                Issue.record("\(source) was accepted")
            } catch let error as SwiftSourceError {
                #expect(error.place.line == 1 && error.place.column == column, "\(source): \(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}

/// `List`, `Form` and `Section` as SwiftUI writes them.
@Suite struct ListSpellingTests {
    func body(_ expression: String) throws -> String { try previewBody(expression) }

    @Test func aListOfDataIsAListOfAForEach() throws {
        #expect(try body(#"List(["A", "B"], id: \.self) { Text($0) }"#)
                == #"{"List":{"content":[{"Text":{"string":"A"}},{"Text":{"string":"B"}}]}}"#)
        #expect(try body(#"Form { Text("A") }"#) == #"{"Form":{"content":[{"Text":{"string":"A"}}]}}"#)
    }

    @Test func sectionsWithHeadersAndFootersInEachSpelling() throws {
        let expected = #"{"Section":{"header":"H","content":[{"Text":{"string":"r"}}]}}"#
        #expect(try body(#"Section("H") { Text("r") }"#) == expected)
        #expect(try body(#"Section(header: Text("H")) { Text("r") }"#)
                == #"{"Section":{"header":{"Text":{"string":"H"}},"content":[{"Text":{"string":"r"}}]}}"#)
        #expect(try body(#"Section { Text("r") } header: { Text("H") } footer: { Text("F") }"#)
                == #"{"Section":{"header":{"Text":{"string":"H"}},"content":[{"Text":{"string":"r"}}],"footer":{"Text":{"string":"F"}}}}"#)
        #expect(try body(#"Section(content: { Text("r") }, footer: { Text("F") })"#)
                == #"{"Section":{"content":[{"Text":{"string":"r"}}],"footer":{"Text":{"string":"F"}}}}"#)
    }

    @Test func rowModifiersAndStyles() throws {
        #expect(try body(#"List { Text("r").listRowSeparator(.hidden).listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }.listStyle(.plain)"#)
                == #"{"List":{"content":[{"Text":{"string":"r"},"modifiers":[{"listRowSeparator":"hidden"},{"listRowInsets":{"top":1,"leading":2,"bottom":3,"trailing":4}}]}]},"modifiers":[{"listStyle":"plain"}]}"#)
    }
}

/// `aspectRatio` and its shorthands, and `resizable()` on a symbol.
@Suite struct AspectRatioSpellingTests {
    @Test func eachSpellingIsTheSceneModifier() throws {
        #expect(try previewBody(#"Image(systemName: "star").resizable().scaledToFit()"#)
                == #"{"Image":{"systemName":"star","resizable":true},"modifiers":[{"aspectRatio":{"contentMode":"fit"}}]}"#)
        #expect(try previewBody(#"Color.red.scaledToFill()"#) == #"{"Color":"red","modifiers":[{"aspectRatio":{"contentMode":"fill"}}]}"#)
        #expect(try previewBody(#"Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)"#)
                == #"{"Color":"red","modifiers":[{"aspectRatio":{"ratio":1.3333,"contentMode":"fit"}}]}"#)
        #expect(try previewBody(#"Color.red.aspectRatio(contentMode: .fill)"#)
                == #"{"Color":"red","modifiers":[{"aspectRatio":{"contentMode":"fill"}}]}"#)
    }
}

/// `Toggle` and `ProgressView` as SwiftUI writes them.
@Suite struct ToggleSpellingTests {
    @Test func theBindingsValueAndEachLabelForm() throws {
        #expect(try previewBody(#"Toggle("Wi-Fi", isOn: .constant(true))"#) == #"{"Toggle":{"label":"Wi-Fi","isOn":true}}"#)
        #expect(try previewBody(#"Toggle(isOn: .constant(false)) { Text("B") }"#)
                == #"{"Toggle":{"label":{"Text":{"string":"B"}},"isOn":false}}"#)
        #expect(try previewBody(#"ProgressView()"#) == #"{"ProgressView":{}}"#)
        #expect(try previewBody(#"ProgressView("Up", value: 3, total: 4)"#) == #"{"ProgressView":{"label":"Up","value":3,"total":4}}"#)
        #expect(try previewBody(#"ProgressView { Text("W") }"#) == #"{"ProgressView":{"label":{"Text":{"string":"W"}}}}"#)
    }
}

/// `Stepper` as SwiftUI writes it: its value, range and actions are not drawn.
@Suite struct StepperSpellingTests {
    @Test func eachSpellingKeepsTheLabel() throws {
        #expect(try previewBody(#"Stepper("Guests", value: .constant(2), in: 1...8)"#) == #"{"Stepper":{"label":"Guests"}}"#)
        #expect(try previewBody(#"Stepper(value: .constant(1), step: 2) { Text("N") }"#) == #"{"Stepper":{"label":{"Text":{"string":"N"}}}}"#)
        #expect(try previewBody(#"Stepper("N", onIncrement: { up() }, onDecrement: { down() })"#) == #"{"Stepper":{"label":"N"}}"#)
    }
}

/// `TabView` with `.tabItem` in its two forms and iOS 18's `Tab`.
@Suite struct TabSpellingTests {
    @Test func eachTabGivesItsItem() throws {
        let body = try previewBody(#"""
            TabView {
                Text("A").tabItem { Label("Home", systemImage: "house") }
                Text("B").tabItem { Image(systemName: "gear"); Text("More") }
                Tab("Lib", systemImage: "books.vertical") { Text("C") }
            }
            """#)
        #expect(body.contains(#"{"Text":{"string":"A"},"modifiers":[{"tabItem":{"title":"Home","systemImage":"house"}}]}"#))
        #expect(body.contains(#"{"Text":{"string":"B"},"modifiers":[{"tabItem":{"systemImage":"gear","title":"More"}}]}"#))
        #expect(body.contains(#"{"Text":{"string":"C"},"modifiers":[{"tabItem":{"title":"Lib","systemImage":"books.vertical"}}]}"#))
    }
}

/// Sheets and alerts not presented leave the picture alone; `navigationBarTitle` is `navigationTitle`; `Slider`.
@Suite struct PresentationSpellingTests {
    @Test func aSheetNotPresentedChangesNothingAndAPresentedOneIsAnError() throws {
        #expect(try previewBody(#"Text("A").sheet(isPresented: .constant(false)) { Text("S") }.alert("T", isPresented: .constant(false)) { }"#)
                == #"{"Text":{"string":"A"}}"#)
        #expect(throws: SwiftSourceError.self) { _ = try previewBody(#"Text("A").sheet(isPresented: .constant(true)) { Text("S") }"#) }
    }

    @Test func navigationBarTitleIsTheTitleAndItsDisplayMode() throws {
        #expect(try previewBody(#"Text("A").navigationBarTitle(Text("Home"), displayMode: .inline)"#)
                == #"{"Text":{"string":"A"},"modifiers":[{"navigationTitle":"Home"},{"navigationBarTitleDisplayMode":"inline"}]}"#)
    }

    @Test func aSliderKeepsItsValueAndRange() throws {
        #expect(try previewBody(#"Slider(value: .constant(3), in: 0...10, step: 1)"#) == #"{"Slider":{"value":3,"in":[0,10]}}"#)
    }
}

/// `Picker`: the option whose tag equals the selection is the one chosen.
@Suite struct PickerSpellingTests {
    @Test func theTagThatEqualsTheSelectionIsChosen() throws {
        #expect(try previewBody(#"Picker("Size", selection: .constant(2)) { Text("S").tag(1); Text("M").tag(2) }"#)
                == #"{"Picker":{"label":"Size","options":["S","M"],"selection":1}}"#)
        // No tag equal to the selection: nothing is chosen, as SwiftUI shows nothing.
        #expect(try previewBody(#"Picker("Size", selection: .constant(9)) { Text("S").tag(1) }"#)
                == #"{"Picker":{"label":"Size","options":["S"]}}"#)
    }
}

/// `LazyVGrid`, `LazyHGrid`, `Grid` and `GridItem` as SwiftUI writes them.
@Suite struct GridSpellingTests {
    @Test func gridItemsInEachForm() throws {
        #expect(try previewBody(#"LazyVGrid(columns: Array(repeating: GridItem(), count: 2)) { Color.red }"#)
                == #"{"LazyVGrid":{"columns":[{"flexible":{}},{"flexible":{}}],"content":[{"Color":"red"}]}}"#)
        #expect(try previewBody(#"LazyVGrid(columns: [GridItem(.fixed(80), spacing: 2, alignment: .leading), GridItem(.flexible(minimum: 20, maximum: .infinity))], spacing: 4) { }"#)
                == #"{"LazyVGrid":{"columns":[{"fixed":80,"spacing":2,"alignment":"leading"},{"flexible":{"minimum":20,"maximum":"infinity"}}],"spacing":4,"content":[]}}"#)
        #expect(try previewBody(#"LazyHGrid(rows: [GridItem(.adaptive(minimum: 40))], alignment: .top, pinnedViews: [.sectionHeaders]) { }"#)
                == #"{"LazyHGrid":{"rows":[{"adaptive":{"minimum":40}}],"alignment":"top","content":[]}}"#)
        #expect(try previewBody(#"LazyVGrid(columns: [.init(.fixed(40))]) { }"#) == #"{"LazyVGrid":{"columns":[{"fixed":40}],"content":[]}}"#)
        #expect(try previewBody(#"Grid(alignment: .leading, verticalSpacing: 2) { GridRow { Text("A"); Color.red.gridCellColumns(2) } }"#)
                == #"{"Grid":{"alignment":"leading","verticalSpacing":2,"content":[{"GridRow":{"content":[{"Text":{"string":"A"}},{"Color":"red","modifiers":[{"gridCellColumns":2}]}]}}]}}"#)
    }

    /// Refused values are errors at the `columns:` argument (column 22 after `#Preview { `), as
    /// `GridItem(.adaptive(minimum: -1))` must be.
    @Test func refusedGridItemsAreLocatedErrors() {
        for (source, column) in [(#"LazyVGrid(columns: [GridItem(.adaptive(minimum: -1))]) { }"#, 22),
                                 (#"LazyVGrid(columns: []) { }"#, 22),
                                 (#"LazyVGrid(columns: [GridItem(.flexible(minimum: 50, maximum: 10))]) { }"#, 22),
                                 (#"LazyVGrid(columns: [3]) { }"#, 22)] {
            do {
                _ = try previewBody(source)
                Issue.record("\(source) was accepted")
            } catch let error as SwiftSourceError {
                #expect(error.place.line == 1 && error.place.column == column, "\(source): \(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}

/// `.toolbar` and its kin as SwiftUI writes them.
@Suite struct ToolbarSpellingTests {
    @Test func itemsGroupsAndBareViews() throws {
        #expect(try previewBody(#"Color.red.toolbar { ToolbarItem(placement: .topBarLeading) { Text("A") }; ToolbarItemGroup(placement: .bottomBar) { Text("B"); Spacer() }; Text("C") }"#)
                == #"{"Color":"red","modifiers":[{"toolbar":[{"placement":"topBarLeading","content":[{"Text":{"string":"A"}}]},{"placement":"bottomBar","content":[{"Text":{"string":"B"}},{"Spacer":{}}]},{"content":[{"Text":{"string":"C"}}]}]}]}"#)
        #expect(try previewBody(#"Color.red.navigationBarItems(trailing: Text("T"))"#)
                == #"{"Color":"red","modifiers":[{"toolbar":[{"placement":"navigationBarTrailing","content":[{"Text":{"string":"T"}}]}]}]}"#)
        #expect(try previewBody(#"Color.red.toolbar(.hidden, for: .navigationBar)"#)
                == #"{"Color":"red","modifiers":[{"navigationBarHidden":true}]}"#)
        // Another bar hidden changes nothing here.
        #expect(try previewBody(#"Color.red.toolbar(.hidden, for: .tabBar)"#) == #"{"Color":"red"}"#)
    }
}

/// `Link`, `Menu` and `DatePicker` as SwiftUI writes them; what they do when tapped is never evaluated.
@Suite struct LinkMenuDatePickerSpellingTests {
    @Test func linksAndMenusAreTheirLabels() throws {
        #expect(try previewBody(#"Link("Help", destination: URL(string: "https://example.com")!)"#) == #"{"Link":{"title":"Help"}}"#)
        #expect(try previewBody(#"Link(destination: URL(string: "x")!) { Text("Go") }"#) == #"{"Link":{"label":{"Text":{"string":"Go"}}}}"#)
        #expect(try previewBody(#"Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") { undefined() } }"#)
                == #"{"Menu":{"title":"Sort","systemImage":"arrow.up.arrow.down"}}"#)
        #expect(try previewBody(#"Menu { Button("A") { } } label: { Text("More") }"#) == #"{"Menu":{"label":{"Text":{"string":"More"}}}}"#)
    }

    /// `Date()` is the preview's fixed moment, 2025-06-09 09:41 UTC.
    @Test func aDatePickerShowsTheSelectionAsTheCompactStyleWritesIt() throws {
        #expect(try previewBody(#"DatePicker("Starts", selection: .constant(Date()))"#)
                == #"{"DatePicker":{"label":"Starts","date":"Jun9,2025","time":"9:41AM"}}"#)
        #expect(try previewBody(#"DatePicker("Day", selection: .constant(Date()), displayedComponents: .date)"#)
                == #"{"DatePicker":{"label":"Day","date":"Jun9,2025"}}"#)
        #expect(try previewBody(#"DatePicker(selection: .constant(Date()), displayedComponents: [.hourAndMinute]) { Text("At") }"#)
                == #"{"DatePicker":{"label":{"Text":{"string":"At"}},"time":"9:41AM"}}"#)
    }
}

/// `GroupBox` and `ContentUnavailableView`, built from the views iOS's default styles are made of.
@Suite struct ComposedViewSpellingTests {
    @Test func aGroupBoxIsItsLabelAndContentPaddedOnARoundedFill() throws {
        #expect(try previewBody(#"GroupBox("Box") { Text("In") }"#)
                == #"{"VStack":{"alignment":"leading","content":[{"Text":{"string":"Box"},"modifiers":[{"font":"headline"}]},{"Text":{"string":"In"}}]},"modifiers":[{"frame":{"maxWidth":"infinity","alignment":"leading"}},{"padding":16},{"background":{"content":{"RoundedRectangle":{"cornerRadius":8},"modifiers":[{"foregroundStyle":"secondarySystemBackground"}]}}}]}"#)
    }

    @Test func contentUnavailableIsASymbolATitleAndADescription() throws {
        let body = try previewBody(#"ContentUnavailableView("NoMail", systemImage: "tray", description: Text("Later"))"#)
        #expect(body.hasPrefix(#"{"VStack":{"spacing":8,"content":[{"Image":{"systemName":"tray"},"modifiers":[{"font":{"size":48}},{"foregroundStyle":"secondaryLabel"}]},{"Text":{"string":"NoMail"},"modifiers":[{"font":"title2"},{"bold":true}]},{"Text":{"string":"Later"},"modifiers":[{"foregroundStyle":"secondaryLabel"}]}]}"#))
        #expect(try previewBody(#"ContentUnavailableView.search"#).contains(#""string":"NoResults""#))
    }

    /// On an iPhone a split view collapses to its sidebar, in a stack; the detail is never evaluated.
    @Test func aSplitViewIsItsSidebarInAStack() throws {
        #expect(try previewBody(#"NavigationSplitView { Text("Side") } detail: { DetailScreen(undefined) }"#)
                == #"{"NavigationStack":{"content":[{"Text":{"string":"Side"}}]}}"#)
    }

    /// Nothing is downloaded: an `AsyncImage` is its placeholder, or its content for the empty phase.
    @Test func anAsyncImageIsItsPlaceholder() throws {
        #expect(try previewBody(#"AsyncImage(url: URL(string: "https://example.com/a.png"))"#) == #"{"Color":"secondarySystemFill"}"#)
        #expect(try previewBody(#"AsyncImage(url: nil) { image in image } placeholder: { ProgressView() }"#) == #"{"ProgressView":{}}"#)
        #expect(try previewBody(#"AsyncImage(url: nil) { phase in if let image = phase.image { image } else if phase.error != nil { Color.red } else { Color.blue } }"#)
                == #"{"Color":"blue"}"#)
        #expect(try previewBody(#"AsyncImage(url: nil) { phase in switch phase { case .success(let image): image; case .empty: Color.gray; default: Color.red } }"#)
                == #"{"Color":"gray"}"#)
    }
}

/// `.scaleEffect`, `.rotationEffect`, `.blur` and `.zIndex` as SwiftUI writes them.
@Suite struct EffectSpellingTests {
    @Test func eachEffect() throws {
        #expect(try previewBody(#"Color.red.scaleEffect(1.5)"#) == #"{"Color":"red","modifiers":[{"scaleEffect":{"x":1.5,"y":1.5}}]}"#)
        #expect(try previewBody(#"Color.red.scaleEffect(x: 2, y: 0.5, anchor: .top)"#)
                == #"{"Color":"red","modifiers":[{"scaleEffect":{"x":2,"y":0.5,"anchor":"top"}}]}"#)
        #expect(try previewBody(#"Color.red.rotationEffect(.degrees(-15))"#) == #"{"Color":"red","modifiers":[{"rotationEffect":{"degrees":-15}}]}"#)
        #expect(try previewBody(#"Color.red.rotationEffect(Angle(radians: .pi / 2), anchor: .topLeading)"#)
                == #"{"Color":"red","modifiers":[{"rotationEffect":{"degrees":90,"anchor":"topLeading"}}]}"#)
        #expect(try previewBody(#"Color.red.blur(radius: 3)"#) == #"{"Color":"red","modifiers":[{"blur":3}]}"#)
        #expect(try previewBody(#"Color.red.zIndex(2)"#) == #"{"Color":"red","modifiers":[{"zIndex":2}]}"#)
        #expect(try previewBody(#"Color.red.mask { Circle() }"#) == #"{"Color":"red","modifiers":[{"mask":{"content":{"Circle":{}}}}]}"#)
    }
}

/// `.tabViewStyle` as SwiftUI writes it.
@Suite struct TabViewStyleSpellingTests {
    @Test func pageStyles() throws {
        #expect(try previewBody(#"TabView { Color.red }.tabViewStyle(.page)"#).hasSuffix(#""modifiers":[{"tabViewStyle":"page"}]}"#))
        #expect(try previewBody(#"TabView { Color.red }.tabViewStyle(.page(indexDisplayMode: .never))"#).hasSuffix(#"[{"tabViewStyle":"pageIndexHidden"}]}"#))
        #expect(try previewBody(#"TabView { Color.red }.tabViewStyle(PageTabViewStyle())"#).hasSuffix(#"[{"tabViewStyle":"page"}]}"#))
    }
}

@Suite struct SafeAreaInsetSpellingTests {
    @Test func anInsetIsItsEdgeAndContent() throws {
        #expect(try previewBody(#"Color.red.safeAreaInset(edge: .bottom, spacing: 8) { Text("Bar") }"#)
                == #"{"Color":"red","modifiers":[{"safeAreaInset":{"edge":"bottom","spacing":8,"content":[{"Text":{"string":"Bar"}}]}}]}"#)
    }
}

/// Texts joined with `+` and markdown in a text's literal: one Text of runs.
@Suite struct TextRunSpellingTests {
    @Test func joinedTextsAreRuns() throws {
        #expect(try previewBody(#"Text("Hi,") + Text("you").bold() + Text("!").foregroundColor(.red)"#)
                == #"{"Text":{"runs":[{"string":"Hi,"},{"string":"you","bold":true},{"string":"!","color":"red"}]}}"#)
        #expect(try previewBody(#"(Text("a") + Text("b")).italic() + Text("c")"#)
                == #"{"Text":{"runs":[{"string":"a","italic":true},{"string":"b","italic":true},{"string":"c"}]}}"#)
    }

    @Test func markdownInALiteralStylesItsRuns() throws {
        #expect(try previewBody(#"Text("a**b**_c_`d`~~e~~[f](g)")"#)
                == #"{"Text":{"runs":[{"string":"a"},{"string":"b","bold":true},{"string":"c","italic":true},{"string":"d","monospaced":true},{"string":"e","strikethrough":true},{"string":"f","color":"blue"}]}}"#)
        // Not in `Text(verbatim:)`, nor inside a word's underscores, nor an unclosed marker.
        #expect(try previewBody(#"Text(verbatim: "**x**")"#) == #"{"Text":{"string":"**x**"}}"#)
        #expect(try previewBody(#"Text("snake_case_name")"#) == #"{"Text":{"string":"snake_case_name"}}"#)
        #expect(try previewBody(#"Text("2*3")"#) == #"{"Text":{"string":"2*3"}}"#)
    }

    /// An `Image(systemName:)` interpolated into a text is a symbol run between its text's runs.
    @Test func symbolsInATextAreRuns() throws {
        #expect(try previewBody(#"Text("A\(Image(systemName: "star.fill"))B")"#)
                == #"{"Text":{"runs":[{"string":"A"},{"symbol":"star.fill"},{"string":"B"}]}}"#)
    }

    @Test func aModifierARunCannotTakeIsALocatedError() {
        do {
            _ = try previewBody(#"Text("a").kerning(2) + Text("b")"#)
            Issue.record("accepted")
        } catch let error as SwiftSourceError {
            #expect(error.message.contains("joined with '+'"))
        } catch { Issue.record("\(error)") }
    }
}

/// The module's own styles: each control they reach is what their `makeBody(configuration:)` builds.
@Suite struct CustomStyleSpellingTests {
    @Test func aButtonStyleBuildsEachButtonInside() throws {
        let file = try SwiftSourceFile(text: """
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(4).background(configuration.isPressed ? Color.gray : Color.orange)
                }
            }
            struct Ring: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Text("\\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                }
            }
            #Preview {
                VStack { Button("Go") { }; ProgressView(value: 1, total: 4).progressViewStyle(Ring()) }.buttonStyle(Pill())
            }
            """, fileName: "S.swift")
        let json = try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized().filter { $0 != " " && $0 != "\n" }
        #expect(json == #"{"VStack":{"content":[{"Text":{"string":"Go"},"modifiers":[{"padding":4},{"background":"orange"}]},{"Text":{"string":"25%"}}]}}"#)
    }
}
