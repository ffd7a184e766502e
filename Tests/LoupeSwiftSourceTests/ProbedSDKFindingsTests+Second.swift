import LoupeSwiftSource
import Testing

/// More values the front end gave silently wrong, found by a helper probing the usage table's entries (session 45):
/// each expected value is what swiftc 6.3.1 printed for the same code, or what SwiftUI and UIKit document (UIKit's
/// `UIColor.brown` is 0.6, 0.4, 0.2; SwiftData sorts a query by its sort descriptors; an active `NavigationLink`
/// shows its destination pushed).
// sdk-usage: assert(_:), precondition(_:_:), CustomDebugStringConvertible, .replacingOccurrences, .caseInsensitive
// sdk-usage: SortDescriptor, SortDescriptor(_:), SortDescriptor(_:order:), GroupBox(label:)
@Suite struct ProbedSDKFindingsSecondTests {
    func texts(_ source: String) throws -> [String] { try SwiftSubsetTests().texts(source) }
    func problem(_ source: String) -> String? { FrontEndTests().problem(source) }
    func body(_ source: String) throws -> String {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        return (try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? "")
            .filter { $0 != " " && $0 != "\n" }
    }

    /// `Color(.brown)` and `Color(uiColor: .red)` name `UIColor`'s statics: UIKit's fixed colours, not SwiftUI's.
    @Test func uiKitsFixedColoursByTheirLeadingDot() throws {
        #expect(try body("#Preview { Color(.brown) }") == #"{"Color":{"red":0.6,"green":0.4,"blue":0.2,"opacity":1}}"#)
        #expect(try body("#Preview { Color(uiColor: .red) }") == #"{"Color":{"red":1,"green":0,"blue":0,"opacity":1}}"#)
        #expect(try body("#Preview { Color(.gray) }") == #"{"Color":{"red":0.5,"green":0.5,"blue":0.5,"opacity":1}}"#)
        #expect(try body("#Preview { Color(.systemRed) }") == #"{"Color":"red"}"#)
    }

    /// `GroupBox(label: Text("gb")) { Text("in") }`: the label above the content, each once.
    @Test func aGroupBoxsLabelGivenAsAView() throws {
        #expect(try texts(#"#Preview { GroupBox(label: Text("gb")) { Text("in") } }"#) == ["gb", "in"])
    }

    /// swiftc traps on a false `assert` in a debug build and on a false `precondition`: an error at the call.
    @Test func aFailingAssertionStops() throws {
        #expect(problem(#"#Preview { let x = { assert(1 > 2); return "ok" }(); Text(x) }"#) == "unsupportedSwift@1:22")
        #expect(problem(#"#Preview { let x = { precondition(1 > 2, "no"); return "ok" }(); Text(x) }"#) == "unsupportedSwift@1:22")
        #expect(try texts(#"#Preview { let x = { assert(2 > 1); precondition(true); return "ok" }(); Text(x) }"#) == ["ok"])
    }

    /// `String(describing:)` falls back to `debugDescription`: swiftc prints `dbg`.
    @Test func debugDescriptionIsWrittenWithoutADescription() throws {
        #expect(try texts("""
            struct Dbg: CustomDebugStringConvertible { var debugDescription: String { "dbg" } }
            #Preview { Text(verbatim: "\\(Dbg())") }
            """) == ["dbg"])
    }

    /// `.caseInsensitive` replaces `H` for `h` (swiftc: `Jello`); a regular expression is refused, not ignored.
    @Test func replacingFollowsItsOptions() throws {
        #expect(try texts(#"#Preview { Text("Hello".replacingOccurrences(of: "h", with: "J", options: .caseInsensitive)) }"#) == ["Jello"])
        #expect(try texts(#"#Preview { Text("aXbx".replacingOccurrences(of: "x", with: "-", options: [.caseInsensitive, .literal])) }"#) == ["a-b-"])
        #expect(problem(#"#Preview { Text("a1b2".replacingOccurrences(of: "[0-9]", with: "", options: .regularExpression)) }"#)
                == "unsupportedSwift@1:24")
    }

    /// `withAnimation(.easeIn, { … })` with the closure as an argument runs it at once, as the trailing form does.
    @Test func withAnimationRunsAClosureArgument() throws {
        #expect(try texts("""
            func a() -> Int { var v = 1; withAnimation(.easeIn, { v = 5 }); return v }
            #Preview { Text(verbatim: "\\(a()) \\(withAnimation(.easeIn, { 7 }))") }
            """) == ["5 7"])
    }

    /// SwiftData sorts by each descriptor in turn: names a, b, c; ranks 3, 2, 1 in reverse.
    @Test func aQuerySortsByItsDescriptors() throws {
        #expect(try texts("""
            import SwiftData
            @Model final class Item {
                var name: String
                var rank: Int
                init(name: String, rank: Int) { self.name = name; self.rank = rank }
            }
            struct Items: View {
                @Query(sort: [SortDescriptor(\\Item.name)]) private var byName: [Item]
                @Query(sort: [SortDescriptor(\\Item.rank, order: .reverse)]) private var byRank: [Item]
                var body: some View {
                    VStack {
                        Text(verbatim: byName.map(\\.name).joined(separator: ","))
                        Text(verbatim: byRank.map(\\.name).joined(separator: ","))
                    }
                }
            }
            #Preview {
                let container = try! ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                container.mainContext.insert(Item(name: "b", rank: 2))
                container.mainContext.insert(Item(name: "a", rank: 3))
                container.mainContext.insert(Item(name: "c", rank: 1))
                return Items().modelContainer(container)
            }
            """) == ["a,b,c", "a,b,c"])
    }

    /// An active link shows its destination pushed, which is not drawn: refused where the link is; an inactive one
    /// is the link.
    @Test func anActiveNavigationLinkIsRefused() throws {
        #expect(problem("""
            #Preview { NavigationView { NavigationLink(destination: Text("Pushed"), isActive: .constant(true)) { Text("Go") } } }
            """) == "unsupportedSwift@1:29")
        #expect(try texts("""
            #Preview { NavigationView { NavigationLink(destination: Text("Pushed"), isActive: .constant(false)) { Text("Go") } } }
            """) == ["Go"])
    }

    /// A wrapper the module declares may change what it stores (swiftc: 10 for a clamped 40): refused, not read as 40.
    @Test func aModulesOwnPropertyWrapperIsRefused() throws {
        #expect(problem("""
            @propertyWrapper struct Clamped {
                var v: Int
                var wrappedValue: Int { get { v } set { v = min(newValue, 10) } }
                init(wrappedValue: Int) { v = min(wrappedValue, 10) }
            }
            struct HasW: View { @Clamped var n: Int = 40; var body: some View { Text(verbatim: "\\(n)") } }
            #Preview { HasW() }
            """) == "unsupportedSwift@6:21")
    }
}
