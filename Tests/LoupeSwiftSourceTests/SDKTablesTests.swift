import LoupeJSON
import LoupeSwiftSource
import Testing

/// The SDK's types as real previews use them. Numbers and strings are what `swiftc` printed for the same
/// expressions (Foundation on Linux); colours are UIKit's components, worked out by hand.
// sdk-usage: CGFloat.zero, .greatestFiniteMagnitude, CGFloat.greatestFiniteMagnitude, TimeInterval(_:), TimeInterval, Int.max, UserDefaults.standard, .bool, .integer, .string, .sorted, Color(uiColor:), UIColor(red:green:blue:alpha:), UIColor(white:alpha:), Animation.easeInOut, .repeatForever, #available
@Suite struct SDKTablesTests {
    let subset = SwiftSubsetTests()

    @Test func numericStatics() throws {
        #expect(try subset.texts("""
            #Preview { Text(verbatim: "\\(CGFloat.zero) \\(Double.zero) \\(Int.zero) \\(Float.zero) \\(CGFloat.greatestFiniteMagnitude > 1e300) \\(TimeInterval(60) * 2) \\(Int.max)") }
            """) == ["0.0 0.0 0 0.0 true 120.0 9223372036854775807"])
    }

    /// `UserDefaults.standard` is an empty store: a key never set.
    @Test func userDefaultsIsEmpty() throws {
        #expect(try subset.texts("""
            #Preview { Text(verbatim: "\\(UserDefaults.standard.bool(forKey: "x")) \\(UserDefaults.standard.integer(forKey: "n")) \\(UserDefaults.standard.string(forKey: "s") ?? "none")") }
            """) == ["false 0 none"])
    }

    /// Operators passed as functions, and the dictionary and number methods previews use.
    @Test func operatorsAsFunctionsAndMethods() throws {
        #expect(try subset.texts("""
            #Preview { Text(verbatim: "\\([3, 1, 2].sorted(by: >)) \\([1, 2, 3].reduce(0, +)) \\(["a": 1].mapValues { $0 * 2 }["a"]!) \\(CGFloat(3).squareRoot())") }
            """) == ["[3, 2, 1] 6 2 1.7320508075688772"])
    }

    /// `UIColor(red:green:blue:alpha:)` and `UIColor(white:alpha:)` are the colours `Color` would make of them.
    @Test func uiKitColours() throws {
        let file = try SwiftSourceFile(text: """
            #Preview {
                VStack {
                    Color(UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.5))
                    Color(uiColor: UIColor(white: 0.2, alpha: 1))
                }
            }
            """, fileName: "S.swift")
        let content = try #require(file.scene(for: file.preview(matching: nil)).json.member("body")?.member("VStack")?.member("content")?.arrayValue)
        let components = content.map { colour in ["red", "green", "blue", "opacity"].map { colour.member("Color")?.member($0)?.doubleValue } }
        #expect(components[0] == [0.5, 0.25, 1, 0.5])
        #expect(components[1] == [0.2, 0.2, 0.2, 1])
    }

    /// An `Animation` stored in a view is a value of its own, and the modifier that takes it is skipped.
    @Test func animationsAreValues() throws {
        #expect(try subset.texts("""
            struct Spinner: View {
                let animation: Animation = Animation.easeInOut(duration: 1).repeatForever(autoreverses: false)
                var body: some View { Text("a").animation(animation, value: 1) }
            }
            #Preview { Spinner() }
            """) == ["a"])
    }

    /// `#available` checks the iOS version the preview runs on: the newest by default, or the one given.
    @Test func availabilityFollowsTheVersion() throws {
        let source = """
            #Preview {
                VStack {
                    if #available(iOS 26, *) { Text("26") } else { Text("older") }
                    if #available(iOS 17.4, macOS 14, *) { Text("17.4") }
                    if #unavailable(iOS 18) { Text("before 18") }
                }
            }
            """
        #expect(try subset.texts(source) == ["26", "17.4"])
        for (version, expected) in [("17", ["older", "before 18"]), ("17.4", ["older", "17.4", "before 18"]), ("18.1", ["older", "17.4"])] {
            let file = try SwiftSourceFile(text: source, fileName: "S.swift")
            file.iOSVersion = try #require(OSVersion(version))
            let json = try file.scene(for: file.preview(matching: nil)).json.serializedExactly()
            let texts = json.split(separator: "\n").filter { $0.contains("\"string\"") }.map { String($0.split(separator: "\"")[3]) }
            #expect(texts == expected)
        }
    }
}
