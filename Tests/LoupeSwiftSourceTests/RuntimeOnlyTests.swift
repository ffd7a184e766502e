import LoupeJSON
import LoupeSwiftSource
import Testing

/// Tasks, timers, publishers and SwiftData's store are made and never run; older style types read as members.
@Suite struct RuntimeOnlyTests {
    func body(_ source: String) throws -> String {
        let file = try SwiftSourceFile(text: source, fileName: "R.swift")
        let json = try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? ""
        return json.filter { $0 != " " && $0 != "\n" }
    }

    func problem(_ source: String) -> String? {
        do {
            _ = try body(source)
            return nil
        } catch let error as SwiftSourceError {
            return "\(error.kind)@\(error.place.line):\(error.place.column)"
        } catch { return "\(error)" }
    }

    /// The model's task and the view's timer and gesture are made, never run: the items are the initial ones.
    @Test func whatOnlyTheAppRunsIsMadeAndNeverRun() throws {
        #expect(try body("""
            final class Loader: ObservableObject {
                @Published var items = ["One"]
                let ticks = PassthroughSubject<Int, Never>()
                init() { Task { await self.load() } }
                func load() async { items = [] }
            }
            struct Feed: View {
                @StateObject var loader = Loader()
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text(loader.items[0]).onReceive(timer) { _ in }.gesture(DragGesture().onChanged { _ in })
                }
            }
            #Preview { Feed() }
            """) == #"{"Text":{"string":"One"}}"#)
    }

    /// A preview's SwiftData container is made, and its queries read an empty store.
    @Test func aModelContainerIsMadeAndTheStoreIsEmpty() throws {
        #expect(try body("""
            @Model final class Item { init() {} }
            struct Items: View {
                @Query var items: [String]
                var body: some View { Text("\\(items.count)") }
            }
            #Preview {
                let container = try! ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                container.mainContext.insert(Item())
                return Items().modelContainer(container)
            }
            """) == #"{"Text":{"string":"0"}}"#)
    }

    /// Reading a timer's value where a view needs text is an error there.
    @Test func readingSuchAValueIsAnError() {
        #expect(problem("""
            let timer = Timer.publish(every: 1, on: .main, in: .common)
            #Preview { Text(timer) }
            """) == "typeMismatch@2:17")
    }

    /// A to-do app's own `Task` is its own type.
    @Test func aModulesOwnTaskIsItsOwn() throws {
        #expect(try body("""
            struct Task { var title: String }
            #Preview { Text(Task(title: "Buy milk").title) }
            """) == #"{"Text":{"string":"Buymilk"}}"#)
    }

    @Test func olderStyleTypesAreTheirMembers() throws {
        #expect(try body(#"#Preview { List { Text("A") }.listStyle(GroupedListStyle()) }"#)
                == #"{"List":{"content":[{"Text":{"string":"A"}}]},"modifiers":[{"listStyle":"grouped"}]}"#)
        #expect(try body(#"#Preview { Button("Go") { }.buttonStyle(BorderedProminentButtonStyle()) }"#)
                == #"{"Button":{"title":"Go"},"modifiers":[{"buttonStyle":"borderedProminent"}]}"#)
        #expect(try body(#"#Preview { List { Text("A") }.listStyle(DefaultListStyle()) }"#)
                == #"{"List":{"content":[{"Text":{"string":"A"}}]},"modifiers":[{"listStyle":"automatic"}]}"#)
    }
}

/// Modifiers written on a `NavigationStack`: a tab's item stays beside it, environment values reach its content.
@Suite struct NavigationStackModifierTests {
    @Test func aTabsStackKeepsItsItemAndATintReachesTheContent() throws {
        let file = try SwiftSourceFile(text: """
            #Preview {
                TabView {
                    NavigationStack { Text("a").navigationTitle("A") }
                        .tabItem { Label("One", systemImage: "house") }
                        .tint(.pink)
                }
            }
            """, fileName: "N.swift")
        let json = (try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
        #expect(json == #"{"TabView":{"content":[{"NavigationStack":{"content":[{"Text":{"string":"a"},"modifiers":[{"navigationTitle":"A"},{"tint":"pink"}]}]},"modifiers":[{"tabItem":{"title":"One","systemImage":"house"}}]}]}}"#)
        #expect(try file.scene(for: file.preview(matching: nil)).document().navigationBar?.title == "A")
    }
}

/// A preview's SwiftData container holds what the preview inserts, and a `@Query` of that type reads it.
@Suite struct PreviewStoreTests {
    static let source = """
        @Model final class Trip {
            var name: String
            init(name: String) { self.name = name }
        }
        let container: ModelContainer = {
            let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            for name in ["Rome", "Lima", "Oslo"] { container.mainContext.insert(Trip(name: name)) }
            return container
        }()
        struct Trips: View {
            @Query(sort: \\Trip.name) var sorted: [Trip]
            @Query(sort: \\Trip.name, order: .reverse) var reversed: [Trip]
            @Query var inserted: [Trip]
            var body: some View {
                Text((sorted + reversed + inserted).map(\\.name).joined(separator: ","))
            }
        }
        #Preview { Trips().modelContainer(container) }
        #Preview("Empty") { Trips().modelContainer(for: Trip.self, inMemory: true) }
        """

    func text(_ preview: String?) throws -> String {
        let file = try SwiftSourceFile(text: Self.source, fileName: "T.swift")
        let json = try file.scene(for: file.preview(matching: preview)).json.member("body")?.serialized() ?? ""
        return json.filter { $0 != " " && $0 != "\n" }
    }

    @Test func queriesReadWhatWasInsertedInOrderOrSorted() throws {
        #expect(try text(nil) == #"{"Text":{"string":"Lima,Oslo,Rome,Rome,Oslo,Lima,Rome,Lima,Oslo"}}"#)
        #expect(try text("Empty") == #"{"Text":{"string":""}}"#)
    }
}
