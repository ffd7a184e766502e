import LoupeSwiftSource
import Testing

/// Members of URLs, strings, dictionaries, angles and errors that previews use, each expected text printed by swiftc
/// 6.3 for the same expression (SwiftUI's `Angle` aside: its values are worked out from its definition, radians kept
/// and degrees = radians × 180 / π, at angles where every order of those operations gives the same `Double`).
// sdk-usage: .lastPathComponent, .pathExtension, .appendingPathComponent, .localizedCaseInsensitiveContains, .removeValue, .radians, .degrees, Angle.degrees, .localizedDescription, LocalizedError, NavigationPath, NavigationPath(), NavigationStack(path:), .accessibility
@Suite struct FoundationMembersTests {
    func texts(_ source: String) throws -> [String] { try SwiftSubsetTests().texts(source) }

    func lines(_ expression: String) throws -> [String] {
        try texts("""
            #Preview { VStack { \(expression) } }
            """)
    }

    /// swiftc: `y.png | png | /x/y.png | a.com | https://a.com/x/y.png/z`, the root's last component `/` and an
    /// empty extension, a query kept after the appended component, a file URL without a host.
    @Test func urlParts() throws {
        #expect(try texts(#"""
            func parts(_ text: String) -> String {
                let u = URL(string: text)!
                return [u.lastPathComponent, u.pathExtension, u.path, u.host ?? "nil", u.appendingPathComponent("z").absoluteString].joined(separator: " | ")
            }
            #Preview {
                VStack {
                    Text(verbatim: parts("https://a.com/x/y.png"))
                    Text(verbatim: parts("https://a.com/"))
                    Text(verbatim: parts("https://a.com"))
                    Text(verbatim: parts("https://a.com/x/y.tar.gz?q=1#f"))
                    Text(verbatim: parts("file:///tmp/a.txt"))
                    Text(verbatim: parts("https://a.com/x/"))
                }
            }
            """#) == [
                "y.png | png | /x/y.png | a.com | https://a.com/x/y.png/z",
                "/ |  | / | a.com | https://a.com/z",
                " |  |  | a.com | https://a.com/z",
                "y.tar.gz | gz | /x/y.tar.gz | a.com | https://a.com/x/y.tar.gz/z?q=1#f",
                "a.txt | txt | /tmp/a.txt | nil | file:///tmp/a.txt/z",
                "x |  | /x | a.com | https://a.com/x/z",
            ])
    }

    /// swiftc writes a URL and a UUID inside `Optional(…)` without a String's quotes, `URL(string:)`,
    /// `UUID(uuidString:)` and a URL's `host` being optional: `Optional("a.com") a.com Optional(https://a.com)
    /// Optional(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)`, and `Optional(https://b.com) Optional(E621…) Optional("x")`
    /// for declared optionals.
    @Test func optionalURLsAndIdentifiers() throws {
        #expect(try texts(#"""
            struct V: View {
                let u: URL? = URL(string: "https://b.com")
                let id: UUID? = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
                let s: String? = "x"
                var body: some View {
                    VStack {
                        Text(verbatim: "\(URL(string: "https://a.com")!.host) \(URL(string: "https://a.com")!.host!) \(URL(string: "https://a.com")) \(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))")
                        Text(verbatim: "\(u) \(id) \(s)")
                    }
                }
            }
            #Preview { V() }
            """#) == [
                #"Optional("a.com") a.com Optional(https://a.com) Optional(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)"#,
                #"Optional(https://b.com) Optional(E621E1F8-C36C-495A-93FC-0C247A3E6E5F) Optional("x")"#,
            ])
    }

    /// swiftc: `true false false`; `Optional(1) nil Optional(2) nil 2 5 7` for the dictionary's removals and updates.
    @Test func stringsAndDictionaries() throws {
        #expect(try texts(#"""
            struct V: View {
                var body: some View {
                    var d = ["a": 1, "b": 2]
                    let r = d.removeValue(forKey: "a")
                    let r2 = d.removeValue(forKey: "zz")
                    let u = d.updateValue(5, forKey: "b")
                    let u2 = d.updateValue(7, forKey: "c")
                    VStack {
                        Text(verbatim: "\("Hello".localizedCaseInsensitiveContains("ELL")) \("Hello".localizedCaseInsensitiveContains("")) \("".localizedCaseInsensitiveContains(""))")
                        Text(verbatim: "\(String(describing: r)) \(String(describing: r2)) \(String(describing: u)) \(String(describing: u2)) \(d.count) \(d["b"]!) \(d["c"]!)")
                    }
                }
            }
            #Preview { V() }
            """#) == ["true false false", "Optional(1) nil Optional(2) nil 2 5 7"])
    }

    /// 90° is π/2 = 1.5707963267948966 radians and back 90.0; 45° is 0.7853981633974483; π radians 180.0.
    @Test func angleMembers() throws {
        #expect(try lines(#"""
            Text(verbatim: "\(Angle(degrees: 90).radians) \(Angle(degrees: 90).degrees) \(Angle.degrees(45).radians) \(Angle.radians(.pi).degrees)")
            """#) == ["1.5707963267948966 90.0 0.7853981633974483 180.0"])
    }

    /// A `LocalizedError`'s description is its `errorDescription`; a plain `Error`'s names the module: refused.
    @Test func errorDescriptions() throws {
        #expect(try texts("""
            enum LoadError: Error { case offline, code(Int) }
            extension LoadError: LocalizedError {
                var errorDescription: String? {
                    switch self {
                    case .offline: "You are offline"
                    case .code(let c): "Code \\(c)"
                    }
                }
            }
            #Preview { VStack { Text(verbatim: LoadError.code(3).localizedDescription); Text(LoadError.offline.localizedDescription) } }
            """) == ["Code 3", "You are offline"])
        #expect(FrontEndTests().problem("""
            enum Plain: Error { case failed }
            #Preview { Text(Plain.failed.localizedDescription) }
            """) == "unsupportedSwift@2:17")
    }

    /// `NavigationStack(path:)` with nothing pushed is the stack at its root (the same scene as without a path); a path
    /// that starts with screens pushed is refused, as pushed screens are not drawn.
    @Test func navigationStackWithAPath() throws {
        let front = FrontEndTests()
        let withPath = try SwiftSubsetAdditionsTests().body("""
            struct V: View {
                @State var path = NavigationPath()
                @State var routes: [Int] = []
                var body: some View {
                    VStack {
                        NavigationStack(path: $path) { Text("A").accessibility(label: Text("x")) }
                        NavigationStack(path: $routes) { Text("B") }
                    }
                }
            }
            #Preview { V() }
            """)
        let without = try SwiftSubsetAdditionsTests().body("""
            #Preview { VStack { NavigationStack { Text("A") }; NavigationStack { Text("B") } } }
            """)
        #expect(withPath == without)
        #expect(front.problem("""
            struct V: View {
                @State var path = NavigationPath([1, 2])
                var body: some View { NavigationStack(path: $path) { Text("A") } }
            }
            #Preview { V() }
            """) == "unsupportedView@3:43")
    }

    /// `UserDefaults.standard` holds what the preview's code sets before the view is made: `@AppStorage` reads the
    /// set name and count and the registered default, the getters read them back, a key never set reads as Foundation
    /// answers (`bool` false). A getter that would convert another kind is an error.
    // sdk-usage: UserDefaults, UserDefaults.standard, .set, @AppStorage, .register
    @Test func userDefaultsHoldWhatThePreviewSets() throws {
        #expect(try texts(#"""
            struct V: View {
                @AppStorage("name") var name = "Guest"
                @AppStorage("count") var count = 0
                @AppStorage("dark") var dark = false
                var body: some View {
                    Text(verbatim: "\(name) \(count) \(dark) \(UserDefaults.standard.integer(forKey: "count")) \(UserDefaults.standard.bool(forKey: "missing")) \(UserDefaults.standard.string(forKey: "name") ?? "-")")
                }
            }
            #Preview {
                UserDefaults.standard.set("Ann", forKey: "name")
                UserDefaults.standard.set(3, forKey: "count")
                UserDefaults.standard.register(defaults: ["dark": true])
                return V()
            }
            """#) == ["Ann 3 true 3 false Ann"])
        #expect(FrontEndTests().problem("""
            #Preview {
                UserDefaults.standard.set("x", forKey: "n")
                return Text(verbatim: "\\(UserDefaults.standard.integer(forKey: "n"))")
            }
            """) == "unsupportedSwift@3:52")
    }

    /// Observing notifications is what the running app does (nothing runs), but a post would reach observers added
    /// without a queue at once: refused at `post`. `setValue(_:forKey:)` sets a default as `set` does.
    // sdk-usage: NotificationCenter, NotificationCenter.default, .setValue
    @Test func notificationsAndSetValue() throws {
        #expect(try texts(#"""
            final class M: ObservableObject {
                @Published var n = 0
                init() {
                    NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: .main) { _ in self.n = 5 }
                    UserDefaults.standard.setValue(4, forKey: "k")
                }
            }
            struct V: View {
                @StateObject var m = M()
                var body: some View { Text(verbatim: "\(m.n) \(UserDefaults.standard.integer(forKey: "k"))") }
            }
            #Preview { V() }
            """#) == ["0 4"])
        #expect(FrontEndTests().problem("""
            final class M: ObservableObject {
                init() { NotificationCenter.default.post(name: .init("x"), object: nil) }
            }
            struct V: View {
                @StateObject var m = M()
                var body: some View { Text("a") }
            }
            #Preview { V() }
            """) == "unsupportedSwift@2:41")
    }

    /// An Apple type the front end does not evaluate yet is named as Apple's, not as a name the file should declare.
    @Test func appleTypesNotEvaluatedAreNamedAsSuch() throws {
        let failure = FrontEndTests().failure("""
            #Preview { Text(Decimal(string: "1.5")!.formatted()) }
            """)
        #expect(failure?.description == "Test.swift:1:17: 'Decimal' (Foundation) is not evaluated yet (supported Swift: docs/swift-source.md)")
    }
}
