import LoupeSwiftSource
import Testing

/// Values the front end gave silently wrong, found by probing the most used SDK entries (`docs/sdk-usage.tsv`) one by
/// one; each expected text is what swiftc 6.3 printed for the same code (`#function`, `UUID`, `URL`) or what SwiftUI
/// documents (`withAnimation` returns its closure's result; `EdgeInsets`' initializer defaults each edge to 0).
// sdk-usage: #function, withAnimation(), withAnimation(_:), UUID(uuidString:), URL(fileURLWithPath:), EdgeInsets()
@Suite struct ProbedSDKFindingsTests {
    func texts(_ source: String) throws -> [String] { try SwiftSubsetTests().texts(source) }

    /// swiftc prints `title S name(_:) two(a:_:) init(x:) make() withGet lz` for the same members (was `body` for
    /// each), and `body` inside `body`.
    @Test func functionIsTheEnclosingDeclarationsName() throws {
        #expect(try texts("""
            struct S {
                var title: String { #function }
                var stored = #function
                func name(_ x: Int) -> String { #function }
                func two(a: Int, _ b: Int) -> String { [1].map { _ in #function }[0] }
                init() {}
                init(x: Int) { stored = #function }
                static func make() -> String { #function }
                var withGet: String { get { #function } }
                lazy var lz: String = #function
            }
            struct V: View {
                var body: some View {
                    var s = S()
                    Text(verbatim: [s.title, s.stored, s.name(1), s.two(a: 1, 2), S(x: 1).stored, S.make(), s.withGet, s.lz, #function].joined(separator: " "))
                }
            }
            #Preview { V() }
            """) == ["title S name(_:) two(a:_:) init(x:) make() withGet lz body"])
    }

    /// At the top level `#function` is the module's name, which a preview does not know: refused at its place.
    @Test func functionAtTheTopLevelIsRefused() throws {
        #expect(FrontEndTests().problem("""
            #Preview { Text(#function) }
            """) == "unsupportedSwift@1:17")
    }

    /// `withAnimation` returns what its closure returns (was nil); `UUID(uuidString:)` is the identifier written,
    /// upper-cased, or nil when malformed (was the first generated UUID); a file URL prints its scheme (was the path).
    @Test func valuesOfAnimationsIdentifiersAndFileURLs() throws {
        #expect(try texts("""
            struct V: View {
                var body: some View {
                    let x = withAnimation(.easeIn) { 5 }
                    VStack {
                        Text(verbatim: "\\(x) \\(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!.uuidString)")
                        Text(verbatim: "\\(UUID(uuidString: "nope") == nil) \\(UUID(uuidString: "e621e1f8c36c495a93fc0c247a3e6e5f") == nil)")
                        Text(verbatim: URL(fileURLWithPath: "/tmp/a.txt").absoluteString)
                    }
                }
            }
            #Preview { V() }
            """) == ["5 E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "true true", "file:///tmp/a.txt"])
    }

    /// `.padding(EdgeInsets())` pads nothing (was SwiftUI's default 16 points on every edge): the 10-point square
    /// stays 10 × 10, centred at x = (393 − 10) / 2 and y = 59 + (759 − 10) / 2; `EdgeInsets(top: 4)` pads the top
    /// only, a 10 × 14 view whose square sits 4 points down.
    @Test func edgeInsetsDefaultEachEdgeToZero() throws {
        let frames = try GeometryReaderLayoutTests().frames("""
            #Preview {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).padding(EdgeInsets())
                    Color.blue.frame(width: 10, height: 10).padding(EdgeInsets(top: 4))
                }
            }
            """).filter { $0.kind == "Color" }.map(\.frame)
        // The stack is 10 + 14 = 24 tall: its top at 59 + (759 − 24) / 2 = 426.5.
        #expect(frames == [[191.5, 426.5, 10, 10], [191.5, 440.5, 10, 10]])
    }
}
