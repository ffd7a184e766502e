import LoupeJSON
import LoupeSwiftSource
import Testing

/// Swift that real previews lean on: array extensions, `Self`, back-ticked names, colour spaces, older spellings.
@Suite struct SwiftSubsetAdditionsTests {
    func body(_ source: String, preview: String? = nil) throws -> String {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        let json = try file.scene(for: file.preview(matching: preview)).json.member("body")?.serialized() ?? ""
        return json.filter { $0 != " " && $0 != "\n" }
    }

    /// A computed property and a method of `extension Array<Element>`, with `isEmpty` and `map` reached unqualified.
    @Test func arraysHaveTheirExtensionsMembers() throws {
        #expect(try body("""
            struct Person { var name: String }
            extension Array<Person> {
                var initials: [String] { isEmpty ? ["–"] : map { String($0.name.prefix(1)) } }
                func names(joinedBy separator: String) -> String { map(\\.name).joined(separator: separator) }
            }
            #Preview {
                let people = [Person(name: "Ann"), Person(name: "Bo")]
                VStack { Text(people.initials[1]); Text([Person]().initials[0]); Text(people.names(joinedBy: "+")) }
            }
            """) == #"{"VStack":{"content":[{"Text":{"string":"B"}},{"Text":{"string":"–"}},{"Text":{"string":"Ann+Bo"}}]}}"#)
    }

    /// `static let \\`default\\``, read as `.default` where a `Profile` is expected; `Self.self` names the type.
    @Test func backtickedNamesAndSelf() throws {
        #expect(try body("""
            struct Profile { var name: String; static let `default` = Profile(name: "Ada") }
            struct Card: View {
                @Binding var profile: Profile
                var body: some View { Text(profile.name + " in \\(Self.self)") }
            }
            #Preview { Card(profile: .constant(.default)) }
            """) == #"{"Text":{"string":"AdainCard"}}"#)
    }

    /// Display P3's grey is sRGB's; linear sRGB's 0.5 is 0.7354 encoded (IEC 61966-2-1).
    @Test func colourSpacesConvertToSRGB() throws {
        #expect(try body("#Preview { Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5) }") == #"{"Color":{"red":0.5,"green":0.5,"blue":0.5}}"#)
        let linear = try body("#Preview { Color(.sRGBLinear, white: 0.5) }")
        #expect(linear == #"{"Color":{"red":0.7354,"green":0.7354,"blue":0.7354}}"#)   // printed to four places
        #expect(try body("#Preview { Color(.sRGB, red: 1, green: 0.5, blue: 0) }") == #"{"Color":{"red":1,"green":0.5,"blue":0}}"#)
    }

    @Test func olderSpellings() throws {
        #expect(try body(#"#Preview { Picker(selection: .constant(1), label: Text("Size")) { Text("S").tag(1) } }"#)
                == #"{"Picker":{"label":{"Text":{"string":"Size"}},"options":["S"],"selection":0}}"#)
        #expect(try body(#"#Preview { Text("x").navigationTitle(Text("Inbox")) }"#)
                == #"{"Text":{"string":"x"},"modifiers":[{"navigationTitle":"Inbox"}]}"#)
    }
}

/// `ProgressView(configuration)` inside a custom style: the configured fraction, drawn in the default style.
@Suite struct ConfiguredProgressTests {
    @Test func theConfigurationsFractionIsTheValue() throws {
        let file = try SwiftSourceFile(text: """
            struct Framed: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ProgressView(configuration).padding(4)
                }
            }
            #Preview { ProgressView(value: 3, total: 4).progressViewStyle(Framed()) }
            """, fileName: "P.swift")
        let body = (try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
        #expect(body == #"{"ProgressView":{"value":0.75},"modifiers":[{"padding":4}]}"#)
    }
}

/// MapKit: a `Map` is the grey of a map whose tiles have not loaded, in all the space offered; coordinates are values.
@Suite struct MapSpellingTests {
    @Test func aMapIsItsUnloadedGrey() throws {
        #expect(try previewBody("Map(coordinateRegion: .constant(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)))).frame(height: 200)")
                == #"{"Color":"systemGray5","modifiers":[{"frame":{"height":200}}]}"#)
        #expect(try previewBody(#"Text("\(CLLocationCoordinate2D(latitude: 34.5, longitude: -116).latitude)")"#)
                == #"{"Text":{"string":"34.500000"}}"#)   // a LocalizedStringKey writes a Double with `%lf`
    }
}

/// Extensions of `String`, `Double` and `Date` add their members to those values, `self` reached unqualified.
@Suite struct ValueExtensionTests {
    @Test func standardValuesHaveTheirExtensionsMembers() throws {
        let file = try SwiftSourceFile(text: """
            extension String {
                var shouted: String { uppercased() + "!" }
                func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
            }
            extension Double { var asPercent: String { "\\(Int(self * 100))%" } }
            extension Date { var isToday: Bool { true } }
            #Preview { Text("hi".shouted + "ab".repeated(2) + 0.25.asPercent + (Date().isToday ? "" : "x")) }
            """, fileName: "V.swift")
        let body = (try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
        #expect(body == #"{"Text":{"string":"HI!abab25%"}}"#)
    }
}

/// A static property's initializer names the type's other static properties unqualified.
@Suite struct StaticSiblingTests {
    @Test func staticsSeeTheirSiblings() throws {
        let file = try SwiftSourceFile(text: """
            struct Hexagon {
                static let adjustment = 0.25
                static let offsets = [0.5 + adjustment, 1 - adjustment]
            }
            #Preview { Text("\\(Hexagon.offsets[1])") }
            """, fileName: "H.swift")
        let body = (try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
        #expect(body == #"{"Text":{"string":"0.750000"}}"#)   // a LocalizedStringKey writes a Double with `%lf`
    }
}

/// Cases whose type Swift infers from context the front end does not follow: the module's only enum with that case.
@Suite struct UntypedCaseTests {
    @Test func theOnlyEnumWithTheCaseGivesItsMembers() throws {
        let file = try SwiftSourceFile(text: """
            enum Feature { case superHost, selfCheckIn
                var imageName: String { self == .superHost ? "medal" : "door.left.hand.open" }
            }
            enum Theme: String { case indigo, buttercup
                var name: String { rawValue.capitalized }
            }
            struct Scrum { var theme: Theme }
            let features = [Feature.superHost, .selfCheckIn]
            #Preview {
                VStack {
                    Image(systemName: features[1].imageName)
                    Text(Scrum(theme: .indigo).theme.name)
                }
            }
            """, fileName: "U.swift")
        let body = (try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
        #expect(body == #"{"VStack":{"content":[{"Image":{"systemName":"door.left.hand.open"}},{"Text":{"string":"Indigo"}}]}}"#)
    }
}

/// Styles iOS draws anyway, older spellings of controls, and a NavigationView's first column.
@Suite struct DefaultStyleTests {
    @Test func defaultStylesAreAcceptedAndOthersNamed() throws {
        #expect(try previewBody(#"Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())"#)
                == #"{"Toggle":{"label":"A","isOn":true}}"#)
        #expect(try previewBody(#"Form { EditButton() }.formStyle(.grouped)"#)
                == #"{"Form":{"content":[{"Button":{"title":"Edit"}}]}}"#)
        #expect(try previewBody(#"TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: { })"#)
                == #"{"TextField":{"placeholder":"Name","text":""}}"#)
        #expect(throws: SwiftSourceError.self) { try previewBody(#"Toggle("A", isOn: .constant(true)).toggleStyle(.button)"#) }
        #expect(throws: SwiftSourceError.self) { try previewBody(#"Image("photo").renderingMode(.template)"#) }
    }

    @Test func aNavigationViewShowsItsFirstColumn() throws {
        #expect(try previewBody(#"NavigationView { Text("Sidebar"); Text("Detail") }.accentColor(.pink)"#)
                == #"{"NavigationStack":{"content":[{"Text":{"string":"Sidebar"},"modifiers":[{"tint":"pink"}]}]}}"#)
    }
}

/// Hierarchical shape styles where a colour is expected, and the same names elsewhere left alone.
@Suite struct HierarchicalStyleTests {
    @Test func stylesAreUIKitsSemanticColours() throws {
        #expect(try previewBody(#"Text("a").foregroundStyle(.quaternary)"#) == #"{"Text":{"string":"a"},"modifiers":[{"foregroundStyle":"quaternaryLabel"}]}"#)
        #expect(try previewBody("Color.clear.background(.background.secondary)") == #"{"Color":"clear","modifiers":[{"background":"secondarySystemBackground"}]}"#)
        #expect(try previewBody("Circle().fill(.fill.tertiary)") == #"{"Circle":{},"modifiers":[{"foregroundStyle":"tertiarySystemFill"}]}"#)
        // `.fill` as a content mode stays one.
        #expect(try previewBody("Color.red.aspectRatio(contentMode: .fill)") == #"{"Color":"red","modifiers":[{"aspectRatio":{"contentMode":"fill"}}]}"#)
    }
}

/// `Calendar.current` in UTC around the fixed `Date()`, Monday 2025-06-09 09:41: each figure read off a calendar.
@Suite struct CalendarTests {
    @Test func addingComponentsAndReadingThem() throws {
        let source = """
            let now = Date()
            let calendar = Calendar.current
            let text = [
                calendar.date(byAdding: .day, value: 1, to: now)!.formatted(date: .numeric, time: .omitted),
                calendar.date(byAdding: .month, value: -4, to: now)!.formatted(date: .numeric, time: .omitted),
                calendar.date(byAdding: .year, value: 1, to: now)!.formatted(date: .numeric, time: .shortened),
                "\\(calendar.component(.weekday, from: now))",
                "\\(calendar.isDateInToday(now)) \\(calendar.isDateInYesterday(calendar.date(byAdding: .hour, value: -10, to: now)!))",
                calendar.startOfDay(for: now).formatted(date: .omitted, time: .shortened),
            ].joined(separator: "|")
            #Preview { Text(text) }
            """
        let file = try SwiftSourceFile(text: source, fileName: "C.swift")
        let json = try file.scene(for: file.preview(matching: nil)).json.member("body")?.member("Text")?.member("string")
        #expect(json == .string("6/10/2025|2/9/2025|6/9/2026, 9:41\u{202F}AM|2|true true|12:00\u{202F}AM"))
    }
}

@Suite struct EmptyToggleLabelTests {
    /// `Toggle(isOn:) { EmptyView() }`: the switch with an empty title.
    @Test func anEmptyLabelIsAnEmptyTitle() throws {
        #expect(try previewBody("Toggle(isOn: .constant(false)) { EmptyView() }") == #"{"Toggle":{"label":"","isOn":false}}"#)
    }
}

/// `extension LabelStyle where Self == Trailing { static var trailing: Self { Self() } }`: `.labelStyle(.trailing)`
/// is the module's style, its `Self` the type the extension names.
@Suite struct SameTypeExtensionTests {
    @Test func aStyleNamedThroughItsProtocolExtension() throws {
        let file = try SwiftSourceFile(text: """
            struct Trailing: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.title; configuration.icon }
                }
            }
            extension LabelStyle where Self == Trailing {
                static var trailing: Self { Self() }
            }
            #Preview { Label("Time", systemImage: "clock").labelStyle(.trailing) }
            """, fileName: "L.swift")
        let body = (try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
        #expect(body == #"{"HStack":{"content":[{"Text":{"string":"Time"}},{"Image":{"systemName":"clock"}}]}}"#)
    }
}

/// Smaller spellings real previews use: ListFormatter, an Xcode colour literal, a text field's trailing commit closure.
@Suite struct SmallSpellingTests {
    @Test func eachReadsAsSwiftWouldMakeIt() throws {
        #expect(try previewBody(#"Text(ListFormatter.localizedString(byJoining: ["Ann", "Bo", "Cy"]))"#) == #"{"Text":{"string":"Ann,Bo,andCy"}}"#)
        #expect(try previewBody(#"Text(ListFormatter.localizedString(byJoining: ["Ann", "Bo"]))"#) == #"{"Text":{"string":"AnnandBo"}}"#)
        #expect(try previewBody("Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5))") == #"{"Color":{"red":1,"green":0,"blue":0,"opacity":0.5}}"#)
        #expect(try previewBody(#"SecureField("Password", text: .constant("")) { }"#) == #"{"SecureField":{"placeholder":"Password","text":""}}"#)
    }
}

/// UIKit's pictures handed to `Image(uiImage:)`, and the section separators every list style leaves undrawn.
@Suite struct UIKitImageAndSectionSeparatorTests {
    @Test func aUIImageIsTheSymbolOrPictureItNames() throws {
        #expect(try previewBody(#"Image(uiImage: UIImage(systemName: "star.fill")!)"#) == #"{"Image":{"systemName":"star.fill"}}"#)
        #expect(throws: SwiftSourceError.self) { try previewBody(#"Image(uiImage: UIImage(data: Data())!)"#) }
    }

    @Test func hiddenSectionSeparatorsAreWhatIsDrawn() throws {
        #expect(try previewBody(#"List { Section { Text("Row") }.listSectionSeparator(.hidden) }"#)
                == #"{"List":{"content":[{"Section":{"content":[{"Text":{"string":"Row"}}]},"modifiers":[{"listSectionSeparator":"hidden"}]}]}}"#)
        #expect(throws: SwiftSourceError.self) { try previewBody(#"List { Section { Text("Row") }.listSectionSeparator(.visible) }"#) }
    }
}
